package web

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// categorySave creates a category (POST /admin/categorias/) or renames and moves one (POST
// /admin/categorias/{id}). A refusal — an empty name, a parent not in the list, or a move under
// itself or a descendant (the platform's message) — shows the form again as typed.
func (a *App) categorySave(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	form := formValues(r, "name", "id_padre")
	in := cms.CategoryInput{Name: form["name"], Parent: form["id_padre"]}
	cats, err := a.svc.CategoryList(r.Context(), p.token)
	if err != nil {
		a.failurePage(w, r, err)
		return
	}
	if r.PathValue("id") == "" {
		_, err = a.svc.CreateCategory(r.Context(), p.token, cats, in)
		if fields := cms.FormFields(err); fields != nil {
			a.categoryListPage(w, r, http.StatusUnprocessableEntity, cats, form, fields, msgReviewFields)
			return
		}
		if err != nil {
			status, msg := a.failureMessage(err)
			a.categoryListPage(w, r, status, cats, form, nil, msg)
			return
		}
		a.saved(w, r, "Categoría creada.", "/admin/categorias/")
		return
	}
	c, ok := findCategory(cats, pathID(r))
	if !ok {
		a.renderError(w, r, http.StatusNotFound, cms.MsgCategoryGone)
		return
	}
	err = a.svc.UpdateCategory(r.Context(), p.token, cats, c.ID, in)
	if fields := cms.FormFields(err); fields != nil {
		a.categoryEditPage(w, r, http.StatusUnprocessableEntity, cats, c, form, fields, msgReviewFields)
		return
	}
	if err != nil {
		status, msg := a.failureMessage(err)
		a.categoryEditPage(w, r, status, cats, c, form, nil, msg)
		return
	}
	a.saved(w, r, "Categoría guardada.", "/admin/categorias/")
}
