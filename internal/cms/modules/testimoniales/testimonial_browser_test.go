package testimoniales_test

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserTestimonials walks the testimonials module in Chromium: a validation message with the
// input kept, create (back on the new testimonial's form), list (category name, newest first),
// paginate, edit, confirmed delete.
func TestBrowserTestimonials(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	cat := f.Seed(t, "categoria-servicios", []map[string]any{{"name": "Diseño web"}})[0]
	var rows []map[string]any
	for i := 1; i <= 10; i++ {
		rows = append(rows, map[string]any{"categoria": cat, "testimonio": fmt.Sprintf("Antiguo %d", i), "empresa": fmt.Sprintf("Empresa %d", i), "created_at": cmstest.Stamp(i)})
	}
	f.Seed(t, "testimoniales", rows)
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	// Empty company: the message next to the field, the typed text kept.
	cmstest.Do(t, ctx, "open the new testimonial form",
		chromedp.Navigate(f.URL+"/admin/testimoniales/"),
		chromedp.Click(chromedp.CSS(`a[href="/admin/testimoniales/nuevo"]`)),
		chromedp.WaitVisible(chromedp.CSS(`textarea[name=testimonio]`)))
	cmstest.EvalString(t, ctx, cmstest.SelectByLabel(`select[name=categoria]`, "Diseño web"))
	cmstest.Do(t, ctx, "submit without a company",
		chromedp.SendKeys(chromedp.CSS(`textarea[name=testimonio]`), "Nos rediseñaron la web en dos semanas."),
		chromedp.SendKeys(chromedp.CSS(`input[name=empresa]`), "   "),
		chromedp.Click(chromedp.CSS(`#guardar`)),
		chromedp.WaitVisible(chromedp.CSS(`#e-empresa`)))
	cmstest.WantJS(t, ctx, "validation message", `document.querySelector('#e-empresa').textContent + '|' + document.querySelector('textarea[name=testimonio]').value`,
		"Escriba el nombre de la empresa.|Nos rediseñaron la web en dos semanas.")

	cmstest.Do(t, ctx, "create the testimonial",
		chromedp.SendKeys(chromedp.CSS(`input[name=empresa]`), "Panadería Sol"),
		chromedp.SendKeys(chromedp.CSS(`input[name=persona]`), "Lucía Gómez"),
		chromedp.Click(chromedp.CSS(`#guardar`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "the new testimonial's form after saving",
		`/^\/admin\/testimoniales\/\d+$/.test(location.pathname) + '|' + document.querySelector('p.flash').textContent + '|' + document.querySelector('input[name=empresa]').value`,
		"true|Testimonio guardado.|Panadería Sol")
	cmstest.Do(t, ctx, "the list", chromedp.Navigate(f.URL+"/admin/testimoniales/"), chromedp.WaitVisible(chromedp.CSS(`#testimonios`)))
	cmstest.WantJS(t, ctx, "the list after saving",
		`document.querySelector('#testimonios tbody tr:first-child .name').textContent + '|' + document.querySelector('#testimonios tbody tr:first-child .category').textContent + '|' + document.querySelectorAll('#testimonios tbody tr').length`,
		"Panadería Sol|Diseño web|10")

	// 11 testimonials: page 2 holds the oldest one.
	cmstest.Do(t, ctx, "go to page 2", chromedp.Click(chromedp.CSS(`.pager a[rel=next]`)), chromedp.WaitVisible(chromedp.CSS(`.pager a[rel=prev]`)))
	cmstest.WantJS(t, ctx, "page 2", `document.querySelector('.pager .pages').textContent + '|' + [...document.querySelectorAll('#testimonios .name')].map(e => e.textContent).join(',')`,
		"Página 2 de 2 · 11 en total|Empresa 1")
	cmstest.Do(t, ctx, "back to page 1", chromedp.Click(chromedp.CSS(`.pager a[rel=prev]`)), chromedp.WaitVisible(chromedp.CSS(`.pager a[rel=next]`)))

	// Edit the new one.
	cmstest.Do(t, ctx, "edit",
		chromedp.Click(chromedp.CSS(`#testimonios tbody tr:first-child a`)),
		chromedp.WaitVisible(chromedp.CSS(`input[name=cargo]`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=cargo]`), "Gerente"),
		chromedp.Click(chromedp.CSS(`#guardar`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "still on the form", `document.querySelector('input[name=cargo]').value`, "Gerente")
	cmstest.Do(t, ctx, "the list", chromedp.Navigate(f.URL+"/admin/testimoniales/"), chromedp.WaitVisible(chromedp.CSS(`#testimonios`)))
	cmstest.WantJS(t, ctx, "edited row", `document.querySelector('#testimonios tbody tr:first-child td:nth-child(4)').textContent`, "Lucía GómezGerente")

	// Delete it, accepting the confirmation (from a fresh list, so the flash waited for is the delete's).
	cmstest.Do(t, ctx, "open the list", chromedp.Navigate(f.URL+"/admin/testimoniales/"), chromedp.WaitVisible(chromedp.CSS(`#testimonios`)))
	// Declining the confirmation keeps the testimonial.
	cmstest.EvalString(t, ctx, `window.confirm = (m) => { window.__asked = m; return false; }; 'ok'`)
	cmstest.Do(t, ctx, "decline the delete", chromedp.Click(chromedp.CSS(`#testimonios tbody tr:first-child form button`)))
	cmstest.WantJS(t, ctx, "declined", `window.__asked + '|' + document.querySelectorAll('#testimonios tbody tr').length`,
		"¿Eliminar el testimonio de Panadería Sol?|10")
	cmstest.EvalString(t, ctx, cmstest.AcceptConfirm)
	cmstest.Do(t, ctx, "delete", chromedp.Click(chromedp.CSS(`#testimonios tbody tr:first-child form button`)), chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "after delete", `document.querySelector('p.flash').textContent + '|' + document.querySelector('#testimonios tbody tr:first-child .name').textContent + '|' + document.querySelector('.pager .pages').textContent`,
		"Testimonio eliminado.|Empresa 10|Página 1 de 1 · 10 en total")
}
