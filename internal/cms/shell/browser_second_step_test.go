package shell_test

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserTwoStepSignIn walks the two-step sign-in in Chromium: turn it on from "Seguridad de la
// cuenta" (the QR code shows, the key is read from the page and the code computed here), see the
// recovery codes once, sign out, sign in with the password and then a code.
func TestBrowserTwoStepSignIn(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	cmstest.Do(t, ctx, "open the security page",
		chromedp.Click(chromedp.CSS(`button.user-button`)),
		chromedp.Click(chromedp.CSS(`a[href="/admin/cuenta/seguridad"]`)),
		chromedp.WaitVisible(chromedp.CSS(`form[action="/admin/cuenta/seguridad/activar"] button`)),
		chromedp.Click(chromedp.CSS(`form[action="/admin/cuenta/seguridad/activar"] button`)),
		chromedp.WaitVisible(chromedp.CSS(`#totp-secret`)),
	)
	cmstest.WaitFor(t, ctx, "the QR code to load", `document.querySelector('#totp-qr').complete && document.querySelector('#totp-qr').naturalWidth > 100`)
	secret := cmstest.EvalString(t, ctx, `document.querySelector('#totp-secret').textContent`)
	enrolledAt := time.Now()
	cmstest.Do(t, ctx, "verify the first code",
		chromedp.SendKeys(chromedp.CSS(`input[name=codigo]`), codeAt(t, secret, enrolledAt)),
		chromedp.Click(chromedp.CSS(`form[action="/admin/cuenta/seguridad/verificar"] button`)),
		chromedp.WaitVisible(chromedp.CSS(`#recovery-codes`)),
	)
	cmstest.WantJS(t, ctx, "recovery codes shown", `String(document.querySelectorAll('#recovery-codes li').length)`, "10")
	cmstest.Do(t, ctx, "sign out and in with the password",
		chromedp.Click(chromedp.CSS(`button.user-button`)),
		chromedp.Click(chromedp.CSS(`header form[action="/logout"] button`)),
		chromedp.WaitVisible(chromedp.CSS(`input[name=email]`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=email]`), "jefa@example.com"),
		chromedp.SendKeys(chromedp.CSS(`input[name=password]`), "clave-segura-1"),
		chromedp.Click(chromedp.CSS(`form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`input[name=codigo]`)),
	)
	cmstest.WantJS(t, ctx, "second step page", `location.pathname + '|' + document.querySelector('main h1').textContent`,
		"/login/codigo|Verificación en dos pasos")
	// The enrolment spent its time step; the next step's code is new and within the accepted skew.
	cmstest.Do(t, ctx, "give the code",
		chromedp.SendKeys(chromedp.CSS(`input[name=codigo]`), codeAt(t, secret, time.Now().Add(30*time.Second))),
		chromedp.Click(chromedp.CSS(`form[action="/login/codigo"] button`)),
		chromedp.WaitVisible(chromedp.CSS(`nav.sidenav`)),
	)
	if got := cmstest.EvalString(t, ctx, `location.pathname`); !strings.HasPrefix(got, "/admin/") {
		t.Fatalf("after the code: %s", got)
	}
}
