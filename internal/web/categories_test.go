package web_test

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
)

// categoryRow reads one category as the service role.
func (e *cmsEnv) categoryRow(t *testing.T, id int64) (name string, parent *int64, found bool) {
	t.Helper()
	c := e.svc.Client()
	var rows []cms.Category
	if _, err := c.From("categoria-servicios", c.Service()).Select("id,name,slug,id_padre").Eq("id", id).Get(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) == 0 {
		return "", nil, false
	}
	return rows[0].Name, rows[0].IDPadre, true
}

// categoryID finds a category by name.
func (e *cmsEnv) categoryID(t *testing.T, name string) int64 {
	t.Helper()
	c := e.svc.Client()
	var rows []cms.Category
	if _, err := c.From("categoria-servicios", c.Service()).Select("id,name,slug,id_padre").Eq("name", name).Get(context.Background(), &rows); err != nil || len(rows) != 1 {
		t.Fatalf("category %q: %v %v", name, rows, err)
	}
	return rows[0].ID
}

var treeNamePattern = regexp.MustCompile(`<li data-id="(\d+)"><div class="node"><span class="cat-name">([^<]*)</span>`)

// treeOrder is the categories page's tree as "name" lines indented by depth (two spaces a level),
// read from the nested lists.
func treeOrder(body string) []string {
	start := strings.Index(body, `<ul class="tree" id="arbol">`)
	if start < 0 {
		return nil
	}
	body = body[start+len(`<ul class="tree" id="arbol">`):]
	var out []string
	depth := 0
	for len(body) > 0 {
		switch {
		case strings.HasPrefix(body, "<ul>"):
			depth++
			body = body[4:]
		case strings.HasPrefix(body, "</ul>"):
			depth--
			if depth < 0 {
				return out
			}
			body = body[5:]
		case treeNamePattern.MatchString(body) && treeNamePattern.FindStringIndex(body)[0] == 0:
			m := treeNamePattern.FindStringSubmatch(body)
			out = append(out, strings.Repeat("  ", depth)+unescapeHTML(m[2]))
			body = body[len(m[0]):]
		default:
			body = body[1:]
		}
	}
	return out
}

func TestCategoriesModule(t *testing.T) {
	for _, transport := range transports {
		t.Run(transport, func(t *testing.T) {
			e := newCMS(t, transport)
			b := e.signedInAdmin(t)

			// Create a tree through the form; the platform makes the slugs.
			r := b.postForm("/admin/categorias/", form("name", "  Desarrollo de software "))
			wantStatus(t, r, 303)
			if loc := r.header.Get("Location"); loc != "/admin/categorias/" {
				t.Fatalf("redirect to %q", loc)
			}
			dev := e.categoryID(t, "Desarrollo de software")
			for _, name := range []string{"web", "Apps móviles", "Ámbar", "zeta"} {
				wantStatus(t, b.postForm("/admin/categorias/", form("name", name, "id_padre", idText(dev))), 303)
			}
			web := e.categoryID(t, "web")
			wantStatus(t, b.postForm("/admin/categorias/", form("name", "Tiendas", "id_padre", idText(web))), 303)
			wantStatus(t, b.postForm("/admin/categorias/", form("name", "Consultoría")), 303)
			wantStatus(t, b.postForm("/admin/categorias/", form("name", "auditoría")), 303)

			page := b.getJSON("/admin/categorias/")
			wantStatus(t, page, 200)
			if !strings.Contains(page.body, "Categoría creada.") {
				t.Error("no flash after creating")
			}
			want := []string{"auditoría", "Consultoría", "Desarrollo de software", "  Ámbar", "  Apps móviles", "  web", "    Tiendas", "  zeta"}
			if got := treeOrder(page.body); !slices.Equal(got, want) {
				t.Fatalf("tree\n%q\nwant\n%q", got, want)
			}
			if !strings.Contains(page.body, "desarrollo-de-software") {
				t.Error("generated slug not shown")
			}

			// Validation: the messages next to the fields, the input kept.
			r = b.postForm("/admin/categorias/", form("name", "   ", "id_padre", idText(dev)))
			wantStatus(t, r, 422)
			if got := fieldErrors(r.body)["name"]; got != cms.MsgCategoryNameEmpty {
				t.Errorf("empty name: %q", got)
			}
			if !strings.Contains(r.body, fmt.Sprintf(`<option value="%d" selected>`, dev)) {
				t.Error("parent choice not kept")
			}
			r = b.postForm("/admin/categorias/", form("name", strings.Repeat("x", 151)))
			if got := fieldErrors(r.body)["name"]; r.status != 422 || got != cms.MsgCategoryNameTooLong {
				t.Errorf("long name: %d %q", r.status, got)
			}
			r = b.postForm("/admin/categorias/", form("name", "Huérfana", "id_padre", "99999"))
			if got := fieldErrors(r.body)["id_padre"]; r.status != 422 || got != cms.MsgCategoryParent || !strings.Contains(r.body, `value="Huérfana"`) {
				t.Errorf("unknown parent: %d %q", r.status, got)
			}

			// Names are escaped in the tree and in the pickers.
			wantStatus(t, b.postForm("/admin/categorias/", form("name", `<b onclick="x()">negrita</b>`)), 303)
			if page := b.getJSON("/admin/categorias/"); strings.Contains(page.body, `<b onclick`) ||
				strings.Count(page.body, `&lt;b onclick=&#34;x()&#34;&gt;negrita&lt;/b&gt;`) != 3 {
				t.Error("a category name is not escaped in the tree, the picker or the confirmation")
			}
			wantStatus(t, b.postForm(fmt.Sprintf("/admin/categorias/%d/eliminar", e.categoryID(t, `<b onclick="x()">negrita</b>`)), nil), 303)

			// Rename and move: web goes to the first level under a new name, its child follows.
			edit := b.getJSON(fmt.Sprintf("/admin/categorias/%d", web))
			wantStatus(t, edit, 200)
			tiendas := e.categoryID(t, "Tiendas")
			if strings.Contains(edit.body, fmt.Sprintf(`<option value="%d"`, tiendas)) || strings.Contains(edit.body, fmt.Sprintf(`<option value="%d"`, web)) {
				t.Error("the edit form offers the category itself or a descendant as parent")
			}
			wantStatus(t, b.postForm(fmt.Sprintf("/admin/categorias/%d", web), form("name", "Sitios web", "id_padre", "")), 303)
			if name, parent, _ := e.categoryRow(t, web); name != "Sitios web" || parent != nil {
				t.Fatalf("after rename/move: %q %v", name, parent)
			}
			// Moving it under its own child is refused with the platform's message.
			r = b.postForm(fmt.Sprintf("/admin/categorias/%d", web), form("name", "Sitios web", "id_padre", idText(tiendas)))
			wantStatus(t, r, 422)
			if got := fieldErrors(r.body)["id_padre"]; !strings.Contains(got, "no puede moverse dentro de sí misma") {
				t.Errorf("cycle message %q", got)
			}
			r = b.postForm(fmt.Sprintf("/admin/categorias/%d", web), form("name", "Sitios web", "id_padre", idText(web)))
			if got := fieldErrors(r.body)["id_padre"]; r.status != 422 || !strings.Contains(got, "no puede moverse") {
				t.Errorf("self parent: %d %q", r.status, got)
			}
			if _, parent, _ := e.categoryRow(t, web); parent != nil {
				t.Fatal("a refused move changed the row")
			}
			wantStatus(t, b.getJSON("/admin/categorias/99999"), 404)
			wantStatus(t, b.postForm("/admin/categorias/99999", form("name", "x")), 404)

			// Delete is refused while something uses the category, with the reason.
			e.insertRows(t, "contenido", []map[string]any{{"titulo": "Caso", "categoria": e.categoryID(t, "Ámbar")}})
			e.insertRows(t, "testimoniales", []map[string]any{{"testimonio": "Bien", "empresa": "ACME", "categoria": e.categoryID(t, "zeta")}})
			for name, reason := range map[string]string{
				"Sitios web": "No se puede eliminar: la categoría tiene subcategorías.",
				"Ámbar":      "No se puede eliminar: la categoría tiene contenido.",
				"zeta":       "No se puede eliminar: la categoría tiene testimonios.",
			} {
				id := e.categoryID(t, name)
				r := b.postForm(fmt.Sprintf("/admin/categorias/%d/eliminar", id), nil)
				wantStatus(t, r, 409)
				if !strings.Contains(r.body, `<p class="error" role="alert">`+reason+`</p>`) {
					t.Errorf("delete %s: want %q in\n%s", name, reason, r.body)
				}
				if _, _, found := e.categoryRow(t, id); !found {
					t.Errorf("%s deleted anyway", name)
				}
			}
			r = b.postForm(fmt.Sprintf("/admin/categorias/%d/eliminar", tiendas), nil)
			wantStatus(t, r, 303)
			if _, _, found := e.categoryRow(t, tiendas); found {
				t.Error("unused category not deleted")
			}
			if page := b.getJSON("/admin/categorias/"); !strings.Contains(page.body, "Categoría eliminada.") {
				t.Error("no flash after deleting")
			}
			wantStatus(t, b.postForm(fmt.Sprintf("/admin/categorias/%d/eliminar", tiendas), nil), 404)
			if !strings.Contains(b.getJSON("/admin/categorias/").body, `data-confirm="¿Eliminar la categoría «Sitios web»?"`) {
				t.Error("delete asks no confirmation")
			}
		})
	}
}

// TestCategoryTreeShapes checks the tree builder on deep chains and broken data.
func TestCategoryTreeShapes(t *testing.T) {
	p := func(id int64) *int64 { return &id }
	// A 5 000-level chain: no recursion limit.
	var chain []cms.Category
	for i := int64(1); i <= 5000; i++ {
		c := cms.Category{ID: i, Name: fmt.Sprint("n", i)}
		if i > 1 {
			c.IDPadre = p(i - 1)
		}
		chain = append(chain, c)
	}
	tree := cms.CategoryTree(chain)
	if len(tree) != 5000 || tree[4999].Depth != 4999 || !tree[0].HasChildren || tree[4999].HasChildren {
		t.Fatalf("chain: %d nodes, last depth %d", len(tree), tree[len(tree)-1].Depth)
	}
	if d := cms.Descendants(tree, 4998); len(d) != 2 || !d[4999] || !d[5000] {
		t.Errorf("descendants %v", d)
	}
	// Siblings: case-insensitive, accents with their letter, numbers by value.
	var names []string
	for _, n := range cms.CategoryTree([]cms.Category{{ID: 1, Name: "Paso 10"}, {ID: 2, Name: "paso 2"}, {ID: 3, Name: "Zeta"}, {ID: 4, Name: "Ámbar"}, {ID: 5, Name: "beta"}}) {
		names = append(names, n.Name)
	}
	if !slices.Equal(names, []string{"Ámbar", "beta", "paso 2", "Paso 10", "Zeta"}) {
		t.Errorf("sibling order %q", names)
	}
	// A cycle written behind the platform's back and a missing parent: every category still shows.
	broken := []cms.Category{{ID: 1, Name: "a", IDPadre: p(2)}, {ID: 2, Name: "b", IDPadre: p(1)}, {ID: 3, Name: "c", IDPadre: p(77)}}
	if tree := cms.CategoryTree(broken); len(tree) != 3 {
		t.Fatalf("broken data: %v", tree)
	}
}

// TestPartAModulesNeedTheirView: a role whose permissions show content but not categories sees only
// content in the navigation and gets 403 on the categories pages (and their writes); without the
// dashboard view, /admin/ goes to its first module.
func TestPartAModulesNeedTheirView(t *testing.T) {
	e := newCMS(t, "in-process")
	e.account(t, "eva@example.com", "mercadeo", false, nil)
	e.insertRows(t, "roles_permisos", []map[string]any{{"rol_nombre": "mercadeo", "vista_slug": "contenido", "puede_ver": true},
		{"rol_nombre": "mercadeo", "vista_slug": "categorias", "puede_ver": false}})
	b := e.browser(t).signIn("eva@example.com")
	r := b.getJSON("/admin/")
	if r.status != 303 || r.header.Get("Location") != "/admin/contenido/" {
		t.Fatalf("/admin/ without the dashboard view: %d %s", r.status, r.header.Get("Location"))
	}
	list := b.getJSON("/admin/contenido/")
	wantStatus(t, list, 200)
	if strings.Contains(list.body, `href="/admin/categorias/"`) {
		t.Error("navigation shows a view the role may not open")
	}
	for _, req := range []struct{ method, path string }{{"GET", "/admin/categorias/"}, {"POST", "/admin/categorias/"}, {"POST", "/admin/categorias/1/eliminar"}} {
		if r := b.do(req.method, req.path, "application/x-www-form-urlencoded", "name=x"); r.status != 403 || !strings.Contains(r.body, "Su rol no tiene acceso a Categorías.") {
			t.Errorf("%s %s: %d", req.method, req.path, r.status)
		}
	}
	if n := e.countRows(t, "categoria-servicios", "", nil); n != 0 {
		t.Fatalf("a forbidden write created %d categories", n)
	}
}
