package media_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// BenchmarkLibrary renders the media library through the CMS handler (session, permission check,
// one platform read in-process with the exact count, template) with 100 000 files, at page 1 and
// at the last page (10 per page), in the grid, filtered by folder and kind, and searched by a word
// of the alt text, and the orphan report. It reports the p50 and p99 of the single renders.
//
//	go test ./internal/cms/modules/media -run '^$' -bench BenchmarkLibrary -benchtime 100x
func BenchmarkLibrary(b *testing.B) {
	app, client := cmstest.NewBenchCMS(b)
	start := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	cmstest.SeedBench(b, client, "medios", cmstest.BenchRows, func(i int) map[string]any {
		folder := fmt.Sprintf("biblioteca/%d", i%20)
		kind := []string{"image/jpeg", "image/png", "image/webp"}[i%3]
		var alt any
		if i%2 == 0 {
			alt = fmt.Sprintf("Fotografía número %d de la oficina", i)
		}
		return map[string]any{"bucket": "contenido", "ruta": fmt.Sprintf("%s/foto_%d.png", folder, i), "nombre": fmt.Sprintf("foto_%d.png", i),
			"carpeta": folder, "tipo": kind, "tamano": 1000 + i, "texto_alternativo": alt, "titulo": nil,
			"created_at": start.Add(time.Duration(i) * time.Second).Format(time.RFC3339)}
	})
	cookie := cmstest.BenchSignIn(b, app)
	last := (cmstest.BenchRows + 9) / 10
	for _, c := range []struct{ name, query string }{
		{"list/page=1", "vista=lista&page=1"},
		{fmt.Sprintf("list/page=%d", last), fmt.Sprintf("vista=lista&page=%d", last)},
		{"grid/page=1", "page=1"},
		{fmt.Sprintf("grid/page=%d", last), fmt.Sprintf("page=%d", last)},
		{"folder+kind/page=1", "bucket=contenido&carpeta=biblioteca/7&tipo=image/png&page=1"},
		{"search-alt/page=1", "buscar=oficina&page=1"},
	} {
		path := "/admin/media/?rowsPerPage=10&" + c.query
		b.Run(c.name, func(b *testing.B) { cmstest.BenchRender(b, app, cookie, path) })
	}
	// The orphan report: every referring place read once, then the whole library (all 100 000 files
	// are orphans here, the worst case), its totals and the first 500 listed.
	b.Run("orphans", func(b *testing.B) { cmstest.BenchRender(b, app, cookie, "/admin/media/huerfanos") })
}
