package categorias_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// treeStatusPattern is a tree entry's name and its translation statuses.
var treeStatusPattern = regexp.MustCompile(`<span class="cat-name">([^<]*)</span> <small class="slug">[^<]*</small><small class="translations">Traducciones: (.*?)</small>`)

// treeStatuses are the tree's «Traducciones» by category name, as text.
func treeStatuses(body string) map[string]string {
	out := map[string]string{}
	for _, m := range treeStatusPattern.FindAllStringSubmatch(body, -1) {
		out[m[1]] = regexp.MustCompile(`<[^>]+>`).ReplaceAllString(m[2], " ")
	}
	return out
}

// TestCategoryListTranslations: the tree shows each category's translation status in every active
// language, read in one request whatever the number of categories; the filter «Sin traducir al …»
// turns it into a table of the categories it keeps, each saying where it sits in the tree.
func TestCategoryListTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true},
		{"codigo": "fr", "nombre": "Français", "orden": 2, "activo": false}})
	design := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Diseño web"}})[0]
	shops := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Tiendas en línea", "id_padre": design}})[0]
	marketing := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Marketing"}})[0]
	translate := func(id int64, name string) {
		t.Helper()
		cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/categorias/%d/traducciones/en", id), cmstest.Form("name", name, "estado", "publicado")), 303)
	}
	translate(design, "Web design")

	tree := b.Do("GET", "/admin/categorias/", "", "")
	cmstest.WantStatus(t, tree, 200)
	want := map[string]string{"Diseño web": " English : al día", "Tiendas en línea": " English : falta", "Marketing": " English : falta"}
	if got := treeStatuses(tree.Body); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("the tree's statuses are %q, want %q", got, want)
	}
	if !strings.Contains(tree.Body, `<option value="falta:en">Sin traducir al English</option>`) || cmstest.RowIDs(tree.Body) != nil {
		t.Fatal("the tree lacks the translation filter, or shows a table")
	}

	id := cmstest.IDText
	tests := []struct {
		name, query string
		want        []string // the table's rows; nil: the whole tree, no table
		paths       []string // what the table says of where each sits
	}{
		{"missing in English", "?traduccion=falta:en", []string{id(shops), id(marketing)}, []string{"Dentro de Diseño web"}},
		{"an inactive language", "?traduccion=falta:fr", nil, nil},
		{"an unknown filter", "?traduccion=otra:en", nil, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := b.Do("GET", "/admin/categorias/"+tc.query, "", "")
			cmstest.WantStatus(t, r, 200)
			if got := cmstest.RowIDs(r.Body); fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Fatalf("%s lists %v, want %v", tc.query, got, tc.want)
			}
			if got := regexp.MustCompile(`<small class="category-path">([^<]*)</small>`).FindAllStringSubmatch(r.Body, -1); len(got) != len(tc.paths) ||
				(len(got) > 0 && got[0][1] != tc.paths[0]) {
				t.Fatalf("%s shows the places %v, want %v", tc.query, got, tc.paths)
			}
			if tree := strings.Contains(r.Body, `id="arbol"`); tree != (tc.want == nil) {
				t.Fatalf("%s shows the tree: %v", tc.query, tree)
			}
		})
	}

	translate(marketing, "Marketing")
	filtered := b.Do("GET", "/admin/categorias/?traduccion=falta:en", "", "").Body
	if got := cmstest.RowIDs(filtered); fmt.Sprint(got) != fmt.Sprint([]string{id(shops)}) {
		t.Fatalf("once «Marketing» is translated the filter lists %v", got)
	}
	if !strings.Contains(filtered, `<option value="falta:en" selected>`) || !strings.Contains(filtered, `<span lang="en">English</span>: falta`) {
		t.Fatal("the filtered table does not show the chosen filter or the statuses")
	}

	// The statuses come in one read: more categories, no more requests.
	calls := func() int64 {
		before := e.PlatformCalls.Load()
		cmstest.WantStatus(t, b.Do("GET", "/admin/categorias/", "", ""), 200)
		return e.PlatformCalls.Load() - before
	}
	few := calls()
	for i := range 5 {
		e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": fmt.Sprintf("Servicio %d", i), "id_padre": marketing}})
	}
	if many := calls(); many != few {
		t.Fatalf("the categories page asks the platform %d times with 8 categories, %d with 3", many, few)
	}
}
