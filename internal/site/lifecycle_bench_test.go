package site_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/site"
)

// BenchmarkLifecycle100k measures what the lifecycle's access rule costs anon readers on 100 000
// content items (the demo seed plus 100 000 rows spread over its 15 categories): uncached public
// pages, /rest/v1 lists as the publishable key (the filter on estado, publicar_en,
// despublicar_en and eliminado_en is in every query), and the next publication change the site
// asks after every write. The same file runs on the commit before the
// lifecycle for the comparison in BENCHMARKS.md:
//
//	go test ./internal/site -run X -bench Lifecycle100k -benchtime 300x -count 3
func BenchmarkLifecycle100k(b *testing.B) {
	f := newFixture(b, true, func(o *site.Options) { o.CacheBytes = -1 })
	base := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	para := `<p>Texto de ejemplo para medir el sitio público con contenido realista, con acentos y enlaces.</p>`
	for done := 0; done < 100_000; done += 1000 {
		rows := make([]string, 0, 1000)
		for i := done; i < done+1000; i++ {
			rows = append(rows, fmt.Sprintf(`{"titulo":"Publicación %d","categoria":%d,"imagen_principal":"imagenes/x.png","created_at":"%s","descripcion":{"layout":%d,"body":"%s"}}`,
				i, i%15+1, base.Add(time.Duration(i)*time.Minute).Format(time.RFC3339), i%3+1, strings.Repeat(para, 4)))
		}
		f.rest(http.MethodPost, "/rest/v1/contenido", "["+strings.Join(rows, ",")+"]", 201)
	}
	var item struct{ ID int }
	f.row("contenido", "select=id&titulo=eq.Publicaci%C3%B3n%2050000", &item)
	ask := func(method, path string, header ...string) func(b *testing.B) {
		return func(b *testing.B) {
			for b.Loop() {
				req := httptest.NewRequest(method, path, nil)
				if method == http.MethodPost {
					req = httptest.NewRequest(method, path, strings.NewReader("{}"))
					req.Header.Set("Content-Type", "application/json")
				}
				req.Header.Set("apikey", f.env.Keys.AnonKey())
				for i := 0; i+1 < len(header); i += 2 {
					req.Header.Set(header[i], header[i+1])
				}
				rec := httptest.NewRecorder()
				f.handler.ServeHTTP(rec, req)
				if rec.Code != 200 && rec.Code != 206 {
					b.Fatalf("%s: %d %s", path, rec.Code, rec.Body.String())
				}
			}
		}
	}
	get := func(path string, header ...string) func(b *testing.B) { return ask(http.MethodGet, path, header...) }
	b.Run("page/home", get("/"))
	b.Run("page/category", get("/servicios/desarrollo-de-software"))
	b.Run("page/content", get(fmt.Sprintf("/contenido/%d-publicacion-50000", item.ID)))
	b.Run("rest/list", get("/rest/v1/contenido?select=id,titulo,categoria,created_at&order=created_at.desc&limit=20"))
	b.Run("rest/list-offset-50000", get("/rest/v1/contenido?select=id,titulo&order=created_at.desc&limit=20&offset=50000"))
	b.Run("rest/list-count", get("/rest/v1/contenido?select=id,titulo&order=created_at.desc&limit=20", "Prefer", "count=exact"))
	// What the site asks after every write, before its next page.
	b.Run("rest/next-publication-change", ask(http.MethodPost, "/rest/v1/rpc/next_publication_change"))
}
