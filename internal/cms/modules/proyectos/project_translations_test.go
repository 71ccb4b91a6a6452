package proyectos_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestProjectTranslations: a project's translation page offers the catalog's translatable columns,
// its key results as a copy of the Spanish ones to translate; a saved translation gets its own
// address and goes outdated when the project changes, which the list's filter finds.
func TestProjectTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	id := e.InsertRows(t, "proyectos", []map[string]any{{"titulo": "Tienda de café", "slug": "tienda-de-cafe",
		"resultados": []any{map[string]any{"etiqueta": "Ventas", "cifra": "+40 %"}}}})[0]
	page := fmt.Sprintf("/admin/proyectos/%d/traducciones/en", id)
	r := b.Do("GET", page, "", "")
	cmstest.WantStatus(t, r, 200)
	cmstest.WantTranslatedFields(t, "proyectos", r.Body)
	if r = b.PostForm(page, cmstest.Form("copiar", "resultados")); !strings.Contains(r.Body, "Ventas") {
		t.Fatal("the results were not copied from Spanish")
	}
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("titulo", "Coffee shop", "resultados", `[{"etiqueta":"Sales","cifra":"+40 %"}]`, "accion", "publicar")), 303)
	if r = b.Do("GET", page, "", ""); !strings.Contains(r.Body, `value="coffee-shop"`) || !strings.Contains(r.Body, "Sales") {
		t.Fatal("the translation's address or results were not kept")
	}
	cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/proyectos/%d", id), cmstest.Form("titulo", "Tienda de café", "slug", "tienda-de-cafe", "fecha", "01/02/2026", "estado", "publicado", "version", "1")), 303)
	if got := cmstest.RowIDs(b.Do("GET", "/admin/proyectos/?traduccion=desactualizada:en", "", "").Body); fmt.Sprint(got) != fmt.Sprint([]string{cmstest.IDText(id)}) {
		t.Fatalf("«Traducción desactualizada» lists %v", got)
	}
}
