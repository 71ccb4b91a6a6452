package blog_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestAdminSearch: the admin's search box finds posts in any state, accent-insensitively, linked to
// their form; a user whose role cannot open the blog finds none of them.
func TestAdminSearch(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "blog_entradas", []map[string]any{{"titulo": "Diseño de marca", "slug": "marca", "estado": "borrador"}})
	r := b.GetJSON("/admin/buscar?q=diseno")
	cmstest.WantStatus(t, r, 200)
	if !strings.Contains(r.Body, `href="/admin/blog/1"><mark>Diseño</mark> de marca</a>`) || !strings.Contains(r.Body, `action="/admin/buscar"`) {
		t.Fatalf("admin search: %s", r.Body)
	}
	e.Account(t, "ventas@example.com", "ventas", false, nil)
	other := e.Browser(t).SignIn("ventas@example.com")
	r = other.GetJSON("/admin/buscar?q=diseno")
	cmstest.WantStatus(t, r, 200)
	if strings.Contains(r.Body, "Diseño de marca") {
		t.Fatal("a role without the blog view found a post")
	}
	cmstest.WantStatus(t, b.GetJSON("/admin/buscar?q="+strings.Repeat("%22%2A", 300)), 200)
}
