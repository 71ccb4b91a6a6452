package templates_test

import (
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserAppearance changes the primary colour (a too-light one refused with its ratio first,
// the typed texts kept), the font (a self-hosted one) and the logo in Chromium, and sees the public
// site use them at once.
func TestBrowserAppearance(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	logo := cmstest.PNGFile(t, "logo.png")
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	cmstest.Do(t, ctx, "open the appearance",
		chromedp.Navigate(f.URL+"/admin/templates/"),
		chromedp.WaitVisible(chromedp.CSS(`input[name=nombre_sitio]`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=nombre_sitio]`), "Altamar"),
		chromedp.SendKeys(chromedp.CSS(`input[name=texto_cabecera]`), "Tecnología con oficio"))
	cmstest.EvalString(t, ctx, `document.querySelector('input[name=color_primario]').value = '#9fc5e8'; 'ok'`)
	cmstest.Do(t, ctx, "save a colour too light for white text",
		chromedp.Click(chromedp.CSS(`#guardar`)),
		chromedp.WaitVisible(chromedp.CSS(`#e-color_primario`)))
	cmstest.WantJS(t, ctx, "refused with the ratio, input kept",
		`document.querySelector('#e-color_primario').textContent + '|' + document.querySelector('input[name=texto_cabecera]').value`,
		"El color principal #9fc5e8 con texto blanco tiene un contraste de 1,81:1; WCAG AA pide al menos 4,5:1. Elija un color más oscuro.|Tecnología con oficio")
	cmstest.EvalString(t, ctx, `document.querySelector('input[name=color_primario]').value = '#22543d'; 'ok'`)
	cmstest.EvalString(t, ctx, `document.querySelector('select[name=fuente]').value = 'inter'; 'ok'`)
	cmstest.Do(t, ctx, "save a dark green, a self-hosted font and a logo",
		chromedp.SetUploadFiles(chromedp.CSS(`input[name=logo]`), []string{logo}),
		chromedp.Click(chromedp.CSS(`#guardar`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))

	for _, width := range []int64{1280, 390} {
		cmstest.Do(t, ctx, "open the site", chromedp.EmulateViewport(width, 844), chromedp.Navigate(f.URL+"/"), chromedp.WaitVisible(chromedp.CSS(`.site-header`)))
		cmstest.WantJS(t, ctx, "the site uses the new look",
			`getComputedStyle(document.querySelector('.site-header')).backgroundColor + '|' + document.querySelector('.brand span').textContent + '|' +
			String(document.querySelector('.brand-logo').naturalWidth > 0) + '|' + document.querySelector('.tagline').textContent + '|' + String(document.documentElement.scrollWidth <= innerWidth)`,
			"rgb(34, 84, 61)|Altamar|true|Tecnología con oficio|true")
		cmstest.WaitFor(t, ctx, "the site's own Inter, regular and bold, loaded",
			`document.fonts.check('16px Inter') && document.fonts.check('700 16px Inter') && getComputedStyle(document.body).fontFamily.startsWith('Inter')`)
	}
}
