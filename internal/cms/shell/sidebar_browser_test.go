package shell_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserSidebar: on a desktop the sidebar stands beside the page with its groups open; a group
// the editor closes stays closed on the next page (unless it holds the page shown); on a phone the
// sidebar hides behind the menu button, which opens it, and nothing scrolls sideways.
func TestBrowserSidebar(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	ctx := cmstest.Chrome(t)
	cmstest.Do(t, ctx, "desktop window", chromedp.EmulateViewport(1280, 900))
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	cmstest.WantJS(t, ctx, "sidebar beside the page", `(() => {
		const nav = document.querySelector('nav.sidenav').getBoundingClientRect();
		const main = document.querySelector('main').getBoundingClientRect();
		return String(nav.width > 150 && nav.right <= main.left + 1) + '|' +
			[...document.querySelectorAll('details.nav-group')].map(d => d.querySelector('summary').textContent + (d.open ? '+' : '-')).join(',');
	})()`, "true|Sitio+,Contenido+,Personas+,Administración+")
	shoot(t, ctx, "sidebar-desktop.png")

	// Clicked from the page's script: a node id taken before the dashboard finished loading could go
	// stale between chromedp's lookup and its click.
	cmstest.WaitFor(t, ctx, "the dashboard loaded", `document.readyState === 'complete'`)
	cmstest.WantJS(t, ctx, "close Personas", `(() => {
		document.querySelector('details[data-group=personas] summary').click();
		return String(document.querySelector('details[data-group=personas]').open);
	})()`, "false")
	cmstest.Do(t, ctx, "open testimonios", chromedp.Click(chromedp.CSS(`nav.sidenav a[href="/admin/testimoniales/"]`)),
		chromedp.WaitVisible(chromedp.CSS(`nav.sidenav a[aria-current][href="/admin/testimoniales/"]`)))
	cmstest.WaitFor(t, ctx, "Personas stays closed", `!document.querySelector('details[data-group=personas]').open`)
	cmstest.WantJS(t, ctx, "the current group stays open", `String(document.querySelector('details[data-group=contenido]').open)`, "true")

	cmstest.Do(t, ctx, "phone window", chromedp.EmulateViewport(390, 844))
	cmstest.WantJS(t, ctx, "phone: folded, no sideways scroll", `getComputedStyle(document.querySelector('nav.sidenav')).display + '|' +
		(document.documentElement.scrollWidth <= innerWidth)`, "none|true")
	shoot(t, ctx, "sidebar-phone.png")
	cmstest.Do(t, ctx, "open the menu", chromedp.Click(chromedp.CSS(`label.menu-button`)))
	cmstest.WantJS(t, ctx, "phone: menu open", `getComputedStyle(document.querySelector('nav.sidenav')).display + '|' +
		(document.documentElement.scrollWidth <= innerWidth) + '|' + (document.querySelector('nav.sidenav a[href="/admin/usuarios/"]').getBoundingClientRect().width > 300)`,
		"flex|true|true")
	shoot(t, ctx, "sidebar-phone-open.png")
}

// shoot keeps a screenshot when VITRINA_SCREENSHOTS names a folder (to look at the screens).
func shoot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("VITRINA_SCREENSHOTS")
	if dir == "" {
		return
	}
	png, err := chromedp.Run(cmstest.Step(t, ctx), chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		t.Fatal(err)
	}
}
