package usuarios_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

func TestRolesPage(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.Account(t, "v1@example.com", "ventas", false, nil)
	e.Account(t, "v2@example.com", "Ventas", false, map[string]any{"activo": false})
	cmstest.WantAPI(t, b.PostJSON("/api/admin_roles_api.php", `{"action":"create_rol","rol_nombre":"Prensa Local"}`), 200, true, "")
	cmstest.WantAPI(t, b.PostJSON("/api/admin_roles_api.php",
		`{"action":"save_permisos","rol_nombre":"mercadeo","permisos":[{"vista_slug":"testimoniales","puede_ver":true},{"vista_slug":"usuarios","puede_ver":true}]}`), 200, true, "")

	r := b.GetJSON("/admin/usuarios/")
	cmstest.WantStatus(t, r, 200)
	for _, want := range []string{
		`<tr data-rol="ventas">`, `ventas <span class="badge"`, // standard badge
		`<tr data-rol="prensa local">`,
		`data-rol="mercadeo" data-vista="testimoniales" aria-label="mercadeo: Testimonios" checked>`,
		`data-rol="mercadeo" data-vista="clientes" aria-label="mercadeo: Clientes">`,
		`<script src="/cms-static/usuarios/roles.js" defer></script>`,
		`data-confirm="¿Eliminar el rol prensa local?"`,
	} {
		if !strings.Contains(r.Body, want) {
			t.Fatalf("roles page lacks %q:\n%s", want, r.Body)
		}
	}
	// User counts: active employees only (ventas: 1 of 2); 18 rows in the grid.
	if !strings.Contains(r.Body, `<tr data-rol="ventas">`+"\n      "+`<td class="name">ventas <span class="badge" title="Rol estándar del sistema">estándar</span></td>`+"\n      "+`<td class="total">1</td>`) {
		t.Fatalf("ventas count: %s", r.Body)
	}
	if n := strings.Count(r.Body, `<tr data-vista=`); n != len(cms.Views) {
		t.Fatalf("%d grid rows, want %d", n, len(cms.Views))
	}
	if strings.Contains(r.Body, "<script>") || strings.Contains(r.Body, " style=") {
		t.Fatal("inline script or style")
	}
	if r := b.GetJSON("/admin/usuarios/?hecho=creado"); !strings.Contains(r.Body, `<p class="flash" role="status">Rol creado.</p>`) {
		t.Fatal(r.Body)
	}

	// A mercadeo user may open the view but is not an administrator: the API's 403 text.
	e.Account(t, "m@example.com", "mercadeo", false, nil)
	m := e.Browser(t).SignIn("m@example.com")
	r = m.GetJSON("/admin/usuarios/")
	cmstest.WantStatus(t, r, 403)
	if !strings.Contains(r.Body, "Sin permisos. Su correo: m@example.com") || strings.Contains(r.Body, `id="permisos"`) {
		t.Fatal(r.Body)
	}
	cmstest.WantAPI(t, m.GetJSON("/api/admin_roles_api.php?action=get_roles"), 403, false, "Sin permisos. Su correo: m@example.com")
}
