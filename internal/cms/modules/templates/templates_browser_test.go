package templates_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserAppearance changes the primary colour (a too-light one refused with its ratio first,
// the typed texts kept) and the logo in Chromium, and sees the public site use both at once.
func TestBrowserAppearance(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	logo := filepath.Join(t.TempDir(), "logo.png")
	if err := os.WriteFile(logo, cmstest.PNGBytes(t), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	cmstest.Do(t, ctx, "open the appearance",
		chromedp.Navigate(f.URL+"/admin/templates/"),
		chromedp.WaitVisible(chromedp.CSS(`input[name=nombre_sitio]`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=nombre_sitio]`), "Altamar"),
		chromedp.SendKeys(chromedp.CSS(`input[name=texto_cabecera]`), "Tecnología con oficio"))
	cmstest.EvalString(t, ctx, `document.querySelector('input[name=color_primario]').value = '#9fc5e8'; 'ok'`)
	cmstest.Do(t, ctx, "save a colour too light for white text",
		chromedp.Click(chromedp.CSS(`#guardar-ajustes`)),
		chromedp.WaitVisible(chromedp.CSS(`#e-color_primario`)))
	cmstest.WantJS(t, ctx, "refused with the ratio, input kept",
		`document.querySelector('#e-color_primario').textContent + '|' + document.querySelector('input[name=texto_cabecera]').value`,
		"El color principal #9fc5e8 con texto blanco tiene un contraste de 1,81:1; WCAG AA pide al menos 4,5:1. Elija un color más oscuro.|Tecnología con oficio")
	cmstest.EvalString(t, ctx, `document.querySelector('input[name=color_primario]').value = '#22543d'; 'ok'`)
	cmstest.Do(t, ctx, "save a dark green and a logo",
		chromedp.SetUploadFiles(chromedp.CSS(`input[name=logo]`), []string{logo}),
		chromedp.Click(chromedp.CSS(`#guardar-ajustes`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))

	for _, width := range []int64{1280, 390} {
		cmstest.Do(t, ctx, "open the site", chromedp.EmulateViewport(width, 844), chromedp.Navigate(f.URL+"/"), chromedp.WaitVisible(chromedp.CSS(`.site-header`)))
		cmstest.WantJS(t, ctx, "the site uses the new look",
			`getComputedStyle(document.querySelector('.site-header')).backgroundColor + '|' + document.querySelector('.brand span').textContent + '|' +
			String(document.querySelector('.brand-logo').naturalWidth > 0) + '|' + document.querySelector('.tagline').textContent + '|' + String(document.documentElement.scrollWidth <= innerWidth)`,
			"rgb(34, 84, 61)|Altamar|true|Tecnología con oficio|true")
	}
}
