package blog_test

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/browsertest"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserTranslatePost walks in Chromium an editor translating a post into English, on a
// desktop and on a phone width: from the post's «Traducciones» to the language's page, the Spanish
// text beside the field, «Copiar del español» for one field without losing another typed one, a
// draft saved (up to date, not public), then published and read at /en/blog/<dirección>; the list
// filtered by «Sin traducir al English»; with no axe violation on the new screens.
func TestBrowserTranslatePost(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	f.Seed(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English"}})
	f.Seed(t, "blog_entradas", []map[string]any{
		{"id": 7, "titulo": "Diseño de marca", "slug": "diseno-de-marca", "cuerpo": "<p>Colores y logotipos.</p>"},
		{"id": 8, "titulo": "Diseño web", "slug": "diseno-web", "cuerpo": "<p>Páginas rápidas.</p>"}})
	ctx := cmstest.Chrome(t)
	axe := browsertest.AxeSource(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	for _, c := range []struct {
		name, slug, title, body string
		id, w, h                int64
	}{{"desktop", "brand-design", "Brand design", "<p>Colores y logotipos.</p>", 7, 1280, 900},
		{"phone", "web-design", "Web design", "<p>Páginas rápidas.</p>", 8, 390, 844}} {
		cmstest.Do(t, ctx, "viewport", chromedp.EmulateViewport(c.w, c.h))
		cmstest.Do(t, ctx, "the list of posts not in English",
			chromedp.Navigate(f.URL+"/admin/blog/?traduccion=falta:en"), chromedp.WaitVisible(chromedp.CSS(`#filtro-traduccion`)))
		cmstest.WantJS(t, ctx, "the post is listed as missing", fmt.Sprintf(`String(!!document.querySelector('tr[data-id="%d"]'))`, c.id), "true")
		browsertest.CheckAxe(t, ctx, axe, c.name+" list filtered by translation")
		cmstest.Do(t, ctx, "the post's translations",
			chromedp.Navigate(fmt.Sprintf("%s/admin/blog/%d", f.URL, c.id)), chromedp.WaitVisible(chromedp.CSS(`#lista-traducciones`)))
		cmstest.WantJS(t, ctx, "English is missing", `document.querySelector('tr[data-idioma=en] td[data-label="Traducción"]').textContent.trim()`, "falta")
		cmstest.Do(t, ctx, "open the English page",
			chromedp.Click(chromedp.CSS(`tr[data-idioma=en] a`)), chromedp.WaitVisible(chromedp.CSS(`#traduccion-form`)))
		cmstest.WantJS(t, ctx, "the Spanish beside the title", `document.querySelector('#o-titulo .source-text').textContent`, map[int64]string{7: "Diseño de marca", 8: "Diseño web"}[c.id])
		cmstest.WantJS(t, ctx, "no sideways scroll", fmt.Sprintf(`String(document.documentElement.scrollWidth <= %d)`, c.w), "true")
		browsertest.CheckAxe(t, ctx, axe, c.name+" translation page")
		cmstest.Do(t, ctx, "type a title, copy the body from Spanish",
			chromedp.SendKeys(chromedp.CSS(`input[name=titulo]`), c.title),
			chromedp.Click(chromedp.CSS(`button[name=copiar][value=cuerpo]`)),
			chromedp.WaitVisible(chromedp.CSS(`#traduccion-form[data-autosave-fresh]`)))
		cmstest.WaitFor(t, ctx, "the body copied", fmt.Sprintf(`document.querySelector('textarea[name=cuerpo]').value === %q`, c.body))
		cmstest.WantJS(t, ctx, "the typed title kept", `document.querySelector('input[name=titulo]').value`, c.title)
		cmstest.Do(t, ctx, "save a draft",
			chromedp.SendKeys(chromedp.CSS(`input[name=slug]`), c.slug),
			chromedp.Click(chromedp.CSS(`button[name=accion][value=borrador]`)),
			chromedp.WaitVisible(chromedp.CSS(`#lista-traducciones`)))
		cmstest.WantJS(t, ctx, "saved as a draft", `document.querySelector('p.flash').textContent`, "Traducción a English guardada como borrador.")
		cmstest.WantJS(t, ctx, "up to date", `document.querySelector('tr[data-idioma=en] td[data-label="Traducción"]').textContent.trim()`, "al día")
		if c.name == "desktop" {
			browsertest.CheckAxe(t, ctx, axe, "the post form with its translations")
		}
		cmstest.Do(t, ctx, "publish",
			chromedp.Click(chromedp.CSS(`tr[data-idioma=en] a`)), chromedp.WaitVisible(chromedp.CSS(`#traduccion-form`)),
			chromedp.Click(chromedp.CSS(`button[name=accion][value=publicar]`)),
			chromedp.WaitVisible(chromedp.CSS(`#lista-traducciones`)))
		cmstest.WantJS(t, ctx, "published", `document.querySelector('tr[data-idioma=en] td[data-label="Traducción"]').textContent.replace(/\s+/g, ' ').trim()`, "al día · publicada")
		cmstest.Do(t, ctx, "the translation on the site",
			chromedp.Navigate(f.URL+"/en/blog/"+c.slug), chromedp.WaitVisible(chromedp.CSS(`h1`)))
		cmstest.WantJS(t, ctx, "the English page", `document.documentElement.lang + ' ' + document.querySelector('h1').textContent.trim()`, "en "+c.title)
	}
	cmstest.Screenshot(t, ctx, "blog-traducciones")
}
