package pages_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/redirects"
)

// TestPageAddressChangeSaysWhereTheRedirectGoes: a published page under another one, moved to a new
// address, says which redirect the platform made, with the parent's part of the address.
func TestPageAddressChangeSaysWhereTheRedirectGoes(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	parent := e.InsertRows(t, "paginas", []map[string]any{{"titulo": "Empresa", "slug": "empresa", "bloques": []any{}}})[0]
	child := e.InsertRows(t, "paginas", []map[string]any{{"titulo": "Nosotros", "slug": "nosotros", "padre": parent, "bloques": []any{}}})[0]
	path := "/admin/pages/" + cmstest.IDText(child)
	cmstest.WantStatus(t, b.PostForm(path, pageForm([]string{"titulo", "Nosotros", "slug", "equipo", "padre", cmstest.IDText(parent), "version", "1"})), 303)
	want := `<p class="flash" role="status">Página actualizada. ` + redirects.MovedNotice("/empresa/nosotros", "/empresa/equipo") + `</p>`
	if page := cmstest.UnescapeHTML(b.GetJSON(path).Body); !strings.Contains(page, want) {
		t.Fatalf("lacks %q", want)
	}
}
