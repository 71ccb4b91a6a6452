package site_test

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/site"
)

// twentyBlocks is a page of 20 blocks: 8 texts, 4 images, 2 galleries of 6, 2 buttons, 2 testimonial
// strips (one of a category), a clients strip and a video — every kind that reads data included.
func twentyBlocks() string {
	para := `<h2>Sección</h2><p>Texto de ejemplo de una página libre, con <strong>énfasis</strong> y un <a href=\"/clientes\">enlace</a>.</p>`
	var blocks []string
	for i := range 8 {
		blocks = append(blocks, `{"tipo":"texto","html":"`+strings.Repeat(para, 3)+strconv.Itoa(i)+`"}`)
	}
	for i := range 4 {
		blocks = append(blocks, `{"tipo":"imagen","archivo":"contenido/imagenes/foto-`+strconv.Itoa(i)+`.png","alt":"Foto `+strconv.Itoa(i)+`","pie":"Pie"}`)
	}
	gallery := `{"tipo":"galeria","imagenes":[` + strings.TrimSuffix(strings.Repeat(`{"archivo":"contenido/imagenes/g.png","alt":"Galería"},`, 6), ",") + `]}`
	blocks = append(blocks, gallery, gallery,
		`{"tipo":"boton","texto":"Pida presupuesto","enlace":"/contacto"}`, `{"tipo":"formulario_contacto"}`,
		`{"tipo":"testimonios","cantidad":3}`, `{"tipo":"testimonios","cantidad":3,"categoria":1}`,
		`{"tipo":"clientes","cantidad":12}`, `{"tipo":"video","url":"https://youtu.be/dQw4w9WgXcQ","titulo":"Presentación"}`)
	return "[" + strings.Join(blocks, ",") + "]"
}

func benchFreePages(b *testing.B, opts ...fixtureOption) {
	f := newFixture(b, true, opts...)
	f.rest(http.MethodPost, "/rest/v1/paginas", `{"titulo":"Página de veinte bloques","slug":"veinte-bloques","bloques":`+twentyBlocks()+`}`, 201)
	for _, c := range []struct{ name, path string }{
		{"page-20-blocks", "/veinte-bloques"},
		{"home", "/"},
		{"static-file", "/static/site.css"},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				rec := httptest.NewRecorder()
				f.site.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, c.path, nil))
				if rec.Code != 200 {
					b.Fatalf("%s: %d", c.path, rec.Code)
				}
			}
		})
	}
}

func BenchmarkFreePagesUncached(b *testing.B) {
	benchFreePages(b, func(o *site.Options) { o.CacheBytes = -1 })
}

func BenchmarkFreePagesCached(b *testing.B) { benchFreePages(b) }
