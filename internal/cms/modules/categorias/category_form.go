package categorias

import (
	"fmt"
	"html/template"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// formData is the page that renames and moves one category.
type formData struct {
	Category cms.Category
	Options  template.HTML // every category but itself and its descendants
	// Translations are the active languages with the category's translation status in each.
	Translations []translation.Row
}

// form shows the rename/move form of one category.
func (m *module) form(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	cats, err := m.Svc.CategoryList(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	c, ok := find(cats, shell.PathID(r))
	if !ok {
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgCategoryGone)
		return
	}
	values := map[string]string{"name": c.Name, "id_padre": ""}
	if c.IDPadre != nil {
		values["id_padre"] = fmt.Sprint(*c.IDPadre)
	}
	m.formPage(w, r, http.StatusOK, cats, c, values, nil, "")
}

func (m *module) formPage(w http.ResponseWriter, r *http.Request, status int, cats []cms.Category, c cms.Category,
	form map[string]string, fields cms.FieldMessages, msg string) {
	tree := cms.CategoryTree(cats)
	skip := cms.Descendants(tree, c.ID)
	skip[c.ID] = true
	langs, err := m.tr.Rows(r, c.ID, 0)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	v := m.Shell.AdminView(r, view, msgEditTitle)
	v.Form, v.Fields, v.Error = form, fields, msg
	v.Data = formData{Category: c, Options: shell.OptionsHTML(shell.CategoryOptions(tree, skip), form["id_padre"]), Translations: langs}
	m.Shell.Render(w, r, status, m.Pages, "categoria_form", v)
}
