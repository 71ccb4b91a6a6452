package seo_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserSEO walks the SEO view in Chromium on `vitrina serve`: rename a published post's slug
// in its form and follow the old address to the new one; a missing address lands in the 404 log,
// from which one click (after typing the target) creates its redirect, which the browser then
// follows; the log at phone width.
func TestBrowserSEO(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	id := f.Seed(t, "blog_entradas", []map[string]any{{"titulo": "Diseño de marca", "slug": "diseno", "cuerpo": "<p>Colores y logotipos.</p>"}})[0]
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	// (With a query string, so that the browser's cached copy is not the address followed later.)
	cmstest.Do(t, ctx, "the post at its address", chromedp.Navigate(f.URL+"/blog/diseno?antes=1"), chromedp.WaitVisible(chromedp.CSS(`article.post h1`)))
	cmstest.Do(t, ctx, "rename its slug",
		chromedp.Navigate(f.URL+fmt.Sprintf("/admin/blog/%d", id)),
		chromedp.WaitVisible(chromedp.CSS(`input[name=slug]`)),
		chromedp.SetValue(chromedp.CSS(`input[name=slug]`), "diseno-de-marca"),
		chromedp.Click(chromedp.CSS(`#publicar`)))
	cmstest.WaitFor(t, ctx, "saved, still on the post", fmt.Sprintf(`location.pathname === '/admin/blog/%d' && !!document.querySelector('p.flash')`, id))
	cmstest.Do(t, ctx, "follow the old address", chromedp.Navigate(f.URL+"/blog/diseno"), chromedp.WaitVisible(chromedp.CSS(`article.post h1`)))
	cmstest.WantJS(t, ctx, "landed on the new address", `location.pathname + '|' + document.querySelector('article.post h1').textContent`,
		"/blog/diseno-de-marca|Diseño de marca")
	cmstest.Do(t, ctx, "the redirects list", chromedp.Navigate(f.URL+"/admin/seo/redirecciones/"), chromedp.WaitVisible(chromedp.CSS(`#redirecciones`)))
	cmstest.WantJS(t, ctx, "the automatic redirect", `[...document.querySelectorAll('#redirecciones tbody tr:first-child td')].slice(0, 4).map(td => td.textContent).join('|')`,
		"/blog/diseno|/blog/diseno-de-marca|301 permanente|1")

	// A missing address asked for by a person's browser (headless Chromium names itself in its
	// User-Agent, and the log counts such visits as a robot's): the 404 page, the log, one click.
	cmstest.Do(t, ctx, "a browser's User-Agent", chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetUserAgentOverride, emulation.SetUserAgentOverrideParams{
			UserAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36"})
		return err
	}))
	cmstest.Do(t, ctx, "a missing address", chromedp.Navigate(f.URL+"/catalogo-viejo"), chromedp.WaitVisible(chromedp.CSS(`h1`)))
	cmstest.WantJS(t, ctx, "404 page", `document.querySelector('h1').textContent`, "Página no encontrada")
	cmstest.Do(t, ctx, "the 404 log", chromedp.Navigate(f.URL+"/admin/seo/registro-404/"), chromedp.WaitVisible(chromedp.CSS(`#registro-404`)))
	cmstest.WantJS(t, ctx, "the logged address", `document.querySelector('#registro-404 tbody tr td code').textContent + '|' + document.querySelector('#registro-404 tbody tr td:nth-child(3)').textContent`,
		"/catalogo-viejo|1")
	cmstest.Do(t, ctx, "phone width", chromedp.EmulateViewport(390, 844))
	cmstest.Screenshot(t, ctx, "seo-registro-404-movil")
	cmstest.Do(t, ctx, "create its redirect",
		chromedp.SendKeys(chromedp.CSS(`#registro-404 tbody tr input[name=destino]`), "/blog/diseno-de-marca"),
		chromedp.Click(chromedp.CSS(`#registro-404 tbody tr .inline-redirect button`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "flash and empty log", `document.querySelector('p.flash').textContent + '|' + !!document.querySelector('p.empty')`,
		"Redirección creada: /catalogo-viejo lleva ahora a /blog/diseno-de-marca.|true")
	cmstest.Do(t, ctx, "follow it", chromedp.Navigate(f.URL+"/catalogo-viejo"), chromedp.WaitVisible(chromedp.CSS(`article.post h1`)))
	cmstest.WantJS(t, ctx, "landed on the post", `location.pathname`, "/blog/diseno-de-marca")
	cmstest.Do(t, ctx, "the settings at phone width", chromedp.Navigate(f.URL+"/admin/seo/"), chromedp.WaitVisible(chromedp.CSS(`#s-patron`)))
	cmstest.Screenshot(t, ctx, "seo-ajustes-movil")
}
