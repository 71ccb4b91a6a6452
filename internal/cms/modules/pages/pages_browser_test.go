package pages_test

import (
	"bytes"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserPageEditor builds a page in Chromium without a reload: blocks added from the keyboard
// (the text block in the rich-text editor, the testimonials block with a count that saves), one
// moved up with the keyboard, the live preview beside them following; then a refused save puts the
// problem under the right field, and the saved page shows the blocks in the chosen order. Desktop
// and phone widths.
func TestBrowserPageEditor(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	cmstest.Do(t, ctx, "open the new page form",
		chromedp.Navigate(f.URL+"/admin/pages/"),
		chromedp.Click(chromedp.CSS(`a[href="/admin/pages/nuevo"]`)),
		chromedp.WaitVisible(chromedp.CSS(`input[name=titulo]`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=titulo]`), "Sobre nosotros"))
	// The editor's script is ready (before it, the buttons post the form); a marker a reload would wipe.
	cmstest.WaitFor(t, ctx, "the blocks editor ready", `document.getElementById('pagina-form').dataset.blocksReady === '1'`)
	cmstest.EvalString(t, ctx, `window.sameDocument = true; 'ok'`)

	// A text block: the picker starts on "Texto"; Tab reaches "Añadir bloque", Enter adds it in
	// place, and its editor has the focus, so typing fills it.
	cmstest.Do(t, ctx, "add a text block from the keyboard",
		chromedp.Focus(chromedp.CSS(`#nuevo-tipo`)),
		chromedp.KeyEvent(kb.Tab+kb.Enter))
	cmstest.WaitFor(t, ctx, "the text block's editor has the focus", `!!document.activeElement.closest('.block-item .richtext')`)
	cmstest.Do(t, ctx, "type the text", chromedp.KeyEvent("Nuestra historia empieza en 2009."))
	cmstest.WaitFor(t, ctx, "the text in the form field", `document.querySelector('textarea[name=b0_html]').value === '<p>Nuestra historia empieza en 2009.</p>'`)

	// A button block: three steps down the picker (Imagen, Galería, Botón).
	cmstest.Do(t, ctx, "add a button block from the keyboard",
		chromedp.Focus(chromedp.CSS(`#nuevo-tipo`)),
		chromedp.KeyEvent(kb.ArrowDown+kb.ArrowDown+kb.ArrowDown+kb.Tab+kb.Enter))
	cmstest.WaitFor(t, ctx, "the focus on the button's text", `document.activeElement.name === 'b1_texto'`)
	cmstest.Do(t, ctx, "type the button", chromedp.KeyEvent("Escríbanos"+kb.Tab+"/contacto"))
	cmstest.WantJS(t, ctx, "the success message, as a success", `(() => { const s = document.querySelector('#bloques-estado'); return s.textContent + '|' + s.className; })()`,
		"Bloque 2: Botón añadido al final: complételo y guarde.|notice block-status")

	// A testimonials block starts with a count that saves; a video block without its title.
	cmstest.EvalString(t, ctx, `document.querySelector('#nuevo-tipo').value = 'testimonios'; 'ok'`)
	cmstest.Do(t, ctx, "add a testimonials block", chromedp.Click(chromedp.CSS(`#anadir-bloque`)), chromedp.WaitVisible(chromedp.CSS(`input[name=b2_cantidad]`)))
	cmstest.WantJS(t, ctx, "its count", `document.querySelector('input[name=b2_cantidad]').value`, "3")
	cmstest.EvalString(t, ctx, `document.querySelector('#nuevo-tipo').value = 'video'; 'ok'`)
	cmstest.Do(t, ctx, "add a video block", chromedp.Click(chromedp.CSS(`#anadir-bloque`)), chromedp.WaitVisible(chromedp.CSS(`input[name=b3_url]`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=b3_url]`), "https://www.youtube.com/watch?v=dQw4w9WgXcQ"))

	// Reorder from the keyboard: the video up three times (Enter on its "Subir"; the focus stays on it).
	cmstest.Do(t, ctx, "move the video to the top",
		chromedp.Focus(chromedp.CSS(`.block-item:nth-child(4) [data-move=up]`)),
		chromedp.KeyEvent(kb.Enter), chromedp.KeyEvent(kb.Enter), chromedp.KeyEvent(kb.Enter))
	cmstest.WantJS(t, ctx, "order in the editor, no reload",
		`[...document.querySelectorAll('.block-item input[name$=_tipo]')].map(e => e.name + '=' + e.value).join(',') + '|' + document.activeElement.closest('.block-item').querySelector('input[name$=_tipo]').value + '|' + window.sameDocument + '|' + performance.getEntriesByType('navigation').length`,
		"b0_tipo=video,b1_tipo=texto,b2_tipo=boton,b3_tipo=testimonios|video|true|1")
	cmstest.WaitFor(t, ctx, "the live preview shows the blocks in that order", `(() => { const d = document.querySelector('#vista-viva-marco').contentDocument;
		const blocks = d ? [...d.querySelectorAll('article.free-page > .block')].map(e => e.className.split(' ')[1]).join(',') : '';
		return blocks === 'block-text,block-button,block-testimonials' || blocks === 'block-text,block-button'; })()`)
	cmstest.Screenshot(t, ctx, "page-editor-desktop")
	cmstest.Do(t, ctx, "phone width", chromedp.EmulateViewport(390, 844))
	cmstest.WantJS(t, ctx, "no sideways scroll in the editor", `String(document.documentElement.scrollWidth <= 390)`, "true")
	cmstest.Screenshot(t, ctx, "page-editor-phone")
	cmstest.Do(t, ctx, "desktop width", chromedp.EmulateViewport(1280, 900))

	// Saving without the video's title: the message is under the title field, which points to it.
	cmstest.Do(t, ctx, "save", chromedp.Click(chromedp.CSS(`#publicar`)), chromedp.WaitVisible(chromedp.CSS(`#e-b0_titulo`)))
	cmstest.WantJS(t, ctx, "the problem under the video's title", `(() => { const input = document.querySelector('input[name=b0_titulo]'), msg = document.querySelector('#e-b0_titulo');
		return msg.textContent + '|' + input.getAttribute('aria-describedby') + '|' + (msg.previousElementSibling === input.closest('label')) + '|' + document.querySelector('input[name=b2_enlace]').value; })()`,
		"falta el título del vídeo (lo anuncian los lectores de pantalla).|e-b0_titulo|true|/contacto")
	cmstest.WaitFor(t, ctx, "the text back in its editor", `(document.querySelector('.block-item .ql-editor') || {}).textContent === 'Nuestra historia empieza en 2009.'`)
	cmstest.Do(t, ctx, "name the video and save", chromedp.SendKeys(chromedp.CSS(`input[name=b0_titulo]`), "Presentación"),
		chromedp.Click(chromedp.CSS(`#publicar`)), chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "saving stays on the page", `document.querySelector('#ver-en-sitio').textContent`, "/sobre-nosotros")

	// The public page shows the blocks in the chosen order.
	cmstest.Do(t, ctx, "open the public page", chromedp.Navigate(f.URL+"/sobre-nosotros"), chromedp.WaitVisible(chromedp.CSS(`article.free-page`)))
	cmstest.WantJS(t, ctx, "blocks on the site",
		`document.querySelector('h1').textContent + '|' + [...document.querySelectorAll('article.free-page > .block')].map(e => e.className.split(' ')[1]).slice(0, 3).join(',') + '|' + document.querySelector('.block-button a').getAttribute('href')`,
		"Sobre nosotros|block-video,block-text,block-button|/contacto")
	cmstest.Screenshot(t, ctx, "page-public-desktop")
}

// TestBrowserPageImagesFromLibrary: the image and gallery blocks take their pictures from the media
// library's picker (any public bucket): the image block gets the file's address and a preview, the
// gallery a line per picked picture; the saved page shows them.
func TestBrowserPageImagesFromLibrary(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	c := f.Srv.CMSService().Client()
	if err := c.Upload(t.Context(), c.Service(), "clientes", "logos/marca.png", bytes.NewReader(cmstest.PNGBytes(t))); err != nil {
		t.Fatal(err)
	}
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	cmstest.Do(t, ctx, "a new page with an image block",
		chromedp.Navigate(f.URL+"/admin/pages/nuevo"),
		chromedp.SendKeys(chromedp.CSS(`input[name=titulo]`), "Marcas"),
		chromedp.SetValue(chromedp.CSS(`#nuevo-tipo`), "imagen"),
		chromedp.Click(chromedp.CSS(`#anadir-bloque`)),
		chromedp.WaitVisible(chromedp.CSS(`[data-pick=imagen]`)))
	cmstest.Do(t, ctx, "pick the logo", chromedp.Click(chromedp.CSS(`[data-pick=imagen]`)),
		chromedp.WaitVisible(chromedp.CSS(`dialog.media-picker .picker-item`)))
	cmstest.Screenshot(t, ctx, "page-block-picker")
	cmstest.Do(t, ctx, "choose it", chromedp.Click(chromedp.CSS(`dialog.media-picker .picker-item`)))
	cmstest.WaitFor(t, ctx, "the preview loaded", `(() => { const i = document.querySelector('[data-pick-preview]'); return !i.hidden && i.complete && i.naturalWidth > 0; })()`)
	// The dialog gives the focus back when its close event runs, which may come after the preview
	// loaded (the picture is in the browser's cache already).
	cmstest.WaitFor(t, ctx, "the focus back on the button", `document.activeElement.dataset.pick === 'imagen' && document.activeElement.textContent.startsWith('Cambiar la imagen')`)
	cmstest.WantJS(t, ctx, "the address", `document.querySelector('input[name=b0_archivo]').value`, "clientes/logos/marca.png")
	cmstest.Do(t, ctx, "alt text, then a gallery block",
		chromedp.SendKeys(chromedp.CSS(`input[name=b0_alt]`), "Logotipo de la marca"),
		chromedp.SetValue(chromedp.CSS(`#nuevo-tipo`), "galeria"),
		chromedp.Click(chromedp.CSS(`#anadir-bloque`)),
		chromedp.WaitVisible(chromedp.CSS(`[data-pick=galeria]`)))
	for range 2 {
		cmstest.Do(t, ctx, "add the logo to the gallery", chromedp.Click(chromedp.CSS(`[data-pick=galeria]`)),
			chromedp.WaitVisible(chromedp.CSS(`dialog.media-picker .picker-item`)),
			chromedp.Click(chromedp.CSS(`dialog.media-picker .picker-item`)))
		cmstest.WaitFor(t, ctx, "the dialog closed", `!document.querySelector('dialog.media-picker')`)
	}
	// The gallery is a list of thumbnails with their alt texts (the lines the form sends are hidden).
	cmstest.WantJS(t, ctx, "a thumbnail per picture, the lines hidden", `(() => { const b = document.querySelectorAll('.block-item')[1];
		return [...b.querySelectorAll('[data-gallery] img')].filter(i => i.complete && i.naturalWidth > 0).length + '|' + (b.querySelector('[data-gallery-lines]').offsetParent === null) + '|' +
			document.querySelector('textarea[name=b1_imagenes]').value; })()`, "2|true|clientes/logos/marca.png | \nclientes/logos/marca.png | ")
	cmstest.Do(t, ctx, "alt texts in the list, the second picture moved up",
		chromedp.SendKeys(chromedp.CSS(`[data-gallery] li:nth-child(1) [data-gallery-alt]`), "Uno"),
		chromedp.SendKeys(chromedp.CSS(`[data-gallery] li:nth-child(2) [data-gallery-alt]`), "Dos"),
		chromedp.Click(chromedp.CSS(`[data-gallery] li:nth-child(2) [data-gallery-action=up]`)))
	cmstest.WantJS(t, ctx, "the lines follow the list", `document.querySelector('textarea[name=b1_imagenes]').value + '|' + document.activeElement.getAttribute('aria-label')`,
		"clientes/logos/marca.png | Dos\nclientes/logos/marca.png | Uno|Bajar la imagen 1")
	cmstest.Screenshot(t, ctx, "page-gallery-block")
	cmstest.Do(t, ctx, "save", chromedp.Click(chromedp.CSS(`#publicar`)), chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.Do(t, ctx, "the public page", chromedp.Navigate(f.URL+"/marcas"), chromedp.WaitVisible(chromedp.CSS(`article.free-page`)))
	cmstest.WantJS(t, ctx, "the pictures on the site",
		`[...document.querySelectorAll('article.free-page img')].map(i => i.alt + '=' + i.getAttribute('src').split('?')[0].endsWith('/clientes/logos/marca.png')).join(',')`,
		"Logotipo de la marca=true,Dos=true,Uno=true")
}
