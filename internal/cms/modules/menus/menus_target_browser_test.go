package menus_test

import (
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/browsertest"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserMenuTargetByTitle picks a menu item's content by its title in Chromium: the list is
// grouped by category and a search narrows it; a refused save keeps the choice; saving stays on the
// item with the message at the top, the content still chosen by its title; typing arms the warning
// before leaving; axe finds nothing on the form.
func TestBrowserMenuTargetByTitle(t *testing.T) {
	axe := browsertest.AxeSource(t)
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	cats := f.Seed(t, "categoria-servicios", []map[string]any{{"name": "Auditoría"}, {"name": "Diseño"}})
	f.Seed(t, "contenido", []map[string]any{{"titulo": "Auditoría energética", "categoria": cats[0]}, {"titulo": "Auditoría de seguridad", "categoria": cats[0]},
		{"titulo": "Logotipos", "categoria": cats[1]}})
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	cmstest.Do(t, ctx, "a new footer item for a content item",
		chromedp.Navigate(f.URL+"/admin/menus/nuevo?ubicacion=pie"), chromedp.WaitVisible(chromedp.CSS(`#guardar`)),
		chromedp.Click(chromedp.CSS(`input[name=tipo][value=contenido]`)), chromedp.WaitVisible(chromedp.CSS(`#destino-contenido`)))
	cmstest.WantJS(t, ctx, "the content by title, grouped by category",
		`[...document.querySelectorAll('#destino-contenido optgroup')].map(g => g.label + ':' + [...g.querySelectorAll('option')].map(o => o.textContent).join('+')).join(',')`,
		"Auditoría:Auditoría de seguridad+Auditoría energética,Diseño:Logotipos")
	browsertest.CheckAxe(t, ctx, axe, "the menu item form")

	// No content chosen: refused, the label kept, the message next to the list.
	cmstest.Do(t, ctx, "a refused save", chromedp.SendKeys(chromedp.CSS(`input[name=etiqueta]`), "Ahorro"),
		chromedp.Click(chromedp.CSS(`#guardar`)), chromedp.WaitVisible(chromedp.CSS(`#e-destino_contenido`)))
	cmstest.WantJS(t, ctx, "the typing kept", `document.querySelector('input[name=etiqueta]').value + '|' + document.querySelector('input[name=tipo]:checked').value + '|' +
		document.querySelector('#e-destino_contenido').textContent`, "Ahorro|contenido|Elija un contenido de la lista.")
	browsertest.CheckAxe(t, ctx, axe, "the refused menu item form")

	// The search narrows the list (accents and case aside).
	cmstest.Do(t, ctx, "search", chromedp.SendKeys(chromedp.CSS(`input.target-search[aria-controls=destino-contenido]`), "ENERGETICA"))
	cmstest.WaitFor(t, ctx, "the list narrowed", `document.querySelector('[data-target=contenido] .target-count').textContent === '1 coincide.'`)
	cmstest.WantJS(t, ctx, "one match shown, the other group hidden",
		`[...document.querySelectorAll('#destino-contenido option:not([hidden])')].filter(o => o.value).map(o => o.textContent).join(',') + '|' + document.querySelector('#destino-contenido optgroup[label=Diseño]').hidden`,
		"Auditoría energética|true")
	cmstest.EvalString(t, ctx, cmstest.SelectByLabel(`#destino-contenido`, "Auditoría energética"))
	cmstest.Do(t, ctx, "save", chromedp.Click(chromedp.CSS(`#guardar`)))
	cmstest.WaitFor(t, ctx, "the item's form", `/^\/admin\/menus\/\d+$/.test(location.pathname) && !!document.querySelector('p.flash')`)
	cmstest.WantJS(t, ctx, "the message at the top, the content by title",
		`document.querySelector('p.flash').textContent + '|' + (document.querySelector('p.flash').getBoundingClientRect().bottom <= innerHeight) + '|' + document.querySelector('#destino-contenido').selectedOptions[0].textContent`,
		"Elemento guardado.|true|Auditoría energética")
	cmstest.Screenshot(t, ctx, "menu-elemento")
	cmstest.WantJS(t, ctx, "nothing typed: no warning", `(() => { const e = new Event('beforeunload', {cancelable: true}); window.dispatchEvent(e); return String(e.defaultPrevented); })()`, "false")
	cmstest.Do(t, ctx, "type", chromedp.SendKeys(chromedp.CSS(`input[name=etiqueta]`), " ya"))
	cmstest.WantJS(t, ctx, "typed: the warning", `(() => { const e = new Event('beforeunload', {cancelable: true}); window.dispatchEvent(e); return String(e.defaultPrevented); })()`, "true")
	cmstest.WaitFor(t, ctx, "the autosave", `Object.keys(localStorage).some(k => k.startsWith('vitrina.autosave:/admin/menus/') && JSON.parse(localStorage.getItem(k)).fields.some(f => f[0] === 'etiqueta' && f[1].includes(' ya')))`)
}
