package site_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/vitrina/vitrina/internal/browsertest"
)

// browserTab drives the shared Chromium tab of a browser test, failing the test on a broken step.
type browserTab struct {
	t   *testing.T
	ctx context.Context
}

func (b browserTab) do(what string, actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(browsertest.Step(b.t, b.ctx), actions...); err != nil {
		b.t.Fatalf("%s: %v", what, err)
	}
}

// wait polls a JavaScript condition until it holds (no fixed sleeps).
func (b browserTab) wait(what, cond string) {
	b.t.Helper()
	if _, err := chromedp.Run(browsertest.Step(b.t, b.ctx), chromedp.Poll[bool](cond, chromedp.WithPollingInterval(20*time.Millisecond))); err != nil {
		b.t.Fatalf("%s: %v", what, err)
	}
}

func (b browserTab) eval(expr string) string {
	b.t.Helper()
	v, err := chromedp.Run(browsertest.Step(b.t, b.ctx), chromedp.Evaluate[string](expr))
	if err != nil {
		b.t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// scripts turns the page's JavaScript on or off for the pages opened next.
func (b browserTab) scripts(on bool) {
	b.t.Helper()
	b.do(fmt.Sprintf("scripts on: %v", on), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: !on})
		return err
	}))
}

// The phone menu of the shared layout: the «Menú» button and the list it shows.
const (
	pageFits     = `String(document.documentElement.scrollWidth <= innerWidth)`
	menuListOpen = `getComputedStyle(document.getElementById('navegacion')).display !== 'none'`
	menuButton   = `document.querySelector('button.menu-toggle')`
)

// openPhoneMenu opens the phone menu of the page shown with its button.
func openPhoneMenu(b browserTab, where string) {
	b.t.Helper()
	b.do(where+": open the menu", chromedp.Click(chromedp.CSS(`button.menu-toggle`)))
	b.wait(where+": the button opens the menu", menuListOpen+` && `+menuButton+`.getAttribute('aria-expanded') === 'true'`)
}

// escapePhoneMenu presses Escape from a link of the open menu: the menu closes and the focus goes
// back to the button.
func escapePhoneMenu(b browserTab, where string) {
	b.t.Helper()
	b.do(where+": Escape from inside the menu", chromedp.Focus(chromedp.CSS(`#navegacion a`)), chromedp.KeyEvent(kb.Escape))
	b.wait(where+": Escape closes the menu and puts the focus back on the button", `!(`+menuListOpen+`) && document.activeElement === `+menuButton+`
		&& document.activeElement.getAttribute('aria-expanded') === 'false'`)
}

// checkPhoneMenu opens the phone menu of the page shown, tabs out of its last link (the menu traps
// nothing) and closes it with Escape.
func checkPhoneMenu(b browserTab, where string) {
	b.t.Helper()
	if got := b.eval(`String(` + menuButton + `?.getAttribute('aria-expanded') === 'false' && !(` + menuListOpen + `))`); got != "true" {
		b.t.Fatalf("%s: no closed «Menú» button", where)
	}
	openPhoneMenu(b, where)
	b.do(where+": Tab from the menu's last link", chromedp.Evaluate[chromedp.Void](`[...document.querySelectorAll('#navegacion a')].filter(a => a.getClientRects().length).pop().focus()`),
		chromedp.KeyEvent(kb.Tab))
	if got := b.eval(`(() => { const a = document.activeElement; return a === document.body ? 'body' : String(document.getElementById('navegacion').contains(a)); })()`); got != "false" {
		b.t.Errorf("%s: Tab from the menu's last link left the focus on %s, want past the menu", where, got)
	}
	escapePhoneMenu(b, where)
}

// checkMenuWithoutScript opens url at width with JavaScript off: the «Menú» control is a link to
// the list, hidden until the link is followed, and then a plain list of links.
func checkMenuWithoutScript(b browserTab, url string, width int64) {
	b.t.Helper()
	b.scripts(false)
	defer b.scripts(true)
	b.do("no JavaScript", chromedp.EmulateViewport(width, 800), chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS(`a.menu-toggle[href="#navegacion"]`)))
	if got := b.eval(`String(` + menuListOpen + `)`); got != "false" {
		b.t.Errorf("without JavaScript the list shows before the link is followed")
	}
	b.do("follow the link", chromedp.Click(chromedp.CSS(`a.menu-toggle`)), chromedp.WaitVisible(chromedp.CSS(`#navegacion a[href="/contacto"]`)))
	if got := b.eval(`(() => { const l = document.getElementById('navegacion'); return l.tagName + '|' + String(l.querySelectorAll(':scope > li > a').length > 0); })()`); got != "UL|true" {
		b.t.Errorf("without JavaScript the menu is not a plain list of links: %s", got)
	}
}
