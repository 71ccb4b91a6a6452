package clientes_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/clientes"
)

func TestClientCategories(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)

	r := b.PostForm("/admin/clientes/categorias/", cmstest.Form("nombre", "   "))
	cmstest.WantStatus(t, r, 422)
	if cmstest.FieldErrors(r.Body)["nombre"] != clientes.MsgCategoryNameEmpty {
		t.Fatal(r.Body)
	}
	cmstest.WantStatus(t, b.PostForm("/admin/clientes/categorias/", cmstest.Form("nombre", " Salud ")), 303)
	page := b.GetJSON("/admin/clientes/categorias/")
	ids := cmstest.RowIDs(page.Body)
	if len(ids) != 1 || !strings.Contains(page.Body, "Categoría creada.") || !strings.Contains(page.Body, `value="Salud"`) {
		t.Fatal(page.Body)
	}
	id := ids[0]
	r = b.PostForm("/admin/clientes/categorias/"+id+"/nombre", cmstest.Form("nombre", ""))
	cmstest.WantStatus(t, r, 422)
	if cmstest.FieldErrors(r.Body)["nombre"] != clientes.MsgCategoryNameEmpty {
		t.Fatal(r.Body)
	}
	cmstest.WantStatus(t, b.PostForm("/admin/clientes/categorias/"+id+"/nombre", cmstest.Form("nombre", "Salud y bienestar")), 303)
	if page := b.GetJSON("/admin/clientes/categorias/"); !strings.Contains(page.Body, `value="Salud y bienestar"`) {
		t.Fatal(page.Body)
	}
	// In use: refused with the reason; the category stays.
	e.InsertRows(t, "clientes", []map[string]any{{"nombre": "X", "categoria": id}, {"nombre": "Y", "categoria": id}})
	r = b.PostForm("/admin/clientes/categorias/"+id+"/eliminar", nil)
	cmstest.WantStatus(t, r, http.StatusConflict)
	if !strings.Contains(r.Body, "No se puede eliminar la categoría: 2 clientes la usan.") {
		t.Fatal(r.Body)
	}
	if e.CountRows(t, "categorias", "", nil) != 1 {
		t.Fatal("category deleted while in use")
	}
	c := e.Svc.Client()
	if err := c.From("clientes", c.Service()).Eq("categoria", id).Delete(t.Context(), nil); err != nil {
		t.Fatal(err)
	}
	cmstest.WantStatus(t, b.PostForm("/admin/clientes/categorias/"+id+"/eliminar", nil), 303)
	if e.CountRows(t, "categorias", "", nil) != 0 {
		t.Fatal("not deleted")
	}
	cmstest.WantStatus(t, b.PostForm("/admin/clientes/categorias/"+id+"/eliminar", nil), 404)
}
