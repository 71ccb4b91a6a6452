package categorias

import (
	"html/template"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// listData is the categories page: the tree (or, with the translation filter, the categories it
// keeps) and the form that adds a category.
type listData struct {
	Tree    template.HTML
	Options template.HTML // the parent picker, the typed choice selected
	Total   int
	// Translation is the translation filter and the languages of the statuses.
	Translation *translation.List
	// Filtered is what the translation filter keeps, as a flat table in the tree's order.
	Filtered []filteredCategory
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

// treePage renders the tree with each category's translation statuses (one read of the table's
// translations) and the creation form (kept as typed after a refusal); with the translation filter
// (?traduccion=…), the categories it keeps instead of the tree.
func (m *module) treePage(w http.ResponseWriter, r *http.Request, status int, cats []cms.Category,
	form map[string]string, fields cms.FieldMessages, msg string) {
	tree := cms.CategoryTree(cats)
	tl, err := m.tr.List(r)
	var statuses map[int64][]translation.Status
	if err == nil {
		statuses, err = tl.AllStatuses(r, m.Svc, translation.ItemsOf(cats, func(c cms.Category) translation.Versioned {
			return translation.Versioned{ID: c.ID, Version: c.TextsVersion}
		}))
	}
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	d := listData{Options: shell.OptionsHTML(shell.CategoryOptions(tree, nil), form["id_padre"]), Total: len(cats), Translation: tl}
	if tl.Chosen != "" {
		d.Filtered = filtered(tree, statuses, tl)
	} else {
		d.Tree = treeHTML(tree, statuses)
	}
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Form, v.Fields, v.Error = form, fields, msg
	v.Data = d
	m.Shell.Render(w, r, status, m.Pages, "categorias", v)
}
