package site_test

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/site"
)

// TestSiteMapOneBuild: cold concurrent requests for /sitemap.xml, its files (those that exist and
// those that do not) and /mapa-del-sitio share one read of the tables, held open until every request
// was sent; later requests for files that do not exist read nothing, and a write reads once again.
func TestSiteMapOneBuild(t *testing.T) {
	f := newFixture(t, true)
	var reads atomic.Int32
	held, release := make(chan struct{}), make(chan struct{})
	plat := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/rest/v1/paginas" && r.URL.Query().Get("select") == "id,titulo,slug,padre,created_at,noindex" {
			if reads.Add(1) == 1 {
				close(held)
				<-release
			}
		}
		f.plat.ServeHTTP(w, r)
	})
	s := siteOver(t, f, plat)
	get := func(path string) int {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		return rec.Code
	}
	paths := []string{"/sitemap.xml", "/mapa-del-sitio", "/sitemaps/1.xml", "/sitemaps/2.xml", "/sitemaps/99.xml",
		"/sitemap.xml", "/mapa-del-sitio", "/sitemaps/1.xml"}
	want := map[string]int{"/sitemap.xml": 200, "/mapa-del-sitio": 200}
	codes := make([]int, len(paths))
	var wg sync.WaitGroup
	for i, p := range paths {
		wg.Go(func() { codes[i] = get(p) })
	}
	<-held
	close(release)
	wg.Wait()
	for i, p := range paths {
		if w := want[p]; w == 0 && codes[i] != http.StatusNotFound || w != 0 && codes[i] != w {
			t.Errorf("GET %s: %d", p, codes[i])
		}
	}
	if n := reads.Load(); n != 1 {
		t.Fatalf("%d reads of the pages for %d concurrent requests, want 1", n, len(paths))
	}
	for _, p := range []string{"/sitemaps/3.xml", "/sitemaps/4.xml", "/sitemaps/123456.xml"} {
		if code := get(p); code != http.StatusNotFound {
			t.Errorf("GET %s: %d", p, code)
		}
	}
	if n := reads.Load(); n != 1 {
		t.Fatalf("files that do not exist read the tables again: %d reads", n)
	}
	s.Changed("paginas")
	if code := get("/mapa-del-sitio"); code != http.StatusOK || reads.Load() != 2 {
		t.Fatalf("after a write: %d, %d reads", code, reads.Load())
	}
}

// TestWholePagesIgnoreQueries: the feed and the site map read no query parameter, so made-up ones
// (?page=2, ?page=3…) are the same cached answer: one render, not one per address.
func TestWholePagesIgnoreQueries(t *testing.T) {
	f := newFixture(t, true)
	var reads atomic.Int32
	plat := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/rest/v1/blog_entradas" {
			reads.Add(1)
		}
		f.plat.ServeHTTP(w, r)
	})
	s := siteOver(t, f, plat)
	var etag string
	for i := range 20 {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/blog/feed.xml?page="+strconv.Itoa(i+1), nil))
		if rec.Code != http.StatusOK || etag != "" && rec.Header().Get("ETag") != etag {
			t.Fatalf("feed ?page=%d: %d %s", i+1, rec.Code, rec.Header().Get("ETag"))
		}
		etag = rec.Header().Get("ETag")
	}
	if n := reads.Load(); n != 1 {
		t.Fatalf("20 addresses of the feed read the posts %d times, want 1", n)
	}
}

// siteOver is a second site on f's platform whose requests to it go through plat (which counts or
// holds some of them).
func siteOver(t *testing.T, f *fixture, plat http.Handler) *site.Site {
	t.Helper()
	client := platformclient.New(platformclient.Options{BaseURL: testBase, AnonKey: f.env.Keys.AnonKey(),
		ServiceRoleKey: f.env.Keys.ServiceRoleKey(), Transport: platformclient.InProcess(plat)})
	s, err := site.New(site.Options{BaseURL: testBase, Client: client})
	if err != nil {
		t.Fatal(err)
	}
	return s
}
