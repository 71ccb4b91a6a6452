package proyectos_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestProjectPreviewLinks: a draft project's shared preview link shows it through the public
// project page's renderer, until it is revoked.
func TestProjectPreviewLinks(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	id := e.InsertRows(t, "proyectos", []map[string]any{{"titulo": "Tienda en línea", "slug": "tienda",
		"resumen": "Resumen del caso en preparación", "cuerpo": "<p>Cuerpo del caso</p>", "estado": "borrador"}})[0]
	cmstest.WantPreviewLinks(t, e, b, "/admin/proyectos/"+cmstest.IDText(id), "/proyectos/tienda", "Resumen del caso en preparación")
}
