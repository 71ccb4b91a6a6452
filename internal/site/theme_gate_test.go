package site_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/browsertest"
)

// gateWidths are the widths every page of every built-in theme is checked at: a small phone, a
// common phone, a tablet and a desktop.
var gateWidths = []int64{320, 390, 768, 1280}

// gateScreenshots are the pages pictured for docs/screenshots/themes, each at the narrowest phone's width, a common phone's and
// a desktop's (gateShots): the top of the page, about two screens on a phone and one and a third on a
// desktop, so that each picture stays under maxScreenshot in the repository.
var gateScreenshots = []string{"home", "service", "post"}

var gateShots = []struct{ width, screen, height int64 }{{320, 640, 1600}, {390, 844, 1688}, {1280, 900, 1200}}

const maxScreenshot = 300 << 10

// TestThemeGate holds every built-in theme to the same bar in Chromium, on every page type
// (gatePages) at every width of gateWidths: the page never scrolls sideways, axe-core finds nothing,
// every image has width and height and each stored picture a srcset. On a phone the menu opens with
// its button, lets the focus leave it and closes with Escape; without JavaScript it is a list reached
// by a link.
//
// One browser and one seeded site serve every theme. Rendering does not depend on the database
// backend, so the gate runs on SQLite only (browsertest.Start skips it when
// VITRINA_TEST_DATABASE_URL is set).
//
// With VITRINA_SCREENSHOTS set it also pictures the home, a service and a post of each theme at 390
// and 1280 px, as the themes' guide shows them:
//
//	VITRINA_SCREENSHOTS=$PWD/docs/screenshots/themes go test ./internal/site -run TestThemeGate
func TestThemeGate(t *testing.T) {
	ctx := browsertest.Start(t)
	axe := browsertest.AxeSource(t)
	var handler http.Handler
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { handler.ServeHTTP(w, r) }))
	t.Cleanup(srv.Close)
	g := newGateSite(t, srv.URL)
	handler = g.served
	// The same addresses show another theme after each switch: the browser must not keep pages.
	if err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true})
		return err
	})); err != nil {
		t.Fatal(err)
	}
	for _, th := range g.themes {
		g.useTheme(th.Name)
		t.Run(th.Name, func(t *testing.T) {
			for _, p := range gatePages {
				t.Run(p.name, func(t *testing.T) { checkGatePage(browserTab{t, ctx}, axe, srv.URL+p.path) })
			}
			t.Run("phone menu", func(t *testing.T) {
				b := browserTab{t, ctx}
				b.do("open the home page", chromedp.EmulateViewport(320, 800), chromedp.Navigate(srv.URL+"/"), chromedp.WaitVisible(chromedp.CSS(`button.menu-toggle`)))
				checkPhoneMenu(b, th.Name+" at 320 px")
				checkMenuWithoutScript(b, srv.URL+"/", 320)
			})
			for _, name := range gateScreenshots {
				for _, shot := range gateShots {
					b := browserTab{t, ctx}
					file := fmt.Sprintf("%s-%s-%d", th.Name, name, shot.width)
					b.do(file, chromedp.EmulateViewport(shot.width, shot.screen))
					shootGatePage(b, srv.URL+gatePathOf(t, name), file, shot.height)
				}
			}
		})
	}
}

// checkGatePage opens url once and checks it at every gate width.
func checkGatePage(b browserTab, axe, url string) {
	b.t.Helper()
	b.do("open", chromedp.EmulateViewport(gateWidths[0], 900), chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS(`main`)))
	// Width and height let the browser keep a picture's room before it loads; a stored raster
	// picture comes in several sizes (srcset), a vector one (SVG) needs none.
	if got := b.eval(`[...document.images].flatMap(i => {
		const src = i.getAttribute('src'), out = [];
		if (!i.hasAttribute('width') || !i.hasAttribute('height')) out.push('no width and height: ' + src);
		if (src.includes('/storage/v1/') && !/\.svg(\?|$)/.test(src) && !i.hasAttribute('srcset')) out.push('no srcset: ' + src);
		return out;
	}).join('\n')`); got != "" {
		b.t.Errorf("images:\n%s", got)
	}
	for _, width := range gateWidths {
		where := fmt.Sprintf("%d px", width)
		b.do(where, chromedp.EmulateViewport(width, 900))
		if got := b.eval(pageFits); got != "true" {
			b.t.Errorf("%s: the page scrolls sideways (%s px wide): %s", where, b.eval(`String(document.documentElement.scrollWidth)`), b.eval(widestElement))
		}
		// axe at every width: the menu, the header and the grids change between them.
		browsertest.CheckAxe(b.t, b.ctx, axe, where)
	}
}

// widestElement names the elements that reach past the viewport's right edge, to say what to fix.
const widestElement = `[...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > innerWidth + 0.5)
	.slice(0, 5).map(e => e.tagName.toLowerCase() + (e.className && typeof e.className === 'string' ? '.' + e.className.trim().replace(/\s+/g, '.') : '') +
	' (' + Math.round(e.getBoundingClientRect().right) + ')').join(', ')`

// gatePathOf is the address of the gate's page called name.
func gatePathOf(t testing.TB, name string) string {
	for _, p := range gatePages {
		if p.name == name {
			return p.path
		}
	}
	t.Fatalf("no gate page %q", name)
	return ""
}

// shootGatePage pictures the top height pixels of url once every image of it has loaded (lazy ones
// included) and its fonts too.
func shootGatePage(b browserTab, url, name string, height int64) {
	b.t.Helper()
	if !browsertest.Screenshots() {
		return
	}
	b.do(name, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS(`main`)))
	b.wait(name+": images loaded", `(() => { const imgs = [...document.images];
		imgs.forEach(i => { i.loading = 'eager'; });
		return imgs.every(i => i.complete) && document.fonts.status === 'loaded'; })()`)
	if broken := b.eval(`[...document.images].filter(i => i.naturalWidth === 0).map(i => i.src).join(' ')`); strings.TrimSpace(broken) != "" {
		b.t.Errorf("%s: images that did not load: %s", name, broken)
	}
	if size := browsertest.ScreenshotTop(b.t, b.ctx, name, height); size > maxScreenshot {
		b.t.Errorf("%s: %d KB, more than %d KB to keep in the repository", name, size>>10, maxScreenshot>>10)
	}
}
