package preguntas_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestQuestionEditLock: the first editor to open a question holds its lock, a second sees it and
// may take it over, a save releases it.
func TestQuestionEditLock(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.Account(t, "luis@example.com", "administrador", false, nil)
	luis := e.Browser(t).SignIn("luis@example.com")
	id := e.InsertRows(t, "preguntas", []map[string]any{{"pregunta": "¿Dónde están?", "respuesta": "<p>En Madrid.</p>"}})[0]
	cmstest.WantEditLock(t, b, luis, "/admin/preguntas/"+cmstest.IDText(id),
		cmstest.Form("pregunta", "¿Dónde están?", "respuesta", "<p>En Madrid.</p>", "estado", "publicado", "version", "1"))
}
