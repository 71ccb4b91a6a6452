package web

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// clientCategorySave creates a client category (POST to the list) or renames one (/{id}/nombre).
func (a *App) clientCategorySave(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	id, ok := a.editedID(w, r)
	if !ok {
		return
	}
	form := formValues(r, "nombre")
	err := a.svc.SaveClientCategory(r.Context(), p.token, id, form["nombre"])
	if f := cms.FormFields(err); f != nil {
		a.clientCategoryPage(w, r, http.StatusUnprocessableEntity, id, form, f, msgReviewFields)
		return
	}
	if err != nil {
		status, msg := a.failureMessage(err)
		a.clientCategoryPage(w, r, status, id, form, nil, msg)
		return
	}
	msg := "Categoría creada."
	if id != 0 {
		msg = "Categoría renombrada."
	}
	a.saved(w, r, msg, "/admin/clientes/categorias/")
}
