package preguntas_test

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/preguntas"
)

// TestFAQFormAndOrder: validation messages next to the fields with the input kept; a new question
// goes last; up/down and a dragged order are saved in one call; a forged order is refused; trash.
func TestFAQFormAndOrder(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Diseño"}})[0]

			for _, c := range []struct {
				form   []string
				fields map[string]string
			}{
				{[]string{"pregunta", " ", "respuesta", ""}, map[string]string{"pregunta": preguntas.MsgPreguntaRequired, "respuesta": preguntas.MsgRespuestaMissing}},
				{[]string{"pregunta", strings.Repeat("x", 301), "respuesta", "Sí"}, map[string]string{"pregunta": preguntas.MsgPreguntaTooLong}},
				{[]string{"pregunta", "¿Cuánto?", "respuesta", "<script>x()</script>"}, map[string]string{"respuesta": preguntas.MsgRespuestaMissing}},
				{[]string{"pregunta", "¿Cuánto?", "respuesta", "<p><br></p>"}, map[string]string{"respuesta": preguntas.MsgRespuestaMissing}},
				{[]string{"pregunta", "¿Cuánto?", "respuesta", "<p>&nbsp; </p><p></p>"}, map[string]string{"respuesta": preguntas.MsgRespuestaMissing}},
				{[]string{"pregunta", "¿Cuánto?", "respuesta", "Poco", "categoria", "999"}, map[string]string{"categoria": preguntas.MsgCategoryInvalid}},
			} {
				r := b.PostForm("/admin/preguntas/nueva", cmstest.Form(append(c.form, "estado", "publicado")...))
				cmstest.WantStatus(t, r, 422)
				if got := cmstest.FieldErrors(r.Body); fmt.Sprint(got) != fmt.Sprint(c.fields) {
					t.Errorf("%q: %v, want %v", c.form, got, c.fields)
				}
			}
			if e.CountRows(t, "preguntas", "", nil) != 0 {
				t.Fatal("a refused question was stored")
			}
			for _, q := range []string{"¿Primera?", "¿Segunda?", "¿Tercera?"} {
				cmstest.WantStatus(t, b.PostForm("/admin/preguntas/nueva", cmstest.Form("pregunta", q, "respuesta", "<p>Sí</p>",
					"categoria", cmstest.IDText(cat), "estado", "publicado")), 303)
			}
			list := func() []string { return cmstest.RowIDs(b.GetJSON("/admin/preguntas/").Body) }
			if got := list(); !slices.Equal(got, []string{"1", "2", "3"}) {
				t.Fatalf("order %v", got)
			}
			cmstest.WantStatus(t, b.PostForm("/admin/preguntas/3/mover", cmstest.Form("direccion", "subir")), 303)
			if got := list(); !slices.Equal(got, []string{"1", "3", "2"}) {
				t.Fatalf("after moving 3 up: %v", got)
			}
			cmstest.WantStatus(t, b.PostForm("/admin/preguntas/1/mover", cmstest.Form("direccion", "subir")), 303) // already first
			cmstest.WantStatus(t, b.PostForm("/admin/preguntas/orden", url.Values{"id": {"2", "1", "3"}}), 303)
			if got := list(); !slices.Equal(got, []string{"2", "1", "3"}) {
				t.Fatalf("after dragging: %v", got)
			}
			cmstest.WantStatus(t, b.PostForm("/admin/preguntas/orden", url.Values{"id": {"2", "1"}}), 422)
			cmstest.WantStatus(t, b.PostForm("/admin/preguntas/orden", url.Values{"id": {"2", "1", "x"}}), 422)
			cmstest.WantStatus(t, b.PostForm("/admin/preguntas/1/eliminar", cmstest.Form()), 303)
			if got := list(); !slices.Equal(got, []string{"2", "3"}) {
				t.Fatalf("after trash: %v", got)
			}
			if got := cmstest.RowIDs(b.GetJSON("/admin/preguntas/papelera").Body); !slices.Equal(got, []string{"1"}) {
				t.Fatalf("trash %v", got)
			}
			cmstest.WantStatus(t, b.PostForm("/admin/preguntas/1/restaurar", cmstest.Form()), 303)
			if got := list(); !slices.Equal(got, []string{"2", "1", "3"}) {
				t.Fatalf("after restoring: %v", got)
			}
			cmstest.WantStatus(t, b.GetJSON("/admin/preguntas/99"), 404)
		})
	}
}
