package web

import (
	"html/template"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// categoriesRoutes are the service categories' pages (view categorias).
func (a *App) categoriesRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /admin/categorias/{$}", a.categoryList)
	mux.HandleFunc("POST /admin/categorias/{$}", a.categorySave)
	mux.HandleFunc("GET /admin/categorias/{id}", a.categoryEdit)
	mux.HandleFunc("POST /admin/categorias/{id}", a.categorySave)
	mux.HandleFunc("POST /admin/categorias/{id}/eliminar", a.categoryDelete)
}

// categoryListData is the categories page: the tree and the form that adds a category.
type categoryListData struct {
	Tree    template.HTML
	Options template.HTML // the parent picker, the typed choice selected
	Total   int
}

// categoryList shows the whole tree (one read of every category) and the creation form.
func (a *App) categoryList(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	cats, err := a.svc.CategoryList(r.Context(), p.token)
	if err != nil {
		a.failurePage(w, r, err)
		return
	}
	a.categoryListPage(w, r, http.StatusOK, cats, nil, nil, "")
}

// categoryListPage renders the tree with the creation form (kept as typed after a refusal).
func (a *App) categoryListPage(w http.ResponseWriter, r *http.Request, status int, cats []cms.Category,
	form map[string]string, fields cms.FieldMessages, msg string) {
	tree := cms.CategoryTree(cats)
	v := a.adminView(r, "categorias", "Categorías")
	v.Form, v.Fields, v.Error = form, fields, msg
	v.Data = categoryListData{Tree: treeHTML(tree), Options: optionsHTML(categoryOptions(tree, nil), form["id_padre"]), Total: len(cats)}
	a.render(w, r, status, "categorias", v)
}
