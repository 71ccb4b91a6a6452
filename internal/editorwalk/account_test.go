package editorwalk_test

import (
	"time"

	"github.com/chromedp/chromedp"
	"github.com/pquerna/otp/totp"
)

// twoStep: two-step sign-in set up from the account menu; the set-up page survives a reload with its
// QR code and key; the first code turns it on and shows the recovery codes.
func (w *walk) twoStep() {
	w.do("the account menu", chromedp.Click(chromedp.CSS(`button.user-button`)), chromedp.Click(chromedp.CSS(`a[href="/admin/cuenta/seguridad"]`)),
		chromedp.WaitVisible(chromedp.CSS(`form[action="/admin/cuenta/seguridad/activar"] button`)))
	w.check("the account's security")
	w.submit("set up two-step sign-in", `form[action="/admin/cuenta/seguridad/activar"] button`)
	w.do("reload the set-up page", chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`#totp-secret`)))
	w.waitFor("the QR code", `document.querySelector('#totp-qr').complete && document.querySelector('#totp-qr').naturalWidth > 100`)
	w.check("the set-up page")
	code, err := totp.GenerateCode(w.js(`document.querySelector('#totp-secret').textContent`), time.Now())
	if err != nil {
		w.t.Fatal(err)
	}
	w.do("the first code", chromedp.SendKeys(chromedp.CSS(`input[name=codigo]`), code))
	w.submit("turn it on", `form[action="/admin/cuenta/seguridad/verificar"] button`)
	w.want("the recovery codes", `String(document.querySelectorAll('#recovery-codes li').length)`, "10")
	w.check("the recovery codes")
}
