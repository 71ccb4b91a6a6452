package site_test

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/site"
)

// TestNavigationOutlivesPages: a write drops the cached pages, but only a write to a table the
// menus, the settings or the category menu show makes the site read them again; after a post is
// saved, its pages in both languages are rendered again without reading the menus, the settings,
// the languages or the service categories.
func TestNavigationOutlivesPages(t *testing.T) {
	f := newFixture(t, true)
	counter := &countingTransport{next: platformclient.InProcess(f.plat)}
	client := platformclient.New(platformclient.Options{BaseURL: testBase, AnonKey: f.env.Keys.AnonKey(),
		ServiceRoleKey: f.env.Keys.ServiceRoleKey(), Transport: counter})
	s, err := site.New(site.Options{Client: client, BaseURL: testBase})
	if err != nil {
		t.Fatal(err)
	}
	get := func(path string) (body string, asks []string) {
		t.Helper()
		counter.take()
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		if rec.Code != http.StatusOK {
			t.Fatalf("%s: %d", path, rec.Code)
		}
		return rec.Body.String(), counter.take()
	}
	navReads := func(asks []string) []string {
		var out []string
		for _, a := range asks {
			for _, table := range []string{"/menus?", "/ajustes_sitio?", "/ajustes_seo?", "/idiomas?", "/categoria-servicios?"} {
				if strings.Contains(a, table) {
					out = append(out, a)
				}
			}
		}
		return out
	}
	for _, c := range []struct {
		table   string
		rereads bool
	}{
		{"blog_entradas", false},
		{"blog_entradas_traducciones", false},
		{"testimoniales", false},
		{"preguntas", false},
		{"menus", true},
		{"menus_traducciones", true},
		{"ajustes_sitio", true},
		{"ajustes_seo_traducciones", true},
		{"idiomas", true},
		{"paginas", true}, // a menu item may lead to a page that is no longer published
		{"categoria-servicios_traducciones", true},
		{"contenido", true},
	} {
		for _, path := range []string{"/", "/en/"} {
			get(path) // kept
			s.Changed(c.table)
			_, asks := get(path)
			if len(asks) == 0 {
				t.Fatalf("after a write to %s, %s was not rendered again", c.table, path)
			}
			if got := navReads(asks); (len(got) > 0) != c.rereads {
				t.Errorf("after a write to %s, %s read the navigation: %v, want %v\n  %s", c.table, path, len(got) > 0, c.rereads, strings.Join(got, "\n  "))
			}
		}
	}

	// A menu item's English label changed: the English pages show it at once.
	var item struct{ ID int64 }
	f.row("menus", "select=id&ubicacion=eq.cabecera&padre=is.null&order=orden.asc&limit=1", &item)
	f.rest(http.MethodPatch, "/rest/v1/menus_traducciones?idioma=eq.en&origen=eq."+strconv.FormatInt(item.ID, 10), `{"etiqueta":"Brand new label"}`, http.StatusOK)
	s.Changed("menus_traducciones")
	if body, _ := get("/en/"); !strings.Contains(body, "Brand new label") {
		t.Error("the menu's new English label is not on /en/")
	}
}
