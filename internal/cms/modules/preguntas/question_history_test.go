package preguntas_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestQuestionHistory: every save of a question is a revision; the comparison shows the words
// changed and the category by name; a restore brings the older answer back as a new revision and
// keeps the state. On both transports.
func TestQuestionHistory(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Consultoría"}})[0]
			save := func(path, version, answer, estado string) {
				t.Helper()
				r := b.PostForm(path, cmstest.Form("pregunta", "¿Cuánto tarda un proyecto?", "respuesta", answer,
					"categoria", cmstest.IDText(cat), "estado", estado, "version", version))
				cmstest.WantStatus(t, r, 303)
			}
			save("/admin/preguntas/nueva", "", "<p>Entre dos y seis semanas.</p>", "publicado")
			id := cmstest.RowIDs(b.GetJSON("/admin/preguntas/").Body)[0]
			item := "/admin/preguntas/" + id
			save(item, "1", "<p>Entre cuatro y ocho semanas.</p>", "borrador")

			if form := b.GetJSON(item); !strings.Contains(form.Body, `href="`+item+`/historial"`) {
				t.Fatal("the form does not link the history")
			}
			ids := b.RevisionIDs(item)
			if len(ids) != 2 {
				t.Fatalf("history lists %d revisions, want 2", len(ids))
			}
			first, second := ids[1], ids[0]
			b.WantComparison(item, first, second, "<del>dos</del><ins>cuatro</ins>", "<del>seis</del><ins>ocho</ins>", "Consultoría")
			cmstest.WantStatus(t, b.PostForm(item+"/historial/"+first+"/restaurar", nil), 303)
			if e.CountRows(t, "preguntas", "respuesta", "<p>Entre dos y seis semanas.</p>") != 1 || e.CountRows(t, "preguntas", "estado", "borrador") != 1 {
				t.Fatal("restore did not bring the answer back, or changed the state")
			}
			cmstest.WantStatus(t, b.GetJSON("/admin/preguntas/999999/historial"), 404)
		})
	}
}
