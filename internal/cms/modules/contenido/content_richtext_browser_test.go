package contenido_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// quillJS reaches the editor attached to the body field.
const quillJS = `Quill.find(document.querySelector('.richtext .ql-container'))`

// TestBrowserRichText formats a text in the rich-text editor — a heading, a list, a link, an image
// uploaded with its alt text — adds unsafe HTML in the source view, saves, and finds the same
// structure on the public page with nothing unsafe left; the edit form shows the formatted text in
// the editor again.
func TestBrowserRichText(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	f.Seed(t, "categoria-servicios", []map[string]any{{"name": "Noticias"}})
	dir := t.TempDir()
	picture := filepath.Join(dir, "oficina.png")
	if err := os.WriteFile(picture, cmstest.PNGBytes(t), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	cmstest.Do(t, ctx, "new content", chromedp.Navigate(f.URL+"/admin/contenido/nuevo"), chromedp.WaitVisible(chromedp.CSS(`.richtext .ql-editor`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=titulo]`), "Nueva oficina"),
		chromedp.Click(chromedp.CSS(`input[name=layout][value="1"]`)))
	cmstest.EvalString(t, ctx, cmstest.SelectByLabel(`select[name=categoria]`, "Noticias"))
	cmstest.WantJS(t, ctx, "the editor's names, every button reachable by Tab", `[document.querySelector('.ql-editor').getAttribute('aria-label'),
		...[...document.querySelectorAll('.ql-toolbar button')].map(b => (b.getAttribute('aria-label') || b.textContent) + (b.tabIndex < 0 ? ' (sin tabulador)' : ''))].join(',')`,
		"Texto,Título,Subtítulo,Negrita (Ctrl+B),Cursiva (Ctrl+I),Enlace (Ctrl+K),Cita,Lista numerada,Lista con viñetas,Imagen,Tabla,Quitar formato,Ver código HTML")
	// The editor's script loaded a second time (as when a page is rebuilt) throws nothing and adds
	// no second editor.
	cmstest.EvalString(t, ctx, `window.pageErrors = []; window.addEventListener('error', (e) => window.pageErrors.push(e.message));
		const again = document.createElement('script'); again.src = '/cms-static/richtext.js?otra-vez'; again.onload = () => { window.loadedAgain = true; };
		document.head.append(again); 'ok'`)
	cmstest.WaitFor(t, ctx, "the script loaded again", `window.loadedAgain === true`)
	cmstest.WantJS(t, ctx, "no error and one editor", `window.pageErrors.join(';') + '|' + document.querySelectorAll('.richtext').length`, "|1")
	// Tab leaves the editor for the next field instead of typing a tab.
	cmstest.Do(t, ctx, "tab out of the editor", chromedp.Focus(chromedp.CSS(`.ql-editor`)), chromedp.KeyEvent(kb.Tab))
	cmstest.WantJS(t, ctx, "the focus left the editor", `String(!document.activeElement.closest('.richtext'))`, "true")

	// A heading, a list and a paragraph, with the toolbar and the keyboard.
	cmstest.Do(t, ctx, "heading", chromedp.Click(chromedp.CSS(`.ql-editor`)), chromedp.SendKeys(chromedp.CSS(`.ql-editor`), "Abrimos en Medellín"),
		chromedp.Click(chromedp.CSS(`button.ql-header[value="2"]`)), pressEnter(), chromedp.SendKeys(chromedp.CSS(`.ql-editor`), "Más espacio"),
		chromedp.Click(chromedp.CSS(`button.ql-list[value=bullet]`)), pressEnter(), chromedp.SendKeys(chromedp.CSS(`.ql-editor`), "Mejor ubicación"),
		pressEnter(), pressEnter(), chromedp.SendKeys(chromedp.CSS(`.ql-editor`), "Visite nuestra web"))
	// The link: select "nuestra web" and give it an address in the editor's dialog, in Spanish.
	cmstest.EvalString(t, ctx, `(() => { const q = `+quillJS+`; q.setSelection(q.getLength() - 12, 11); return 'ok'; })()`)
	cmstest.Do(t, ctx, "link", chromedp.Click(chromedp.CSS(`button.ql-link`)), chromedp.WaitVisible(chromedp.CSS(`dialog.richtext-dialog input[name=url]`)))
	cmstest.WantJS(t, ctx, "the link dialog in Spanish", `[...document.querySelectorAll('dialog.richtext-dialog h2, dialog.richtext-dialog label, dialog.richtext-dialog button')].map(e => e.textContent.trim()).join(',')`,
		"Insertar enlace,Dirección del enlace,Guardar enlace,Cancelar")
	cmstest.Do(t, ctx, "an address the editor refuses, then a good one",
		chromedp.SendKeys(chromedp.CSS(`dialog.richtext-dialog input[name=url]`), "altamar"),
		chromedp.Click(chromedp.CSS(`dialog.richtext-dialog button[value=save]`)),
		chromedp.WaitVisible(chromedp.CSS(`dialog.richtext-dialog .error`)))
	cmstest.EvalString(t, ctx, `document.querySelector('dialog.richtext-dialog input[name=url]').value = ''; 'ok'`)
	cmstest.Do(t, ctx, "a good address", chromedp.SendKeys(chromedp.CSS(`dialog.richtext-dialog input[name=url]`), "https://altamar.example/oficinas"+kb.Enter))
	cmstest.WaitFor(t, ctx, "the link in the text", `!document.querySelector('dialog') && !!document.querySelector('.ql-editor a[href="https://altamar.example/oficinas"]')`)
	// The image: uploaded from the dialog with its alt text, inserted at the end.
	cmstest.EvalString(t, ctx, `(() => { const q = `+quillJS+`; q.setSelection(q.getLength() - 1, 0); return 'ok'; })()`)
	cmstest.Do(t, ctx, "image", chromedp.Click(chromedp.CSS(`button.ql-image`)), chromedp.WaitVisible(chromedp.CSS(`dialog.richtext-dialog`)),
		chromedp.SetUploadFiles(chromedp.CSS(`dialog.richtext-dialog input[type=file]`), []string{picture}),
		chromedp.SendKeys(chromedp.CSS(`dialog.richtext-dialog input[name=alt]`), "La recepción de la oficina nueva"),
		chromedp.Click(chromedp.CSS(`dialog.richtext-dialog button[value=insert]`)))
	cmstest.WaitFor(t, ctx, "the image in the editor", `!!document.querySelector('.ql-editor img[alt="La recepción de la oficina nueva"]') && !document.querySelector('dialog')`)
	// A table: three by three from the toolbar, a cell typed, a row added and a column removed.
	cmstest.EvalString(t, ctx, `(() => { const q = `+quillJS+`; q.setSelection(q.getLength() - 1, 0); return 'ok'; })()`)
	cmstest.Do(t, ctx, "table", chromedp.Click(chromedp.CSS(`button.ql-tabla`)), chromedp.WaitVisible(chromedp.CSS(`.ql-editor table td`)),
		chromedp.Click(chromedp.CSS(`.ql-editor table td`)), chromedp.KeyEvent("Sede"), chromedp.WaitVisible(chromedp.CSS(`.richtext-table-bar`)))
	cmstest.WantJS(t, ctx, "the table's buttons, named", `[...document.querySelectorAll('.richtext-table-bar button')].map(b => b.textContent).join(',')`,
		"Añadir fila,Añadir columna,Quitar fila,Quitar columna,Quitar tabla")
	cmstest.Do(t, ctx, "a row more, a column less", chromedp.Click(chromedp.CSS(`[data-table-action=insertRowBelow]`)),
		chromedp.Click(chromedp.CSS(`.ql-editor table tr:first-child td:last-child`)), chromedp.Click(chromedp.CSS(`[data-table-action=deleteColumn]`)))
	cmstest.WantJS(t, ctx, "four rows of two cells, the first typed, the text before the table kept", `(() => { const rows = document.querySelectorAll('.ql-editor table tr');
		return rows.length + 'x' + rows[0].querySelectorAll('td').length + '|' + document.querySelector('.ql-editor table td').textContent + '|' + document.querySelector('.ql-editor a').textContent; })()`, "4x2|Sede|nuestra web")
	cmstest.Screenshot(t, ctx, "richtext-desktop")
	cmstest.Do(t, ctx, "phone width", chromedp.EmulateViewport(390, 844))
	cmstest.WantJS(t, ctx, "no sideways scroll with the editor", `String(document.documentElement.scrollWidth <= 390)`, "true")
	cmstest.Screenshot(t, ctx, "richtext-phone")
	cmstest.Do(t, ctx, "desktop width", chromedp.EmulateViewport(1280, 900))
	// Text pasted from a word processor keeps its structure and loses its styles.
	cmstest.EvalString(t, ctx, `(() => { const q = `+quillJS+`; q.setSelection(q.getLength() - 1, 0);
		const data = new DataTransfer();
		data.setData('text/html', '<p class="MsoNormal" style="margin:0cm;font-family:Calibri"><span style="font-size:14pt;color:#c00"><font face="Arial">Pegado de <b>Word</b></font></span><o:p></o:p></p>');
		data.setData('text/plain', 'Pegado de Word');
		document.querySelector('.ql-editor').dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
		return 'ok'; })()`)
	cmstest.WaitFor(t, ctx, "the pasted text", `document.querySelector('textarea[name=body]').value.includes('Pegado de <strong>Word</strong>')`)
	cmstest.WantJS(t, ctx, "no styles pasted", `String(!/style=|class=|<span|<font|Mso|o:p/.test(document.querySelector('textarea[name=body]').value))`, "true")
	body := cmstest.EvalString(t, ctx, `document.querySelector('textarea[name=body]').value`)
	for _, want := range []string{"<table>", "<td>Sede</td>", "<h2>Abrimos en Medellín</h2>", "<ul><li>Más espacio</li><li>Mejor ubicación</li></ul>",
		`<a href="https://altamar.example/oficinas"`, `>nuestra web</a>`, `alt="La recepción de la oficina nueva"`, `src="/storage/v1/object/public/contenido/imagenes/texto/`} {
		if !strings.Contains(body, want) {
			t.Errorf("the field lacks %s:\n%s", want, body)
		}
	}

	// The source view: unsafe HTML typed there reaches the server, which is the authority.
	cmstest.Do(t, ctx, "source view", chromedp.Click(chromedp.CSS(`button.richtext-source`)), chromedp.WaitVisible(chromedp.CSS(`textarea[name=body]`)))
	cmstest.EvalString(t, ctx, `(() => { const a = document.querySelector('textarea[name=body]');
		a.value += '<script>alert(1)<\/script><p><img src="x" onerror="alert(2)" alt="x"><a href="javascript:alert(3)">malo</a></p>'; return 'ok'; })()`)
	cmstest.Do(t, ctx, "save", chromedp.Click(chromedp.CSS(`#publicar`)))
	cmstest.WaitFor(t, ctx, "the item after saving", `/^\/admin\/contenido\/\d+$/.test(location.pathname) && !!document.querySelector('p.flash')`)

	var rows []struct{ ID int64 }
	c := f.Srv.CMSService().Client()
	if _, err := c.From("contenido", c.Service()).Select("id").Eq("titulo", "Nueva oficina").Get(context.Background(), &rows); err != nil || len(rows) != 1 {
		t.Fatalf("saved row: %v %v", rows, err)
	}
	id := cmstest.IDText(rows[0].ID)
	cmstest.Do(t, ctx, "public page", chromedp.Navigate(f.URL+"/contenido/"+id), chromedp.WaitVisible(chromedp.CSS(`main h2`)))
	cmstest.WantJS(t, ctx, "the structure on the public page", `(() => { const m = document.querySelector('main');
		return [m.querySelector('h2').textContent, [...m.querySelectorAll('ul li')].map(li => li.textContent).join('+'),
			m.querySelector('a[href="https://altamar.example/oficinas"]').textContent,
			m.querySelector('img[alt="La recepción de la oficina nueva"]').getAttribute('src').startsWith('/storage/v1/object/public/contenido/imagenes/texto/')].join('|'); })()`,
		"Abrimos en Medellín|Más espacio+Mejor ubicación|nuestra web|true")
	cmstest.WantJS(t, ctx, "the table on the public page", `document.querySelectorAll('main table tr').length + '|' + document.querySelector('main table td').textContent`, "4|Sede")
	cmstest.WantJS(t, ctx, "nothing unsafe survives", `String(!document.querySelector('main script') && !document.querySelector('[onerror]') &&
		![...document.querySelectorAll('a')].some(a => a.getAttribute('href').startsWith('javascript:')) && document.documentElement.innerHTML.indexOf('alert(') < 0)`, "true")

	// The edit form shows the formatted text in the editor again.
	cmstest.Do(t, ctx, "edit form", chromedp.Navigate(f.URL+"/admin/contenido/"+id), chromedp.WaitVisible(chromedp.CSS(`.richtext .ql-editor h2`)))
	cmstest.WantJS(t, ctx, "the editor's content", `document.querySelector('.ql-editor h2').textContent + '|' + document.querySelectorAll('.ql-editor li').length`, "Abrimos en Medellín|2")
}

// pressEnter presses Enter in the focused element as a keyboard does: key down and up, without the
// separate character event SendKeys adds (the editor handles the key down and would count it twice).
func pressEnter() chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		for _, k := range kb.Encode('\r') {
			if k.Type == kb.KeyChar {
				continue
			}
			if _, err := cdp.Call(ctx, t, input.DispatchKeyEvent, *k); err != nil {
				return err
			}
		}
		return nil
	})
}

// TestBrowserRichTextImageFromLibrary inserts a picture of the media library into a text: the
// image dialog opens the library's picker, the library's alt text is offered, and the editor holds
// the file's public address.
func TestBrowserRichTextImageFromLibrary(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	c := f.Srv.CMSService().Client()
	ctx0 := context.Background()
	if err := c.UploadWith(ctx0, c.Service(), "contenido", "biblioteca/sala.png", bytes.NewReader(cmstest.PNGBytes(t)), platformclient.UploadOptions{}); err != nil {
		t.Fatal(err)
	}
	if err := c.From("medios", c.Service()).Eq("ruta", "biblioteca/sala.png").Update(ctx0, map[string]any{"texto_alternativo": "La sala de reuniones"}, nil); err != nil {
		t.Fatal(err)
	}
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	cmstest.Do(t, ctx, "new content", chromedp.Navigate(f.URL+"/admin/contenido/nuevo"), chromedp.WaitVisible(chromedp.CSS(`.richtext .ql-editor`)),
		chromedp.Click(chromedp.CSS(`.ql-editor`)), chromedp.Click(chromedp.CSS(`button.ql-image`)), chromedp.WaitVisible(chromedp.CSS(`dialog.richtext-dialog`)),
		chromedp.Click(chromedp.CSS(`dialog.richtext-dialog button[value=library]`)), chromedp.WaitVisible(chromedp.CSS(`dialog.media-picker .picker-item`)),
		chromedp.Click(chromedp.CSS(`dialog.media-picker .picker-item`)))
	cmstest.WaitFor(t, ctx, "the library's alt text offered", `document.querySelector('dialog.richtext-dialog input[name=alt]').value === 'La sala de reuniones' && !document.querySelector('dialog.media-picker')`)
	cmstest.Do(t, ctx, "insert", chromedp.Click(chromedp.CSS(`dialog.richtext-dialog button[value=insert]`)))
	cmstest.WaitFor(t, ctx, "the library's picture in the text",
		`(() => { const i = document.querySelector('.ql-editor img'); return !!i && i.alt === 'La sala de reuniones' && i.getAttribute('src').endsWith('/contenido/biblioteca/sala.png') && !document.querySelector('dialog'); })()`)
}
