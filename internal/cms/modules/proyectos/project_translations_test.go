package proyectos_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// TestProjectTranslations: a project's translation page offers the catalog's translatable columns,
// its key results as a label and a figure each beside the Spanish, never as JSON; an empty one is
// refused beside its field keeping what was typed; a saved translation stores a result per Spanish
// result, gets its own address, compares its revisions a result's text at a time, and goes outdated
// when the project changes, which the list's filter finds.
func TestProjectTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	id := e.InsertRows(t, "proyectos", []map[string]any{{"titulo": "Tienda de café", "slug": "tienda-de-cafe",
		"resultados": []any{map[string]any{"etiqueta": "Ventas", "cifra": "+40 %"}, map[string]any{"etiqueta": "Clientes nuevos", "cifra": "1.200"}}}})[0]
	page := fmt.Sprintf("/admin/proyectos/%d/traducciones/en", id)
	r := b.Do("GET", page, "", "")
	cmstest.WantStatus(t, r, 200)
	cmstest.WantTranslatedFields(t, "proyectos", r.Body)
	if strings.Contains(r.Body, `name="resultados"`) || strings.Contains(r.Body, "JSON") {
		t.Fatal("the results are still offered as JSON")
	}
	for _, want := range []string{"<legend>Resultado 1</legend>", "<legend>Resultado 2</legend>", `name="resultados_1_etiqueta"`, `name="resultados_2_cifra"`} {
		if !strings.Contains(r.Body, want) {
			t.Fatalf("the translation page lacks %q", want)
		}
	}
	if src := r.Body[strings.Index(r.Body, `id="o-resultados_2_etiqueta"`):]; !strings.Contains(src[:strings.Index(src, "</div>")], "Clientes nuevos") {
		t.Fatal("the Spanish result is not beside its field")
	}
	if r = b.PostForm(page, cmstest.Form("titulo", "Coffee shop", "copiar", "resultados_1_cifra")); !strings.Contains(r.Body, `name="resultados_1_cifra" value="&#43;40 %"`) {
		t.Fatal("the result's figure was not copied from Spanish")
	}
	r = b.PostForm(page, cmstest.Form("titulo", "Coffee shop", "resultados_1_etiqueta", "Sales", "resultados_1_cifra", "+40 %", "resultados_2_cifra", "1,200", "accion", "publicar"))
	cmstest.WantStatus(t, r, 422)
	if got := cmstest.FieldErrors(r.Body)["resultados_2_etiqueta"]; got != translation.MsgTranslateText || !strings.Contains(r.Body, `name="resultados_1_etiqueta" value="Sales"`) {
		t.Fatalf("an empty label: message %q, typed text kept %v", got, strings.Contains(r.Body, `value="Sales"`))
	}
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("titulo", "Coffee shop", "resultados_1_etiqueta", "Sales", "resultados_1_cifra", "+40 %",
		"resultados_2_etiqueta", "New customers", "resultados_2_cifra", "1,200", "accion", "publicar")), 303)
	if got := e.TranslatedJSON(t, "proyectos", "resultados", id, "en"); got != `[{"cifra":"+40 %","etiqueta":"Sales"},{"cifra":"1,200","etiqueta":"New customers"}]` {
		t.Fatalf("stored results %s", got)
	}
	if r = b.Do("GET", page, "", ""); !strings.Contains(r.Body, `value="coffee-shop"`) || !strings.Contains(r.Body, `name="resultados_2_etiqueta" value="New customers"`) {
		t.Fatal("the translation's address or results were not kept")
	}
	// Its revisions compare the results a text at a time, labelled as on its page.
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("titulo", "Coffee shop", "resultados_1_etiqueta", "Sales", "resultados_1_cifra", "+40 %",
		"resultados_2_etiqueta", "New customers", "resultados_2_cifra", "1,300", "version", "1", "accion", "publicar")), 303)
	own := cmstest.TranslationHistory(t, r.Body)
	revs := b.RevisionIDs(own)
	b.WantComparison(own, revs[1], revs[0], `<th scope="row">Resultado 1: Qué se logró<span`, "<del>1,200</del><ins>1,300</ins>")
	if cmp := b.Do("GET", own+"/historial/comparar?a="+revs[1]+"&b="+revs[0], "", ""); strings.Contains(cmstest.UnescapeHTML(cmp.Body), `"etiqueta"`) {
		t.Error("the comparison shows the results' JSON")
	}
	cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/proyectos/%d", id), cmstest.Form("titulo", "Tienda de café", "slug", "tienda-de-cafe", "fecha", "01/02/2026", "estado", "publicado", "version", "1")), 303)
	if got := cmstest.RowIDs(b.Do("GET", "/admin/proyectos/?traduccion=desactualizada:en", "", "").Body); fmt.Sprint(got) != fmt.Sprint([]string{cmstest.IDText(id)}) {
		t.Fatalf("«Traducción desactualizada» lists %v", got)
	}
}
