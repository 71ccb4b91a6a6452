package site_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/browsertest"
)

// themeShotPages are the page types pictured whole by TestThemeShots.
var themeShotPages = []string{"home", "service", "content, layout 2", "content, layout 3", "blog", "post", "projects", "project",
	"faq", "jobs", "job", "contact", "search", "not found", "every block"}

// TestThemeShots pictures whole pages of one built-in theme, for a designer at work on it:
// VITRINA_THEME_SHOTS names the theme, VITRINA_THEME_OPTIONS (a JSON object, optional) its options,
// VITRINA_THEME_SETTINGS (optional) more of the site's settings (`{"color_primario":"#6d28d9"}`), and the pictures go to $VITRINA_SCREENSHOTS as <theme>-<page>-<width>.png, with the phone menu
// open, a desktop sub-menu open and the keyboard's focus besides. Nothing without both variables.
//
//	VITRINA_THEME_SHOTS=moderna VITRINA_SCREENSHOTS=/tmp/shots go test ./internal/site -run TestThemeShots
func TestThemeShots(t *testing.T) {
	name := os.Getenv("VITRINA_THEME_SHOTS")
	if name == "" || !browsertest.Screenshots() {
		t.Skip("VITRINA_THEME_SHOTS and VITRINA_SCREENSHOTS name the theme and the pictures' folder")
	}
	options := os.Getenv("VITRINA_THEME_OPTIONS")
	if options == "" {
		options = "{}"
	}
	ctx := browsertest.Start(t)
	axe := browsertest.AxeSource(t)
	var handler http.Handler
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { handler.ServeHTTP(w, r) }))
	t.Cleanup(srv.Close)
	g := newGateSite(t, srv.URL)
	handler = g.served
	g.rest(http.MethodPatch, "/rest/v1/ajustes_sitio?id=eq.1", fmt.Sprintf(`{"tema":%q,"tema_opciones":%s,"mostrar_equipo":true}`, name, options), 200)
	if more := os.Getenv("VITRINA_THEME_SETTINGS"); more != "" {
		g.rest(http.MethodPatch, "/rest/v1/ajustes_sitio?id=eq.1", more, 200)
	}
	if err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true})
		return err
	})); err != nil {
		t.Fatal(err)
	}
	b := browserTab{t, ctx}
	for _, width := range []int64{390, 1280} {
		for _, p := range themeShotPages {
			file := fmt.Sprintf("%s-%s-%d", name, strings.NewReplacer(", ", "-", " ", "-").Replace(p), width)
			b.do(file, chromedp.EmulateViewport(width, 900), chromedp.Navigate(srv.URL+gatePathOf(t, p)), chromedp.WaitVisible(chromedp.CSS(`main`)))
			b.wait(file+": images loaded", `(() => { const imgs = [...document.images];
				imgs.forEach(i => { i.loading = 'eager'; });
				return imgs.every(i => i.complete) && document.fonts.status === 'loaded'; })()`)
			if got := b.eval(pageFits); got != "true" {
				t.Errorf("%s: the page scrolls sideways: %s", file, b.eval(widestElement))
			}
			browsertest.CheckAxe(t, ctx, axe, file)
			browsertest.Screenshot(t, ctx, file)
		}
	}
	b.do("phone menu", chromedp.EmulateViewport(390, 900), chromedp.Navigate(srv.URL+"/"), chromedp.WaitVisible(chromedp.CSS(`button.menu-toggle`)),
		chromedp.Click(chromedp.CSS(`button.menu-toggle`)), chromedp.WaitVisible(chromedp.CSS(`#navegacion`)))
	browsertest.ScreenshotTop(t, ctx, name+"-menu-390", 900)
	b.do("sub-menu", chromedp.EmulateViewport(1280, 900), chromedp.Navigate(srv.URL+"/"), chromedp.WaitVisible(chromedp.CSS(`main`)),
		chromedp.Focus(chromedp.CSS(`.has-children > a`)))
	browsertest.ScreenshotTop(t, ctx, name+"-submenu-1280", 700)
	// The focus, as the keyboard shows it, on the opening's first call to action and on a card.
	b.do("focus", chromedp.EmulateViewport(390, 900), chromedp.Focus(chromedp.CSS(`main a`)))
	browsertest.ScreenshotTop(t, ctx, name+"-focus-390", 900)
	b.do("focus on a card", chromedp.Focus(chromedp.CSS(`.card a`)), chromedp.ScrollIntoView(chromedp.CSS(`.card a`)))
	browsertest.Screenshot(t, ctx, name+"-focus-card-390")
}
