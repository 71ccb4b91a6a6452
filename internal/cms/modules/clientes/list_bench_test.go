package clientes_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// BenchmarkAdminLists renders the testimonials and clients lists through the CMS handler (session,
// permission check, one platform read in-process, template) with 100 000 rows each, at page 1 and
// at the last page (10 rows per page). It reports the p50 and p99 of the single renders.
//
//	go test ./internal/cms/modules/clientes -run '^$' -bench BenchmarkAdminLists -benchtime 200x
func BenchmarkAdminLists(b *testing.B) {
	app, client := cmstest.NewBenchCMS(b)
	cmstest.SeedBench(b, client, "categoria-servicios", 10, func(i int) map[string]any { return map[string]any{"name": fmt.Sprintf("Servicio %d", i)} })
	cmstest.SeedBench(b, client, "categorias", 10, func(i int) map[string]any { return map[string]any{"nombre": fmt.Sprintf("Sector %d", i)} })
	start := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	cmstest.SeedBench(b, client, "testimoniales", cmstest.BenchRows, func(i int) map[string]any {
		return map[string]any{"categoria": 1 + i%10, "testimonio": fmt.Sprintf("Un servicio excelente, número %d, que recomendamos.", i),
			"empresa": fmt.Sprintf("Empresa %d", i), "persona": "Ana Pérez", "cargo": "Gerente", "created_at": start.Add(time.Duration(i) * time.Second).Format(time.RFC3339)}
	})
	cmstest.SeedBench(b, client, "clientes", cmstest.BenchRows, func(i int) map[string]any {
		return map[string]any{"nombre": fmt.Sprintf("Cliente %d", i), "categoria": 1 + i%10, "logo_url": fmt.Sprintf("%d/logos/logo_%d.png", 1+i%10, i),
			"created_at": start.Add(time.Duration(i) * time.Second).Format(time.RFC3339)}
	})
	cookie := cmstest.BenchSignIn(b, app)
	last := (cmstest.BenchRows + 9) / 10
	for _, list := range []string{"testimoniales", "clientes"} {
		for _, page := range []int{1, last} {
			path := fmt.Sprintf("/admin/%s/?page=%d&rowsPerPage=10", list, page)
			b.Run(fmt.Sprintf("%s/page=%d", list, page), func(b *testing.B) { cmstest.BenchRender(b, app, cookie, path) })
		}
	}
}
