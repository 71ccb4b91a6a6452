package preguntas_test

import (
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// TestBrowserQuestionDraft walks in Chromium on a phone-width window: edit a published question and
// «Guardar como borrador»; the form reopens on the draft with its notice, the list marks it without
// scrolling sideways; «Descartar borrador» asks first, then the published answer is back. The
// screenshots (390 px and desktop) are left in VITRINA_SCREENSHOTS when set.
func TestBrowserQuestionDraft(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	id := f.Seed(t, "preguntas", []map[string]any{{"pregunta": "¿Hacen tiendas en línea?", "respuesta": "<p>Sí.</p>", "orden": 1}})[0]
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	form := f.URL + "/admin/preguntas/" + cmstest.IDText(id)

	cmstest.Do(t, ctx, "open the question on a phone", chromedp.EmulateViewport(390, 844), chromedp.Navigate(form),
		chromedp.WaitVisible(chromedp.CSS(`#guardar-borrador`)),
		chromedp.SetValue(chromedp.CSS(`input[name=pregunta]`), "¿Hacen tiendas y catálogos en línea?"),
		chromedp.Click(chromedp.CSS(`#guardar-borrador`)),
		chromedp.WaitVisible(chromedp.CSS(`#borrador-pendiente`)))
	cmstest.WantJS(t, ctx, "the form on the draft", `document.querySelector('input[name=pregunta]').value + '|' + document.querySelector('p.flash').textContent`,
		"¿Hacen tiendas y catálogos en línea?|"+lifecycle.MsgDraftSaved)
	cmstest.WantJS(t, ctx, "no sideways scroll on the form", `String(document.documentElement.scrollWidth <= 390)`, "true")
	cmstest.Screenshot(t, ctx, "pregunta-borrador-390")

	cmstest.Do(t, ctx, "the list", chromedp.Navigate(f.URL+"/admin/preguntas/"), chromedp.WaitVisible(chromedp.CSS(`#preguntas`)))
	cmstest.WantJS(t, ctx, "the draft's mark", `document.querySelector('#preguntas .pending').textContent`, lifecycle.MsgDraftBadge)
	cmstest.WantJS(t, ctx, "no sideways scroll on the list", `String(document.documentElement.scrollWidth <= 390)`, "true")
	cmstest.Screenshot(t, ctx, "preguntas-borrador-390")

	cmstest.Do(t, ctx, "desktop window", chromedp.EmulateViewport(1280, 900), chromedp.Navigate(form), chromedp.WaitVisible(chromedp.CSS(`#borrador-pendiente`)))
	cmstest.Screenshot(t, ctx, "pregunta-borrador")
	cmstest.EvalString(t, ctx, cmstest.AcceptConfirm)
	cmstest.Do(t, ctx, "discard the draft", chromedp.Click(chromedp.CSS(`#borrador-pendiente button`)),
		chromedp.WaitNotPresent(chromedp.CSS(`#borrador-pendiente`)))
	cmstest.WantJS(t, ctx, "asked, then the published question", `sessionStorage.getItem('asked') + '|' + document.querySelector('input[name=pregunta]').value`,
		"¿Descartar el borrador? Se pierden sus cambios.|¿Hacen tiendas en línea?")
}
