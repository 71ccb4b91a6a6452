package vacantes_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestOpeningPreviewLinks: a draft job opening's shared preview link shows it through the public
// opening page's renderer, until it is revoked.
func TestOpeningPreviewLinks(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	id := e.InsertRows(t, "vacantes", []map[string]any{{"titulo": "Desarrollo Go", "slug": "go", "modalidad": "remoto", "tipo": "Temporal",
		"descripcion": "<p>Descripción de la oferta nueva</p>", "estado": "borrador"}})[0]
	cmstest.WantPreviewLinks(t, e, b, "/admin/vacantes/"+cmstest.IDText(id), "/empleo/go", "Descripción de la oferta nueva")
}
