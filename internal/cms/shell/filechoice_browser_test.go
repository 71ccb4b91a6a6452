package shell_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserFileChoiceInSpanish: a file input reads in Spanish whatever the browser's language —
// a button «Elegir archivo…» (or «Elegir archivos…» for several), the chosen file's name or
// «Ningún archivo elegido» beside it — while the real input stays focusable from the keyboard,
// with its focus shown on the button, and takes the file as before.
func TestBrowserFileChoiceInSpanish(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	picture := cmstest.PNGFile(t, "mi-portada.png")

	for _, page := range []struct {
		path, input, button string
	}{
		{"/admin/media/", `#m-archivos`, "Elegir archivos…"},
		{"/admin/blog/nuevo", `input[name=portada]`, "Elegir archivo…"}, // last: a chosen file is unsaved work, which the page guards
	} {
		cmstest.Do(t, ctx, page.path, chromedp.Navigate(f.URL+page.path), chromedp.WaitReady(chromedp.CSS(`.file-choice`)))
		cmstest.WantJS(t, ctx, page.path+": the button and no file yet, the input hidden", `(() => {
			const input = document.querySelector('`+page.input+`'), box = input.closest('.file-choice');
			const r = input.getBoundingClientRect();
			return box.querySelector('.file-button').textContent + '|' + box.querySelector('.file-name').textContent + '|' +
				(r.width <= 1 && r.height <= 1) + '|' + (box.querySelector('.file-button').getBoundingClientRect().width > 40);
		})()`, page.button+"|Ningún archivo elegido|true|true")
		cmstest.WantJS(t, ctx, page.path+": keyboard focus reaches the input and shows on the button", `(() => {
			const input = document.querySelector('`+page.input+`');
			const after = [...document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea')]
				.filter(e => !e.disabled && e.tabIndex >= 0 && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden' &&
					(e.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_PRECEDING))[0];
			after.focus();
			return String(document.activeElement === after);
		})()`, "true")
		cmstest.Do(t, ctx, page.path+": Shift+Tab back", chromedp.KeyEvent(kb.Tab, chromedp.KeyModifiers(chromedp.ModifierShift)))
		cmstest.WantJS(t, ctx, page.path+": focused, ring on the button", `(() => {
			const input = document.querySelector('`+page.input+`');
			const ring = getComputedStyle(input.closest('.file-choice').querySelector('.file-button')).outlineStyle;
			return (document.activeElement === input) + '|' + ring;
		})()`, "true|solid")
		cmstest.Do(t, ctx, page.path+": choose a file", chromedp.SetUploadFiles(chromedp.CSS(page.input), []string{picture}))
		cmstest.WaitFor(t, ctx, page.path+": its name beside the button",
			`document.querySelector('`+page.input+`').closest('.file-choice').querySelector('.file-name').textContent === '`+filepath.Base(picture)+`'`)
		cmstest.Screenshot(t, ctx, "file-choice"+strings.ReplaceAll(strings.TrimSuffix(page.path, "/"), "/", "-"))
	}

}
