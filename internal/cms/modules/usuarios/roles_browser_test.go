package usuarios_test

import (
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserRolesEmployeesAndMercadeo saves permissions in the roles grid (through the API), edits
// an employee (through the API), and signs in as a mercadeo user whose navigation shows only the
// views its permissions allow; another view answers the 403 page.
func TestBrowserRolesEmployeesAndMercadeo(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	f.Account(t, "marta@example.com", "mercadeo")
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	cmstest.Do(t, ctx, "open the roles page", chromedp.Navigate(f.URL+"/admin/usuarios/"), chromedp.WaitVisible(chromedp.CSS(`#permisos`)))
	cmstest.WaitFor(t, ctx, "the API's state", `document.querySelector('#roles-app').dataset.loaded === '1'`)
	cmstest.WantJS(t, ctx, "mercadeo row", `document.querySelector('#roles tr[data-rol=mercadeo] .name').textContent.trim() + '|' + document.querySelector('#roles tr[data-rol=mercadeo] .total').textContent`,
		"mercadeo estándar|1")
	// Give mercadeo testimoniales and usuarios (and nothing else), then save its column.
	cmstest.EvalString(t, ctx, `document.querySelectorAll('input[data-rol=mercadeo]').forEach(cb => cb.checked = ['testimoniales','usuarios'].includes(cb.dataset.vista)); 'ok'`)
	col := cmstest.EvalString(t, ctx, `document.querySelector('input[data-rol=mercadeo]').getAttribute('form')`)
	cmstest.Do(t, ctx, "save mercadeo's permissions", chromedp.Click(chromedp.CSS(`#`+col+` button`)), chromedp.WaitVisible(chromedp.CSS(`#roles-status`)))
	cmstest.WantJS(t, ctx, "saved", `document.querySelector('#roles-status').className + '|' + document.querySelector('#roles-status').textContent`,
		"flash|Permisos de «mercadeo» guardados.")
	// A reload shows the saved state from the server.
	cmstest.Do(t, ctx, "reload", chromedp.Navigate(f.URL+"/admin/usuarios/"), chromedp.WaitVisible(chromedp.CSS(`#permisos`)))
	cmstest.WantJS(t, ctx, "saved grid", `[...document.querySelectorAll('input[data-rol=mercadeo]:checked')].map(c => c.dataset.vista).join(',')`, "usuarios,testimoniales")

	// Create a role, see the API's error for a duplicate, delete it (confirmed).
	cmstest.Do(t, ctx, "create a role",
		chromedp.SendKeys(chromedp.CSS(`#crear-rol input`), "Prensa"),
		chromedp.Click(chromedp.CSS(`#crear-rol button`)),
		chromedp.WaitVisible(chromedp.CSS(`#roles tr[data-rol=prensa]`)))
	cmstest.WantJS(t, ctx, "created", `document.querySelector('p.flash').textContent`, "Rol creado.")
	cmstest.Do(t, ctx, "create it again",
		chromedp.SendKeys(chromedp.CSS(`#crear-rol input`), "prensa"),
		chromedp.Click(chromedp.CSS(`#crear-rol button`)),
		chromedp.WaitVisible(chromedp.CSS(`#roles-status.error`)))
	cmstest.WantJS(t, ctx, "duplicate", `document.querySelector('#roles-status').textContent`, "El rol ya existe")
	// A fresh page has no flash: the one after the delete is the answer.
	cmstest.Do(t, ctx, "reload", chromedp.Navigate(f.URL+"/admin/usuarios/"), chromedp.WaitVisible(chromedp.CSS(`#roles tr[data-rol=prensa]`)))
	cmstest.EvalString(t, ctx, cmstest.AcceptConfirm)
	cmstest.Do(t, ctx, "delete the role", chromedp.Click(chromedp.CSS(`#roles tr[data-rol=prensa] .row-actions button`)), chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "the role gone", `document.querySelector('p.flash').textContent + '|' + !!document.querySelector('#roles tr[data-rol=prensa]')`, "Rol eliminado.|false")

	// Edit marta: department and inactive (CMS removed from her systems), then active again.
	cmstest.Do(t, ctx, "open the employees", chromedp.Navigate(f.URL+"/admin/empleados/"), chromedp.WaitVisible(chromedp.CSS(`#empleados`)))
	id := cmstest.EvalString(t, ctx, `[...document.querySelectorAll('#empleados tbody tr')].find(tr => tr.textContent.includes('marta@example.com')).dataset.id`)
	cmstest.Do(t, ctx, "edit marta",
		chromedp.Navigate(f.URL+"/admin/empleados/"+id),
		chromedp.WaitVisible(chromedp.CSS(`#employee-form`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=departamento]`), "Marketing"))
	cmstest.EvalString(t, ctx, `document.querySelector('select[name=activo]').value = '0'; 'ok'`)
	cmstest.Do(t, ctx, "save marta", chromedp.Click(chromedp.CSS(`#employee-form button`)), chromedp.WaitVisible(chromedp.CSS(`#employee-status`)))
	cmstest.WantJS(t, ctx, "saved employee", `document.querySelector('#employee-status').textContent + '|' + document.querySelector('#sistemas').textContent`, "Cambios guardados.|ninguno")
	cmstest.EvalString(t, ctx, `document.querySelector('select[name=activo]').value = '1'; document.querySelector('#employee-status').hidden = true; 'ok'`)
	cmstest.Do(t, ctx, "reactivate marta", chromedp.Click(chromedp.CSS(`#employee-form button`)), chromedp.WaitVisible(chromedp.CSS(`#employee-status`)))
	cmstest.Do(t, ctx, "the list", chromedp.Navigate(f.URL+"/admin/empleados/"), chromedp.WaitVisible(chromedp.CSS(`#empleados`)))
	cmstest.WantJS(t, ctx, "marta's row", `(() => { const tr = document.querySelector('#empleados tr[data-id="`+id+`"]'); return tr.querySelector('.departamento').textContent + '|' + tr.querySelector('.activo').textContent + '|' + tr.querySelector('.sistemas').textContent; })()`,
		"Marketing|Sí|CMS")

	// Marta (mercadeo) sees only her views; clientes is 403; usuarios shows the API's 403 text.
	cmstest.Do(t, ctx, "sign out", chromedp.Click(chromedp.CSS(`button.user-button`)), chromedp.Click(chromedp.CSS(`form[action="/logout"] button`)), chromedp.WaitVisible(chromedp.CSS(`input[name=email]`)))
	cmstest.SignInChrome(t, ctx, f.URL, "marta@example.com")
	cmstest.WantJS(t, ctx, "mercadeo's navigation", `location.pathname + '|' + [...document.querySelectorAll('nav.sidenav ul a')].map(a => a.getAttribute('href')).join(',')`,
		"/admin/testimoniales/|/admin/testimoniales/,/admin/usuarios/")
	cmstest.Do(t, ctx, "open usuarios", chromedp.Navigate(f.URL+"/admin/usuarios/"), chromedp.WaitVisible(chromedp.CSS(`p.error`)))
	cmstest.WantJS(t, ctx, "the API's 403 on the roles page", `document.querySelector('p.error').textContent + '|' + !!document.querySelector('#permisos')`,
		"Sin permisos. Su correo: marta@example.com|false")
	cmstest.Do(t, ctx, "open clientes", chromedp.Navigate(f.URL+"/admin/clientes/"), chromedp.WaitVisible(chromedp.CSS(`p.error`)))
	cmstest.WantJS(t, ctx, "403 page", `document.title + '|' + document.querySelector('p.error').textContent`, "Acceso no permitido · Vitrina|Su rol no tiene acceso a Clientes.")
}
