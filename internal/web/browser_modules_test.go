package web_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
)

// seed writes rows through /rest/v1 as the service role and returns their ids.
func (f *fullServer) seed(t *testing.T, table string, rows []map[string]any) []int64 {
	t.Helper()
	c := f.Srv.CMSService().Client()
	var created []struct{ ID int64 }
	if err := c.From(table, c.Service()).Insert(context.Background(), rows, &created); err != nil {
		t.Fatalf("seed %s: %v", table, err)
	}
	ids := make([]int64, len(created))
	for i, r := range created {
		ids[i] = r.ID
	}
	return ids
}

// do runs browser actions as one bounded step, failing the test with what it was doing.
func do(t *testing.T, ctx context.Context, what string, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(step(t, ctx), actions...); err != nil {
		page, _ := chromedp.Run(step(t, ctx), chromedp.Evaluate[string](`location.href + "\n" + document.body.innerText.slice(0, 1500)`))
		t.Fatalf("%s: %v\npage: %s", what, err, page)
	}
}

func wantJS(t *testing.T, ctx context.Context, what, js, want string) {
	t.Helper()
	if got := evalString(t, ctx, js); got != want {
		t.Fatalf("%s: %q, want %q", what, got, want)
	}
}

// TestBrowserTestimonials walks the testimonials module in Chromium: a validation message with the
// input kept, create, list (category name, newest first), paginate, edit, confirmed delete.
func TestBrowserTestimonials(t *testing.T) {
	f := newFullServer(t)
	f.account(t, "jefa@example.com", "administrador")
	cat := f.seed(t, "categoria-servicios", []map[string]any{{"name": "Diseño web"}})[0]
	var rows []map[string]any
	for i := 1; i <= 10; i++ {
		rows = append(rows, map[string]any{"categoria": cat, "testimonio": fmt.Sprintf("Antiguo %d", i), "empresa": fmt.Sprintf("Empresa %d", i), "created_at": stamp(i)})
	}
	f.seed(t, "testimoniales", rows)
	ctx := newChrome(t)
	signInChrome(t, ctx, f.URL, "jefa@example.com")

	// Empty company: the message next to the field, the typed text kept.
	do(t, ctx, "open the new testimonial form",
		chromedp.Navigate(f.URL+"/admin/testimoniales/"),
		chromedp.Click(chromedp.CSS(`a[href="/admin/testimoniales/nuevo"]`)),
		chromedp.WaitVisible(chromedp.CSS(`textarea[name=testimonio]`)))
	evalString(t, ctx, selectByLabel(`select[name=categoria]`, "Diseño web"))
	do(t, ctx, "submit without a company",
		chromedp.SendKeys(chromedp.CSS(`textarea[name=testimonio]`), "Nos rediseñaron la web en dos semanas."),
		chromedp.SendKeys(chromedp.CSS(`input[name=empresa]`), "   "),
		chromedp.Click(chromedp.CSS(`form.form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`#e-empresa`)))
	wantJS(t, ctx, "validation message", `document.querySelector('#e-empresa').textContent + '|' + document.querySelector('textarea[name=testimonio]').value`,
		"Escriba el nombre de la empresa.|Nos rediseñaron la web en dos semanas.")

	do(t, ctx, "create the testimonial",
		chromedp.SendKeys(chromedp.CSS(`input[name=empresa]`), "Panadería Sol"),
		chromedp.SendKeys(chromedp.CSS(`input[name=persona]`), "Lucía Gómez"),
		chromedp.Click(chromedp.CSS(`form.form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	wantJS(t, ctx, "the list after saving",
		`location.pathname + '|' + document.querySelector('p.flash').textContent + '|' + document.querySelector('#testimonios tbody tr:first-child .name').textContent + '|' + document.querySelector('#testimonios tbody tr:first-child .category').textContent + '|' + document.querySelectorAll('#testimonios tbody tr').length`,
		"/admin/testimoniales/|Testimonio guardado.|Panadería Sol|Diseño web|10")

	// 11 testimonials: page 2 holds the oldest one.
	do(t, ctx, "go to page 2", chromedp.Click(chromedp.CSS(`.pager a[rel=next]`)), chromedp.WaitVisible(chromedp.CSS(`.pager a[rel=prev]`)))
	wantJS(t, ctx, "page 2", `document.querySelector('.pager .pages').textContent + '|' + [...document.querySelectorAll('#testimonios .name')].map(e => e.textContent).join(',')`,
		"Página 2 de 2 · 11 en total|Empresa 1")
	do(t, ctx, "back to page 1", chromedp.Click(chromedp.CSS(`.pager a[rel=prev]`)), chromedp.WaitVisible(chromedp.CSS(`.pager a[rel=next]`)))

	// Edit the new one.
	do(t, ctx, "edit",
		chromedp.Click(chromedp.CSS(`#testimonios tbody tr:first-child a`)),
		chromedp.WaitVisible(chromedp.CSS(`input[name=cargo]`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=cargo]`), "Gerente"),
		chromedp.Click(chromedp.CSS(`form.form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	wantJS(t, ctx, "edited row", `document.querySelector('#testimonios tbody tr:first-child td:nth-child(3)').textContent`, "Lucía GómezGerente")

	// Delete it, accepting the confirmation (from a fresh list, so the flash waited for is the delete's).
	do(t, ctx, "open the list", chromedp.Navigate(f.URL+"/admin/testimoniales/"), chromedp.WaitVisible(chromedp.CSS(`#testimonios`)))
	// Declining the confirmation keeps the testimonial.
	evalString(t, ctx, `window.confirm = (m) => { window.__asked = m; return false; }; 'ok'`)
	do(t, ctx, "decline the delete", chromedp.Click(chromedp.CSS(`#testimonios tbody tr:first-child form button`)))
	wantJS(t, ctx, "declined", `window.__asked + '|' + document.querySelectorAll('#testimonios tbody tr').length`,
		"¿Eliminar el testimonio de Panadería Sol?|10")
	evalString(t, ctx, acceptConfirm)
	do(t, ctx, "delete", chromedp.Click(chromedp.CSS(`#testimonios tbody tr:first-child form button`)), chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	wantJS(t, ctx, "after delete", `document.querySelector('p.flash').textContent + '|' + document.querySelector('#testimonios tbody tr:first-child .name').textContent + '|' + document.querySelector('.pager .pages').textContent`,
		"Testimonio eliminado.|Empresa 10|Página 1 de 1 · 10 en total")
}

// TestBrowserClients walks the clients module: a client category is created; a client without a
// category shows `Categoría inválida`; a client is created with a PNG logo (previewed, uploaded with
// the progress bar) and its thumbnail loads in the list; it is edited and deleted (confirmed); the
// category in use cannot be deleted.
func TestBrowserClients(t *testing.T) {
	f := newFullServer(t)
	f.account(t, "jefa@example.com", "administrador")
	dir := t.TempDir()
	logo := filepath.Join(dir, "logo sol.png")
	if err := os.WriteFile(logo, pngBytes(t), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx := newChrome(t)
	signInChrome(t, ctx, f.URL, "jefa@example.com")

	do(t, ctx, "create a client category",
		chromedp.Navigate(f.URL+"/admin/clientes/categorias/"),
		chromedp.SendKeys(chromedp.CSS(`#nueva-categoria input[name=nombre]`), "Alimentación"),
		chromedp.Click(chromedp.CSS(`#nueva-categoria button`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	wantJS(t, ctx, "category list", `document.querySelector('#categorias-clientes input[name=nombre]').value`, "Alimentación")

	do(t, ctx, "submit a client without a category",
		chromedp.Navigate(f.URL+"/admin/clientes/nuevo"),
		chromedp.SendKeys(chromedp.CSS(`input[name=nombre]`), "Panadería Sol"),
		chromedp.Click(chromedp.CSS(`form.form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`#e-categoria`)))
	wantJS(t, ctx, "category message", `document.querySelector('#e-categoria').textContent + '|' + document.querySelector('input[name=nombre]').value`,
		"Categoría inválida|Panadería Sol")

	evalString(t, ctx, selectByLabel(`select[name=categoria]`, "Alimentación"))
	do(t, ctx, "choose the logo", chromedp.SetUploadFiles(chromedp.CSS(`input[type=file]`), []string{logo}))
	waitFor(t, ctx, "the logo preview", `(() => { const i = document.querySelector('#logo-preview'); return !i.hidden && i.src.startsWith('blob:') && i.naturalWidth === 8; })()`)
	do(t, ctx, "save the client", chromedp.Click(chromedp.CSS(`form.form button[type=submit]`)))
	waitFor(t, ctx, "the client list", `location.pathname === '/admin/clientes/' && document.querySelector('p.flash')?.textContent === 'Cliente guardado.'`)
	waitFor(t, ctx, "the logo thumbnail", `(() => { const i = document.querySelector('#clientes tbody tr:first-child img.logo-thumb'); return !!i && i.complete && i.naturalWidth === 8; })()`)
	wantJS(t, ctx, "the row", `document.querySelector('#clientes .name').textContent + '|' + document.querySelector('#clientes .category').textContent + '|' + new URL(document.querySelector('#clientes img.logo-thumb').src).pathname`,
		"Panadería Sol|Alimentación|/storage/v1/object/public/clientes/1/logos/logo_sol.png")

	// Edit the name; the logo stays.
	do(t, ctx, "edit the client",
		chromedp.Click(chromedp.CSS(`#clientes tbody tr:first-child a`)),
		chromedp.WaitVisible(chromedp.CSS(`#logo-preview`)))
	evalString(t, ctx, `document.querySelector('input[name=nombre]').value += ' Hermanos'; 'ok'`)
	do(t, ctx, "save the edit", chromedp.Click(chromedp.CSS(`form.form button[type=submit]`)))
	waitFor(t, ctx, "the list after the edit", `document.querySelector('p.flash')?.textContent === 'Cliente guardado.' && document.querySelector('#clientes .name')?.textContent === 'Panadería Sol Hermanos'`)

	// The category is in use: refused with the reason.
	do(t, ctx, "delete the category in use",
		chromedp.Navigate(f.URL+"/admin/clientes/categorias/"),
		chromedp.WaitVisible(chromedp.CSS(`#categorias-clientes`)))
	evalString(t, ctx, acceptConfirm)
	do(t, ctx, "confirm", chromedp.Click(chromedp.CSS(`#categorias-clientes .row-actions button`)), chromedp.WaitVisible(chromedp.CSS(`p.error`)))
	wantJS(t, ctx, "refusal", `document.querySelector('p.error').textContent`,
		"No se puede eliminar la categoría: 1 cliente la usa. Cambie su categoría o elimínelo antes.")

	// Delete the client (confirmed).
	do(t, ctx, "open the list", chromedp.Navigate(f.URL+"/admin/clientes/"), chromedp.WaitVisible(chromedp.CSS(`#clientes`)))
	evalString(t, ctx, acceptConfirm)
	do(t, ctx, "delete the client", chromedp.Click(chromedp.CSS(`#clientes tbody tr:first-child form button`)), chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	wantJS(t, ctx, "after delete", `document.querySelector('p.flash').textContent + '|' + (document.querySelector('#clientes') ? 'table' : 'empty')`, "Cliente eliminado.|empty")
}

// TestBrowserRolesEmployeesAndMercadeo saves permissions in the roles grid (through the API), edits
// an employee (through the API), and signs in as a mercadeo user whose navigation shows only the
// views its permissions allow; another view answers the 403 page.
func TestBrowserRolesEmployeesAndMercadeo(t *testing.T) {
	f := newFullServer(t)
	f.account(t, "jefa@example.com", "administrador")
	f.account(t, "marta@example.com", "mercadeo")
	ctx := newChrome(t)
	signInChrome(t, ctx, f.URL, "jefa@example.com")

	do(t, ctx, "open the roles page", chromedp.Navigate(f.URL+"/admin/usuarios/"), chromedp.WaitVisible(chromedp.CSS(`#permisos`)))
	waitFor(t, ctx, "the API's state", `document.querySelector('#roles-app').dataset.loaded === '1'`)
	wantJS(t, ctx, "mercadeo row", `document.querySelector('#roles tr[data-rol=mercadeo] .name').textContent.trim() + '|' + document.querySelector('#roles tr[data-rol=mercadeo] .total').textContent`,
		"mercadeo estándar|1")
	// Give mercadeo testimoniales and usuarios (and nothing else), then save its column.
	evalString(t, ctx, `document.querySelectorAll('input[data-rol=mercadeo]').forEach(cb => cb.checked = ['testimoniales','usuarios'].includes(cb.dataset.vista)); 'ok'`)
	col := evalString(t, ctx, `document.querySelector('input[data-rol=mercadeo]').getAttribute('form')`)
	do(t, ctx, "save mercadeo's permissions", chromedp.Click(chromedp.CSS(`#`+col+` button`)), chromedp.WaitVisible(chromedp.CSS(`#roles-status`)))
	wantJS(t, ctx, "saved", `document.querySelector('#roles-status').className + '|' + document.querySelector('#roles-status').textContent`,
		"flash|Permisos de «mercadeo» guardados.")
	// A reload shows the saved state from the server.
	do(t, ctx, "reload", chromedp.Navigate(f.URL+"/admin/usuarios/"), chromedp.WaitVisible(chromedp.CSS(`#permisos`)))
	wantJS(t, ctx, "saved grid", `[...document.querySelectorAll('input[data-rol=mercadeo]:checked')].map(c => c.dataset.vista).join(',')`, "usuarios,testimoniales")

	// Create a role, see the API's error for a duplicate, delete it (confirmed).
	do(t, ctx, "create a role",
		chromedp.SendKeys(chromedp.CSS(`#crear-rol input`), "Prensa"),
		chromedp.Click(chromedp.CSS(`#crear-rol button`)),
		chromedp.WaitVisible(chromedp.CSS(`#roles tr[data-rol=prensa]`)))
	wantJS(t, ctx, "created", `document.querySelector('p.flash').textContent`, "Rol creado.")
	do(t, ctx, "create it again",
		chromedp.SendKeys(chromedp.CSS(`#crear-rol input`), "prensa"),
		chromedp.Click(chromedp.CSS(`#crear-rol button`)),
		chromedp.WaitVisible(chromedp.CSS(`#roles-status.error`)))
	wantJS(t, ctx, "duplicate", `document.querySelector('#roles-status').textContent`, "El rol ya existe")
	// A fresh page has no flash: the one after the delete is the answer.
	do(t, ctx, "reload", chromedp.Navigate(f.URL+"/admin/usuarios/"), chromedp.WaitVisible(chromedp.CSS(`#roles tr[data-rol=prensa]`)))
	evalString(t, ctx, acceptConfirm)
	do(t, ctx, "delete the role", chromedp.Click(chromedp.CSS(`#roles tr[data-rol=prensa] button`)), chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	wantJS(t, ctx, "the role gone", `document.querySelector('p.flash').textContent + '|' + !!document.querySelector('#roles tr[data-rol=prensa]')`, "Rol eliminado.|false")

	// Edit marta: department and inactive (CMS removed from her systems), then active again.
	do(t, ctx, "open the employees", chromedp.Navigate(f.URL+"/admin/empleados/"), chromedp.WaitVisible(chromedp.CSS(`#empleados`)))
	id := evalString(t, ctx, `[...document.querySelectorAll('#empleados tbody tr')].find(tr => tr.textContent.includes('marta@example.com')).dataset.id`)
	do(t, ctx, "edit marta",
		chromedp.Navigate(f.URL+"/admin/empleados/"+id),
		chromedp.WaitVisible(chromedp.CSS(`#employee-form`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=departamento]`), "Marketing"))
	evalString(t, ctx, `document.querySelector('select[name=activo]').value = '0'; 'ok'`)
	do(t, ctx, "save marta", chromedp.Click(chromedp.CSS(`#employee-form button`)), chromedp.WaitVisible(chromedp.CSS(`#employee-status`)))
	wantJS(t, ctx, "saved employee", `document.querySelector('#employee-status').textContent + '|' + document.querySelector('#sistemas').textContent`, "Cambios guardados.|ninguno")
	evalString(t, ctx, `document.querySelector('select[name=activo]').value = '1'; document.querySelector('#employee-status').hidden = true; 'ok'`)
	do(t, ctx, "reactivate marta", chromedp.Click(chromedp.CSS(`#employee-form button`)), chromedp.WaitVisible(chromedp.CSS(`#employee-status`)))
	do(t, ctx, "the list", chromedp.Navigate(f.URL+"/admin/empleados/"), chromedp.WaitVisible(chromedp.CSS(`#empleados`)))
	wantJS(t, ctx, "marta's row", `(() => { const tr = document.querySelector('#empleados tr[data-id="`+id+`"]'); return tr.querySelector('.departamento').textContent + '|' + tr.querySelector('.activo').textContent + '|' + tr.querySelector('.sistemas').textContent; })()`,
		"Marketing|Sí|CMS")

	// Marta (mercadeo) sees only her views; clientes is 403; usuarios shows the API's 403 text.
	do(t, ctx, "sign out", chromedp.Click(chromedp.CSS(`form[action="/logout"] button`)), chromedp.WaitVisible(chromedp.CSS(`input[name=email]`)))
	signInChrome(t, ctx, f.URL, "marta@example.com")
	wantJS(t, ctx, "mercadeo's navigation", `location.pathname + '|' + [...document.querySelectorAll('nav.sidenav ul a')].map(a => a.getAttribute('href')).join(',')`,
		"/admin/testimoniales/|/admin/testimoniales/,/admin/usuarios/")
	do(t, ctx, "open usuarios", chromedp.Navigate(f.URL+"/admin/usuarios/"), chromedp.WaitVisible(chromedp.CSS(`p.error`)))
	wantJS(t, ctx, "the API's 403 on the roles page", `document.querySelector('p.error').textContent + '|' + !!document.querySelector('#permisos')`,
		"Sin permisos. Su correo: marta@example.com|false")
	do(t, ctx, "open clientes", chromedp.Navigate(f.URL+"/admin/clientes/"), chromedp.WaitVisible(chromedp.CSS(`p.error`)))
	wantJS(t, ctx, "403 page", `document.title + '|' + document.querySelector('p.error').textContent`, "Forbidden · Vitrina|Su rol no tiene acceso a Clientes.")
}
