package dashboard_test

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserTopBar: the home at desktop and phone widths, with the top bar's user menu opened and
// closed from the keyboard and «Cerrar sesión» on screen without scrolling.
func TestBrowserTopBar(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	for _, width := range []struct {
		name string
		w, h int64
	}{{"desktop", 1280, 900}, {"phone", 390, 844}} {
		cmstest.Do(t, ctx, width.name+" window", chromedp.EmulateViewport(width.w, width.h), chromedp.Navigate(f.URL+"/admin/"),
			chromedp.WaitVisible(chromedp.CSS(`button.user-button`)))
		cmstest.Screenshot(t, ctx, "dashboard-"+width.name)
		cmstest.Do(t, ctx, width.name+": open the menu from the keyboard", chromedp.Focus(chromedp.CSS(`button.user-button`)), chromedp.KeyEvent(kb.Enter))
		cmstest.WantJS(t, ctx, width.name+": menu open, logout visible, nothing sideways", `(() => {
			const out = document.querySelector('.logout').getBoundingClientRect();
			return document.querySelector('button.user-button').getAttribute('aria-expanded') + '|' +
				(out.height > 0 && out.bottom <= innerHeight) + '|' + (document.documentElement.scrollWidth <= innerWidth);
		})()`, "true|true|true")
		cmstest.Do(t, ctx, width.name+": Escape closes it", chromedp.KeyEvent(kb.Escape))
		cmstest.WantJS(t, ctx, width.name+": closed, focus on the button", `document.querySelector('button.user-button').getAttribute('aria-expanded') + '|' +
			document.activeElement.classList.contains('user-button')`, "false|true")
	}
}
