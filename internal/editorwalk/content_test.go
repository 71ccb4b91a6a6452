package editorwalk_test

import (
	"encoding/base64"
	"fmt"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// blogPost: a new post starts as a draft; «Guardar borrador» stays on the post with the message in
// view and the editor working; a refused save keeps what was typed; what is typed is kept for a
// closed tab; «Publicar» publishes it.
func (w *walk) blogPost() {
	w.do("«Nueva entrada» from the dashboard", chromedp.Click(chromedp.CSS(`main a[href="/admin/blog/nuevo"]`)), chromedp.WaitVisible(chromedp.CSS(`.richtext .ql-editor`)))
	w.check("a new post")
	w.want("a new post is a draft", `document.querySelector('#estado-actual').textContent + '|' + document.querySelector('#publicar').textContent`, "Nuevo, sin guardar|Publicar")
	w.do("write the post",
		chromedp.SendKeys(chromedp.CSS(`input[name=titulo]`), "Nuestra nueva oficina"),
		chromedp.Click(chromedp.CSS(`.richtext .ql-editor`)),
		chromedp.SendKeys(chromedp.CSS(`.richtext .ql-editor`), "Desde hoy trabajamos junto al puerto."))
	w.want("typed: a warning before leaving", warnsBeforeLeaving, "true")
	w.submit("save the draft", `#guardar-borrador`)
	w.waitFor("the post's own form, with its editor", `/^\/admin\/blog\/\d+$/.test(location.pathname) && !!document.querySelector('.richtext .ql-editor') && !!document.querySelector('p.flash')`)
	w.check("the saved draft")
	w.want("the message, in view", flash, "Borrador guardado.")
	w.want("still a draft, the text in the editor", `document.querySelector('#estado-actual').textContent + '|' + document.querySelector('.richtext .ql-editor').textContent`,
		"Borrador|Desde hoy trabajamos junto al puerto.")

	// A refused save keeps everything typed.
	w.do("a refused save",
		chromedp.SetValue(chromedp.CSS(`input[name=titulo]`), "   "),
		chromedp.SendKeys(chromedp.CSS(`textarea[name=extracto]`), "La oficina del puerto"),
		chromedp.Click(chromedp.CSS(`#publicar`)),
		chromedp.WaitVisible(chromedp.CSS(`#e-titulo`)))
	w.waitFor("the editor back", `!!document.querySelector('.richtext .ql-editor')`)
	w.want("what was typed is kept", `document.querySelector('textarea[name=extracto]').value + '|' + document.querySelector('.richtext .ql-editor').textContent`,
		"La oficina del puerto|Desde hoy trabajamos junto al puerto.")

	// Typing is kept for a closed tab.
	post := w.js(`location.pathname.replace(/\/+$/, '')`)
	w.do("type a title and a tag", chromedp.SetValue(chromedp.CSS(`input[name=titulo]`), "Nuestra nueva oficina"),
		chromedp.SendKeys(chromedp.CSS(`input[name=etiquetas]`), "Oficina"))
	w.waitFor("the autosave", `Object.keys(localStorage).some(k => k.startsWith('vitrina.autosave:') && localStorage.getItem(k).includes('Oficina'))`)
	tab, cancel := chromedp.NewContext(w.ctx)
	cmstest.Do(w.t, tab, "the post in a new tab", chromedp.EmulateViewport(w.screen.width, w.screen.height),
		chromedp.Navigate(w.f.URL+post), chromedp.WaitVisible(chromedp.CSS(`#autosave-recuperado`)))
	cmstest.WantJS(w.t, tab, "the typing brought back", `document.querySelector('input[name=etiquetas]').value + '|' + document.querySelector('textarea[name=extracto]').value`, "Oficina|La oficina del puerto")
	cancel()

	// Publish.
	w.submit("publish", `#publicar`)
	w.waitFor("published", `document.querySelector('#estado-actual').textContent === 'Publicado' && document.querySelector('#publicar').textContent === 'Actualizar'`)
	w.want("the message", flash, "Entrada publicada.")
	w.shot("blog-form")
}

// revisions: a published post changed, the two versions compared in words, the first restored as a
// draft to review (the site keeps the published one).
func (w *walk) revisions() {
	w.do("change the post", chromedp.Click(chromedp.CSS(`.richtext .ql-editor`)),
		chromedp.SendKeys(chromedp.CSS(`.richtext .ql-editor`), " Con terraza."))
	w.submit("update", `#publicar`)
	w.want("updated", flash+` + '|' + document.querySelector('.richtext .ql-editor').textContent`, "Entrada actualizada.|Desde hoy trabajamos junto al puerto. Con terraza.")
	w.do("the revisions", chromedp.Click(chromedp.CSS(`#ir-historial`)), chromedp.WaitVisible(chromedp.CSS(`#revisiones`)))
	w.check("the revisions")
	w.do("compare", chromedp.Click(chromedp.CSS(`#comparar > .actions button`)), chromedp.WaitVisible(chromedp.CSS(`#diferencias`)))
	w.check("the comparison")
	w.want("the words added", `[...document.querySelectorAll('#diferencias ins')].map(e => e.textContent.trim()).filter(Boolean).join('|')`, "Con terraza.")
	w.js(cmstest.AcceptConfirm)
	w.submit("restore the older version", `form.aside button[type=submit]`)
	w.waitFor("back on the post", `/^\/admin\/blog\/\d+$/.test(location.pathname) && !!document.querySelector('p.flash') && !!document.querySelector('.richtext .ql-editor')`)
	w.want("restored as a draft to review", flash+` + '|' + document.querySelector('#estado-actual').textContent + '|' + !!document.querySelector('#borrador-pendiente') + '|' + document.querySelector('.richtext .ql-editor').textContent.includes('terraza')`,
		"Revisión recuperada como borrador: revísela y pulse «Actualizar» para publicarla. El sitio sigue mostrando la versión publicada.|Publicado|true|false")
}

// newPage: a page built from blocks added, filled and reordered without leaving the page, published.
func (w *walk) newPage() {
	w.open("/admin/pages/nuevo", `input[name=titulo]`)
	w.waitFor("the blocks editor ready", `document.getElementById('pagina-form').dataset.blocksReady === '1'`)
	w.js(`window.__samePage = true; 'ok'`)
	w.do("a title and a text block from the keyboard",
		chromedp.SendKeys(chromedp.CSS(`input[name=titulo]`), "Sobre nosotros"),
		chromedp.Focus(chromedp.CSS(`#nuevo-tipo`)), chromedp.KeyEvent(kb.Tab+kb.Enter))
	w.waitFor("the text block's editor has the focus", `!!document.activeElement.closest('.block-item .richtext')`)
	w.do("type the text", chromedp.KeyEvent("Nuestra historia empieza en 2009."))
	w.js(`document.querySelector('#nuevo-tipo').value = 'boton'; 'ok'`)
	w.do("a button block", chromedp.Click(chromedp.CSS(`#anadir-bloque`)), chromedp.WaitVisible(chromedp.CSS(`input[name=b1_texto]`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=b1_texto]`), "Escríbanos"), chromedp.SendKeys(chromedp.CSS(`input[name=b1_enlace]`), "/contacto"))
	w.do("move the button up", chromedp.Click(chromedp.CSS(`.block-item:nth-child(2) [data-move=up]`)))
	w.want("the blocks in the new order, the page never reloaded", `[...document.querySelectorAll('.block-item input[name$=_tipo]')].map(e => e.value).join(',') + '|' + window.__samePage + '|' + document.querySelector('#bloques-estado').className`,
		"boton,texto|true|notice block-status")
	w.check("the page builder")
	w.shot("page-builder")
	w.submit("publish", `#publicar`)
	w.want("published, on the page", flash+` + '|' + document.querySelector('#estado-actual').textContent`, "Página publicada.|Publicado")
	w.do("the page on the site", chromedp.Navigate(w.f.URL+"/sobre-nosotros"), chromedp.WaitVisible(chromedp.CSS(`article.free-page`)))
	w.want("its blocks in order", `[...document.querySelectorAll('article.free-page > .block')].map(e => e.className.split(' ')[1]).join(',')`, "block-button,block-text")
}

// media: pictures dropped on the library upload with a progress bar each; an alt text typed in the
// grid is saved in place.
func (w *walk) media() {
	w.open("/admin/media/", `[data-drop-zone]`)
	w.js(fmt.Sprintf(`(() => {
		const bytes = Uint8Array.from(atob(%q), c => c.charCodeAt(0));
		const dt = new DataTransfer();
		dt.items.add(new File([bytes], 'equipo.png', {type: 'image/png'}));
		const zone = document.querySelector('[data-drop-zone]');
		zone.dispatchEvent(new DragEvent('dragover', {dataTransfer: dt, bubbles: true, cancelable: true}));
		zone.dispatchEvent(new DragEvent('drop', {dataTransfer: dt, bubbles: true, cancelable: true}));
		return 'dropped';
	})()`, base64.StdEncoding.EncodeToString(cmstest.PNGBytes(w.t))))
	w.waitFor("uploaded", `document.querySelectorAll('#subidas li.stored').length === 1`)
	w.do("the library", chromedp.Click(chromedp.CSS(`.upload-done a`)), chromedp.WaitVisible(chromedp.CSS(`#medios .media-alt`)))
	w.check("the library")
	w.do("an alt text in the grid", chromedp.SendKeys(chromedp.CSS(`#medios li:first-child .media-alt`), "El equipo en la oficina"),
		chromedp.Focus(chromedp.CSS(`#medios li:first-child a`)))
	w.waitFor("saved in place", `document.querySelector('#medios li:first-child .media-alt-status').textContent === 'Guardado'`)
}
