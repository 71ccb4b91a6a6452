package site_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

// BenchmarkRedirects measures what the redirects cost a request, with none, 1 000 and 100 000
// redirects loaded: a cached page (a page that exists never looks at them) and an address answered
// by a redirect (the map lookup plus the visit counted through registrar_visita, one write), and
// the first such answer after a write to the redirects (the map read again).
// BenchmarkRedirectLookup (redirects_internal_test.go) measures the lookup alone.
func BenchmarkRedirects(b *testing.B) {
	for _, n := range []int{0, 1_000, 100_000} {
		f := newFixture(b, false)
		if n > 0 {
			_, err := f.env.DB.Exec(context.Background(), `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
				INSERT INTO redirecciones (origen, destino) SELECT '/antigua/' || i, '/blog' FROM n`, n)
			if err != nil {
				b.Fatal(err)
			}
			f.site.Changed("redirecciones")
		}
		f.rest(http.MethodPost, "/rest/v1/redirecciones", `{"origen":"/noticias","destino":"/blog"}`, http.StatusCreated)
		get := func(b *testing.B, path string, want int) {
			for b.Loop() {
				rec := httptest.NewRecorder()
				f.site.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
				if rec.Code != want {
					b.Fatalf("%s: %d", path, rec.Code)
				}
			}
		}
		f.page("/noticias", http.StatusMovedPermanently) // loads the map once
		b.Run(fmt.Sprintf("page/redirects=%d", n), func(b *testing.B) { get(b, "/", http.StatusOK) })
		b.Run(fmt.Sprintf("redirect/redirects=%d", n), func(b *testing.B) { get(b, "/noticias", http.StatusMovedPermanently) })
		// The first redirect after a write to the redirects reloads the map.
		b.Run(fmt.Sprintf("redirect-after-a-write/redirects=%d", n), func(b *testing.B) {
			for b.Loop() {
				f.site.Changed("redirecciones")
				rec := httptest.NewRecorder()
				f.site.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/noticias", nil))
				if rec.Code != http.StatusMovedPermanently {
					b.Fatalf("%d", rec.Code)
				}
			}
		})
	}
}
