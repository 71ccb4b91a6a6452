package pages_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestPageTranslations: a page's translation starts from a copy of the Spanish blocks, whose texts
// the editor translates; blocks that do not parse are refused beside the field; the translation
// gets its own address; the list filters the pages not yet in English.
func TestPageTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	ids := e.InsertRows(t, "paginas", []map[string]any{
		{"titulo": "Nosotros", "slug": "nosotros", "bloques": []any{map[string]any{"tipo": "texto", "html": "<p>Somos un equipo.</p>"}}},
		{"titulo": "Historia", "slug": "historia", "bloques": []any{}}})
	page := fmt.Sprintf("/admin/pages/%d/traducciones/en", ids[0])
	r := b.Do("GET", page, "", "")
	cmstest.WantStatus(t, r, 200)
	cmstest.WantTranslatedFields(t, "paginas", r.Body)
	if src := r.Body[strings.Index(r.Body, `id="o-bloques"`):]; !strings.Contains(src[:strings.Index(src, "</div>")], "Somos un equipo.") {
		t.Fatal("the Spanish blocks are not beside the field")
	}
	r = b.PostForm(page, cmstest.Form("titulo", "About us", "copiar", "bloques"))
	if !strings.Contains(r.Body, "Somos un equipo.") || !strings.Contains(r.Body, `value="About us"`) {
		t.Fatal("copying the blocks lost the typed title or did not copy")
	}
	r = b.PostForm(page, cmstest.Form("titulo", "About us", "bloques", `[{"tipo":"texto"`, "accion", "borrador"))
	if r.Status != 422 || cmstest.FieldErrors(r.Body)["bloques"] == "" {
		t.Fatalf("blocks that do not parse: %d %v", r.Status, cmstest.FieldErrors(r.Body))
	}
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("titulo", "About us", "bloques", `[{"tipo":"texto","html":"<p>We are a team.</p>"}]`, "accion", "publicar")), 303)
	r = b.Do("GET", page, "", "")
	if !strings.Contains(r.Body, `value="about-us"`) || !strings.Contains(r.Body, "We are a team.") {
		t.Fatal("the translation's address was not made from its title, or its blocks were not kept")
	}
	list := b.Do("GET", "/admin/pages/?traduccion=falta:en", "", "")
	if got := cmstest.RowIDs(list.Body); fmt.Sprint(got) != fmt.Sprint([]string{cmstest.IDText(ids[1])}) {
		t.Fatalf("«Sin traducir al English» lists %v", got)
	}
	if !strings.Contains(list.Body, `<span lang="en">English</span>: falta`) {
		t.Fatal("the list has no translations' column")
	}
}
