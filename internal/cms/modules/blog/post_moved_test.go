package blog_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/redirects"
)

// TestBlogAddressChangeSaysWhereTheRedirectGoes: changing the address of a published post makes the
// platform redirect the old one, and the saved message says so; a save that keeps the address, or
// a post not published, says nothing of it.
func TestBlogAddressChangeSaysWhereTheRedirectGoes(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	ids := e.InsertRows(t, "blog_entradas", []map[string]any{
		{"titulo": "Original", "slug": "original", "estado": "publicado"},
		{"titulo": "Borrador", "slug": "borrador", "estado": "borrador"},
	})
	for _, c := range []struct {
		name, id, slug, version, status, want string
	}{
		{"published, same address", cmstest.IDText(ids[0]), "original", "1", "publicado", "Entrada actualizada."},
		{"published, new address", cmstest.IDText(ids[0]), "nueva", "2", "publicado",
			"Entrada actualizada. " + redirects.MovedNotice("/blog/original", "/blog/nueva")},
		{"draft, new address", cmstest.IDText(ids[1]), "otro", "1", "borrador", "Borrador guardado."},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := "/admin/blog/" + c.id
			r := b.PostForm(path, cmstest.Form("titulo", "Título", "slug", c.slug, "estado", c.status, "version", c.version))
			cmstest.WantStatus(t, r, 303)
			page := cmstest.UnescapeHTML(b.GetJSON(path).Body)
			if want := fmt.Sprintf(`<p class="flash" role="status">%s</p>`, c.want); !strings.Contains(page, want) {
				t.Fatalf("lacks %q", want)
			}
		})
	}
	if got := redirects.MovedNotice("/blog/original", "/blog/nueva"); got != "Se ha creado una redirección de /blog/original a /blog/nueva." {
		t.Fatal(got)
	}
	if e.CountRows(t, "redirecciones", "origen", "/blog/original") != 1 {
		t.Fatal("no redirect stored")
	}
}
