package editorwalk_test

import (
	"time"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/site"
)

// dashboard: the home greets Ana by name, offers the quick actions of what she may do, and shows
// no internal words.
func (w *walk) dashboard() {
	w.open("/admin/", `main h1`)
	w.want("greeted by name, the quick actions", `String(document.querySelector('main h1').textContent.includes('Ana Ruiz')) + '|' +
		!!document.querySelector('main a[href="/admin/blog/nuevo"]') + '|' + !!document.querySelector('main a[href="/admin/pages/nuevo"]') + '|' +
		/service_role|@example\.com|\/rest\/v1/.test(document.querySelector('main').textContent)`, "true|true|true|false")
	w.shot("dashboard")
}

// siteHome: the public site's home page with the demo company's content, as a visitor sees it; its
// screenshot is the README's picture of the site.
func (w *walk) siteHome() {
	w.do("the public home page", chromedp.Navigate(w.f.URL+"/"), chromedp.WaitVisible(chromedp.CSS(`main h1`)))
	// The hero's headline is the demo's own sentence; the company's name is the header's brand.
	w.want("the company's name", `document.querySelector('header .brand').textContent.trim()`, site.DemoCompany)
	// A full-page picture shows what a visitor scrolls to: the lazy pictures are asked for now.
	w.js(`document.querySelectorAll('img[loading=lazy]').forEach(i => i.loading = 'eager'); 'ok'`)
	cmstest.WaitFor(w.t, w.ctx, "every picture loaded", `[...document.images].every(i => i.complete && i.naturalWidth > 0)`)
	w.shot("site-home")
}

// seo: the published post moved to a new address says which redirect was made, and its title for
// search engines shows on the site.
func (w *walk) seo() {
	w.do("open the search engines' fields", chromedp.Click(chromedp.CSS(`#seo > summary`)))
	w.do("a new address and a title for search engines",
		chromedp.SetValue(chromedp.CSS(`input[name=slug]`), "oficina-del-puerto"),
		chromedp.SetValue(chromedp.CSS(`input[name=meta_titulo]`), "Oficina en el puerto | Altamar"))
	w.submit("update", `#publicar`)
	w.want("the redirect told", flash, "Entrada actualizada. Se ha creado una redirección de /blog/nuestra-nueva-oficina a /blog/oficina-del-puerto.")
	w.do("the old address", chromedp.Navigate(w.f.URL+"/blog/nuestra-nueva-oficina"), chromedp.WaitVisible(chromedp.CSS(`article.post h1`)))
	w.want("followed to the new one, with its title", `location.pathname + '|' + document.title`, "/blog/oficina-del-puerto|Oficina en el puerto | Altamar")
}

// menuAndAppearance: the new page goes into the main menu chosen by its title; the appearance's
// preview opens in a new tab with what was typed, which the form keeps, and is then saved.
func (w *walk) menuAndAppearance() {
	w.open("/admin/menus/nuevo?ubicacion=principal", `#guardar`)
	w.do("a page by its title", chromedp.SendKeys(chromedp.CSS(`input[name=etiqueta]`), "Nosotros"),
		chromedp.Click(chromedp.CSS(`input[name=tipo][value=pagina]`)), chromedp.WaitVisible(chromedp.CSS(`#destino-pagina`)))
	w.js(cmstest.SelectByLabel(`#destino-pagina`, "Sobre nosotros (/sobre-nosotros)"))
	w.check("the menu item form")
	w.submit("save", `#guardar`)
	w.want("saved, on the item", flash+` + '|' + /^\/admin\/menus\/\d+$/.test(location.pathname) + '|' + document.querySelector('#destino-pagina').selectedOptions[0].textContent.trim()`,
		"Elemento guardado.|true|Sobre nosotros (/sobre-nosotros)")
	w.do("the site's menu", chromedp.Navigate(w.f.URL+"/"), chromedp.WaitReady(chromedp.CSS(`#navegacion`)))
	w.want("the page in the menu", `String([...document.querySelectorAll('#navegacion a')].some(a => a.textContent.trim() === 'Nosotros' && a.getAttribute('href') === '/sobre-nosotros'))`, "true")

	w.open("/admin/templates/", `#vista-previa`)
	w.js(`document.querySelector('textarea[name=texto_pie]').value = ''; 'ok'`)
	w.do("a new footer text", chromedp.SendKeys(chromedp.CSS(`textarea[name=texto_pie]`), "Consultores junto al puerto"))
	opened := chromedp.WaitNewTarget(w.ctx, func(*target.Info) bool { return true })
	w.do("the preview", chromedp.Click(chromedp.CSS(`#vista-previa`)))
	var id target.ID
	select {
	case id = <-opened:
	case <-time.After(20 * time.Second):
		w.t.Fatal("«Vista previa» opened no tab")
	}
	preview, cancel := chromedp.NewContext(w.ctx, chromedp.WithTargetID(id))
	cmstest.WaitFor(w.t, preview, "the preview with the typed text", `document.body.textContent.includes('Consultores junto al puerto')`)
	cancel()
	w.want("the form still as typed", `document.querySelector('textarea[name=texto_pie]').value`, "Consultores junto al puerto")
	w.submit("save", `#guardar`)
	w.want("saved", flash, "Apariencia guardada: el sitio ya la usa.")
}
