package site_test

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/site"
)

// benchFixture is the demo site grown to 1 000 content items, as bench/site.sh measures it.
func benchFixture(b *testing.B, opts ...fixtureOption) *fixture {
	f := newFixture(b, true, opts...)
	para := `<p>Texto de ejemplo para medir el rendimiento del sitio público con contenido realista, con varias frases, acentos y enlaces a <a href=\"/clientes\">nuestros clientes</a>.</p>`
	rows := make([]string, 0, 988)
	for i := 13; i <= 1000; i++ {
		rows = append(rows, `{"titulo":"Publicación de prueba `+strconv.Itoa(i)+`","categoria":`+strconv.Itoa(i%15+1)+
			`,"imagen_principal":"imagenes/x.png","descripcion":{"layout":`+strconv.Itoa(i%3+1)+`,"body":"`+strings.Repeat(para, 8)+`"}}`)
	}
	f.rest(http.MethodPost, "/rest/v1/contenido", "["+strings.Join(rows, ",")+"]", 201)
	return f
}

func benchPages(b *testing.B, f *fixture) {
	pages := map[string]string{"home": "/", "content": "/contenido/499-publicacion-de-prueba-499",
		"testimonials": "/testimonios?page=2", "category": "/servicios/desarrollo-de-software"}
	for _, name := range []string{"home", "content", "testimonials", "category"} {
		path := pages[name]
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				rec := httptest.NewRecorder()
				f.site.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
				if rec.Code != 200 {
					b.Fatalf("%s: %d", path, rec.Code)
				}
			}
		})
	}
}

func BenchmarkPagesUncached(b *testing.B) {
	benchPages(b, benchFixture(b, func(o *site.Options) { o.CacheBytes = -1 }))
}

func BenchmarkPagesCached(b *testing.B) { benchPages(b, benchFixture(b)) }
