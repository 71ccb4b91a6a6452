package contenido_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserLifecycle walks the lifecycle in Chromium: a draft (its badge) published from its form
// with an edited body, compared in its history (words struck and added), an older revision restored
// after the confirmation, moved to the trash from the list and restored from the trash; and a second
// browser opening the item sees the first editor's lock. (Publishing on time is tested over HTTP with
// an injected clock: the full server runs on the real one.)
func TestBrowserLifecycle(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	f.Account(t, "luis@example.com", "administrador")
	cat := f.Seed(t, "categoria-servicios", []map[string]any{{"name": "Servicios"}})[0]
	id := f.Seed(t, "contenido", []map[string]any{{"titulo": "Plan anual", "categoria": cat, "estado": "borrador",
		"descripcion": map[string]any{"body": "Crecer con calma este año.", "layout": 1}}})[0]
	item := fmt.Sprintf("%s/admin/contenido/%d", f.URL, id)
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	// The list shows the draft's badge.
	if err := chromedp.Do(cmstest.Step(t, ctx), chromedp.Navigate(f.URL+"/admin/contenido/"), chromedp.WaitVisible(chromedp.CSS(`#contenidos`))); err != nil {
		t.Fatal(err)
	}
	cmstest.WantJS(t, ctx, "draft badge", `document.querySelector('#contenidos .state-badge').textContent`, "Borrador")

	// Publish it from the form with an edited body.
	if err := chromedp.Do(cmstest.Step(t, ctx),
		chromedp.Navigate(item), chromedp.WaitVisible(chromedp.CSS(`#publicacion`)),
		chromedp.SetValue(chromedp.CSS(`textarea[name=body]`), "Crecer con ambición este año."),
		chromedp.Click(chromedp.CSS(`#publicar`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)),
		chromedp.Navigate(f.URL+"/admin/contenido/"), chromedp.WaitVisible(chromedp.CSS(`#contenidos`)),
	); err != nil {
		t.Fatal(err)
	}
	cmstest.WantJS(t, ctx, "published badge", `document.querySelector('#contenidos .state-badge').textContent`, "Publicado")

	// A second browser opens the item while the first has it open: it sees the lock.
	if err := chromedp.Do(cmstest.Step(t, ctx), chromedp.Navigate(item), chromedp.WaitVisible(chromedp.CSS(`#contenido-form`))); err != nil {
		t.Fatal(err)
	}
	other := cmstest.Chrome(t)
	cmstest.SignInChrome(t, other, f.URL, "luis@example.com")
	if err := chromedp.Do(cmstest.Step(t, other), chromedp.Navigate(item), chromedp.WaitVisible(chromedp.CSS(`#bloqueo`))); err != nil {
		t.Fatal(err)
	}
	if got := cmstest.EvalString(t, other, `document.querySelector('#bloqueo p').textContent`); !strings.HasPrefix(got, "Editando: jefa@example.com, desde las ") {
		t.Errorf("the second browser's notice: %q", got)
	}

	// History: compare the two revisions, then restore the first.
	if err := chromedp.Do(cmstest.Step(t, ctx),
		chromedp.Click(chromedp.CSS(`#ir-historial`)), chromedp.WaitVisible(chromedp.CSS(`#revisiones`)),
		chromedp.Click(chromedp.CSS(`#comparar > .actions button`)), chromedp.WaitVisible(chromedp.CSS(`#diferencias`)),
	); err != nil {
		t.Fatal(err)
	}
	cmstest.WantJS(t, ctx, "word diff", `[...document.querySelectorAll('#diferencias del, #diferencias ins')].map(e => e.tagName + ':' + e.textContent).join('|')`,
		"DEL:calma|INS:ambición|DEL:Borrador|INS:Publicado")
	cmstest.EvalString(t, ctx, cmstest.AcceptConfirm)
	if err := chromedp.Do(cmstest.Step(t, ctx),
		chromedp.Click(chromedp.CSS(`form.aside button[type=submit]`)), chromedp.WaitVisible(chromedp.CSS(`p.flash`)),
	); err != nil {
		t.Fatal(err)
	}
	cmstest.WantJS(t, ctx, "restored body", `document.querySelector('textarea[name=body]').value`, "Crecer con calma este año.")
	if asked := cmstest.EvalString(t, ctx, `sessionStorage.getItem('asked')`); !strings.HasPrefix(asked, "¿Restaurar la versión del ") {
		t.Errorf("restore asked %q", asked)
	}

	// Trash from the list, then restore from the trash.
	if err := chromedp.Do(cmstest.Step(t, ctx), chromedp.Navigate(f.URL+"/admin/contenido/"), chromedp.WaitVisible(chromedp.CSS(`#contenidos`))); err != nil {
		t.Fatal(err)
	}
	cmstest.EvalString(t, ctx, cmstest.AcceptConfirm)
	if err := chromedp.Do(cmstest.Step(t, ctx),
		chromedp.Click(chromedp.CSS(`#contenidos tbody tr:first-child button.danger`)), chromedp.WaitVisible(chromedp.CSS(`p.flash`)),
		chromedp.Click(chromedp.CSS(`#ir-papelera`)), chromedp.WaitVisible(chromedp.CSS(`#papelera`)),
		chromedp.Click(chromedp.CSS(`#papelera button`)), chromedp.WaitVisible(chromedp.CSS(`p.flash`)),
	); err != nil {
		t.Fatal(err)
	}
	cmstest.WantJS(t, ctx, "after restoring from the trash", `document.querySelector('p.flash').textContent + '|' + document.querySelectorAll('#papelera tbody tr').length`,
		"Contenido restaurado de la papelera.|0")
}
