package categorias

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// saveForm creates a category (POST /admin/categorias/) or renames and moves one (POST
// /admin/categorias/{id}). A refusal — an empty name, a parent not in the list, or a move under
// itself or a descendant (the platform's message) — shows the form again as typed.
func (m *module) saveForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	form := shell.FormValues(r, "name", "id_padre")
	in := input{Name: form["name"], Parent: form["id_padre"]}
	cats, err := m.Svc.CategoryList(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	if r.PathValue("id") == "" {
		err = m.create(r.Context(), u.Token, cats, in)
		if fields, status := m.Shell.RefusedForm(r, err); fields != nil {
			m.treePage(w, r, status, cats, form, fields, cms.MsgReviewFields)
			return
		}
		if err != nil {
			status, msg := m.Shell.FailureMessage(err)
			m.treePage(w, r, status, cats, form, nil, msg)
			return
		}
		m.Shell.Saved(w, r, msgCreated, "/admin/categorias/")
		return
	}
	c, ok := find(cats, shell.PathID(r))
	if !ok {
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgCategoryGone)
		return
	}
	err = m.update(r.Context(), u.Token, cats, c.ID, in)
	if fields, status := m.Shell.RefusedForm(r, err); fields != nil {
		m.formPage(w, r, status, cats, c, form, fields, cms.MsgReviewFields)
		return
	}
	if err != nil {
		status, msg := m.Shell.FailureMessage(err)
		m.formPage(w, r, status, cats, c, form, nil, msg)
		return
	}
	m.Shell.Saved(w, r, msgSaved, "/admin/categorias/")
}
