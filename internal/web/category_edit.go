package web

import (
	"fmt"
	"html/template"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// categoryEditData is the page that renames and moves one category.
type categoryEditData struct {
	Category cms.Category
	Options  template.HTML // every category but itself and its descendants
}

// categoryEdit shows the rename/move form of one category.
func (a *App) categoryEdit(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	id := pathID(r)
	cats, err := a.svc.CategoryList(r.Context(), p.token)
	if err != nil {
		a.failurePage(w, r, err)
		return
	}
	c, ok := findCategory(cats, id)
	if !ok {
		a.renderError(w, r, http.StatusNotFound, cms.MsgCategoryGone)
		return
	}
	form := map[string]string{"name": c.Name, "id_padre": ""}
	if c.IDPadre != nil {
		form["id_padre"] = fmt.Sprint(*c.IDPadre)
	}
	a.categoryEditPage(w, r, http.StatusOK, cats, c, form, nil, "")
}

func (a *App) categoryEditPage(w http.ResponseWriter, r *http.Request, status int, cats []cms.Category, c cms.Category,
	form map[string]string, fields cms.FieldMessages, msg string) {
	tree := cms.CategoryTree(cats)
	skip := cms.Descendants(tree, c.ID)
	skip[c.ID] = true
	v := a.adminView(r, "categorias", "Editar categoría")
	v.Form, v.Fields, v.Error = form, fields, msg
	v.Data = categoryEditData{Category: c, Options: optionsHTML(categoryOptions(tree, skip), form["id_padre"])}
	a.render(w, r, status, "categoria_form", v)
}

func findCategory(cats []cms.Category, id int64) (cms.Category, bool) {
	for _, c := range cats {
		if c.ID == id {
			return c, true
		}
	}
	return cms.Category{}, false
}
