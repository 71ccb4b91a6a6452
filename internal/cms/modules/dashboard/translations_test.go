package dashboard_test

import (
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
}
