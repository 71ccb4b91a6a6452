package site_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/site"
)

// BenchmarkLanguages100k measures what a second language costs the public site: the demo site
// (Spanish and English) grown by 100 000 published posts, each with a published English
// translation, its pages asked in Spanish and in English — the blog's first and 500th page, a
// post, the home and a service — as a running site serves them: from its cache; rendered again
// after a write to a post (the pages dropped, the menus and settings kept); rendered the first
// time they are asked for (another page of the list, another post at each request); and with the
// cache off (every request also reads the languages, menus and settings).
//
//	go test ./internal/site -run '^$' -bench Languages100k -benchtime 300x -count 3 -timeout 60m
func BenchmarkLanguages100k(b *testing.B) {
	f := newFixture(b, true, func(o *site.Options) { o.CacheBytes = -1 })
	cached, err := site.New(site.Options{Client: f.client, BaseURL: testBase})
	if err != nil {
		b.Fatal(err)
	}
	base := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	para := `<p>Texto de ejemplo para medir el sitio en dos idiomas, con acentos y un enlace a <a href=\"/contacto\">contacto</a>.</p>`
	text := `<p>Sample text to measure the site in two languages, with a link to <a href=\"/contacto\">contact</a>.</p>`
	start := time.Now()
	for done := 0; done < 100_000; done += 1000 {
		rows := make([]string, 0, 1000)
		for i := done; i < done+1000; i++ {
			rows = append(rows, fmt.Sprintf(`{"titulo":"Entrada %d","slug":"entrada-%d","extracto":"Resumen de la entrada %d.","cuerpo":"%s","created_at":"%s"}`,
				i, i, i, strings.Repeat(para, 6), base.Add(time.Duration(i)*time.Minute).Format(time.RFC3339)))
		}
		var made []struct {
			ID   int64  `json:"id"`
			Slug string `json:"slug"`
		}
		if err := json.Unmarshal([]byte(f.rest(http.MethodPost, "/rest/v1/blog_entradas?select=id,slug", "["+strings.Join(rows, ",")+"]", 201)), &made); err != nil {
			b.Fatal(err)
		}
		trs := make([]string, 0, len(made))
		for _, p := range made {
			n := strings.TrimPrefix(p.Slug, "entrada-")
			trs = append(trs, fmt.Sprintf(`{"origen":%d,"idioma":"en","titulo":"Post %s","slug":"post-%s","extracto":"Summary of post %s.","cuerpo":"%s","estado":"publicado"}`,
				p.ID, n, n, n, strings.Repeat(text, 6)))
		}
		f.rest(http.MethodPost, "/rest/v1/blog_entradas_traducciones", "["+strings.Join(trs, ",")+"]", 201)
	}
	b.Logf("seeded 100 000 posts and their English translations in %v", time.Since(start).Round(time.Second))
	pages := []struct{ name, es, en string }{
		{"blog", "/blog", "/en/blog"},
		{"blog-page-500", "/blog?page=500", "/en/blog?page=500"},
		{"post", "/blog/entrada-50000", "/en/blog/post-50000"},
		{"home", "/", "/en/"},
		{"service", "/servicios/desarrollo-de-software", "/en/servicios/software-development"},
	}
	// A page not in the cache yet, the site's menus and settings kept (as on a running site after a
	// change): every iteration asks for another page of the list, another post. Each iteration asks
	// for the Spanish page and then the English one, so that both see the same machine.
	for _, v := range []struct{ name, es, en string }{
		{"blog", "/blog?page=%d", "/en/blog?page=%d"},
		{"post", "/blog/entrada-%d", "/en/blog/post-%d"},
	} {
		i := 0 // across runs too (-count): a page asked before is in the cache
		b.Run("first-view/"+v.name, func(b *testing.B) {
			pairs(b, cached, 1, func() [2]string {
				i++
				n := i*97%8000 + 1
				return [2]string{fmt.Sprintf(v.es, n), fmt.Sprintf(v.en, n)}
			})
		})
	}
	// The same pages rendered again after a post was saved, as a running site renders every page
	// after a write: the pages are dropped, the menus and settings kept.
	for _, p := range pages {
		b.Run("after-a-write/"+p.name, func(b *testing.B) {
			pairs(b, cached, 1, func() [2]string {
				cached.Changed("blog_entradas")
				return [2]string{p.es, p.en}
			})
		})
	}
	// A cached page takes microseconds: each iteration asks for it a hundred times, so that a
	// pause of the machine's weighs on one language no more than on the other. With the cache off,
	// as the admin's previews have it, every request reads the languages, settings and menus too,
	// as the first request after a change to them does.
	for _, h := range []struct {
		name string
		site http.Handler
		reps int
	}{{"cache-off", f.site, 1}, {"cached", cached, 100}} {
		for _, p := range pages {
			b.Run(h.name+"/"+p.name, func(b *testing.B) {
				for _, path := range []string{p.es, p.en} {
					h.site.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, path, nil)) // the cached one is kept
				}
				pairs(b, h.site, h.reps, func() [2]string { return [2]string{p.es, p.en} })
			})
		}
	}
}

// pairs asks site for a Spanish page and its English version (next gives both) at every
// iteration, each reps times, and reports each one's time per request and the English one's over
// the Spanish one's. The language asked first changes at every iteration: after a write, the first
// request also asks when the next publication is.
func pairs(b *testing.B, site http.Handler, reps int, next func() [2]string) {
	var took [2]time.Duration
	first := 0
	for b.Loop() {
		paths := next()
		for k := range 2 {
			i := (first + k) % 2
			path := paths[i]
			for range reps {
				start := time.Now()
				rec := httptest.NewRecorder()
				site.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
				took[i] += time.Since(start)
				if rec.Code != http.StatusOK {
					b.Fatalf("%s: %d", path, rec.Code)
				}
			}
		}
		first = 1 - first
	}
	n := float64(b.N * reps)
	b.ReportMetric(float64(took[0].Microseconds())/n, "es-µs/op")
	b.ReportMetric(float64(took[1].Microseconds())/n, "en-µs/op")
	b.ReportMetric(100*(float64(took[1])/float64(took[0])-1), "en-over-es-%")
}
