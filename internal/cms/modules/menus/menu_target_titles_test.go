package menus_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestListNamesTargetsByTitle: the list names an item that leads to a page or a content item by
// that page's or item's title (a draft's too), never by its address or number, and reads those
// titles with the same number of requests however many items the menus hold.
func TestListNamesTargetsByTitle(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Diseño"}})[0]
	pages := e.InsertRows(t, "paginas", []map[string]any{{"titulo": "Quiénes somos", "slug": "quienes-somos"},
		{"titulo": "Trabaje con nosotros", "slug": "trabaje"}})
	content := e.InsertRows(t, "contenido", []map[string]any{{"titulo": "Guía de marca", "categoria": cat, "estado": "publicado"},
		{"titulo": "Borrador secreto", "categoria": cat, "estado": "borrador"}})
	item := func(label, kind string, id any, order int) map[string]any {
		return map[string]any{"ubicacion": "cabecera", "etiqueta": label, "tipo": kind, "destino": fmt.Sprint(id), "orden": order}
	}
	e.InsertRows(t, "menus", []map[string]any{item("Nosotros", "pagina", pages[0], 1), item("Guía", "contenido", content[0], 2)})
	list := func() (string, int64) {
		before := e.PlatformCalls.Load()
		r := b.GetJSON("/admin/menus/")
		cmstest.WantStatus(t, r, 200)
		return r.Body, e.PlatformCalls.Load() - before
	}
	_, calls := list()
	e.InsertRows(t, "menus", []map[string]any{item("Empleo", "pagina", pages[1], 3), item("Pronto", "contenido", content[1], 4)})
	body, more := list()
	if more != calls {
		t.Errorf("the list with 4 targets took %d platform requests, with 2 it took %d (N+1)", more, calls)
	}
	for _, c := range []struct{ item, want string }{
		{"a page", `<strong>Nosotros</strong>`},
		{"… by its title", `<small class="menu-target">Una página: «Quiénes somos»</small>`},
		{"another page", `<small class="menu-target">Una página: «Trabaje con nosotros»</small>`},
		{"a content item", `<small class="menu-target">Un contenido: «Guía de marca»</small>`},
		{"a draft, still flagged", `<small class="menu-target">Un contenido: «Borrador secreto»</small>`},
	} {
		if !strings.Contains(body, c.want) {
			t.Errorf("%s: the list lacks %s\n%s", c.item, c.want, body)
		}
	}
	for _, bad := range []string{`menu-target">/quienes-somos<`, `menu-target">/trabaje<`, `menu-target">Una página: ` + fmt.Sprint(pages[0]),
		`menu-target">Un contenido: ` + fmt.Sprint(content[1])} {
		if strings.Contains(body, bad) {
			t.Errorf("the list shows %s\n%s", bad, body)
		}
	}
}
