package proyectos_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// BenchmarkAdminList renders the projects list through the CMS handler (session, permission check,
// the page and its count in one platform read in-process, the filters' clients and categories,
// template) with 100 000 projects, at page 1 and at the last page (10 rows per page), unfiltered and
// filtered by a category. It reports the p50 and p99 of the single renders.
//
//	go test ./internal/cms/modules/proyectos -run '^$' -bench BenchmarkAdminList -benchtime 200x
func BenchmarkAdminList(b *testing.B) {
	app, client := cmstest.NewBenchCMS(b)
	cmstest.SeedBench(b, client, "categoria-servicios", 10, func(i int) map[string]any {
		return map[string]any{"name": fmt.Sprintf("Servicio %d", i), "slug": fmt.Sprintf("servicio-%d", i)}
	})
	cmstest.SeedBench(b, client, "categorias", 10, func(i int) map[string]any { return map[string]any{"nombre": fmt.Sprintf("Sector %d", i)} })
	cmstest.SeedBench(b, client, "clientes", 50, func(i int) map[string]any {
		return map[string]any{"nombre": fmt.Sprintf("Cliente %d", i), "categoria": 1 + i%10}
	})
	start := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	states := []string{"publicado", "publicado", "publicado", "borrador"}
	cmstest.SeedBench(b, client, "proyectos", cmstest.BenchRows, func(i int) map[string]any {
		return map[string]any{"titulo": fmt.Sprintf("Proyecto %d para un cliente", i), "slug": fmt.Sprintf("proyecto-%d", i),
			"categoria": 1 + i%10, "cliente": 1 + i%50, "estado": states[i%4], "resumen": "Un caso de éxito.",
			"fecha": start.Add(time.Duration(i) * time.Minute).Format(time.RFC3339)}
	})
	cookie := cmstest.BenchSignIn(b, app)
	last := (cmstest.BenchRows + 9) / 10
	for _, page := range []int{1, last} {
		path := fmt.Sprintf("/admin/proyectos/?page=%d&rowsPerPage=10", page)
		b.Run(fmt.Sprintf("page=%d", page), func(b *testing.B) { cmstest.BenchRender(b, app, cookie, path) })
	}
	lastOfCategory := (cmstest.BenchRows/10 + 9) / 10
	for _, page := range []int{1, lastOfCategory} {
		path := fmt.Sprintf("/admin/proyectos/?categoria=3&page=%d&rowsPerPage=10", page)
		b.Run(fmt.Sprintf("categoria/page=%d", page), func(b *testing.B) { cmstest.BenchRender(b, app, cookie, path) })
	}
}
