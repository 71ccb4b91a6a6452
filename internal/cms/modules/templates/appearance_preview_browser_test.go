package templates_test

import (
	"testing"
	"time"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/browsertest"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserAppearancePreview types a new name and footer on the appearance in Chromium and opens
// «Vista previa»: the preview in a new tab shows what was typed, and the form keeps it; a preview
// that replaced the page (no new tab) and the way back lose nothing either. Typing arms the warning
// before leaving, saving stays on the page with the message at the top, and axe finds nothing.
func TestBrowserAppearancePreview(t *testing.T) {
	axe := browsertest.AxeSource(t)
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	typed := `document.querySelector('input[name=nombre_sitio]').value + '|' + document.querySelector('textarea[name=texto_pie]').value`

	cmstest.Do(t, ctx, "type on the appearance",
		chromedp.Navigate(f.URL+"/admin/templates/"), chromedp.WaitVisible(chromedp.CSS(`#vista-previa`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=nombre_sitio]`), "Brisa"),
		chromedp.SendKeys(chromedp.CSS(`textarea[name=texto_pie]`), "Pie sin guardar"))
	browsertest.CheckAxe(t, ctx, axe, "the appearance form")
	cmstest.WantJS(t, ctx, "typed: the warning", `(() => { const e = new Event('beforeunload', {cancelable: true}); window.dispatchEvent(e); return String(e.defaultPrevented); })()`, "true")

	// «Vista previa» opens the home page with the typed values in a new tab; the form stays as typed.
	opened := chromedp.WaitNewTarget(ctx, func(*target.Info) bool { return true })
	cmstest.Do(t, ctx, "open the preview", chromedp.Click(chromedp.CSS(`#vista-previa`)))
	var id target.ID
	select {
	case id = <-opened:
	case <-time.After(20 * time.Second):
		t.Fatal("«Vista previa» opened no tab")
	}
	preview, cancel := chromedp.NewContext(ctx, chromedp.WithTargetID(id))
	defer cancel()
	cmstest.WaitFor(t, preview, "the preview with the typed values",
		`document.querySelector('.brand span')?.textContent === 'Brisa' && document.body.textContent.includes('Pie sin guardar')`)
	cancel()
	cmstest.WantJS(t, ctx, "the form as typed", typed, "Brisa|Pie sin guardar")

	// A preview in the same tab (a browser without tabs), then back: the typing comes back.
	cmstest.EvalString(t, ctx, `document.querySelector('#vista-previa').removeAttribute('formtarget'); 'ok'`)
	cmstest.Do(t, ctx, "the preview in this tab", chromedp.Click(chromedp.CSS(`#vista-previa`)))
	cmstest.WaitFor(t, ctx, "the preview", `!document.querySelector('#ajustes-form') && document.querySelector('.brand span')?.textContent === 'Brisa'`)
	cmstest.Do(t, ctx, "back to the form", chromedp.NavigateBack())
	cmstest.WaitFor(t, ctx, "the form as typed", `!!document.querySelector('#ajustes-form') && `+typed+` === 'Brisa|Pie sin guardar'`)

	// Saving stays on the page, the message at the top, the values stored.
	cmstest.Do(t, ctx, "save", chromedp.Click(chromedp.CSS(`#guardar`)))
	cmstest.WaitFor(t, ctx, "the saved appearance", `location.pathname === '/admin/templates/' && document.querySelector('p.flash')?.textContent === 'Apariencia guardada: el sitio ya la usa.'`)
	// Polled, not read once: on a loaded machine the saved page may still be settling (the form
	// script restoring its state) when the message first shows.
	cmstest.WaitFor(t, ctx, "the stored values, no kept typing", `(() => { try { return `+typed+` + '|' + !document.querySelector('#autosave-recuperado') + '|' + (document.querySelector('p.flash').getBoundingClientRect().bottom <= innerHeight) } catch (e) { return '' } })() === 'Brisa|Pie sin guardar|true|true'`)
	cmstest.Screenshot(t, ctx, "apariencia-escritorio")
	cmstest.Do(t, ctx, "a phone", chromedp.EmulateViewport(390, 844))
	cmstest.WantJS(t, ctx, "a phone: no sideways scroll, «Guardar» above the fields",
		`String(document.documentElement.scrollWidth <= 390) + "|" + (document.querySelector("#guardar").getBoundingClientRect().bottom <= document.querySelector(".editing-main").getBoundingClientRect().top)`, "true|true")
	cmstest.Screenshot(t, ctx, "apariencia-movil")
	browsertest.CheckAxe(t, ctx, axe, "the saved appearance")
}
