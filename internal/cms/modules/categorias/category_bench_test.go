package categorias_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// benchCategoryTree seeds a four-level tree of 10 000 categories (10 roots, 9 children each, then
// 10 and 10) in id order, so each level's parents exist before it is written.
func benchCategoryTree(b *testing.B, c *platformclient.Client) {
	levels := []struct{ n, firstParent, perParent int }{{10, 0, 0}, {90, 1, 9}, {900, 11, 10}, {9000, 101, 10}}
	for depth, l := range levels {
		cmstest.SeedBench(b, c, "categoria-servicios", l.n, func(i int) map[string]any {
			row := map[string]any{"name": fmt.Sprintf("Servicio %d-%d", depth, (i*7919)%l.n), "id_padre": nil}
			if l.perParent > 0 {
				row["id_padre"] = l.firstParent + i/l.perParent
			}
			return row
		})
	}
}

// BenchmarkAdminContentAndCategories renders the content list (100 000 items, 10 a page) at page 1
// and at the last page, and the categories page with a tree of 10 000 categories, through the CMS
// handler (session, permission check, in-process platform reads, template). The content list also
// reads every category for its filter, so it is measured with 100 and with 10 000 categories; with
// 100, also with a second language (the translations' column, and the filter of the items not yet
// translated when a tenth are). It reports p50 and p99 of single renders.
//
//	go test ./internal/cms/modules/categorias -run '^$' -bench BenchmarkAdminContentAndCategories -benchtime 200x
func BenchmarkAdminContentAndCategories(b *testing.B) {
	start := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	content := func(cats int) func(int) map[string]any {
		return func(i int) map[string]any {
			return map[string]any{"titulo": fmt.Sprintf("Proyecto número %d para un cliente", i), "categoria": 1 + i%cats,
				"descripcion":      map[string]any{"body": "<p>Texto del proyecto.</p>", "layout": 1 + i%3},
				"imagen_principal": fmt.Sprintf("imagenes/foto_%d.png", i), "created_at": start.Add(time.Duration(i) * time.Second).Format(time.RFC3339)}
		}
	}
	last := (cmstest.BenchRows + 9) / 10
	for _, cats := range []int{100, 10_000} {
		app, client := cmstest.NewBenchCMS(b)
		if cats == 100 {
			cmstest.SeedBench(b, client, "categoria-servicios", cats, func(i int) map[string]any { return map[string]any{"name": fmt.Sprintf("Servicio %d", i)} })
		} else {
			benchCategoryTree(b, client)
		}
		cmstest.SeedBench(b, client, "contenido", cmstest.BenchRows, content(cats))
		cookie := cmstest.BenchSignIn(b, app)
		paths := []string{fmt.Sprintf("/admin/contenido/?page=1&rowsPerPage=10"), fmt.Sprintf("/admin/contenido/?page=%d&rowsPerPage=10", last)}
		if cats == 10_000 {
			paths = append(paths, "/admin/categorias/")
		}
		for _, path := range paths {
			b.Run(fmt.Sprintf("categories=%d%s", cats, strings.NewReplacer("/admin", "", "?", "", "&rowsPerPage=10", "").Replace(path)), func(b *testing.B) {
				cmstest.BenchRender(b, app, cookie, path)
			})
		}
		if cats == 100 {
			// With a second language: the list's «Traducciones» column (one more read for the page's
			// statuses), and its filter «Sin traducir al English» with a tenth of the items translated.
			cmstest.SeedBench(b, client, "idiomas", 1, func(int) map[string]any { return map[string]any{"codigo": "en", "nombre": "English"} })
			cmstest.SeedBench(b, client, "contenido_traducciones", cmstest.BenchRows/10, func(i int) map[string]any {
				return map[string]any{"origen": 1 + i*10, "idioma": "en", "titulo": fmt.Sprintf("Project %d", i), "descripcion": map[string]any{"body": "<p>Text.</p>", "layout": 1}}
			})
			for _, path := range []string{paths[0], "/admin/contenido/?page=1&rowsPerPage=10&traduccion=falta:en"} {
				b.Run(fmt.Sprintf("categories=%d%s/languages=1", cats, strings.NewReplacer("/admin", "", "?", "", "&rowsPerPage=10", "").Replace(path)), func(b *testing.B) {
					cmstest.BenchRender(b, app, cookie, path)
				})
			}
		}
	}
}
