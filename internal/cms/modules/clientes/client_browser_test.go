package clientes_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserClients walks the clients module: a client category is created; a client without a
// category shows `Categoría inválida`; a client is created with a PNG logo (previewed, uploaded with
// the progress bar) and its thumbnail loads in the list; it is edited and deleted (confirmed); the
// category in use cannot be deleted.
func TestBrowserClients(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	dir := t.TempDir()
	logo := filepath.Join(dir, "logo sol.png")
	if err := os.WriteFile(logo, cmstest.PNGBytes(t), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	cmstest.Do(t, ctx, "create a client category",
		chromedp.Navigate(f.URL+"/admin/clientes/categorias/"),
		chromedp.SendKeys(chromedp.CSS(`#nueva-categoria input[name=nombre]`), "Alimentación"),
		chromedp.Click(chromedp.CSS(`#nueva-categoria button`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "category list", `document.querySelector('#categorias-clientes input[name=nombre]').value`, "Alimentación")

	cmstest.Do(t, ctx, "submit a client without a category",
		chromedp.Navigate(f.URL+"/admin/clientes/nuevo"),
		chromedp.SendKeys(chromedp.CSS(`input[name=nombre]`), "Panadería Sol"),
		chromedp.Click(chromedp.CSS(`#guardar`)),
		chromedp.WaitVisible(chromedp.CSS(`#e-categoria`)))
	cmstest.WantJS(t, ctx, "category message", `document.querySelector('#e-categoria').textContent + '|' + document.querySelector('input[name=nombre]').value`,
		"Categoría inválida|Panadería Sol")

	cmstest.EvalString(t, ctx, cmstest.SelectByLabel(`select[name=categoria]`, "Alimentación"))
	cmstest.Do(t, ctx, "choose the logo", chromedp.SetUploadFiles(chromedp.CSS(`input[type=file]`), []string{logo}))
	cmstest.WaitFor(t, ctx, "the logo preview", `(() => { const i = document.querySelector('#logo-preview'); return !i.hidden && i.src.startsWith('blob:') && i.naturalWidth === 8; })()`)
	cmstest.Do(t, ctx, "save the client", chromedp.Click(chromedp.CSS(`#guardar`)))
	cmstest.WaitFor(t, ctx, "the new client's form", `/^\/admin\/clientes\/\d+$/.test(location.pathname) && document.querySelector('p.flash')?.textContent === 'Cliente guardado.'`)
	cmstest.WantJS(t, ctx, "the form shows the stored logo", `document.querySelector('input[name=nombre]').value + '|' + new URL(document.querySelector('#logo-preview').src).pathname`,
		"Panadería Sol|/storage/v1/object/public/clientes/1/logos/logo_sol.png")
	cmstest.Screenshot(t, ctx, "cliente-escritorio")
	cmstest.Do(t, ctx, "the list", chromedp.Navigate(f.URL+"/admin/clientes/"), chromedp.WaitVisible(chromedp.CSS(`#clientes`)))
	cmstest.WaitFor(t, ctx, "the logo thumbnail", `(() => { const i = document.querySelector('#clientes tbody tr:first-child img.logo-thumb'); return !!i && i.complete && i.naturalWidth === 8; })()`)
	cmstest.WantJS(t, ctx, "the row", `document.querySelector('#clientes .name').textContent + '|' + document.querySelector('#clientes .category').textContent + '|' + new URL(document.querySelector('#clientes img.logo-thumb').src).pathname`,
		"Panadería Sol|Alimentación|/storage/v1/object/public/clientes/1/logos/logo_sol.png")

	// Edit the name; the logo stays.
	cmstest.Do(t, ctx, "edit the client",
		chromedp.Click(chromedp.CSS(`#clientes tbody tr:first-child a`)),
		chromedp.WaitVisible(chromedp.CSS(`#logo-preview`)))
	cmstest.EvalString(t, ctx, `document.querySelector('input[name=nombre]').value += ' Hermanos'; 'ok'`)
	cmstest.Do(t, ctx, "save the edit", chromedp.Click(chromedp.CSS(`#guardar`)))
	cmstest.WaitFor(t, ctx, "the client's form after the edit", `document.querySelector('p.flash')?.textContent === 'Cliente guardado.' && document.querySelector('input[name=nombre]')?.value === 'Panadería Sol Hermanos'`)

	// The category is in use: refused with the reason.
	cmstest.Do(t, ctx, "delete the category in use",
		chromedp.Navigate(f.URL+"/admin/clientes/categorias/"),
		chromedp.WaitVisible(chromedp.CSS(`#categorias-clientes`)))
	cmstest.EvalString(t, ctx, cmstest.AcceptConfirm)
	cmstest.Do(t, ctx, "confirm", chromedp.Click(chromedp.CSS(`#categorias-clientes .row-actions button`)), chromedp.WaitVisible(chromedp.CSS(`p.error`)))
	cmstest.WantJS(t, ctx, "refusal", `document.querySelector('p.error').textContent`,
		"No se puede eliminar la categoría: 1 cliente la usa. Cambie su categoría o elimínelo antes.")

	// Delete the client (confirmed).
	cmstest.Do(t, ctx, "open the list", chromedp.Navigate(f.URL+"/admin/clientes/"), chromedp.WaitVisible(chromedp.CSS(`#clientes`)))
	cmstest.EvalString(t, ctx, cmstest.AcceptConfirm)
	cmstest.Do(t, ctx, "delete the client", chromedp.Click(chromedp.CSS(`#clientes tbody tr:first-child form button`)), chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "after delete", `document.querySelector('p.flash').textContent + '|' + (document.querySelector('#clientes') ? 'table' : 'empty')`, "Cliente eliminado.|empty")
}
