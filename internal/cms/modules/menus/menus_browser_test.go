package menus_test

import (
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserMenus adds a header item for a page in Chromium, moves it first with the "Subir"
// button, and sees the public header use the menu, with the page's link, on a desktop and a phone.
func TestBrowserMenus(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	f.Seed(t, "paginas", []map[string]any{{"titulo": "Quiénes somos", "slug": "quienes-somos"}})
	f.Seed(t, "menus", []map[string]any{{"ubicacion": "cabecera", "etiqueta": "Inicio", "tipo": "sitio", "destino": "inicio", "orden": 1}})
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	cmstest.Do(t, ctx, "open the header's new item form",
		chromedp.Navigate(f.URL+"/admin/menus/"),
		chromedp.Click(chromedp.CSS(`#nuevo-cabecera`)),
		chromedp.WaitVisible(chromedp.CSS(`input[name=etiqueta]`)))
	cmstest.WantJS(t, ctx, "only the page picker is shown",
		`[...document.querySelectorAll('[data-target]')].filter(e => !e.hidden).map(e => e.dataset.target).join(',')`, "pagina")
	cmstest.EvalString(t, ctx, cmstest.SelectByLabel(`select[name=destino_pagina]`, "Quiénes somos (/quienes-somos)"))
	cmstest.Do(t, ctx, "save the item",
		chromedp.SendKeys(chromedp.CSS(`input[name=etiqueta]`), "Nosotros"),
		chromedp.Click(chromedp.CSS(`#guardar`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "still on the item, the message at the top",
		`/^\/admin\/menus\/\d+$/.test(location.pathname) + '|' + document.querySelector('p.flash').textContent + '|' + document.querySelector('input[name=etiqueta]').value`,
		"true|Elemento guardado.|Nosotros")
	cmstest.Do(t, ctx, "back to the menus", chromedp.Click(chromedp.CSS(`.module-head a`)), chromedp.WaitVisible(chromedp.CSS(`#nuevo-cabecera`)))
	cmstest.WantJS(t, ctx, "listed with its address, a page by its title",
		`[...document.querySelectorAll('#menu-cabecera ~ * .menu-label, section:first-of-type .menu-label')].map(e => e.querySelector('strong').textContent + '=' + e.querySelector('small').textContent).join(',')`,
		"Inicio=/,Nosotros=Una página: «Quiénes somos»")
	cmstest.Do(t, ctx, "move it first",
		chromedp.Navigate(f.URL+"/admin/menus/"),
		chromedp.WaitVisible(chromedp.CSS(`#nuevo-cabecera`)),
		chromedp.Click(chromedp.CSS(`section:first-of-type .menu-item:nth-child(2) form[action$="/mover"] button:not([disabled])`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "new order", `[...document.querySelectorAll('section:first-of-type .menu-label strong')].map(e => e.textContent).join(',')`, "Nosotros,Inicio")
	cmstest.Screenshot(t, ctx, "menus-admin")

	for _, width := range []int64{1280, 390} {
		cmstest.Do(t, ctx, "open the site",
			chromedp.EmulateViewport(width, 844),
			chromedp.Navigate(f.URL+"/"),
			chromedp.WaitVisible(chromedp.CSS(`nav[aria-label=Principal]`)))
		cmstest.WantJS(t, ctx, "the public header comes from the menu",
			`[...document.querySelectorAll('nav[aria-label=Principal] a')].map(a => a.textContent + '=' + a.getAttribute('href')).join(',') + '|' + String(document.documentElement.scrollWidth <= innerWidth)`,
			"Nosotros=/quienes-somos,Inicio=/|true")
		if width == 390 { // a phone shows the menu behind its button
			cmstest.Do(t, ctx, "open the menu", chromedp.Click(chromedp.CSS(`button.menu-toggle`)))
		}
		cmstest.Do(t, ctx, "follow the link", chromedp.Click(chromedp.CSS(`nav[aria-label=Principal] a[href="/quienes-somos"]`)), chromedp.WaitVisible(chromedp.CSS(`article.free-page`)))
		cmstest.WantJS(t, ctx, "the page", `document.querySelector('h1').textContent`, "Quiénes somos")
		if width == 390 {
			cmstest.Screenshot(t, ctx, "menus-site-phone")
		}
	}
}
