package testimoniales_test

import (
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/browsertest"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserTestimonialSaveFrame walks a testimonial's form in Chromium: the save panel beside the
// fields on a wide screen and above them on a phone; a refused save keeps what was typed; saving a
// new testimonial stays on its form with the message in view; typing arms the warning before
// leaving and the autosave brings the typing back in a new tab; «Eliminar» in the panel asks first;
// axe finds nothing on the form. Screenshots at 1280 and 390 px go to VITRINA_SCREENSHOTS when set.
func TestBrowserTestimonialSaveFrame(t *testing.T) {
	axe := browsertest.AxeSource(t)
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	f.Seed(t, "categoria-servicios", []map[string]any{{"name": "Diseño web"}})
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	cmstest.Do(t, ctx, "open the new testimonial form", chromedp.EmulateViewport(1280, 900),
		chromedp.Navigate(f.URL+"/admin/testimoniales/nuevo"), chromedp.WaitVisible(chromedp.CSS(`#guardar`)))
	cmstest.WantJS(t, ctx, "the panel beside the form, no «Eliminar» yet",
		`String(document.querySelector('#guardado').getBoundingClientRect().left > document.querySelector('.editing-main').getBoundingClientRect().right) + '|' + !!document.querySelector('#eliminar')`,
		"true|false")
	browsertest.CheckAxe(t, ctx, axe, "the new testimonial form")

	// A refused save (no company) keeps the typing, with the message next to the field.
	cmstest.EvalString(t, ctx, cmstest.SelectByLabel(`select[name=categoria]`, "Diseño web"))
	cmstest.Do(t, ctx, "a refused save",
		chromedp.SendKeys(chromedp.CSS(`textarea[name=testimonio]`), "Atención rápida y cercana."),
		chromedp.SendKeys(chromedp.CSS(`input[name=persona]`), "Marta Ruiz"),
		chromedp.Click(chromedp.CSS(`#guardar`)), chromedp.WaitVisible(chromedp.CSS(`#e-empresa`)))
	cmstest.WantJS(t, ctx, "the input kept", `document.querySelector('textarea[name=testimonio]').value + '|' + document.querySelector('input[name=persona]').value + '|' +
		document.querySelector('input[name=empresa]').getAttribute('aria-describedby')`, "Atención rápida y cercana.|Marta Ruiz|e-empresa")
	browsertest.CheckAxe(t, ctx, axe, "the refused form")
	cmstest.Screenshot(t, ctx, "testimonio-error-escritorio")

	// Saving stays on the new testimonial, the message at the top and in view.
	cmstest.Do(t, ctx, "save", chromedp.SendKeys(chromedp.CSS(`input[name=empresa]`), "Ferretería Luz"), chromedp.Click(chromedp.CSS(`#guardar`)))
	cmstest.WaitFor(t, ctx, "the new testimonial's form", `/^\/admin\/testimoniales\/\d+$/.test(location.pathname) && !!document.querySelector('p.flash')`)
	cmstest.WantJS(t, ctx, "the message at the top, in view, a success", `(() => { const m = document.querySelector('p.flash'); const r = m.getBoundingClientRect();
		return m.textContent + '|' + (r.top >= 0 && r.bottom <= innerHeight) + '|' + m.className + '|' + document.querySelector('input[name=empresa]').value + '|' + !!document.querySelector('#eliminar'); })()`,
		"Testimonio guardado.|true|flash|Ferretería Luz|true")
	item := cmstest.EvalString(t, ctx, `location.pathname`)
	cmstest.WantJS(t, ctx, "a save that went through leaves no autosave", `String(Object.keys(localStorage).filter(k => k.startsWith('vitrina.autosave:')).length)`, "0")
	browsertest.CheckAxe(t, ctx, axe, "the saved testimonial form")
	cmstest.Screenshot(t, ctx, "testimonio-escritorio")

	// Typing arms the warning before leaving; the autosave brings it back in a new tab.
	cmstest.WantJS(t, ctx, "nothing typed: no warning", `(() => { const e = new Event('beforeunload', {cancelable: true}); window.dispatchEvent(e); return String(e.defaultPrevented); })()`, "false")
	cmstest.Do(t, ctx, "type", chromedp.SendKeys(chromedp.CSS(`input[name=cargo]`), "Dueña"))
	cmstest.WantJS(t, ctx, "typed: the warning", `(() => { const e = new Event('beforeunload', {cancelable: true}); window.dispatchEvent(e); return String(e.defaultPrevented); })()`, "true")
	cmstest.WaitFor(t, ctx, "the autosave", `Object.keys(localStorage).some(k => k.startsWith('vitrina.autosave:') && localStorage.getItem(k).includes('Dueña'))`)
	tab, cancel := chromedp.NewContext(ctx)
	defer cancel()
	cmstest.Do(t, tab, "the testimonial in a new tab on a phone", chromedp.EmulateViewport(390, 844), chromedp.Navigate(f.URL+item), chromedp.WaitVisible(chromedp.CSS(`#autosave-recuperado`)))
	cmstest.WantJS(t, tab, "the typing brought back", `document.querySelector('input[name=cargo]').value`, "Dueña")
	cmstest.WantJS(t, tab, "a phone: no sideways scroll, «Guardar» above the fields",
		`String(document.documentElement.scrollWidth <= 390) + '|' + (document.querySelector('#guardar').getBoundingClientRect().bottom <= document.querySelector('.editing-main').getBoundingClientRect().top)`, "true|true")
	cmstest.Screenshot(t, tab, "testimonio-movil")
	// «Descartar» drops the kept typing; «Eliminar» in the panel asks first, then goes back to the list.
	cmstest.Do(t, tab, "discard", chromedp.Click(chromedp.CSS(`#autosave-recuperado button`)), chromedp.WaitNotPresent(chromedp.CSS(`#autosave-recuperado`)))
	cmstest.WantJS(t, tab, "the stored value again", `document.querySelector('input[name=cargo]').value`, "")
	cmstest.EvalString(t, tab, `window.confirm = (m) => { window.__asked = m; return false; }; 'ok'`)
	cmstest.Do(t, tab, "decline the delete", chromedp.Click(chromedp.CSS(`#eliminar`)))
	cmstest.WantJS(t, tab, "declined", `window.__asked + '|' + location.pathname`, "¿Eliminar el testimonio de Ferretería Luz?|"+item)
	cmstest.EvalString(t, tab, cmstest.AcceptConfirm)
	cmstest.Do(t, tab, "delete", chromedp.Click(chromedp.CSS(`#eliminar`)))
	cmstest.WaitFor(t, tab, "the list", `location.pathname === '/admin/testimoniales/' && document.querySelector('p.flash')?.textContent === 'Testimonio eliminado.'`)
}
