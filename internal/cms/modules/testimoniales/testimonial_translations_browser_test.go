package testimoniales_test

import (
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/browsertest"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserTranslateTestimonial: the plain translation page of a table outside the lifecycle
// («Guardar» and the state to choose) and the filtered list, on a phone's width, with no axe
// violation; saving it published leads back to the testimonial, its status up to date.
func TestBrowserTranslateTestimonial(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	f.Seed(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English"}})
	f.Seed(t, "categoria-servicios", []map[string]any{{"id": 1, "name": "Web"}})
	f.Seed(t, "testimoniales", []map[string]any{{"id": 3, "categoria": 1, "testimonio": "Un trabajo excelente.", "empresa": "Acme"}})
	ctx := cmstest.Chrome(t)
	axe := browsertest.AxeSource(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	cmstest.Do(t, ctx, "a phone", chromedp.EmulateViewport(390, 844))
	cmstest.Do(t, ctx, "the testimonials not in English",
		chromedp.Navigate(f.URL+"/admin/testimoniales/?traduccion=falta:en"), chromedp.WaitVisible(chromedp.CSS(`#filtro-traduccion`)))
	browsertest.CheckAxe(t, ctx, axe, "the filtered testimonials")
	cmstest.Do(t, ctx, "the English page",
		chromedp.Navigate(f.URL+"/admin/testimoniales/3/traducciones/en"), chromedp.WaitVisible(chromedp.CSS(`#traduccion-form`)))
	cmstest.WantJS(t, ctx, "no sideways scroll", `String(document.documentElement.scrollWidth <= 390)`, "true")
	browsertest.CheckAxe(t, ctx, axe, "the testimonial's translation page")
	cmstest.Do(t, ctx, "translate and publish",
		chromedp.SendKeys(chromedp.CSS(`textarea[name=testimonio]`), "Excellent work."),
		chromedp.SetValue(chromedp.CSS(`select[name=estado]`), "publicado"),
		chromedp.Click(chromedp.CSS(`#guardar`)),
		chromedp.WaitVisible(chromedp.CSS(`#lista-traducciones`)))
	cmstest.WantJS(t, ctx, "published", `document.querySelector('tr[data-idioma=en] td[data-label="Traducción"]').textContent.replace(/\s+/g, ' ').trim()`, "al día · publicada")
}
