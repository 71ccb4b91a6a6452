package site_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/vitrina/vitrina/internal/browsertest"
)

// TestBrowserPhoneMenu opens the seeded home page in Chromium at phone widths: nothing scrolls
// sideways, the menu hides behind a «Menú» button that opens it, Escape closes it and gives the focus
// back to the button; without JavaScript the button is a link that shows the list. On a desktop the
// menu is a row with sub-menus opened by keyboard focus, and the forms keep a readable width. axe
// finds nothing on the home page.
func TestBrowserPhoneMenu(t *testing.T) {
	ctx := browsertest.Start(t)
	axe := browsertest.AxeSource(t)
	var handler http.Handler
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { handler.ServeHTTP(w, r) }))
	t.Cleanup(srv.Close)
	handler = newFixtureAt(t, srv.URL, true).handler

	b := browserTab{t, ctx}
	do, eval := b.do, b.eval
	noAxeFindings := func(where string) {
		t.Helper()
		browsertest.CheckAxe(t, ctx, axe, where)
	}
	const (
		fits     = pageFits
		listOpen = menuListOpen
	)

	for _, width := range []int64{320, 390} {
		name := fmt.Sprintf("%d px", width)
		do(name+": open the home page", chromedp.EmulateViewport(width, 800), chromedp.Navigate(srv.URL+"/"),
			chromedp.WaitVisible(chromedp.CSS(`button.menu-toggle`)))
		if got := eval(fits); got != "true" {
			t.Errorf("%s: the page scrolls sideways (%s px wide)", name, eval(`String(document.documentElement.scrollWidth)`))
		}
		if got := eval(`(() => { const b = document.querySelector('button.menu-toggle');
			return [b.textContent, b.getAttribute('aria-expanded'), b.getAttribute('aria-controls'), String(` + listOpen + `)].join('|'); })()`); got != "Menú|false|navegacion|false" {
			t.Errorf("%s: the closed menu: %s", name, got)
		}
		// The hero starts right under a short header.
		if top := eval(`String(Math.round(document.querySelector('.hero-intro').getBoundingClientRect().top))`); eval(`String(`+top+` <= 200)`) != "true" {
			t.Errorf("%s: the hero starts %s px down", name, top)
		}
		openPhoneMenu(b, name)
		if got := eval(`[...document.querySelectorAll('#navegacion > li > a')].filter(a => a.getBoundingClientRect().width > 0).map(a => a.textContent).join(',')`); got != "Inicio,Servicios,Quiénes somos,Proyectos,Clientes,Blog,Empleo,Contacto" {
			t.Errorf("%s: the open menu shows %q", name, got)
		}
		if got := eval(fits); got != "true" {
			t.Errorf("%s: the open menu scrolls sideways", name)
		}
		if width == 390 {
			noAxeFindings(name + " with the menu open")
		}
		escapePhoneMenu(b, name)
		if width == 390 {
			noAxeFindings(name)
			browsertest.Screenshot(t, ctx, "site-home-390")
		}
	}

	// Desktop: no button, the menu in a row under the name and the search box, which share a row;
	// a sub-menu opens as a panel when the keyboard reaches one of its links.
	do("desktop", chromedp.EmulateViewport(1280, 900), chromedp.Navigate(srv.URL+"/"), chromedp.WaitVisible(chromedp.CSS(`#navegacion`)))
	if got := eval(`(() => {
		const r = s => document.querySelector(s).getBoundingClientRect();
		return [getComputedStyle(document.querySelector('.menu-toggle')).display, String(Math.abs(r('.brand').top - r('.site-search').top) < 24),
			String(r('#navegacion').top > r('.site-search').bottom), String(new Set([...document.querySelectorAll('#navegacion > li')].map(li => Math.round(li.getBoundingClientRect().top))).size)].join('|');
	})()`); got != "none|true|true|1" {
		t.Errorf("desktop header (button display|name beside search|menu below|menu rows): %s", got)
	}
	do("reach a sub-menu by keyboard", chromedp.Focus(chromedp.CSS(`#navegacion .has-children > a`)), chromedp.KeyEvent(kb.Tab))
	if got := eval(`(() => { const ul = document.activeElement.closest('ul'); const s = getComputedStyle(ul);
		return [String(ul.parentElement.classList.contains('has-children')), s.display, s.position, String(s.backgroundColor !== 'rgba(0, 0, 0, 0)'),
			String(s.boxShadow !== 'none')].join('|'); })()`); got != "true|block|absolute|true|true" {
		t.Errorf("sub-menu panel on focus (a sub-menu link|display|position|background|shadow): %s", got)
	}
	noAxeFindings("1280 px")
	browsertest.Screenshot(t, ctx, "site-home-1280")

	// The contact and job application forms keep a readable width (40rem) on a wide screen.
	for _, path := range []string{"/contacto", "/empleo/desarrollador-backend-go"} {
		do("open "+path, chromedp.Navigate(srv.URL+path), chromedp.WaitVisible(chromedp.CSS(`form.contact-form`)))
		if got := eval(`String(document.querySelector('form.contact-form').getBoundingClientRect().width <= 40 * parseFloat(getComputedStyle(document.documentElement).fontSize))`); got != "true" {
			t.Errorf("%s: the form is %s px wide", path, eval(`String(document.querySelector('form.contact-form').getBoundingClientRect().width)`))
		}
	}

	// Without JavaScript the «Menú» link leads to the list, which shows as the page's target.
	checkMenuWithoutScript(b, srv.URL+"/", 390)
}
