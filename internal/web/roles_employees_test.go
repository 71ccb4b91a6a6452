package web_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
)

func TestRolesPage(t *testing.T) {
	e := newCMS(t, "in-process")
	b := e.signedInAdmin(t)
	e.account(t, "v1@example.com", "ventas", false, nil)
	e.account(t, "v2@example.com", "Ventas", false, map[string]any{"activo": false})
	wantAPI(t, b.postJSON("/api/admin_roles_api.php", `{"action":"create_rol","rol_nombre":"Prensa Local"}`), 200, true, "")
	wantAPI(t, b.postJSON("/api/admin_roles_api.php",
		`{"action":"save_permisos","rol_nombre":"mercadeo","permisos":[{"vista_slug":"testimoniales","puede_ver":true},{"vista_slug":"usuarios","puede_ver":true}]}`), 200, true, "")

	r := b.getJSON("/admin/usuarios/")
	wantStatus(t, r, 200)
	for _, want := range []string{
		`<tr data-rol="ventas">`, `ventas <span class="badge"`, // standard badge
		`<tr data-rol="prensa local">`,
		`data-rol="mercadeo" data-vista="testimoniales" aria-label="mercadeo: Testimonios" checked>`,
		`data-rol="mercadeo" data-vista="clientes" aria-label="mercadeo: Clientes">`,
		`<script src="/cms-static/roles.js" defer></script>`,
		`data-confirm="¿Eliminar el rol prensa local?"`,
	} {
		if !strings.Contains(r.body, want) {
			t.Fatalf("roles page lacks %q:\n%s", want, r.body)
		}
	}
	// User counts: active employees only (ventas: 1 of 2); 18 rows in the grid.
	if !strings.Contains(r.body, `<tr data-rol="ventas">`+"\n      "+`<td class="name">ventas <span class="badge" title="Rol estándar del sistema">estándar</span></td>`+"\n      "+`<td class="total">1</td>`) {
		t.Fatalf("ventas count: %s", r.body)
	}
	if n := strings.Count(r.body, `<tr data-vista=`); n != len(cms.Views) {
		t.Fatalf("%d grid rows, want %d", n, len(cms.Views))
	}
	if strings.Contains(r.body, "<script>") || strings.Contains(r.body, " style=") {
		t.Fatal("inline script or style")
	}
	if r := b.getJSON("/admin/usuarios/?hecho=creado"); !strings.Contains(r.body, `<p class="flash" role="status">Rol creado.</p>`) {
		t.Fatal(r.body)
	}

	// A mercadeo user may open the view but is not an administrator: the API's 403 text.
	e.account(t, "m@example.com", "mercadeo", false, nil)
	m := e.browser(t).signIn("m@example.com")
	r = m.getJSON("/admin/usuarios/")
	wantStatus(t, r, 403)
	if !strings.Contains(r.body, "Sin permisos. Su correo: m@example.com") || strings.Contains(r.body, `id="permisos"`) {
		t.Fatal(r.body)
	}
	wantAPI(t, m.getJSON("/api/admin_roles_api.php?action=get_roles"), 403, false, "Sin permisos. Su correo: m@example.com")
}

func TestEmployeesPages(t *testing.T) {
	e := newCMS(t, "in-process")
	b := e.signedInAdmin(t)
	for i := 1; i <= 12; i++ {
		e.account(t, fmt.Sprintf("e%02d@example.com", i), "ventas", false, map[string]any{"nombre": fmt.Sprintf("Empleado %02d", i), "departamento": "Comercial"})
	}
	r := b.getJSON("/admin/empleados/")
	wantStatus(t, r, 200)
	ids := rowIDs(r.body)
	if len(ids) != 10 || !strings.Contains(r.body, "13 en total") || !strings.Contains(r.body, `<td class="departamento">Comercial</td>`) ||
		!strings.Contains(r.body, `<ul class="chips sistemas"><li>CMS</li></ul>`) {
		t.Fatalf("employees page 1: %s", r.body)
	}
	r2 := b.getJSON("/admin/empleados/?page=2")
	if len(rowIDs(r2.body)) != 3 {
		t.Fatalf("employees page 2: %v", rowIDs(r2.body))
	}
	edit := b.getJSON("/admin/empleados/" + ids[0])
	wantStatus(t, edit, 200)
	for _, want := range []string{`action="/api/update_employee_role.php"`, `<input type="hidden" name="id" value="` + ids[0] + `">`,
		`<option selected>`, `<option>mercadeo</option>`, `<option value="1" selected>`, `src="/cms-static/employees.js"`} {
		if !strings.Contains(edit.body, want) {
			t.Fatalf("edit page lacks %q: %s", want, edit.body)
		}
	}
	wantStatus(t, b.getJSON("/admin/empleados/no-es-uuid"), 404)
	wantStatus(t, b.getJSON("/admin/empleados/00000000-0000-4000-8000-000000000000"), 404)
}
