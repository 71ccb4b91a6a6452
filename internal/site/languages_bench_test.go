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
// post, the home and a service — through an uncached site (every request renders and reads the
// menus and settings) and a cached one; and pages the cached site has not kept yet (another page
// of the list, another post at each request) with its menus and settings kept, as a running site
// renders a page the first time it is asked for after a change.
//
//	go test ./internal/site -run '^$' -bench Languages100k -benchtime 300x -timeout 30m
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
	// change): every iteration asks for another page of the list, another post.
	for _, v := range []struct{ name, es, en string }{
		{"blog", "/blog?page=%d", "/en/blog?page=%d"},
		{"post", "/blog/entrada-%d", "/en/blog/post-%d"},
	} {
		for _, in := range [][2]string{{"es", v.es}, {"en", v.en}} {
			b.Run("first-view/"+v.name+"/"+in[0], func(b *testing.B) {
				i := 0
				for b.Loop() {
					i++
					path := fmt.Sprintf(in[1], i*97%8000+1)
					rec := httptest.NewRecorder()
					cached.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
					if rec.Code != http.StatusOK {
						b.Fatalf("%s: %d", path, rec.Code)
					}
				}
			})
		}
	}
	for _, h := range []struct {
		name string
		site http.Handler
	}{{"uncached", f.site}, {"cached", cached}} {
		for _, p := range pages {
			for _, v := range [][2]string{{"es", p.es}, {"en", p.en}} {
				path := v[1]
				b.Run(h.name+"/"+p.name+"/"+v[0], func(b *testing.B) {
					h.site.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, path, nil)) // the cached one is kept
					for b.Loop() {
						rec := httptest.NewRecorder()
						h.site.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
						if rec.Code != http.StatusOK {
							b.Fatalf("%s: %d", path, rec.Code)
						}
					}
				})
			}
		}
	}
}
