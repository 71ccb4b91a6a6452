package usuarios_test

import (
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestRolesPage: the list of roles, each with its active employees, how many views it opens and a
// link to its own page; the display names carry their accents.
func TestRolesPage(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.Account(t, "v1@example.com", "ventas", false, nil)
	e.Account(t, "v2@example.com", "Ventas", false, map[string]any{"activo": false})
	e.Account(t, "d@example.com", "diseno", false, nil)
	cmstest.WantAPI(t, b.PostJSON("/api/admin_roles_api.php", `{"action":"create_rol","rol_nombre":"Prensa Local"}`), 200, true, "")
	cmstest.WantAPI(t, b.PostJSON("/api/admin_roles_api.php",
		`{"action":"save_permisos","rol_nombre":"mercadeo","permisos":[{"vista_slug":"testimoniales","puede_ver":true},{"vista_slug":"usuarios","puede_ver":true}]}`), 200, true, "")

	r := b.GetJSON("/admin/usuarios/")
	cmstest.WantStatus(t, r, 200)
	for _, want := range []string{
		`<tr data-rol="ventas">` + "\n    " + `<td class="name"><a href="/admin/usuarios/roles/ventas">Ventas</a> <span class="badge" title="Rol estándar del sistema">estándar</span></td>` +
			"\n    " + `<td data-label="Usuarios activos" class="total">1</td>`, // active employees only (1 of 2)
		`<a href="/admin/usuarios/roles/diseno">Diseño</a>`,
		`<a href="/admin/usuarios/roles/prensa%20local">Prensa local</a>`,
		`<td data-label="Vistas" class="views">2 de ` + strconv.Itoa(len(cms.Views)) + `</td>`, // mercadeo
		`<td data-label="Vistas" class="views">Todas</td>`,                                     // administrador
		`<script src="/cms-static/usuarios/roles.js" defer></script>`,
		`data-confirm="¿Eliminar el rol Prensa local?"`,
	} {
		if !strings.Contains(r.Body, want) {
			t.Fatalf("roles page lacks %q:\n%s", want, r.Body)
		}
	}
	if strings.Contains(r.Body, "<script>") || strings.Contains(r.Body, " style=") || strings.Contains(r.Body, `name="vista"`) {
		t.Fatal("inline script or style, or a grid of boxes on the list")
	}
	if r := b.GetJSON("/admin/usuarios/?hecho=creado"); !strings.Contains(r.Body, `<p class="flash" role="status">Rol creado.</p>`) {
		t.Fatal(r.Body)
	}

	// A mercadeo user may open the view but is not an administrator: the API's 403 text, on the
	// list, on a role's page and when saving.
	e.Account(t, "m@example.com", "mercadeo", false, nil)
	m := e.Browser(t).SignIn("m@example.com")
	for _, got := range []cmstest.Reply{m.GetJSON("/admin/usuarios/"), m.GetJSON("/admin/usuarios/roles/ventas"),
		m.PostForm("/admin/usuarios/roles/mercadeo", cmstest.Form("vista", "clientes"))} {
		cmstest.WantStatus(t, got, 403)
		if !strings.Contains(got.Body, "Sin permisos. Su correo: m@example.com") || strings.Contains(got.Body, `id="permisos"`) {
			t.Fatal(got.Body)
		}
	}
	cmstest.WantAPI(t, m.GetJSON("/api/admin_roles_api.php?action=get_roles"), 403, false, "Sin permisos. Su correo: m@example.com")
}

// TestRolePage: a role's views as a checklist under the sidebar's headings; saving stays on the
// page with the message on top; administrators have every view, checked and disabled.
func TestRolePage(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	cmstest.WantAPI(t, b.PostJSON("/api/admin_roles_api.php",
		`{"action":"save_permisos","rol_nombre":"mercadeo","permisos":[{"vista_slug":"testimoniales","puede_ver":true}]}`), 200, true, "")

	r := b.GetJSON("/admin/usuarios/roles/mercadeo")
	cmstest.WantStatus(t, r, 200)
	for _, want := range []string{`<h1>Rol Mercadeo</h1>`, `<form method="post" action="/admin/usuarios/roles/mercadeo" id="permisos"`,
		`<legend>Contenido</legend>`, `<legend>Personas</legend>`, `<legend>Administración</legend>`,
		`<input type="checkbox" name="vista" value="testimoniales" checked> Testimonios`,
		`<input type="checkbox" name="vista" value="clientes"> Clientes`, `<button type="submit">Guardar permisos</button>`} {
		if !strings.Contains(r.Body, want) {
			t.Fatalf("role page lacks %q:\n%s", want, r.Body)
		}
	}
	if n := strings.Count(r.Body, `name="vista"`); n != len(cms.Views) {
		t.Fatalf("%d boxes, want %d", n, len(cms.Views))
	}
	// The groups follow the sidebar's: the same headings, the same views in the same order.
	for _, g := range cms.ViewGroups() {
		last := -1
		for _, v := range g.Views {
			at := strings.Index(r.Body, `value="`+v+`"`)
			if at < last {
				t.Errorf("%s out of the sidebar's order", v)
			}
			last = at
		}
	}

	saved := b.PostForm("/admin/usuarios/roles/mercadeo", url.Values{"vista": {"clientes", "blog"}})
	if saved.Status != 303 || saved.Header.Get("Location") != "/admin/usuarios/roles/mercadeo" {
		t.Fatalf("save = %d %s", saved.Status, saved.Header.Get("Location"))
	}
	r = b.GetJSON("/admin/usuarios/roles/mercadeo")
	if !strings.Contains(r.Body, `<p class="flash" role="status">Permisos de «Mercadeo» guardados.</p>`) ||
		!strings.Contains(r.Body, `value="clientes" checked>`) || !strings.Contains(r.Body, `value="blog" checked>`) ||
		strings.Contains(r.Body, `value="testimoniales" checked>`) {
		t.Fatalf("after saving: %s", r.Body)
	}
	perms := b.GetJSON("/api/admin_roles_api.php?action=get_permisos")
	if n := strings.Count(perms.Body, `"rol_nombre":"mercadeo"`); n != len(cms.Views) {
		t.Fatalf("%d permissions of mercadeo, want one per view: %s", n, perms.Body)
	}

	admin := b.GetJSON("/admin/usuarios/roles/administrador")
	if !strings.Contains(admin.Body, `<fieldset data-group="sitio" disabled>`) || strings.Count(admin.Body, `checked>`) != len(cms.Views) ||
		!strings.Contains(admin.Body, "Los administradores pueden abrir todas las vistas") || strings.Contains(admin.Body, "Guardar permisos") {
		t.Fatalf("administrator's page: %s", admin.Body)
	}

	for _, c := range []struct {
		path string
		form url.Values
		want int
		msg  string
	}{
		{"/admin/usuarios/roles/nadie", url.Values{}, 404, cms.MsgRoleNotFound},
		{"/admin/usuarios/roles/mercadeo", url.Values{"vista": {"cocina"}}, 400, cms.MsgInvalidView + "cocina"},
		{"/admin/usuarios/roles/administrador", url.Values{"vista": {"blog"}}, 400, "Los administradores pueden abrir todas las vistas"},
	} {
		got := b.PostForm(c.path, c.form)
		if got.Status != c.want || !strings.Contains(got.Body, c.msg) {
			t.Errorf("POST %s %v = %d, want %d %q", c.path, c.form, got.Status, c.want, c.msg)
		}
	}
	cmstest.WantStatus(t, b.GetJSON("/admin/usuarios/roles/nadie"), 404)
}

// TestRolePageKeepsTicksAcrossTheReauth: saving without a recent password goes to the confirmation
// page and back to the role's page with the same boxes ticked (not yet saved); saving then works.
func TestRolePageKeepsTicksAcrossTheReauth(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.Plat.Clock.Advance(11 * time.Minute)

	r := b.PostForm("/admin/usuarios/roles/ventas", url.Values{"vista": {"clientes", "contactos"}})
	loc := r.Header.Get("Location")
	if r.Status != 303 || !strings.HasPrefix(loc, "/admin/cuenta/confirmar?next=") {
		t.Fatalf("stale save = %d %s", r.Status, loc)
	}
	if n := strings.Count(b.GetJSON("/api/admin_roles_api.php?action=get_permisos").Body, `"rol_nombre":"ventas","vista_slug":"clientes","puede_ver":true`); n != 0 {
		t.Fatal("saved without the password")
	}
	u, _ := url.Parse(loc)
	next := u.Query().Get("next")
	ok := b.PostForm("/admin/cuenta/confirmar", cmstest.Form("password", "clave-segura-1", "next", next))
	if ok.Status != 303 || ok.Header.Get("Location") != next {
		t.Fatalf("confirmed = %d %s, want %s", ok.Status, ok.Header.Get("Location"), next)
	}
	page := b.GetJSON(next)
	for _, want := range []string{`id="kept-note"`, `value="clientes" checked>`, `value="contactos" checked>`, `value="dashboard">`} {
		if !strings.Contains(page.Body, want) {
			t.Fatalf("back on the role page lacks %q: %s", want, page.Body)
		}
	}
	if r := b.PostForm("/admin/usuarios/roles/ventas", url.Values{"vista": {"clientes", "contactos"}}); r.Status != 303 || r.Header.Get("Location") != "/admin/usuarios/roles/ventas" {
		t.Fatalf("save after confirming = %d %s", r.Status, r.Header.Get("Location"))
	}
	if p := b.GetJSON("/admin/usuarios/roles/ventas"); strings.Contains(p.Body, `id="kept-note"`) || !strings.Contains(p.Body, `value="contactos" checked>`) {
		t.Fatalf("saved page: %s", p.Body)
	}
}
