package preguntas_test

import (
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestQuestionPreviewLinks: a published question's pending draft is shown by its shared preview
// link in its place on the FAQ page, while the public FAQ page shows the published answer, until the
// link is revoked.
func TestQuestionPreviewLinks(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	id := e.InsertRows(t, "preguntas", []map[string]any{{"pregunta": "¿Dónde están?", "respuesta": "<p>En Madrid.</p>"}})[0]
	e.InsertRows(t, "borradores", []map[string]any{{"tabla": "preguntas", "registro": cmstest.IDText(id), "autor": cmstest.AdminEmail,
		"datos": map[string]any{"respuesta": "<p>En Madrid y en Sevilla.</p>"}, "guardado_en": e.Plat.Clock.Now().UTC().Format(time.RFC3339)}})
	cmstest.WantPreviewLinks(t, e, b, "/admin/preguntas/"+cmstest.IDText(id), "/preguntas-frecuentes", "En Madrid y en Sevilla.")
}
