package departamentos_test

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserDepartments walks the departments module in Chromium: a validation message with the
// input kept, create, rename (reaching the employee), a refused delete with its reason.
func TestBrowserDepartments(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	f.Account(t, "raul@example.com", "ventas")
	c := f.Srv.CMSService().Client()
	if err := c.From("Empleados", c.Service()).Eq("email", "raul@example.com").
		Update(context.Background(), map[string]any{"nombre": "Raúl Vega", "departamento": "Ventas"}, nil); err != nil {
		t.Fatal(err)
	}
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	cmstest.Do(t, ctx, "submit an empty name",
		chromedp.Navigate(f.URL+"/admin/departamentos/nuevo"),
		chromedp.WaitVisible(chromedp.CSS(`#d-nombre`)),
		chromedp.SendKeys(chromedp.CSS(`#d-descripcion`), "Equipo comercial"),
		chromedp.Click(chromedp.CSS(`#guardar`)),
		chromedp.WaitVisible(chromedp.CSS(`#e-nombre`)))
	cmstest.WantJS(t, ctx, "validation", `document.querySelector('#e-nombre').textContent + '|' + document.querySelector('#d-descripcion').value`,
		"Escriba el nombre del departamento.|Equipo comercial")
	cmstest.EvalString(t, ctx, cmstest.SelectByLabel(`#d-responsable`, "Raúl Vega"))
	cmstest.Do(t, ctx, "create",
		chromedp.SendKeys(chromedp.CSS(`#d-nombre`), "Ventas"),
		chromedp.Click(chromedp.CSS(`#guardar`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "the new department's form", `/^\/admin\/departamentos\/\d+$/.test(location.pathname) + '|' + document.querySelector('p.flash').textContent + '|' + document.querySelector('#d-nombre').value`,
		"true|Departamento guardado.|Ventas")
	cmstest.Do(t, ctx, "the list", chromedp.Navigate(f.URL+"/admin/departamentos/"), chromedp.WaitVisible(chromedp.CSS(`#departamentos`)))
	cmstest.WantJS(t, ctx, "listed", `document.querySelector('#departamentos .head').textContent + '|' + document.querySelector('#departamentos .count').textContent`,
		"Raúl Vega|1")
	cmstest.Do(t, ctx, "rename",
		chromedp.Click(chromedp.CSS(`#departamentos tbody tr:first-child .row-actions a`)),
		chromedp.WaitVisible(chromedp.CSS(`#d-nombre`)),
		chromedp.SetValue(chromedp.CSS(`#d-nombre`), "Comercial"),
		chromedp.Click(chromedp.CSS(`#guardar`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "renamed, still on the form", `document.querySelector('p.flash').textContent + '|' + document.querySelector('#d-nombre').value`,
		"Departamento guardado; se actualizó en 1 empleados.|Comercial")
	// «Eliminar» in the save panel: refused while employees have it.
	cmstest.EvalString(t, ctx, cmstest.AcceptConfirm)
	cmstest.Do(t, ctx, "delete in use", chromedp.Click(chromedp.CSS(`#eliminar`)))
	cmstest.WaitFor(t, ctx, "the list", `location.pathname === '/admin/departamentos/' && !!document.querySelector('p.flash')`)
	cmstest.WantJS(t, ctx, "refused", `sessionStorage.getItem('asked') + '|' + document.querySelector('p.flash').textContent + '|' + document.querySelectorAll('#departamentos tbody tr').length`,
		"¿Eliminar el departamento Comercial?|No se puede eliminar «Comercial»: lo tienen asignado 1 empleados. Asígneles otro departamento antes.|1")
}
