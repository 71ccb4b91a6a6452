package dashboard_test

import (
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserFirstRunGuide walks the first-run guide on a fresh install in Chromium, step by step
// from its links — name and logo, a first page, a colleague invited — until it disappears.
func TestBrowserFirstRunGuide(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	logo := cmstest.PNGFile(t, "logo.png")
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	progress := `document.querySelector('#guia-inicial .progress').textContent`
	cmstest.Do(t, ctx, "open the home", chromedp.EmulateViewport(390, 844), chromedp.Navigate(f.URL+"/admin/"), chromedp.WaitVisible(chromedp.CSS(`#guia-inicial`)))
	cmstest.WantJS(t, ctx, "three steps to do, readable at phone width", progress+` + '|' + String(document.documentElement.scrollWidth <= innerWidth)`, "(0 de 3 hechos)|true")
	cmstest.Screenshot(t, ctx, "first-run-guide-phone")

	cmstest.Do(t, ctx, "name and logo from the guide",
		chromedp.EmulateViewport(1280, 900),
		chromedp.Click(chromedp.CSS(`[data-step=marca] a`)),
		chromedp.WaitVisible(chromedp.CSS(`input[name=nombre_sitio]`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=nombre_sitio]`), "Altamar"),
		chromedp.SetUploadFiles(chromedp.CSS(`input[name=logo]`), []string{logo}),
		chromedp.Click(chromedp.CSS(`#guardar`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)),
		chromedp.Navigate(f.URL+"/admin/"),
		chromedp.WaitVisible(chromedp.CSS(`#guia-inicial`)))
	cmstest.WantJS(t, ctx, "the first step ticked", progress+` + '|' + document.querySelector('[data-step=marca]').className`, "(1 de 3 hechos)|done")

	cmstest.Do(t, ctx, "a first page from the guide",
		chromedp.Click(chromedp.CSS(`[data-step=contenido] a`)),
		chromedp.WaitVisible(chromedp.CSS(`input[name=titulo]`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=titulo]`), "Quiénes somos"),
		chromedp.Click(chromedp.CSS(`#publicar`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)),
		chromedp.Navigate(f.URL+"/admin/"),
		chromedp.WaitVisible(chromedp.CSS(`#guia-inicial`)))
	cmstest.WantJS(t, ctx, "two steps ticked", progress, "(2 de 3 hechos)")

	cmstest.Do(t, ctx, "invite a colleague from the guide",
		chromedp.Click(chromedp.CSS(`[data-step=colega] a`)),
		chromedp.WaitVisible(chromedp.CSS(`input[name=nombre]`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=nombre]`), "Luis Pérez"),
		chromedp.SendKeys(chromedp.CSS(`input[name=email]`), "luis@example.com"),
		chromedp.SetValue(chromedp.CSS(`select[name=rol]`), "mercadeo"),
		chromedp.Click(chromedp.CSS(`#enviar-invitacion`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "the invitation sent", `String(document.querySelector('p.flash').textContent.includes('luis@example.com'))`, "true")
	cmstest.Do(t, ctx, "back home", chromedp.Navigate(f.URL+"/admin/"), chromedp.WaitVisible(chromedp.CSS(`#totales`)))
	cmstest.WantJS(t, ctx, "the guide is gone", `String(document.querySelector('#guia-inicial') === null)`, "true")
}
