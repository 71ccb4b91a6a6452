package preguntas_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestQuestionDraft: a published question's edits saved as a draft stay off the FAQ page and reopen
// in the form with a notice, the list marks them; «Descartar borrador» and «Guardar» end the draft;
// an unpublished question keeps no draft; a role without the view is refused.
func TestQuestionDraft(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			published := e.InsertRows(t, "preguntas", []map[string]any{{"pregunta": "¿Hacen tiendas en línea?", "respuesta": "<p>Sí.</p>", "orden": 1}})[0]
			hidden := e.InsertRows(t, "preguntas", []map[string]any{{"pregunta": "¿Oculta?", "respuesta": "<p>No.</p>", "orden": 2, "estado": "borrador"}})[0]
			e.Account(t, "ventas@example.com", "ventas", false, nil)
			cmstest.WantDrafts(t, e, b, cmstest.DraftWalk{Table: "preguntas", Column: "pregunta", ID: published, List: "/admin/preguntas/",
				Form:      cmstest.Form("pregunta", "¿Hacen tiendas y catálogos en línea?", "respuesta", "<p>Sí, con pago seguro.</p>", "estado", "publicado", "version", "1"),
				Published: "¿Hacen tiendas en línea?", Drafted: "¿Hacen tiendas y catálogos en línea?", SitePath: "/preguntas-frecuentes",
				Unpublished: "/admin/preguntas/" + cmstest.IDText(hidden), UnpublishedForm: cmstest.Form("pregunta", "¿Oculta?", "respuesta", "<p>No.</p>", "estado", "borrador"),
				Other: e.Browser(t).SignIn("ventas@example.com")})
		})
	}
}
