package categorias

import (
	"html/template"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// listData is the categories page: the tree and the form that adds a category.
type listData struct {
	Tree    template.HTML
	Options template.HTML // the parent picker, the typed choice selected
	Total   int
}

// listPage shows the whole tree (one read of every category) and the creation form.
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	cats, err := m.Svc.CategoryList(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.treePage(w, r, http.StatusOK, cats, nil, nil, "")
}

// treePage renders the tree with the creation form (kept as typed after a refusal).
func (m *module) treePage(w http.ResponseWriter, r *http.Request, status int, cats []cms.Category,
	form map[string]string, fields cms.FieldMessages, msg string) {
	tree := cms.CategoryTree(cats)
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Form, v.Fields, v.Error = form, fields, msg
	v.Data = listData{Tree: treeHTML(tree), Options: shell.OptionsHTML(shell.CategoryOptions(tree, nil), form["id_padre"]), Total: len(cats)}
	m.Shell.Render(w, r, status, m.Pages, "categorias", v)
}
