package media_test

import (
	"encoding/base64"
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserMediaLibrary walks the library in Chromium: three images dropped at once upload with a
// progress bar and a result each; one gets an alt text that the public page of the content item
// using it then shows; the two others are unused and deleted from the orphan report after the
// confirmation; the pages work at phone width.
func TestBrowserMediaLibrary(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	// Drop three images on the zone (a DataTransfer built in the page, as a drag from the desktop).
	png := base64.StdEncoding.EncodeToString(cmstest.PNGBytes(t))
	cmstest.Do(t, ctx, "open the library", chromedp.Navigate(f.URL+"/admin/media/"), chromedp.WaitVisible(chromedp.CSS(`[data-drop-zone]`)))
	cmstest.EvalString(t, ctx, fmt.Sprintf(`(() => {
		const bytes = Uint8Array.from(atob(%q), c => c.charCodeAt(0));
		const dt = new DataTransfer();
		for (const name of ['uno.png', 'dos.png', 'tres.png']) dt.items.add(new File([bytes], name, {type: 'image/png'}));
		const zone = document.querySelector('[data-drop-zone]');
		zone.dispatchEvent(new DragEvent('dragover', {dataTransfer: dt, bubbles: true, cancelable: true}));
		zone.dispatchEvent(new DragEvent('drop', {dataTransfer: dt, bubbles: true, cancelable: true}));
		return 'dropped';
	})()`, png))
	cmstest.WantJS(t, ctx, "one row and progress bar per file", `String(document.querySelectorAll('#subidas li progress').length)`, "3")
	cmstest.WaitFor(t, ctx, "the three uploads", `document.querySelectorAll('#subidas li.stored').length === 3`)
	cmstest.WantJS(t, ctx, "each file's progress and result",
		`[...document.querySelectorAll('#subidas li')].map(li => li.querySelector('.name').textContent + ' ' + li.querySelector('progress').value + ' ' + li.querySelector('.status').textContent).join('|')`,
		"uno.png 100 Subido: biblioteca/uno.png|dos.png 100 Subido: biblioteca/dos.png|tres.png 100 Subido: biblioteca/tres.png")
	cmstest.Screenshot(t, ctx, "media-dropped")
	cmstest.Do(t, ctx, "see the uploaded files", chromedp.Click(chromedp.CSS(`.upload-done a`)), chromedp.WaitVisible(chromedp.CSS(`#medios`)))
	cmstest.WaitFor(t, ctx, "the grid with the three thumbnails",
		`(() => { const imgs = [...document.querySelectorAll('#medios img')]; return imgs.length === 3 && imgs.every(i => i.complete && i.naturalWidth === 8); })()`)

	// A content item uses uno.png; its alt text is set in the library and shows on the public page.
	cat := f.Seed(t, "categoria-servicios", []map[string]any{{"name": "Consultoría"}})[0]
	item := f.Seed(t, "contenido", []map[string]any{{"titulo": "Nueva oficina", "categoria": cat, "imagen_principal": "biblioteca/uno.png"}})[0]
	cmstest.Do(t, ctx, "open uno.png",
		chromedp.Navigate(f.URL+"/admin/media/?buscar=uno"),
		chromedp.Click(chromedp.CSS(`#medios a`)),
		chromedp.WaitVisible(chromedp.CSS(`#m-alt`)))
	cmstest.WantJS(t, ctx, "where used", `document.querySelector('#usos').textContent.trim()`, "Contenido: imagen principal: Nueva oficina")
	cmstest.Do(t, ctx, "write the alt text",
		chromedp.SendKeys(chromedp.CSS(`#m-alt`), "La recepción de la oficina nueva"),
		chromedp.Click(chromedp.CSS(`#datos button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WaitFor(t, ctx, "saved", `document.querySelector('p.flash')?.textContent === 'Archivo guardado.'`)
	cmstest.Do(t, ctx, "the public page", chromedp.Navigate(fmt.Sprintf("%s/contenido/%d-nueva-oficina", f.URL, item)))
	cmstest.WaitFor(t, ctx, "the picture with its alt text",
		`(() => { const i = document.querySelector('main img[src*="biblioteca/uno.png"]'); return !!i && i.alt === 'La recepción de la oficina nueva' && i.complete && i.naturalWidth > 0; })()`) // a variant from srcset: its density changes naturalWidth

	// The two others are orphans: deleted after the confirmation, at phone width.
	cmstest.Do(t, ctx, "phone width", chromedp.EmulateViewport(390, 844))
	cmstest.Do(t, ctx, "the orphan report", chromedp.Navigate(f.URL+"/admin/media/huerfanos"), chromedp.WaitVisible(chromedp.CSS(`#resumen`)))
	cmstest.WantJS(t, ctx, "the orphans, none marked", `[...document.querySelectorAll('#huerfanos td.name a')].map(a => a.textContent).sort().join(' ') + '|' + document.querySelectorAll('#huerfanos input:checked').length`,
		"dos.png tres.png|0")
	cmstest.WantJS(t, ctx, "no horizontal scroll at phone width", `String(document.documentElement.scrollWidth <= window.innerWidth)`, "true")
	cmstest.Screenshot(t, ctx, "media-orphans-phone")
	cmstest.EvalString(t, ctx, cmstest.AcceptConfirm)
	cmstest.Do(t, ctx, "mark and delete them", chromedp.Click(chromedp.CSS(`#huerfanos tbody tr:nth-child(1) input`)),
		chromedp.Click(chromedp.CSS(`#huerfanos tbody tr:nth-child(2) input`)), chromedp.Click(chromedp.CSS(`#huerfanos button[type=submit]`)), chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WaitFor(t, ctx, "the report after the deletion",
		`document.querySelector('p.flash')?.textContent === 'Se eliminaron 2 archivos sin usar.' && document.querySelector('#resumen').textContent === 'Todos los archivos se usan en algún elemento.'`)
	cmstest.WantJS(t, ctx, "the question asked", `sessionStorage.getItem('asked')`, "¿Eliminar los archivos marcados? No se pueden recuperar.")
	cmstest.Do(t, ctx, "the library at phone width", chromedp.Navigate(f.URL+"/admin/media/"), chromedp.WaitVisible(chromedp.CSS(`#medios`)))
	cmstest.WantJS(t, ctx, "one file left", `String(document.querySelectorAll('#medios li').length)`, "1")
	cmstest.WantJS(t, ctx, "no horizontal scroll in the library", `String(document.documentElement.scrollWidth <= window.innerWidth)`, "true")

	// Inside a post's cover picker, a new image is uploaded and picked at once.
	cmstest.Do(t, ctx, "desktop width", chromedp.EmulateViewport(1280, 900))
	cmstest.Do(t, ctx, "a new post's cover picker", chromedp.Navigate(f.URL+"/admin/blog/nuevo"),
		chromedp.Click(chromedp.CSS(`button.media-pick`)), chromedp.WaitVisible(chromedp.CSS(`.picker-upload input`)))
	cmstest.EvalString(t, ctx, fmt.Sprintf(`(() => {
		const dt = new DataTransfer();
		dt.items.add(new File([Uint8Array.from(atob(%q), c => c.charCodeAt(0))], 'portada nueva.png', {type: 'image/png'}));
		const input = document.querySelector('.picker-upload input');
		input.files = dt.files;
		input.dispatchEvent(new Event('change', {bubbles: true}));
		return 'chosen';
	})()`, png))
	cmstest.WaitFor(t, ctx, "the uploaded image picked", `document.querySelector('input[name=portada_biblioteca]').value === 'biblioteca/portada_nueva.png' && document.querySelector('.media-picked').textContent.includes('portada_nueva.png') && !document.querySelector('dialog.media-picker')`)

	// The grid: an alt text typed in place is saved as the field is left.
	cmstest.Do(t, ctx, "the library's grid", chromedp.Navigate(f.URL+"/admin/media/"), chromedp.WaitVisible(chromedp.CSS(`#medios .media-alt`)))
	cmstest.EvalString(t, ctx, `(() => { const i = document.querySelector('#medios li:first-child .media-alt'); i.value = 'Portada del artículo'; i.dispatchEvent(new Event('change', {bubbles: true})); return 'typed'; })()`)
	cmstest.WaitFor(t, ctx, "saved in place", `document.querySelector('#medios li:first-child .media-alt-status').textContent === 'Guardado'`)
	cmstest.Screenshot(t, ctx, "media-grid-1280")
	cmstest.Do(t, ctx, "phone width again", chromedp.EmulateViewport(390, 844), chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`#medios`)))
	cmstest.WantJS(t, ctx, "the saved text, no horizontal scroll", `document.querySelector('#medios li:first-child .media-alt').value + '|' + String(document.documentElement.scrollWidth <= window.innerWidth)`, "Portada del artículo|true")
	cmstest.Screenshot(t, ctx, "media-grid-390")
}
