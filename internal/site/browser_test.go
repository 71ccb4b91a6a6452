package site_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/browsertest"
)

// TestBrowserImagesLoad serves the whole seeded site over a socket and checks, in a real browser
// under the site's Content-Security-Policy, that the stylesheet applies and that every image of the
// home page and of a layout-3 page actually loads.
func TestBrowserImagesLoad(t *testing.T) {
	ctx := browsertest.Start(t)
	var handler http.Handler
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { handler.ServeHTTP(w, r) }))
	t.Cleanup(srv.Close)
	f := newFixtureAt(t, srv.URL, true)
	handler = f.handler
	_, hero := f.contentURL("Altamar Consultores cumple diez años")

	for _, path := range []string{"/", hero} {
		step, cancel := context.WithTimeout(ctx, 30*time.Second) // per page
		if err := chromedp.Do(step, chromedp.Navigate(srv.URL+path)); err != nil {
			cancel()
			t.Fatalf("%s: navigate: %v", path, err)
		}
		// The stylesheet applied (it is served under the page's CSP).
		bg, err := chromedp.Run(step, chromedp.Evaluate[string](`getComputedStyle(document.querySelector('.site-header')).backgroundColor`))
		if err != nil || bg != "rgb(16, 42, 67)" {
			t.Errorf("%s: header background %q (%v): the stylesheet did not apply", path, bg, err)
		}
		// Lazy images below the fold load only when scrolled to: ask for all of them now, then wait
		// until every image has finished, loaded or not.
		if _, err := chromedp.Run(step, chromedp.Poll[bool](`(() => {
			const imgs = [...document.images];
			imgs.forEach(i => { i.loading = 'eager'; });
			return imgs.length > 0 && imgs.every(i => i.complete);
		})()`, chromedp.WithPollingInterval(20*time.Millisecond))); err != nil {
			cancel()
			t.Fatalf("%s: waiting for images: %v", path, err)
		}
		broken, err := chromedp.Run(step, chromedp.Evaluate[[]string](`[...document.images].filter(i => i.naturalWidth === 0).map(i => i.src)`))
		count, err2 := chromedp.Run(step, chromedp.Evaluate[int](`document.images.length`))
		cancel()
		if err != nil || err2 != nil {
			t.Fatalf("%s: %v %v", path, err, err2)
		}
		if len(broken) > 0 {
			t.Errorf("%s: images that did not load: %v", path, broken)
		}
		t.Logf("%s: %d images loaded", path, count)
	}

	// The layout-3 page's hero shows the featured picture at its full size.
	w, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelector('.layout-3 .hero-image').naturalWidth`))
	if err != nil || w != 1200 {
		t.Errorf("hero image naturalWidth %d (%v)", w, err)
	}
	// ... chosen by Chromium from its srcset: a WebP variant of the render endpoint, which the
	// page's CSP lets load.
	src, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('.layout-3 .hero-image').currentSrc`))
	if err != nil || !strings.Contains(src, "/storage/v1/render/image/public/contenido/") {
		t.Errorf("hero image currentSrc %q (%v): not a variant", src, err)
	}
}
