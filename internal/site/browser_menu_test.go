package site_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
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

	do := func(what string, actions ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(browsertest.Step(t, ctx), actions...); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	// wait polls a JavaScript condition until it holds (no fixed sleeps).
	wait := func(what, cond string) {
		t.Helper()
		if _, err := chromedp.Run(browsertest.Step(t, ctx), chromedp.Poll[bool](cond, chromedp.WithPollingInterval(20*time.Millisecond))); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	eval := func(expr string) string {
		t.Helper()
		v, err := chromedp.Run(browsertest.Step(t, ctx), chromedp.Evaluate[string](expr))
		if err != nil {
			t.Fatalf("%s: %v", expr, err)
		}
		return v
	}
	noAxeFindings := func(where string) {
		t.Helper()
		browsertest.CheckAxe(t, ctx, axe, where)
	}
	const (
		fits     = `String(document.documentElement.scrollWidth <= innerWidth)`
		listOpen = `getComputedStyle(document.getElementById('navegacion')).display !== 'none'`
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
		do(name+": open the menu", chromedp.Click(chromedp.CSS(`button.menu-toggle`)))
		wait(name+": the menu opens", listOpen+` && document.querySelector('button.menu-toggle').getAttribute('aria-expanded') === 'true'`)
		if got := eval(`[...document.querySelectorAll('#navegacion > li > a')].filter(a => a.getBoundingClientRect().width > 0).map(a => a.textContent).join(',')`); got != "Inicio,Servicios,Quiénes somos,Proyectos,Clientes,Blog,Empleo,Contacto" {
			t.Errorf("%s: the open menu shows %q", name, got)
		}
		if got := eval(fits); got != "true" {
			t.Errorf("%s: the open menu scrolls sideways", name)
		}
		if width == 390 {
			noAxeFindings(name + " with the menu open")
		}
		do(name+": Escape from inside the menu", chromedp.Focus(chromedp.CSS(`#navegacion a[href="/proyectos"]`)), chromedp.KeyEvent(kb.Escape))
		wait(name+": Escape closes the menu and puts the focus back on the button", `!(`+listOpen+`) && document.activeElement === document.querySelector('button.menu-toggle')
			&& document.activeElement.getAttribute('aria-expanded') === 'false'`)
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
	do("no JavaScript", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true})
		return err
	}), chromedp.EmulateViewport(390, 800), chromedp.Navigate(srv.URL+"/"), chromedp.WaitVisible(chromedp.CSS(`a.menu-toggle[href="#navegacion"]`)))
	if got := eval(`String(` + listOpen + `)`); got != "false" {
		t.Errorf("without JavaScript the list shows before the link is followed")
	}
	do("follow the link", chromedp.Click(chromedp.CSS(`a.menu-toggle`)), chromedp.WaitVisible(chromedp.CSS(`#navegacion a[href="/contacto"]`)))
}
