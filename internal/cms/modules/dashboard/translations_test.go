package dashboard_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestDashboardTranslations: per active language the dashboard says how many items of each list
// miss a translation and how many have an outdated one, each a link to the list so filtered.
func TestDashboardTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	if strings.Contains(b.Do("GET", "/admin/", "", "").Body, `id="traducciones-pendientes"`) {
		t.Fatal("a site in Spanish only shows translations to do")
	}
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true},
		{"codigo": "fr", "nombre": "Français", "orden": 2, "activo": false}})
	posts := e.InsertRows(t, "blog_entradas", []map[string]any{{"titulo": "A", "slug": "a"}, {"titulo": "B", "slug": "b"}, {"titulo": "C", "slug": "c"}})
	e.InsertRows(t, "blog_entradas_traducciones", []map[string]any{
		{"origen": posts[0], "idioma": "en", "titulo": "A", "slug": "a", "version_origen": 1},
		{"origen": posts[1], "idioma": "en", "titulo": "B", "slug": "b", "version_origen": 0}})
	e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Web"}})
	quotes := e.InsertRows(t, "testimoniales", []map[string]any{{"categoria": 1, "testimonio": "Bien.", "empresa": "Acme"},
		{"categoria": 1, "testimonio": "Muy bien.", "empresa": "Beta"}})
	e.InsertRows(t, "testimoniales_traducciones", []map[string]any{{"origen": quotes[1], "idioma": "en", "testimonio": "Good.", "version_origen": 0}})
	// Two images: one translated into English and then given another Spanish alternative text, one
	// never translated.
	image := func(name string) map[string]any {
		return map[string]any{"bucket": "contenido", "ruta": "biblioteca/" + name, "nombre": name, "carpeta": "biblioteca", "tipo": "image/png", "tamano": 10, "texto_alternativo": "Foto " + name}
	}
	images := e.InsertRows(t, "medios", []map[string]any{image("a.png"), image("b.png")})
	cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/media/%d/traducciones/en", images[0]), cmstest.Form("texto_alternativo", "Photo", "estado", "publicado")), 303)
	cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/media/%d", images[0]), cmstest.Form("texto_alternativo", "Sala de reuniones", "titulo", "")), 303)
	r := b.Do("GET", "/admin/", "", "")
	cmstest.WantStatus(t, r, 200)
	i := strings.Index(r.Body, `id="traducciones-pendientes"`)
	if i < 0 {
		t.Fatal("no translations to do on the dashboard")
	}
	section := r.Body[i : i+strings.Index(r.Body[i:], "</section>")]
	for _, want := range []string{
		`<a href="/admin/blog/?traduccion=falta%3Aen" class="missing"><span class="n">1</span> sin traducir</a>`,
		`<a href="/admin/blog/?traduccion=desactualizada%3Aen" class="outdated"><span class="n">1</span> desactualizadas</a>`,
		`<a href="/admin/testimoniales/?traduccion=falta%3Aen" class="missing"><span class="n">1</span> sin traducir</a>`,
		`<a href="/admin/testimoniales/?traduccion=desactualizada%3Aen" class="outdated"><span class="n">1</span> desactualizadas</a>`,
		`<a href="/admin/contenido/?traduccion=falta%3Aen" class="missing"><span class="n">0</span> sin traducir</a>`,
		`<a href="/admin/categorias/?traduccion=desactualizada%3Aen" class="outdated"><span class="n">0</span> desactualizadas</a>`,
		`<a href="/admin/categorias/?traduccion=falta%3Aen" class="missing"><span class="n">1</span> sin traducir</a>`,
		`<li><span class="title">Medios</span>
    <a href="/admin/media/?traduccion=falta%3Aen" class="missing"><span class="n">1</span> sin traducir</a>
    <a href="/admin/media/?traduccion=desactualizada%3Aen" class="outdated"><span class="n">1</span> desactualizadas</a></li>`,
	} {
		if !strings.Contains(section, want) {
			t.Errorf("the dashboard lacks %s\n%s", want, section)
		}
	}
	if strings.Contains(section, "Français") {
		t.Error("the dashboard counts a disabled language")
	}
	// The link leads to the list so filtered.
	if got := cmstest.RowIDs(b.Do("GET", "/admin/blog/?traduccion=falta%3Aen", "", "").Body); len(got) != 1 || got[0] != cmstest.IDText(posts[2]) {
		t.Errorf("the missing posts' link lists %v", got)
	}
	for _, c := range []struct {
		link         string
		shows, hides int64
	}{{"/admin/media/?traduccion=falta%3Aen", images[1], images[0]}, {"/admin/media/?traduccion=desactualizada%3Aen", images[0], images[1]}} {
		if library := b.Do("GET", c.link, "", "").Body; !strings.Contains(library, fmt.Sprintf(`<li data-id="%d">`, c.shows)) ||
			strings.Contains(library, fmt.Sprintf(`<li data-id="%d">`, c.hides)) {
			t.Errorf("%s does not list image %d alone", c.link, c.shows)
		}
	}
	// A role that may not open the media library does not see its count.
	e.Account(t, "luis@example.com", "mercadeo", false, nil)
	e.InsertRows(t, "roles_permisos", []map[string]any{{"rol_nombre": "mercadeo", "vista_slug": "dashboard", "puede_ver": true},
		{"rol_nombre": "mercadeo", "vista_slug": "blog", "puede_ver": true}})
	editor := e.Browser(t).SignIn("luis@example.com").Do("GET", "/admin/", "", "").Body
	if !strings.Contains(editor, `href="/admin/blog/?traduccion=falta%3Aen"`) || strings.Contains(editor, "/admin/media/?traduccion=") {
		t.Error("an editor of the blog alone sees the media library's translations, or not the blog's")
	}
}
