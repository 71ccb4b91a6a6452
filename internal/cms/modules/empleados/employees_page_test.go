package empleados_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

func TestEmployeesPages(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	for i := 1; i <= 12; i++ {
		e.Account(t, fmt.Sprintf("e%02d@example.com", i), "ventas", false, map[string]any{"nombre": fmt.Sprintf("Empleado %02d", i), "departamento": "Comercial"})
	}
	r := b.GetJSON("/admin/empleados/")
	cmstest.WantStatus(t, r, 200)
	ids := cmstest.RowIDs(r.Body)
	if len(ids) != 10 || !strings.Contains(r.Body, "13 en total") || !strings.Contains(r.Body, `<td class="departamento">Comercial</td>`) ||
		!strings.Contains(r.Body, `<ul class="chips sistemas"><li>CMS</li></ul>`) {
		t.Fatalf("employees page 1: %s", r.Body)
	}
	r2 := b.GetJSON("/admin/empleados/?page=2")
	if len(cmstest.RowIDs(r2.Body)) != 3 {
		t.Fatalf("employees page 2: %v", cmstest.RowIDs(r2.Body))
	}
	edit := b.GetJSON("/admin/empleados/" + ids[0])
	cmstest.WantStatus(t, edit, 200)
	for _, want := range []string{`action="/api/update_employee_role.php"`, `<input type="hidden" name="id" value="` + ids[0] + `">`,
		`<option value="ventas" selected>Ventas</option>`, `<option value="mercadeo">Mercadeo</option>`, `<option value="1" selected>`, `src="/cms-static/empleados/employees.js"`} {
		if !strings.Contains(edit.Body, want) {
			t.Fatalf("edit page lacks %q: %s", want, edit.Body)
		}
	}
	cmstest.WantStatus(t, b.GetJSON("/admin/empleados/no-es-uuid"), 404)
	cmstest.WantStatus(t, b.GetJSON("/admin/empleados/00000000-0000-4000-8000-000000000000"), 404)
}
