package usuarios_test

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/browsertest"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/server"
)

// TestBrowserRolesEmployeesAndMercadeo saves permissions on a role's page, edits
// an employee (through the API), and signs in as a mercadeo user whose navigation shows only the
// views its permissions allow; another view answers the 403 page.
func TestBrowserRolesEmployeesAndMercadeo(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	f.Account(t, "marta@example.com", "mercadeo")
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	cmstest.Do(t, ctx, "open the roles page", chromedp.Navigate(f.URL+"/admin/usuarios/"), chromedp.WaitVisible(chromedp.CSS(`#roles`)))
	cmstest.WaitFor(t, ctx, "the script", `document.querySelector('#roles-app').dataset.loaded === '1'`)
	cmstest.WantJS(t, ctx, "mercadeo row", `document.querySelector('#roles tr[data-rol=mercadeo] .name').textContent.trim() + '|' + document.querySelector('#roles tr[data-rol=mercadeo] .total').textContent`,
		"Mercadeo estándar|1")
	// Give mercadeo testimoniales and usuarios (and nothing else) on its page, then save.
	cmstest.Do(t, ctx, "open mercadeo", chromedp.Click(chromedp.CSS(`#roles tr[data-rol=mercadeo] .name a`)), chromedp.WaitVisible(chromedp.CSS(`#permisos`)))
	cmstest.EvalString(t, ctx, `document.querySelectorAll('#permisos input[name=vista]').forEach(cb => cb.checked = ['testimoniales','usuarios'].includes(cb.value)); 'ok'`)
	cmstest.Do(t, ctx, "save mercadeo's permissions", chromedp.Click(chromedp.CSS(`#permisos button[type=submit]`)), chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "saved, on the same page", `location.pathname + '|' + document.querySelector('p.flash').textContent + '|' +
		[...document.querySelectorAll('#permisos input:checked')].map(c => c.value).join(',')`,
		"/admin/usuarios/roles/mercadeo|Permisos de «Mercadeo» guardados.|testimoniales,usuarios")

	// Create a role, see the API's error for a duplicate, delete it (confirmed).
	cmstest.Do(t, ctx, "create a role", chromedp.Navigate(f.URL+"/admin/usuarios/"), chromedp.WaitVisible(chromedp.CSS(`#crear-rol`)),
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
	cmstest.WantJS(t, ctx, "the API's 403 on the roles page", `document.querySelector('p.error').textContent + '|' + !!document.querySelector('#roles')`,
		"Sin permisos. Su correo: marta@example.com|false")
	cmstest.Do(t, ctx, "open clientes", chromedp.Navigate(f.URL+"/admin/clientes/"), chromedp.WaitVisible(chromedp.CSS(`p.error`)))
	cmstest.WantJS(t, ctx, "403 page", `document.title + '|' + document.querySelector('p.error').textContent`, "Acceso no permitido · Vitrina|Su rol no tiene acceso a Clientes.")
}

// TestBrowserRolePage: a role's page at phone and desktop widths is clean for axe-core and never
// scrolls sideways; a box ticked before the password re-check is still ticked after it, and saving
// then keeps it.
func TestBrowserRolePage(t *testing.T) {
	axe := browsertest.AxeSource(t)
	clock := platformtest.NewClock(time.Now().UTC().Truncate(time.Second))
	f := cmstest.NewFullServer(t, server.WithClock(clock.Now))
	f.Account(t, "jefa@example.com", "administrador")
	f.Account(t, "dora@example.com", "diseno")
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	for _, width := range []struct {
		name string
		w, h int64
	}{{"phone", 390, 844}, {"desktop", 1280, 900}} {
		cmstest.Do(t, ctx, width.name+": the list", chromedp.EmulateViewport(width.w, width.h), chromedp.Navigate(f.URL+"/admin/usuarios/"),
			chromedp.WaitVisible(chromedp.CSS(`#roles`)))
		browsertest.CheckAxe(t, ctx, axe, width.name+" list")
		cmstest.Screenshot(t, ctx, "roles-list-"+width.name)
		cmstest.WantJS(t, ctx, width.name+": the list fits", `String(document.documentElement.scrollWidth <= innerWidth)`, "true")
		cmstest.Do(t, ctx, width.name+": Diseño's page", chromedp.Click(chromedp.CSS(`#roles tr[data-rol=diseno] .name a`)),
			chromedp.WaitVisible(chromedp.CSS(`#permisos`)))
		cmstest.WantJS(t, ctx, width.name+": heading, groups, nothing sideways", `document.querySelector('h1').textContent + '|' +
			[...document.querySelectorAll('#permisos legend')].map(l => l.textContent).join(',') + '|' + (document.documentElement.scrollWidth <= innerWidth)`,
			"Rol Diseño|General,Sitio,Contenido,Personas,Administración|true")
		browsertest.CheckAxe(t, ctx, axe, width.name+" role page")
		cmstest.Screenshot(t, ctx, "roles-"+width.name)
		cmstest.Do(t, ctx, width.name+": the administrators' page", chromedp.Navigate(f.URL+"/admin/usuarios/roles/administrador"), chromedp.WaitVisible(chromedp.CSS(`#admin-note`)))
		cmstest.WantJS(t, ctx, width.name+": every box checked and disabled", `String([...document.querySelectorAll('#permisos input[name=vista]')].every(c => c.checked && c.matches(':disabled'))) + '|' +
			(document.documentElement.scrollWidth <= innerWidth)`, "true|true")
		browsertest.CheckAxe(t, ctx, axe, width.name+" administrators' page")
	}

	// Past the ten minutes: saving asks for the password, and the ticks come back with the page.
	clock.Advance(11 * time.Minute)
	cmstest.Do(t, ctx, "tick blog and contactos", chromedp.Navigate(f.URL+"/admin/usuarios/roles/diseno"), chromedp.WaitVisible(chromedp.CSS(`#permisos`)),
		chromedp.Click(chromedp.CSS(`#permisos input[value=blog]`)), chromedp.Click(chromedp.CSS(`#permisos input[value=contactos]`)),
		chromedp.Click(chromedp.CSS(`#permisos button[type=submit]`)), chromedp.WaitVisible(chromedp.CSS(`input[name=password]`)))
	cmstest.Do(t, ctx, "confirm the password", chromedp.SendKeys(chromedp.CSS(`input[name=password]`), "clave-segura-1"),
		chromedp.Submit(chromedp.CSS(`input[name=password]`)), chromedp.WaitVisible(chromedp.CSS(`#kept-note`)))
	cmstest.WantJS(t, ctx, "the ticks survived", `location.pathname + '|' + [...document.querySelectorAll('#permisos input:checked')].map(c => c.value).join(',')`,
		"/admin/usuarios/roles/diseno|blog,contactos")
	browsertest.CheckAxe(t, ctx, axe, "role page with kept ticks")
	cmstest.Do(t, ctx, "save", chromedp.Click(chromedp.CSS(`#permisos button[type=submit]`)))
	cmstest.WaitFor(t, ctx, "the saved page", `!document.querySelector('#kept-note') && !!document.querySelector('p.flash')`)
	cmstest.WantJS(t, ctx, "saved", `document.querySelector('p.flash').textContent + '|' + !!document.querySelector('#kept-note') + '|' +
		[...document.querySelectorAll('#permisos input:checked')].map(c => c.value).join(',')`, "Permisos de «Diseño» guardados.|false|blog,contactos")
}
