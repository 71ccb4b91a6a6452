package shell_test

import (
	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserSignIn signs in through the real form in Chromium, lands on the dashboard, checks the
// phone layout, and signs out again.
func TestBrowserSignIn(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	ctx := cmstest.Chrome(t)

	// A wrong password shows the message and keeps the e-mail.
	if err := chromedp.Do(cmstest.Step(t, ctx),
		chromedp.Navigate(f.URL+"/admin/"),
		chromedp.WaitVisible(chromedp.CSS(`input[name=email]`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=email]`), "jefa@example.com"),
		chromedp.SendKeys(chromedp.CSS(`input[name=password]`), "equivocada"),
		chromedp.Click(chromedp.CSS(`form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`p.error`)),
	); err != nil {
		t.Fatal(err)
	}
	msg, err := chromedp.Run(cmstest.Step(t, ctx), chromedp.Evaluate[string](
		`document.querySelector('p.error').textContent + '|' + document.querySelector('input[name=email]').value`))
	if err != nil || msg != "Correo o contraseña incorrectos|jefa@example.com" {
		t.Fatalf("failed sign-in page: %q %v", msg, err)
	}

	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	title, err := chromedp.Run(cmstest.Step(t, ctx), chromedp.Evaluate[string](`document.querySelector('main h1').textContent`))
	if err != nil || !strings.HasPrefix(title, "Inicio: ") { // "Inicio: Buenos días, jefa"
		t.Fatalf("dashboard: %q %v", title, err)
	}
	// On a phone-sized window the navigation folds behind the menu button.
	if err := chromedp.Do(cmstest.Step(t, ctx), chromedp.EmulateViewport(390, 800)); err != nil {
		t.Fatal(err)
	}
	folded, err := chromedp.Run(cmstest.Step(t, ctx), chromedp.Evaluate[string](
		`getComputedStyle(document.querySelector('nav.sidenav')).display + '|' + getComputedStyle(document.querySelector('.menu-button')).display`))
	if err != nil || folded != "none|block" {
		t.Errorf("phone layout: %q %v", folded, err)
	}
	if err := chromedp.Do(cmstest.Step(t, ctx), chromedp.EmulateViewport(1280, 900),
		chromedp.Click(chromedp.CSS(`button.user-button`)),
		chromedp.Click(chromedp.CSS(`form[action="/logout"] button`)),
		chromedp.WaitVisible(chromedp.CSS(`input[name=email]`)),
	); err != nil {
		t.Fatal(err)
	}
	loc, err := chromedp.Run(cmstest.Step(t, ctx), chromedp.Evaluate[string](`location.pathname + '|' + document.querySelector('.flash').textContent`))
	if err != nil || !strings.HasPrefix(loc, "/login|Sesión cerrada") {
		t.Fatalf("after sign-out: %q %v", loc, err)
	}
}
