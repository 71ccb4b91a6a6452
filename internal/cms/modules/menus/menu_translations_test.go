package menus_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestMenuTranslations: a menu item's label is translated on the shared page with a plain
// «Guardar»; a free link may have an address of its own in the language, which must be a safe
// address (the platform's rule, shown on the page), and left empty keeps the item's; the menus'
// page shows each item's status.
func TestMenuTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	ids := e.InsertRows(t, "menus", []map[string]any{
		{"ubicacion": "cabecera", "etiqueta": "Blog", "tipo": "sitio", "destino": "blog", "orden": 1},
		{"ubicacion": "cabecera", "etiqueta": "Tienda", "tipo": "externo", "destino": "https://tienda.example.com/es", "orden": 2}})
	page := fmt.Sprintf("/admin/menus/%d/traducciones/en", ids[1])
	r := b.Do("GET", page, "", "")
	cmstest.WantStatus(t, r, 200)
	cmstest.WantTranslatedFields(t, "menus", r.Body)
	if !strings.Contains(r.Body, `<span lang="es" class="source-text">https://tienda.example.com/es</span>`) {
		t.Fatal("the free link's address is not beside its field")
	}
	r = b.PostForm(page, cmstest.Form("etiqueta", "Shop", "destino", "javascript:alert(1)", "estado", "publicado"))
	if r.Status != 422 || !strings.Contains(r.Body, "http") {
		t.Fatalf("an unsafe address: %d", r.Status)
	}
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("etiqueta", "Shop", "destino", "https://shop.example.com/en", "estado", "publicado")), 303)
	// An item that is not a free link keeps its target: the address is left empty (null).
	cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/menus/%d/traducciones/en", ids[0]), cmstest.Form("etiqueta", "Blog", "estado", "publicado")), 303)
	var rows []struct {
		Etiqueta string
		Destino  *string
	}
	c := e.Svc.Client()
	if _, err := c.From("menus_traducciones", c.Anon()).Select("etiqueta,destino").Order("origen", false).Get(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].Destino != nil || rows[1].Destino == nil || *rows[1].Destino != "https://shop.example.com/en" {
		t.Fatalf("anon reads %+v", rows)
	}
	if list := b.Do("GET", "/admin/menus/", "", "").Body; strings.Count(list, `<span lang="en">English</span>: al día`) != 2 {
		t.Fatal("the menus' page does not show each item's translation")
	}
	cmstest.WantStatus(t, b.Do("GET", "/admin/menus/999/traducciones/en", "", ""), 404)
}

// TestMenuListTranslationFilter: «Sin traducir al English» lists only the items, of either menu and
// level, with no English translation, as a flat table; a site in Spanish only offers no filter.
func TestMenuListTranslationFilter(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	ids := e.InsertRows(t, "menus", []map[string]any{
		{"ubicacion": "cabecera", "etiqueta": "Blog", "tipo": "sitio", "destino": "blog", "orden": 1},
		{"ubicacion": "pie", "etiqueta": "Contacto", "tipo": "sitio", "destino": "contacto", "orden": 1}})
	child := e.InsertRows(t, "menus", []map[string]any{{"ubicacion": "cabecera", "etiqueta": "Tienda", "tipo": "externo", "destino": "https://tienda.example.com", "orden": 1, "padre": ids[0]}})[0]
	if list := b.Do("GET", "/admin/menus/", "", "").Body; strings.Contains(list, `id="filtro-traduccion"`) {
		t.Fatal("a site in Spanish only shows the translation filter")
	}
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/menus/%d/traducciones/en", ids[0]), cmstest.Form("etiqueta", "Blog", "estado", "publicado")), 303)
	tests := []struct {
		query string
		want  []int64
	}{
		{"?traduccion=falta:en", []int64{child, ids[1]}},
		{"?traduccion=falta:fr", nil}, // not an active language: the whole tree, no table
	}
	for _, tc := range tests {
		list := b.Do("GET", "/admin/menus/"+tc.query, "", "").Body
		var want []string
		for _, id := range tc.want {
			want = append(want, cmstest.IDText(id))
		}
		if got := cmstest.RowIDs(list); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("%s lists %v, want %v", tc.query, got, want)
		}
	}
	list := b.Do("GET", "/admin/menus/?traduccion=falta:en", "", "").Body
	if !strings.Contains(list, `<option value="falta:en" selected>Sin traducir al English</option>`) || !strings.Contains(list, `<span lang="en">English</span>: falta`) || strings.Contains(list, "Subir") {
		t.Fatal("the filtered menus' page shows the wrong filter, statuses or order buttons")
	}
	if tree := b.Do("GET", "/admin/menus/", "", "").Body; !strings.Contains(tree, `id="filtro-traduccion"`) || !strings.Contains(tree, "Subir") {
		t.Fatal("the menus' tree lacks the filter or its order buttons")
	}
}
