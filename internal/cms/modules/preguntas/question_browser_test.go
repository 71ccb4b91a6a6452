package preguntas_test

import (
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserReorderFAQ walks in Chromium: drag the third question to the top and save the order,
// then move one down with its ↓ button; the public FAQ follows.
func TestBrowserReorderFAQ(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	f.Seed(t, "preguntas", []map[string]any{
		{"pregunta": "¿Uno?", "respuesta": "<p>1</p>", "orden": 1},
		{"pregunta": "¿Dos?", "respuesta": "<p>2</p>", "orden": 2},
		{"pregunta": "¿Tres?", "respuesta": "<p>3</p>", "orden": 3},
	})
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	order := `[...document.querySelectorAll('#preguntas tbody .title')].map(e => e.textContent).join(',')`

	cmstest.Do(t, ctx, "open the list", chromedp.Navigate(f.URL+"/admin/preguntas/"), chromedp.WaitVisible(chromedp.CSS(`#preguntas`)))
	// Drag "¿Tres?" above "¿Uno?" (the events a mouse drag fires).
	cmstest.EvalString(t, ctx, `(() => {
		const rows = document.querySelectorAll('#preguntas tbody tr');
		const from = rows[2], to = rows[0], dt = new DataTransfer();
		const box = to.getBoundingClientRect();
		from.dispatchEvent(new DragEvent('dragstart', {bubbles: true, dataTransfer: dt}));
		to.dispatchEvent(new DragEvent('dragover', {bubbles: true, cancelable: true, dataTransfer: dt, clientY: box.top + 1}));
		to.dispatchEvent(new DragEvent('drop', {bubbles: true, cancelable: true, dataTransfer: dt}));
		from.dispatchEvent(new DragEvent('dragend', {bubbles: true, dataTransfer: dt}));
		return "ok";
	})()`)
	cmstest.WantJS(t, ctx, "dragged order", order, "¿Tres?,¿Uno?,¿Dos?")
	cmstest.Do(t, ctx, "save the order", chromedp.WaitVisible(chromedp.CSS(`#guardar-orden`)), chromedp.Click(chromedp.CSS(`#guardar-orden`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "saved order", `document.querySelector('p.flash').textContent + '|' + `+order, "Orden guardado.|¿Tres?,¿Uno?,¿Dos?")

	cmstest.EvalString(t, ctx, `document.querySelector('p.flash').remove(); "ok"`) // the next page brings its own
	cmstest.Do(t, ctx, "move ¿Tres? down", chromedp.Click(chromedp.CSS(`#preguntas tbody tr:first-child button[aria-label^="Bajar"]`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "after ↓", order, "¿Uno?,¿Tres?,¿Dos?")

	cmstest.Do(t, ctx, "the public FAQ", chromedp.Navigate(f.URL+"/preguntas-frecuentes"), chromedp.WaitVisible(chromedp.CSS(`.faq-list`)))
	cmstest.WantJS(t, ctx, "public order", `[...document.querySelectorAll('.faq-list dt')].map(e => e.textContent).join(',')`, "¿Uno?,¿Tres?,¿Dos?")
}
