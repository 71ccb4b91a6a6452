package blog_test

import (
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/browsertest"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserTranslatePost walks in Chromium an editor translating a post into English: from the
// post's «Traducciones» to the language's page, the Spanish text beside the field, «Copiar del
// español» for one field without losing another typed one, a draft saved (up to date, not public),
// then published; on a desktop and a phone width, with no axe violation on the new screens.
func TestBrowserTranslatePost(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	f.Seed(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English"}})
	f.Seed(t, "blog_entradas", []map[string]any{{"id": 7, "titulo": "Diseño de marca", "slug": "diseno-de-marca", "cuerpo": "<p>Colores y logotipos.</p>"}})
	ctx := cmstest.Chrome(t)
	axe := browsertest.AxeSource(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	for _, width := range []struct {
		name string
		w, h int64
	}{{"desktop", 1280, 900}, {"phone", 390, 844}} {
		cmstest.Do(t, ctx, "viewport", chromedp.EmulateViewport(width.w, width.h))
		cmstest.Do(t, ctx, "the post's translations",
			chromedp.Navigate(f.URL+"/admin/blog/7"), chromedp.WaitVisible(chromedp.CSS(`#lista-traducciones`)))
		if width.name == "desktop" {
			cmstest.WantJS(t, ctx, "English is missing", `document.querySelector('tr[data-idioma=en] td[data-label="Traducción"]').textContent.trim()`, "falta")
		}
		cmstest.Do(t, ctx, "open the English page",
			chromedp.Click(chromedp.CSS(`tr[data-idioma=en] a`)), chromedp.WaitVisible(chromedp.CSS(`#traduccion-form`)))
		cmstest.WantJS(t, ctx, "the Spanish beside the title", `document.querySelector('#o-titulo .source-text').textContent`, "Diseño de marca")
		cmstest.WantJS(t, ctx, "no sideways scroll", `String(document.documentElement.scrollWidth <= `+map[bool]string{true: "1280", false: "390"}[width.name == "desktop"]+`)`, "true")
		browsertest.CheckAxe(t, ctx, axe, width.name+" translation page")
	}
	cmstest.Do(t, ctx, "type a title, copy the body from Spanish",
		chromedp.SendKeys(chromedp.CSS(`input[name=titulo]`), "Brand design"),
		chromedp.Click(chromedp.CSS(`button[name=copiar][value=cuerpo]`)),
		chromedp.WaitVisible(chromedp.CSS(`#traduccion-form`)))
	cmstest.WaitFor(t, ctx, "the body copied", `document.querySelector('textarea[name=cuerpo]').value === '<p>Colores y logotipos.</p>'`)
	cmstest.WantJS(t, ctx, "the typed title kept", `document.querySelector('input[name=titulo]').value`, "Brand design")
	cmstest.Do(t, ctx, "save a draft",
		chromedp.SendKeys(chromedp.CSS(`input[name=slug]`), "brand-design"),
		chromedp.Click(chromedp.CSS(`button[name=accion][value=borrador]`)),
		chromedp.WaitVisible(chromedp.CSS(`#lista-traducciones`)))
	cmstest.WantJS(t, ctx, "saved as a draft", `document.querySelector('p.flash').textContent`, "Traducción a English guardada como borrador.")
	cmstest.WantJS(t, ctx, "up to date", `document.querySelector('tr[data-idioma=en] td[data-label="Traducción"]').textContent.trim()`, "al día")
	browsertest.CheckAxe(t, ctx, axe, "the post form with its translations")
	cmstest.Do(t, ctx, "publish",
		chromedp.Click(chromedp.CSS(`tr[data-idioma=en] a`)), chromedp.WaitVisible(chromedp.CSS(`#traduccion-form`)),
		chromedp.Click(chromedp.CSS(`button[name=accion][value=publicar]`)),
		chromedp.WaitVisible(chromedp.CSS(`#lista-traducciones`)))
	cmstest.WantJS(t, ctx, "published", `document.querySelector('tr[data-idioma=en] td[data-label="Traducción"]').textContent.replace(/\s+/g, ' ').trim()`, "al día · publicada")
	cmstest.Screenshot(t, ctx, "blog-traducciones")
}
