package blog_test

import (
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestPostPreviewLinks: a scheduled post's shared preview link shows it through the public post
// page's renderer before it goes out, until it is revoked.
func TestPostPreviewLinks(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	at := e.Plat.Clock.Now().Add(24 * time.Hour).UTC().Format(time.RFC3339)
	id := e.InsertRows(t, "blog_entradas", []map[string]any{{"titulo": "Anuncio de mañana", "slug": "anuncio",
		"cuerpo": "<p>Texto del anuncio programado</p>", "estado": "programado", "publicar_en": at}})[0]
	cmstest.WantPreviewLinks(t, e, b, "/admin/blog/"+cmstest.IDText(id), "/blog/anuncio", "Texto del anuncio programado")
}
