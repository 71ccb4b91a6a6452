package site

import (
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/microcosm-cc/bluemonday"
)

func testPage(n int) *page { return &page{status: 200, body: []byte(strings.Repeat("x", n))} }

func TestPageCacheBound(t *testing.T) {
	c := newPageCache(4000, 0, time.Now)
	for _, k := range []string{"/a", "/b", "/c", "/d"} {
		c.put(k, c.generation(), testPage(700)) // about 960 bytes each with the key and overhead
	}
	c.get("/a") // recently used: survives the next eviction
	c.put("/e", c.generation(), testPage(700))
	if _, ok := c.get("/b"); ok {
		t.Error("the least recently used page was kept")
	}
	for _, k := range []string{"/a", "/c", "/d", "/e"} {
		if _, ok := c.get(k); !ok {
			t.Errorf("%s evicted", k)
		}
	}
	c.put("/huge", c.generation(), testPage(2000)) // more than a quarter of the budget
	if _, ok := c.get("/huge"); ok || c.len() != 4 {
		t.Error("a huge page was cached")
	}
}

func TestPageCacheGeneration(t *testing.T) {
	c := newPageCache(1<<20, 0, time.Now)
	gen := c.generation() // a render starts…
	c.clear()             // …a write lands while it runs…
	c.put("/", gen, testPage(10))
	if _, ok := c.get("/"); ok {
		t.Error("a page rendered before a write was cached after it")
	}
}

func TestPageCacheDisabled(t *testing.T) {
	c := newPageCache(-1, 0, time.Now)
	c.put("/", c.generation(), testPage(10))
	if _, ok := c.get("/"); ok {
		t.Error("a disabled cache kept a page")
	}
}

func TestCacheKey(t *testing.T) {
	for in, want := range map[string]string{
		"/testimonios":                           "/testimonios",
		"/testimonios?utm_source=x&page=2":       "/testimonios?page=2",
		"/testimonios?page=2&categoria=3&fbclid": "/testimonios?categoria=3&page=2",
		"/contenido/1-a?x=1":                     "/contenido/1-a",
	} {
		if got := cacheKey(httptest.NewRequest("GET", in, nil)); got != want {
			t.Errorf("cacheKey(%s) = %s, want %s", in, got, want)
		}
	}
}

func TestExcerpt(t *testing.T) {
	if got := excerpt("uno dos tres cuatro", 10); got != "uno dos…" {
		t.Errorf("excerpt %q", got)
	}
	if got := plainText(bluemonday.StrictPolicy(), "<h2>A</h2><p>B &amp; C</p>"); got != "A B & C" {
		t.Errorf("plainText %q", got)
	}
	long := "<p>" + strings.Repeat("palabra ", 400) + `<a href="/x">enlace</a></p>`
	if got := plainText(bluemonday.StrictPolicy(), long); !strings.HasPrefix(got, "palabra palabra") || strings.ContainsAny(got, "<>") {
		t.Errorf("plainText of a long body %q", got[len(got)-40:])
	}
	if got := titleSlug("¡¡!!"); got != "contenido" {
		t.Errorf("titleSlug %q", got)
	}
	if got := titleSlug("Categoría única"); got != "categoria-unica" {
		t.Errorf("titleSlug %q", got)
	}
}

func TestFlightSharesOneRender(t *testing.T) {
	g := &flightGroup{calls: map[string]*flightCall{}}
	release := make(chan struct{})
	started := make(chan struct{})
	var renders atomic.Int32
	render := func() (*page, error) {
		if renders.Add(1) == 1 {
			close(started)
		}
		<-release
		return testPage(1), nil
	}
	var wg sync.WaitGroup
	results := make([]*page, 8)
	wg.Go(func() { results[0], _ = g.do("/", render) })
	<-started // the first render is running: the others join it
	for i := 1; i < len(results); i++ {
		wg.Go(func() { results[i], _ = g.do("/", render) })
	}
	// Release the render only once every other request has joined it.
	for joined := 0; joined < len(results)-1; runtime.Gosched() {
		g.mu.Lock()
		joined = g.calls["/"].waiters
		g.mu.Unlock()
	}
	close(release)
	wg.Wait()
	for i, p := range results {
		if p == nil {
			t.Fatalf("result %d missing", i)
		}
	}
	if n := renders.Load(); n != 1 {
		t.Fatalf("renders %d", n)
	}
	if _, err := g.do("/", func() (*page, error) { return nil, errNotFound }); err != errNotFound {
		t.Errorf("error not passed on: %v", err)
	}
}
