package preguntas_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestQuestionTranslations: a question's translation page offers the catalog's translatable
// columns; the FAQ list shows each question's status and, filtered, the questions not yet in
// English, without the reordering (the order is the whole list's).
func TestQuestionTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	ids := e.InsertRows(t, "preguntas", []map[string]any{{"pregunta": "¿Hacen tiendas?", "respuesta": "<p>Sí.</p>", "orden": 1},
		{"pregunta": "¿Cuánto cuesta?", "respuesta": "<p>Depende.</p>", "orden": 2}})
	page := fmt.Sprintf("/admin/preguntas/%d/traducciones/en", ids[0])
	r := b.Do("GET", page, "", "")
	cmstest.WantStatus(t, r, 200)
	cmstest.WantTranslatedFields(t, "preguntas", r.Body)
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("pregunta", "Do you build shops?", "respuesta", "<p>Yes.</p>", "accion", "publicar")), 303)
	list := b.Do("GET", "/admin/preguntas/", "", "").Body
	if !strings.Contains(list, `<span lang="en">English</span>: al día`) || !strings.Contains(list, `id="guardar-orden"`) {
		t.Fatal("the FAQ list lacks the statuses or the reordering")
	}
	list = b.Do("GET", "/admin/preguntas/?traduccion=falta:en", "", "").Body
	if got := cmstest.RowIDs(list); fmt.Sprint(got) != fmt.Sprint([]string{cmstest.IDText(ids[1])}) || strings.Contains(list, `id="guardar-orden"`) {
		t.Fatalf("«Sin traducir al English» lists %v, or offers to reorder", got)
	}
}
