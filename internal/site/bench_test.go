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
	for _, path := range []string{"/", "/contenido/499-publicacion-de-prueba-499", "/testimonios?page=2", "/servicios/desarrollo-de-software"} {
		b.Run(strings.Trim(strings.SplitN(path, "?", 2)[0], "/"), func(b *testing.B) {
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
