package site_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/browsertest"
)

// TestBrowserBuiltinThemes renders the home page of the editorial and moderna themes with their other options (each
// built-in theme with its defaults passes TestThemeGate on every page type) in Chromium at 320 and
// 1280 px: axe-core finds nothing and the page never scrolls sideways.
func TestBrowserBuiltinThemes(t *testing.T) {
	ctx := browsertest.Start(t)
	axe := browsertest.AxeSource(t)
	var handler http.Handler
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { handler.ServeHTTP(w, r) }))
	t.Cleanup(srv.Close)
	f := newFixtureAt(t, srv.URL, true)
	handler = f.handler
	type choice struct{ name, settings string }
	choices := []choice{{"editorial (banda, sombra, centrada, blanco, oscuras)", `{"tema":"editorial","tema_opciones":{"portada":"banda",
		"tarjetas":"sombra","cabecera":"centrada","fondo":"blanco","secciones_oscuras":"true","color_filete":"#333333"}}`},
		{"moderna (color, clara, borde, without colour sections, the site's font)", `{"tema":"moderna","tema_opciones":{"cabecera":"color",
		"portada":"clara","tarjetas":"borde","secciones_color":"false","titulares":"la_del_sitio"}}`},
		// The lightest primary and accent Apariencia accepts (4.5:1 with white): the text on their tints.
		{"moderna (portada color) with light colours", `{"tema":"moderna","tema_opciones":{"portada":"color"},"color_primario":"#767676","color_acento":"#d43f00"}`}}
	for i, c := range choices {
		f.rest("PATCH", "/rest/v1/ajustes_sitio?id=eq.1", c.settings, 200)
		for _, width := range []int64{320, 1280} {
			where := fmt.Sprintf("%s at %d px", c.name, width)
			if err := chromedp.Do(browsertest.Step(t, ctx), chromedp.EmulateViewport(width, 900), chromedp.Navigate(fmt.Sprintf("%s/?tema=%d", srv.URL, i)), // a new address: the browser keeps pages a while
				chromedp.WaitVisible(chromedp.CSS(`main`))); err != nil {
				t.Fatalf("%s: %v", where, err)
			}
			fits, err := chromedp.Run(browsertest.Step(t, ctx), chromedp.Evaluate[bool](`document.documentElement.scrollWidth <= innerWidth`))
			if err != nil {
				t.Fatal(err)
			}
			if !fits {
				t.Errorf("%s: the page scrolls sideways", where)
			}
			browsertest.CheckAxe(t, ctx, axe, where)
			browsertest.Screenshot(t, ctx, fmt.Sprintf("theme-%d-%d", i, width))
		}
	}
}
