package dashboard_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// count is a tile of the dashboard's summary as the page draws it.
func count(view, path, title string, n int, noun string) string {
	if noun != "" {
		noun = `<span class="noun">` + noun + `</span>`
	}
	return fmt.Sprintf(`<li data-view="%s"><a href="%s"><span class="title">%s</span><span class="n">%d</span>%s</a></li>`,
		view, path, title, n, noun)
}

func TestDashboard(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	cats := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "A"}, {"name": "B"}, {"name": "C"}})
	var rows []map[string]any
	for i := range 7 {
		rows = append(rows, map[string]any{"titulo": fmt.Sprintf("Nota %d", i), "categoria": cats[0], "created_at": cmstest.Stamp(i)})
	}
	e.InsertRows(t, "contenido", rows)
	e.InsertRows(t, "contenido", []map[string]any{{"titulo": "Borrador nuevo", "categoria": cats[0], "created_at": cmstest.Stamp(20), "estado": "borrador"}})
	e.InsertRows(t, "contenido", []map[string]any{{"titulo": "En la papelera", "categoria": cats[0], "created_at": cmstest.Stamp(30), "eliminado_en": cmstest.Stamp(31)}})
	e.InsertRows(t, "testimoniales", []map[string]any{{"testimonio": "t", "empresa": "e", "categoria": cats[1]}})
	r := b.GetJSON("/admin/")
	cmstest.WantStatus(t, r, 200)
	for _, s := range []string{
		count("contenido", "/admin/contenido/", "Contenido", 8, ""), // the draft counts, the trash does not
		count("categorias", "/admin/categorias/", "Categorías", 3, ""),
		count("testimoniales", "/admin/testimoniales/", "Testimonios", 1, ""),
		count("clientes", "/admin/clientes/", "Clientes", 0, ""),
	} {
		if !strings.Contains(r.Body, s) {
			t.Errorf("dashboard lacks %s", s)
		}
	}
	// The latest five leave the trash out and say where each item stands.
	latest := r.Body[strings.Index(r.Body, `id="recientes"`):strings.Index(r.Body, `id="actividad"`)]
	if n := strings.Count(latest, `<tr data-id=`); n != 5 || strings.Index(latest, "Nota 6") > strings.Index(latest, "Nota 3") ||
		strings.Contains(latest, "Nota 2<") || strings.Contains(latest, "En la papelera<") {
		t.Errorf("latest content: %d rows\n%s", n, r.Body)
	}
	if !strings.Contains(r.Body, `Borrador nuevo</a></td><td data-label="Estado"><span class="state-badge draft">Borrador</span>`) ||
		!strings.Contains(r.Body, `<span class="state-badge live">Publicado</span>`) {
		t.Errorf("latest content without state badges\n%s", r.Body)
	}
}

// TestDashboardFollowsTheRole: the greeting names the user; the quick actions and the counts are
// those of the views the role may see, as the sidebar's; new contact messages and applications are
// put forward (attention, not error) with a link to what is new.
func TestDashboardFollowsTheRole(t *testing.T) {
	e := cmstest.New(t, "in-process")
	e.Account(t, "jefa@example.com", "administrador", false, map[string]any{"nombre": "Ana Ruiz"})
	e.Account(t, "luis@example.com", "mercadeo", false, map[string]any{"nombre": "Luis Pérez"})
	e.InsertRows(t, "roles_permisos", []map[string]any{{"rol_nombre": "mercadeo", "vista_slug": "dashboard", "puede_ver": true},
		{"rol_nombre": "mercadeo", "vista_slug": "blog", "puede_ver": true}})
	e.InsertRows(t, "blog_entradas", []map[string]any{{"titulo": "Una", "slug": "una", "eliminado_en": nil},
		{"titulo": "Otra", "slug": "otra", "eliminado_en": nil}, {"titulo": "Tirada", "slug": "tirada", "eliminado_en": cmstest.Stamp(1)}})
	opening := e.InsertRows(t, "vacantes", []map[string]any{{"titulo": "Go", "slug": "go", "modalidad": "remoto", "tipo": "Temporal"}})[0]
	e.InsertRows(t, "postulaciones", []map[string]any{
		{"vacante": opening, "nombre": "Eva", "email": "eva@ejemplo.com", "cv": "1/eva.pdf", "consentimiento": true, "estado": "nueva"},
		{"vacante": opening, "nombre": "Leo", "email": "leo@ejemplo.com", "cv": "1/leo.pdf", "consentimiento": true, "estado": "revisada"}})
	e.InsertRows(t, "mensajes_contacto", []map[string]any{
		{"nombre": "P", "email": "p@ejemplo.com", "asunto": "A", "mensaje": "M", "consentimiento": true, "estado": "nuevo"},
		{"nombre": "Q", "email": "q@ejemplo.com", "asunto": "B", "mensaje": "M", "consentimiento": true, "estado": "nuevo"},
		{"nombre": "R", "email": "r@ejemplo.com", "asunto": "C", "mensaje": "M", "consentimiento": true, "estado": "leído"}})

	editor := e.Browser(t).SignIn("luis@example.com").GetJSON("/admin/")
	cmstest.WantStatus(t, editor, 200)
	admin := e.Browser(t).SignIn("jefa@example.com").GetJSON("/admin/")
	cmstest.WantStatus(t, admin, 200)
	for _, c := range []struct {
		who, body  string
		has, lacks []string
	}{
		{"an editor of the blog", editor.Body,
			[]string{`, Luis Pérez</h1>`, `<a class="quick" href="/admin/blog/nuevo" data-view="blog">`, `Nueva entrada</a>`,
				count("blog", "/admin/blog/", "Blog", 2, "entradas")},
			[]string{"Nueva vacante", "Nueva página", "Subir archivos", `data-view="vacantes"`, `data-view="contactos"`, `data-view="contenido"`,
				`id="pendiente"`, `id="recientes"`, "luis@example.com"}},
		{"an administrator", admin.Body,
			[]string{`, Ana Ruiz</h1>`, "Nueva entrada", "Nueva página", "Nuevo contenido", "Nueva vacante", "Subir archivos",
				`<a class="quick" href="/admin/media/#subida" data-view="media">`,
				count("blog", "/admin/blog/", "Blog", 2, "entradas"), count("vacantes", "/admin/vacantes/", "Vacantes", 1, ""),
				count("contactos", "/admin/contactos/", "Contactos", 3, "mensajes"), count("pages", "/admin/pages/", "Páginas", 0, ""),
				count("media", "/admin/media/", "Medios", 0, "archivos"), count("empleados", "/admin/empleados/", "Empleados", 2, ""),
				`<li data-view="usuarios"><a href="/admin/usuarios/"><span class="title">Roles y permisos</span><span class="n">6</span></a></li>`,
				`<li><a href="/admin/contactos/?estado=nuevo" data-view="contactos"><span class="dot" aria-hidden="true"></span>2 mensajes de contacto nuevos`,
				`<li><a href="/admin/vacantes/" data-view="vacantes"><span class="dot" aria-hidden="true"></span>1 postulación nueva`},
			[]string{"jefa@example.com"}},
	} {
		for _, s := range c.has {
			if !strings.Contains(c.body, s) {
				t.Errorf("%s: the dashboard lacks %s", c.who, s)
			}
		}
		main := c.body[strings.Index(c.body, "<main"):]
		for _, s := range c.lacks {
			if strings.Contains(main, s) {
				t.Errorf("%s: the dashboard shows %s", c.who, s)
			}
		}
		if t.Failed() {
			t.Log(main)
		}
	}
}
