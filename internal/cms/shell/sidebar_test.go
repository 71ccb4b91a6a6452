package shell_test

import (
	"context"
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// withCounters gives testimoniales a counter of 3 and clientes one that fails, and names the
// company.
func withCounters(o *shell.Options) {
	o.Modules = nil
	for _, build := range modules.All() {
		o.Modules = append(o.Modules, func(a *shell.App) (shell.Module, error) {
			m, err := build(a)
			switch m.View {
			case "testimoniales":
				m.Counter = func(ctx context.Context, u *shell.User) (int, error) { return 3, nil }
			case "clientes":
				m.Counter = func(ctx context.Context, u *shell.User) (int, error) { return 0, errors.New("sin conexión") }
			}
			return m, err
		})
	}
	o.Brand = func(ctx context.Context) shell.Brand {
		return shell.Brand{Name: "Altamar Consultores", LogoURL: "/storage/v1/object/public/marca/logo.svg"}
	}
}

var (
	groupPattern = regexp.MustCompile(`<summary>([^<]+)</summary>`)
	linkPattern  = regexp.MustCompile(`<li><a href="([^"]+)"`)
)

// The sidebar groups the mounted modules by purpose in the kernel's order, shows a module's
// counter (and nothing for a failing one, without breaking the page), and names the company.
func TestSidebarGroupsCountersAndBrand(t *testing.T) {
	e := cmstest.NewCustom(t, withCounters)
	b := e.SignedInAdmin(t)
	r := b.GetJSON("/admin/testimoniales/")
	cmstest.WantStatus(t, r, 200)
	nav, links := sidebarOf(r.Body)
	var groups []string
	for _, m := range groupPattern.FindAllStringSubmatch(nav, -1) {
		groups = append(groups, m[1])
	}
	if got := strings.Join(groups, ","); got != "Sitio,Contenido,Personas,Administración" {
		t.Errorf("groups: %q", got)
	}
	want := "/admin/,/admin/pages/,/admin/menus/,/admin/templates/,/admin/seo/,/admin/media/,/admin/contenido/,/admin/categorias/,/admin/blog/,/admin/proyectos/,/admin/preguntas/," +
		"/admin/testimoniales/,/admin/clientes/,/admin/empleados/,/admin/departamentos/,/admin/vacantes/,/admin/contactos/,/admin/usuarios/"
	if got := strings.Join(links, ","); got != want {
		t.Errorf("links:\n got %s\nwant %s", got, want)
	}
	if !strings.Contains(nav, `<a href="/admin/testimoniales/" aria-current="page">Testimonios <span class="nav-count">3<span class="visually-hidden"> nuevos</span></span></a>`) {
		t.Errorf("testimoniales entry without its counter or current mark:\n%s", nav)
	}
	if !strings.Contains(nav, `<a href="/admin/clientes/">Clientes</a>`) {
		t.Errorf("a failing counter must show the entry bare:\n%s", nav)
	}
	if !strings.Contains(r.Body, `<title>Testimonios · Altamar Consultores</title>`) ||
		!strings.Contains(r.Body, `<img src="/storage/v1/object/public/marca/logo.svg" alt="" class="brand-logo"><span>Altamar Consultores</span>`) {
		t.Error("the company's name and logo are not in the title and header")
	}
	if !strings.Contains(r.Body, `<link rel="icon" href="/cms-static/favicon.svg" type="image/svg+xml">`) {
		t.Error("admin page without a favicon")
	}
	icon := b.GetJSON("/cms-static/favicon.svg")
	if icon.Status != 200 || !strings.HasPrefix(icon.Header.Get("Content-Type"), "image/svg+xml") {
		t.Errorf("favicon: %d %s", icon.Status, icon.Header.Get("Content-Type"))
	}
}

// A role sees only the views it may open; groups left empty disappear; the sign-in page has the
// favicon and the default name.
func TestSidebarShowsOnlyPermittedViews(t *testing.T) {
	e := cmstest.New(t, "in-process")
	login := e.Browser(t).GetJSON("/login")
	if !strings.Contains(login.Body, `rel="icon"`) || !strings.Contains(login.Body, "· Vitrina</title>") {
		t.Error("sign-in page: no favicon or default name")
	}
	e.Account(t, "eva@example.com", "mercadeo", false, nil)
	e.InsertRows(t, "roles_permisos", []map[string]any{{"rol_nombre": "mercadeo", "vista_slug": "contenido", "puede_ver": true},
		{"rol_nombre": "mercadeo", "vista_slug": "empleados", "puede_ver": true}, {"rol_nombre": "mercadeo", "vista_slug": "seo", "puede_ver": true}})
	r := e.Browser(t).SignIn("eva@example.com").GetJSON("/admin/contenido/")
	cmstest.WantStatus(t, r, 200)
	nav, links := sidebarOf(r.Body)
	if got := strings.Join(links, ","); got != "/admin/seo/,/admin/contenido/,/admin/empleados/" {
		t.Errorf("links: %s", got)
	}
	if strings.Contains(nav, "Administración") {
		t.Errorf("empty groups shown:\n%s", nav)
	}
}

// sidebarOf is a page's sidebar and the addresses of its entries.
func sidebarOf(page string) (nav string, links []string) {
	start := strings.Index(page, `<nav id="sidebar"`)
	nav = page[start : start+strings.Index(page[start:], `</nav>`)]
	for _, m := range linkPattern.FindAllStringSubmatch(nav, -1) {
		links = append(links, m[1])
	}
	return nav, links
}
