package pages_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestPagePreviewLinks: a draft page's shared preview link shows it through the public page's
// renderer, until it is revoked.
func TestPagePreviewLinks(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	id := e.InsertRows(t, "paginas", []map[string]any{{"titulo": "Página en preparación", "slug": "preparacion", "estado": "borrador",
		"bloques": []map[string]any{{"tipo": "texto", "html": "<p>Texto de la página nueva</p>"}}}})[0]
	cmstest.WantPreviewLinks(t, e, b, "/admin/pages/"+cmstest.IDText(id), "/preparacion", "Texto de la página nueva")
}
