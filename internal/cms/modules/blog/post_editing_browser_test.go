package blog_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserEditingFrame walks a post's form in Chromium: «Guardar borrador» with a new cover
// (sent by the upload script) comes back to the post with the message at the top and the editor
// working, with no script error; a refused save keeps what was typed; a typed change arms the
// warning before leaving; the autosave brings the typing back in a new tab. Screenshots at 1280 and
// 390 px go to VITRINA_SCREENSHOTS when set.
func TestBrowserEditingFrame(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	f.Seed(t, "blog_entradas", []map[string]any{{"titulo": "Diseño de marca", "slug": "diseno-de-marca", "cuerpo": "<p>Colores y logotipos.</p>"}})
	ctx := cmstest.Chrome(t)
	var mu sync.Mutex
	var errs []string
	if err := chromedp.Listen(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch ev := ev.(type) {
		case *runtime.EventExceptionThrown:
			errs = append(errs, fmt.Sprint(ev.ExceptionDetails.Text, " ", ev.ExceptionDetails.Exception))
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.ConsoleAPICalledTypeError {
				errs = append(errs, fmt.Sprint(ev.Args))
			}
		}
	}); err != nil {
		t.Fatal(err)
	}
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	cover := filepath.Join(t.TempDir(), "portada.png")
	if err := os.WriteFile(cover, cmstest.PNGBytes(t), 0o600); err != nil {
		t.Fatal(err)
	}
	cmstest.Do(t, ctx, "open the post",
		chromedp.EmulateViewport(1280, 900),
		chromedp.Navigate(f.URL+"/admin/blog/"), chromedp.WaitVisible(chromedp.CSS(`#entradas`)),
		chromedp.Click(chromedp.CSS(`#entradas .title a`)), chromedp.WaitVisible(chromedp.CSS(`.richtext .ql-editor`)))
	post := cmstest.EvalString(t, ctx, `location.pathname`)
	cmstest.WantJS(t, ctx, "the panel beside the form", `document.querySelector('#estado-actual').textContent + '|' + document.querySelector('#publicar').textContent + '|' +
		(document.querySelector('#publicacion').getBoundingClientRect().left > document.querySelector('.editing-main').getBoundingClientRect().right)`, "Publicado|Actualizar|true")
	cmstest.WantJS(t, ctx, "nothing typed: no warning", `(() => { const e = new Event('beforeunload', {cancelable: true}); window.dispatchEvent(e); return String(e.defaultPrevented); })()`, "false")
	cmstest.Screenshot(t, ctx, "blog-form-escritorio")

	// «Guardar borrador» with a new cover: back on the post, the message in view, the editor working.
	cmstest.Do(t, ctx, "save a draft with a cover",
		chromedp.Click(chromedp.CSS(`.richtext .ql-editor`)),
		chromedp.SendKeys(chromedp.CSS(`.richtext .ql-editor`), " Nueva paleta."),
		chromedp.SetUploadFiles(chromedp.CSS(`input[name=portada]`), []string{cover}),
		chromedp.Click(chromedp.CSS(`#guardar-borrador`)))
	cmstest.WaitFor(t, ctx, "the post after the draft", `location.pathname === '`+post+`' && !!document.querySelector('#borrador-pendiente') && !!document.querySelector('.richtext .ql-editor')`)
	cmstest.WantJS(t, ctx, "the message at the top, in view", `(() => { const m = document.querySelector('p.flash'); const r = m.getBoundingClientRect(); return m.textContent + '|' + (r.top >= 0 && r.bottom <= innerHeight); })()`,
		"Borrador guardado: el sitio sigue mostrando la versión publicada.|true")
	cmstest.WantJS(t, ctx, "the editor shows the draft", `String(document.querySelector('.richtext .ql-editor').textContent.includes('Nueva paleta.'))`, "true")
	mu.Lock()
	if len(errs) > 0 {
		t.Errorf("script errors: %s", strings.Join(errs, "; "))
	}
	mu.Unlock()

	// A refused save (a title of spaces) keeps what was typed.
	cmstest.Do(t, ctx, "a refused save",
		chromedp.SetValue(chromedp.CSS(`input[name=titulo]`), "   "),
		chromedp.SendKeys(chromedp.CSS(`textarea[name=extracto]`), "Un extracto que no se pierde"),
		chromedp.Click(chromedp.CSS(`#publicar`)),
		chromedp.WaitVisible(chromedp.CSS(`#e-titulo`)))
	cmstest.WantJS(t, ctx, "the input kept", `document.querySelector('textarea[name=extracto]').value`, "Un extracto que no se pierde")

	// Typing arms the warning before leaving, and the autosave keeps it for a new tab.
	cmstest.Do(t, ctx, "type", chromedp.SetValue(chromedp.CSS(`input[name=titulo]`), "Diseño de marca"),
		chromedp.SendKeys(chromedp.CSS(`input[name=etiquetas]`), "Marca"))
	cmstest.WantJS(t, ctx, "typed: the warning", `(() => { const e = new Event('beforeunload', {cancelable: true}); window.dispatchEvent(e); return String(e.defaultPrevented); })()`, "true")
	cmstest.WaitFor(t, ctx, "the autosave", `Object.keys(localStorage).some(k => k.startsWith('vitrina.autosave:') && localStorage.getItem(k).includes('Marca'))`)
	tab, cancel := chromedp.NewContext(ctx)
	defer cancel()
	cmstest.Do(t, tab, "the post in a new tab", chromedp.EmulateViewport(390, 844), chromedp.Navigate(f.URL+post), chromedp.WaitVisible(chromedp.CSS(`#autosave-recuperado`)))
	cmstest.WantJS(t, tab, "the typing brought back", `document.querySelector('input[name=etiquetas]').value + '|' + document.querySelector('textarea[name=extracto]').value + '|' +
		document.querySelector('#autosave-recuperado p').textContent.startsWith('Se recuperaron cambios sin guardar del ')`, "Marca|Un extracto que no se pierde|true")
	cmstest.WantJS(t, tab, "a phone: no sideways scroll, the buttons at the top", `String(document.documentElement.scrollWidth <= 390) + '|' + (document.querySelector('.panel-actions').getBoundingClientRect().top < document.querySelector('.editing-main').getBoundingClientRect().top)`, "true|true")
	cmstest.Screenshot(t, tab, "blog-form-movil")
}
