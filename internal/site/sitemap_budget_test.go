package site_test

import (
	"net/http"
	"net/http/httptest"
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
	client := platformclient.New(platformclient.Options{BaseURL: testBase, AnonKey: f.env.Keys.AnonKey(),
		ServiceRoleKey: f.env.Keys.ServiceRoleKey(), Transport: platformclient.InProcess(plat)})
	s, err := site.New(site.Options{BaseURL: testBase, Client: client})
	if err != nil {
		t.Fatal(err)
	}
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
