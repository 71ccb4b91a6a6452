package testimoniales_test

import (
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserSortAndBulkDelete sorts the testimonials by company in Chromium (the header toggles the
// direction), marks three rows (and tries «Marcar todos»), confirms, and deletes them at once.
func TestBrowserSortAndBulkDelete(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	cat := f.Seed(t, "categoria-servicios", []map[string]any{{"name": "Diseño"}})[0]
	var rows []map[string]any
	for i, name := range []string{"Cobre", "Ámbar", "Bronce", "Estaño", "Diamante"} {
		rows = append(rows, map[string]any{"empresa": name, "testimonio": "Muy bien", "categoria": cat, "created_at": cmstest.Stamp(i)})
	}
	f.Seed(t, "testimoniales", rows)
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	const names = `[...document.querySelectorAll('#testimonios td.name')].map(td => td.textContent).join(',')`

	cmstest.Do(t, ctx, "list", chromedp.Navigate(f.URL+"/admin/testimoniales/"), chromedp.WaitVisible(chromedp.CSS(`#testimonios`)))
	cmstest.WantJS(t, ctx, "newest first", names, "Diamante,Estaño,Bronce,Ámbar,Cobre")
	cmstest.Do(t, ctx, "sort by company", chromedp.Click(chromedp.Search(`//th/a[starts-with(text(),"Empresa")]`)),
		chromedp.WaitVisible(chromedp.CSS(`th[aria-sort=ascending]`)))
	cmstest.WantJS(t, ctx, "ascending", names, "Bronce,Cobre,Diamante,Estaño,Ámbar")
	cmstest.Do(t, ctx, "reverse", chromedp.Click(chromedp.Search(`//th/a[starts-with(text(),"Empresa")]`)),
		chromedp.WaitVisible(chromedp.CSS(`th[aria-sort=descending]`)))
	cmstest.WantJS(t, ctx, "descending", names, "Ámbar,Estaño,Diamante,Cobre,Bronce")

	cmstest.Do(t, ctx, "mark all, then none", chromedp.Click(chromedp.CSS(`form.bulk .select-all input`)))
	cmstest.WantJS(t, ctx, "all marked", `String(document.querySelectorAll('input[name=id]:checked').length)`, "5")
	cmstest.Do(t, ctx, "clear", chromedp.Click(chromedp.CSS(`form.bulk .select-all input`)))
	cmstest.Do(t, ctx, "mark three",
		chromedp.Click(chromedp.CSS(`#testimonios tbody tr:nth-child(1) input[name=id]`)),
		chromedp.Click(chromedp.CSS(`#testimonios tbody tr:nth-child(2) input[name=id]`)),
		chromedp.Click(chromedp.CSS(`#testimonios tbody tr:nth-child(4) input[name=id]`)))
	cmstest.EvalString(t, ctx, cmstest.AcceptConfirm)
	cmstest.Do(t, ctx, "delete the marked", chromedp.Click(chromedp.CSS(`form.bulk button[type=submit]`)), chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "asked, deleted, counted", `sessionStorage.getItem('asked') + '|' + document.querySelector('p.flash').textContent + '|' + `+names,
		"¿Eliminar los testimonios marcados? No se puede deshacer.|3 registros eliminados.|Diamante,Bronce")
}
