package categorias_test

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/categorias"
)

// categoryRow reads one category as the service role.
func categoryRow(t *testing.T, e *cmstest.Env, id int64) (name string, parent *int64, found bool) {
	t.Helper()
	c := e.Svc.Client()
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
func categoryID(t *testing.T, e *cmstest.Env, name string) int64 {
	t.Helper()
	c := e.Svc.Client()
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
			out = append(out, strings.Repeat("  ", depth)+cmstest.UnescapeHTML(m[2]))
			body = body[len(m[0]):]
		default:
			body = body[1:]
		}
	}
	return out
}

func TestCategoriesModule(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)

			// Create a tree through the form; the platform makes the slugs.
			r := b.PostForm("/admin/categorias/", cmstest.Form("name", "  Desarrollo de software "))
			cmstest.WantStatus(t, r, 303)
			if loc := r.Header.Get("Location"); loc != "/admin/categorias/" {
				t.Fatalf("redirect to %q", loc)
			}
			dev := categoryID(t, e, "Desarrollo de software")
			for _, name := range []string{"web", "Apps móviles", "Ámbar", "zeta"} {
				cmstest.WantStatus(t, b.PostForm("/admin/categorias/", cmstest.Form("name", name, "id_padre", cmstest.IDText(dev))), 303)
			}
			web := categoryID(t, e, "web")
			cmstest.WantStatus(t, b.PostForm("/admin/categorias/", cmstest.Form("name", "Tiendas", "id_padre", cmstest.IDText(web))), 303)
			cmstest.WantStatus(t, b.PostForm("/admin/categorias/", cmstest.Form("name", "Consultoría")), 303)
			cmstest.WantStatus(t, b.PostForm("/admin/categorias/", cmstest.Form("name", "auditoría")), 303)

			page := b.GetJSON("/admin/categorias/")
			cmstest.WantStatus(t, page, 200)
			if !strings.Contains(page.Body, "Categoría creada.") {
				t.Error("no flash after creating")
			}
			want := []string{"auditoría", "Consultoría", "Desarrollo de software", "  Ámbar", "  Apps móviles", "  web", "    Tiendas", "  zeta"}
			if got := treeOrder(page.Body); !slices.Equal(got, want) {
				t.Fatalf("tree\n%q\nwant\n%q", got, want)
			}
			if !strings.Contains(page.Body, "desarrollo-de-software") {
				t.Error("generated slug not shown")
			}

			// Validation: the messages next to the fields, the input kept.
			r = b.PostForm("/admin/categorias/", cmstest.Form("name", "   ", "id_padre", cmstest.IDText(dev)))
			cmstest.WantStatus(t, r, 422)
			if got := cmstest.FieldErrors(r.Body)["name"]; got != categorias.MsgCategoryNameEmpty {
				t.Errorf("empty name: %q", got)
			}
			if !strings.Contains(r.Body, fmt.Sprintf(`<option value="%d" selected>`, dev)) {
				t.Error("parent choice not kept")
			}
			r = b.PostForm("/admin/categorias/", cmstest.Form("name", strings.Repeat("x", 151)))
			if got := cmstest.FieldErrors(r.Body)["name"]; r.Status != 422 || got != categorias.MsgCategoryNameTooLong {
				t.Errorf("long name: %d %q", r.Status, got)
			}
			r = b.PostForm("/admin/categorias/", cmstest.Form("name", "Huérfana", "id_padre", "99999"))
			if got := cmstest.FieldErrors(r.Body)["id_padre"]; r.Status != 422 || got != categorias.MsgCategoryParent || !strings.Contains(r.Body, `value="Huérfana"`) {
				t.Errorf("unknown parent: %d %q", r.Status, got)
			}

			// Names are escaped in the tree and in the pickers.
			cmstest.WantStatus(t, b.PostForm("/admin/categorias/", cmstest.Form("name", `<b onclick="x()">negrita</b>`)), 303)
			if page := b.GetJSON("/admin/categorias/"); strings.Contains(page.Body, `<b onclick`) ||
				strings.Count(page.Body, `&lt;b onclick=&#34;x()&#34;&gt;negrita&lt;/b&gt;`) != 3 {
				t.Error("a category name is not escaped in the tree, the picker or the confirmation")
			}
			cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/categorias/%d/eliminar", categoryID(t, e, `<b onclick="x()">negrita</b>`)), nil), 303)

			// Rename and move: web goes to the first level under a new name, its child follows.
			edit := b.GetJSON(fmt.Sprintf("/admin/categorias/%d", web))
			cmstest.WantStatus(t, edit, 200)
			tiendas := categoryID(t, e, "Tiendas")
			if strings.Contains(edit.Body, fmt.Sprintf(`<option value="%d"`, tiendas)) || strings.Contains(edit.Body, fmt.Sprintf(`<option value="%d"`, web)) {
				t.Error("the edit form offers the category itself or a descendant as parent")
			}
			cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/categorias/%d", web), cmstest.Form("name", "Sitios web", "id_padre", "")), 303)
			if name, parent, _ := categoryRow(t, e, web); name != "Sitios web" || parent != nil {
				t.Fatalf("after rename/move: %q %v", name, parent)
			}
			// Moving it under its own child is refused with the platform's message.
			r = b.PostForm(fmt.Sprintf("/admin/categorias/%d", web), cmstest.Form("name", "Sitios web", "id_padre", cmstest.IDText(tiendas)))
			cmstest.WantStatus(t, r, 422)
			if got := cmstest.FieldErrors(r.Body)["id_padre"]; !strings.Contains(got, "no puede moverse dentro de sí misma") {
				t.Errorf("cycle message %q", got)
			}
			r = b.PostForm(fmt.Sprintf("/admin/categorias/%d", web), cmstest.Form("name", "Sitios web", "id_padre", cmstest.IDText(web)))
			if got := cmstest.FieldErrors(r.Body)["id_padre"]; r.Status != 422 || !strings.Contains(got, "no puede moverse") {
				t.Errorf("self parent: %d %q", r.Status, got)
			}
			if _, parent, _ := categoryRow(t, e, web); parent != nil {
				t.Fatal("a refused move changed the row")
			}
			cmstest.WantStatus(t, b.GetJSON("/admin/categorias/99999"), 404)
			cmstest.WantStatus(t, b.PostForm("/admin/categorias/99999", cmstest.Form("name", "x")), 404)

			// Delete is refused while something uses the category, with the reason.
			e.InsertRows(t, "contenido", []map[string]any{{"titulo": "Caso", "categoria": categoryID(t, e, "Ámbar")}})
			e.InsertRows(t, "testimoniales", []map[string]any{{"testimonio": "Bien", "empresa": "ACME", "categoria": categoryID(t, e, "zeta")}})
			for name, reason := range map[string]string{
				"Sitios web": "No se puede eliminar: la categoría tiene subcategorías.",
				"Ámbar":      "No se puede eliminar: la categoría tiene contenido.",
				"zeta":       "No se puede eliminar: la categoría tiene testimonios.",
			} {
				id := categoryID(t, e, name)
				r := b.PostForm(fmt.Sprintf("/admin/categorias/%d/eliminar", id), nil)
				cmstest.WantStatus(t, r, 409)
				if !strings.Contains(r.Body, `<p class="error" role="alert">`+reason+`</p>`) {
					t.Errorf("delete %s: want %q in\n%s", name, reason, r.Body)
				}
				if _, _, found := categoryRow(t, e, id); !found {
					t.Errorf("%s deleted anyway", name)
				}
			}
			r = b.PostForm(fmt.Sprintf("/admin/categorias/%d/eliminar", tiendas), nil)
			cmstest.WantStatus(t, r, 303)
			if _, _, found := categoryRow(t, e, tiendas); found {
				t.Error("unused category not deleted")
			}
			if page := b.GetJSON("/admin/categorias/"); !strings.Contains(page.Body, "Categoría eliminada.") {
				t.Error("no flash after deleting")
			}
			cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/categorias/%d/eliminar", tiendas), nil), 404)
			if !strings.Contains(b.GetJSON("/admin/categorias/").Body, `data-confirm="¿Eliminar la categoría «Sitios web»?"`) {
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

// TestContentAndCategoriesNeedTheirView: a role whose permissions show content but not categories sees only
// content in the navigation and gets 403 on the categories pages (and their writes); without the
// dashboard view, /admin/ goes to its first module.
func TestContentAndCategoriesNeedTheirView(t *testing.T) {
	e := cmstest.New(t, "in-process")
	e.Account(t, "eva@example.com", "mercadeo", false, nil)
	e.InsertRows(t, "roles_permisos", []map[string]any{{"rol_nombre": "mercadeo", "vista_slug": "contenido", "puede_ver": true},
		{"rol_nombre": "mercadeo", "vista_slug": "categorias", "puede_ver": false}})
	b := e.Browser(t).SignIn("eva@example.com")
	r := b.GetJSON("/admin/")
	if r.Status != 303 || r.Header.Get("Location") != "/admin/contenido/" {
		t.Fatalf("/admin/ without the dashboard view: %d %s", r.Status, r.Header.Get("Location"))
	}
	list := b.GetJSON("/admin/contenido/")
	cmstest.WantStatus(t, list, 200)
	if strings.Contains(list.Body, `href="/admin/categorias/"`) {
		t.Error("navigation shows a view the role may not open")
	}
	for _, req := range []struct{ method, path string }{{"GET", "/admin/categorias/"}, {"POST", "/admin/categorias/"}, {"POST", "/admin/categorias/1/eliminar"}} {
		if r := b.Do(req.method, req.path, "application/x-www-form-urlencoded", "name=x"); r.Status != 403 || !strings.Contains(r.Body, "Su rol no tiene acceso a Categorías.") {
			t.Errorf("%s %s: %d", req.method, req.path, r.Status)
		}
	}
	if n := e.CountRows(t, "categoria-servicios", "", nil); n != 0 {
		t.Fatalf("a forbidden write created %d categories", n)
	}
}
