package clientes

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// categorySaveForm creates a client category (POST to the list) or renames one (/{id}/nombre).
func (m *module) categorySaveForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	form := shell.FormValues(r, "nombre")
	err := m.saveCategory(r.Context(), u.Token, id, form["nombre"])
	if f, status := m.Shell.RefusedForm(r, err); f != nil {
		m.categoryPage(w, r, status, id, form, f, cms.MsgReviewFields)
		return
	}
	if err != nil {
		status, msg := m.Shell.FailureMessage(err)
		m.categoryPage(w, r, status, id, form, nil, msg)
		return
	}
	msg := msgCategoryCreated
	if id != 0 {
		msg = msgCategoryRenamed
	}
	m.Shell.Saved(w, r, msg, "/admin/clientes/categorias/")
}
