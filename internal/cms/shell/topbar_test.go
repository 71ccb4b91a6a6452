package shell_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/version"
)

// The top bar names the site and the user (the employee's name, not the e-mail), links to the public
// site and lists the account's pages and «Cerrar sesión» as plain links, usable without script.
func TestTopBarNamesTheUserAndLinksTheSite(t *testing.T) {
	e := cmstest.New(t, "")
	e.Account(t, "ana@example.com", "administrador", false, map[string]any{"nombre": "Ana Ruiz"})
	b := e.Browser(t).SignIn("ana@example.com")
	r := b.GetJSON("/admin/")
	cmstest.WantStatus(t, r, 200)
	header := r.Body[strings.Index(r.Body, `<header class="topbar">`):strings.Index(r.Body, `</header>`)]
	for _, want := range []string{
		`<a class="view-site" href="/" target="_blank" rel="noopener">Ver sitio`,
		`<span class="user-name" id="usuario-nombre">Ana Ruiz</span>`,
		`<a href="/admin/cuenta/clave">`, `<a href="/admin/cuenta/seguridad">Verificación en dos pasos</a>`,
		`<a href="/admin/cuenta/sesiones">Sesiones activas</a>`,
		`<form method="post" action="/logout"><button type="submit" class="link logout">Cerrar sesión</button></form>`,
	} {
		if !strings.Contains(header, want) {
			t.Errorf("top bar lacks %s\n%s", want, header)
		}
	}
	if strings.Contains(header, "ana@example.com") {
		t.Errorf("top bar shows the e-mail instead of the name:\n%s", header)
	}
}

// Error pages speak Spanish: a view the role may not open answers 403 «Acceso no permitido», never
// the English status text.
func TestErrorPagesInSpanish(t *testing.T) {
	e := cmstest.New(t, "")
	e.Account(t, "luis@example.com", "ventas", false, map[string]any{"nombre": "Luis"})
	b := e.Browser(t).SignIn("luis@example.com")
	for _, tc := range []struct {
		path   string
		status int
		title  string
	}{
		{"/admin/usuarios/", 403, "<h1>Acceso no permitido</h1>"},
	} {
		r := b.GetJSON(tc.path)
		cmstest.WantStatus(t, r, tc.status)
		if !strings.Contains(r.Body, tc.title) || strings.Contains(r.Body, "Forbidden") {
			t.Errorf("%s: want %s in Spanish:\n%s", tc.path, tc.title, r.Body)
		}
	}
}

// The sidebar's foot names the running build («Vitrina <version>»), for whoever reports a problem.
func TestSidebarShowsTheVersion(t *testing.T) {
	e := cmstest.New(t, "")
	b := e.SignedInAdmin(t)
	r := b.GetJSON("/admin/")
	cmstest.WantStatus(t, r, 200)
	nav := r.Body[strings.Index(r.Body, `<nav id="sidebar"`):]
	nav = nav[:strings.Index(nav, `</nav>`)]
	if want := `<p class="app-version">Vitrina ` + version.Current().Version + `</p>`; !strings.Contains(nav, want) {
		t.Errorf("sidebar lacks %s\n%s", want, nav)
	}
}
