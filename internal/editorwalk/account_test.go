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
	// The platform checks codes against the system clock, not the server clock the walk moves.
	code, err := totp.GenerateCode(w.js(`document.querySelector('#totp-secret').textContent`), time.Now())
	if err != nil {
		w.t.Fatal(err)
	}
	w.do("the first code", chromedp.SendKeys(chromedp.CSS(`input[name=codigo]`), code))
	w.submit("turn it on", `form[action="/admin/cuenta/seguridad/verificar"] button`)
	w.want("the recovery codes", `String(document.querySelectorAll('#recovery-codes li').length)`, "10")
	w.check("the recovery codes")
}

// roles: the Redacción role gets the contact inbox, ticked before the password re-check and still
// ticked after it, then saved.
func (w *walk) roles() {
	w.open("/admin/usuarios/", `#roles`)
	w.do("Redacción's page", chromedp.Click(chromedp.CSS(`#roles tr[data-rol=redaccion] .name a`)), chromedp.WaitVisible(chromedp.CSS(`#permisos`)))
	w.check("a role")
	w.want("its name as people write it", `document.querySelector('h1').textContent`, "Rol Redacción")
	w.shot("roles")
	w.clock.Advance(11 * time.Minute) // past the ten minutes a permission change may go without the password
	w.do("tick the inbox", chromedp.Click(chromedp.CSS(`#permisos input[value=contactos]`)))
	w.submit("save", `#permisos button[type=submit]`)
	w.do("confirm the password", chromedp.SendKeys(chromedp.CSS(`input[name=password]`), "clave-segura-1"))
	w.check("the password re-check")
	w.submit("confirm", `form:has(input[name=password]) button[type=submit]`)
	w.want("the tick kept", `String(!!document.querySelector('#kept-note') && document.querySelector('#permisos input[value=contactos]').checked)`, "true")
	w.submit("save", `#permisos button[type=submit]`)
	w.want("saved", flash+` + '|' + document.querySelector('#permisos input[value=contactos]').checked`, "Permisos de «Redacción» guardados.|true")
}
