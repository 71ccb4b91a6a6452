package pages_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestPageEditLock: the first editor to open a page holds its lock, a second sees it and may take
// it over, a save releases it.
func TestPageEditLock(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.Account(t, "luis@example.com", "administrador", false, nil)
	luis := e.Browser(t).SignIn("luis@example.com")
	cmstest.WantStatus(t, b.PostForm("/admin/pages/nuevo", pageForm([]string{"titulo", "Empresa", "slug", "empresa", "estado", "publicado"},
		map[string]string{"tipo": "texto", "html": "<p>Hola</p>"})), 303)
	path := "/admin/pages/" + cmstest.RowIDs(b.GetJSON("/admin/pages/").Body)[0]
	cmstest.WantEditLock(t, b, luis, path, pageForm([]string{"titulo", "Empresa", "slug", "empresa", "estado", "publicado", "version", "1"},
		map[string]string{"tipo": "texto", "html": "<p>Hola de nuevo</p>"}))
}
