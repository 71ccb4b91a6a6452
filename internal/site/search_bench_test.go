package site_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/site"
)

// searchVocabulary makes the 100 000 posts' text: every post draws its words from it, so a common
// word matches many posts and a rare one few.
var searchVocabulary = strings.Fields(`diseño aplicación móvil seguridad auditoría automatización procesos clientes
	tienda comercio electrónico posicionamiento buscadores redes sociales estrategia transformación digital equipo
	proyecto consultoría tecnología nube datos análisis rendimiento accesibilidad interfaz usuario marca contenido
	campaña formación soporte mantenimiento integración pagos logística inventario factura contabilidad informe`)

// BenchmarkSearch100k measures the site search with 100 000 indexed blog posts (seeded through
// /rest/v1 in batches of 1 000, each indexed in its write's transaction): /buscar through the site
// handler and the in-process platform, at 2 and 32 concurrent clients, for a common word, two words
// and a rare word, with p50 and p99 of single requests; the blog list cached and uncached; and the
// cost of one write of an indexed post against one of a table without search.
//
//	go test ./internal/site -run '^$' -bench Search100k -benchtime 200x -timeout 30m
func BenchmarkSearch100k(b *testing.B) {
	f := newFixture(b, false, func(o *site.Options) { o.CacheBytes = -1 })
	cached, err := site.New(site.Options{Client: f.client, BaseURL: testBase})
	if err != nil {
		b.Fatal(err)
	}
	base := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	start := time.Now()
	for done := 0; done < 100_000; done += 1000 {
		rows := make([]string, 0, 1000)
		for i := done; i < done+1000; i++ {
			words := make([]string, 0, 60)
			for j := 0; j < 60; j++ {
				words = append(words, searchVocabulary[(i*7+j*j*13)%len(searchVocabulary)])
			}
			title := fmt.Sprintf("Entrada %d sobre %s", i, searchVocabulary[i%len(searchVocabulary)])
			if i%10_000 == 0 {
				title += " ornitorrinco" // a rare word: ten posts
			}
			rows = append(rows, fmt.Sprintf(`{"titulo":%q,"slug":"entrada-%d","cuerpo":"<p>%s</p>","created_at":"%s"}`,
				title, i, strings.Join(words, " "), base.Add(time.Duration(i)*time.Minute).Format(time.RFC3339)))
		}
		f.rest(http.MethodPost, "/rest/v1/blog_entradas", "["+strings.Join(rows, ",")+"]", 201)
	}
	b.Logf("seeded and indexed 100 000 posts in %v", time.Since(start).Round(time.Second))

	var visitor atomic.Int64
	for _, q := range []string{"diseno", "entrada+aplicaciones", "ornitorrinco"} {
		for _, clients := range []int{2, 32} {
			b.Run(fmt.Sprintf("q=%s/clients=%d", q, clients), func(b *testing.B) {
				concurrent(b, clients, func() {
					rec := httptest.NewRecorder()
					req := httptest.NewRequest(http.MethodGet, "/buscar?q="+q, nil)
					n := visitor.Add(1) // each search from an address of its own: the per-address limit is not measured here
					req.RemoteAddr = fmt.Sprintf("10.%d.%d.%d:5555", byte(n>>16), byte(n>>8), byte(n))
					f.site.ServeHTTP(rec, req)
					if rec.Code != 200 || !strings.Contains(rec.Body.String(), "<mark>") {
						b.Errorf("%s: %d", q, rec.Code) // not Fatal: this runs on the clients' goroutines
					}
				})
			})
		}
	}
	for name, s := range map[string]http.Handler{"uncached": f.site, "cached": cached} {
		b.Run("blog-list/"+name, func(b *testing.B) {
			concurrent(b, 2, func() {
				rec := httptest.NewRecorder()
				s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/blog?page=2", nil))
				if rec.Code != 200 {
					b.Errorf("/blog: %d", rec.Code)
				}
			})
		})
	}
	body := strings.Repeat(strings.Join(searchVocabulary, " ")+" ", 6) // about 300 words
	n := 0
	b.Run("write/indexed-post", func(b *testing.B) {
		for b.Loop() {
			n++
			f.rest(http.MethodPost, "/rest/v1/blog_entradas", fmt.Sprintf(`{"titulo":"Nueva %d","slug":"nueva-%d","cuerpo":"<p>%s</p>"}`, n, n, body), 201)
		}
	})
	b.Run("write/unindexed-testimonial", func(b *testing.B) {
		f.rest(http.MethodPost, "/rest/v1/categoria-servicios", `{"id":1,"name":"Servicios"}`, 201)
		for b.Loop() {
			f.rest(http.MethodPost, "/rest/v1/testimoniales", fmt.Sprintf(`{"categoria":1,"empresa":"ACME","testimonio":"%s"}`, body), 201)
		}
		b.StopTimer()
		f.rest(http.MethodDelete, "/rest/v1/testimoniales?categoria=eq.1", "", 200) // the fixture asks for the rows back
		f.rest(http.MethodDelete, "/rest/v1/categoria-servicios?id=eq.1", "", 200)
	})
}

// concurrent runs b.N calls of do over clients goroutines and reports the p50 and p99 of the calls.
func concurrent(b *testing.B, clients int, do func()) {
	times := make([]time.Duration, b.N)
	var next sync.Mutex
	i := 0
	b.ResetTimer()
	var wg sync.WaitGroup
	for range clients {
		wg.Go(func() {
			for {
				next.Lock()
				k := i
				i++
				next.Unlock()
				if k >= b.N {
					return
				}
				t0 := time.Now()
				do()
				times[k] = time.Since(t0)
			}
		})
	}
	wg.Wait()
	b.StopTimer()
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(times[len(times)*99/100].Microseconds())/1000, "p99-ms")
}
