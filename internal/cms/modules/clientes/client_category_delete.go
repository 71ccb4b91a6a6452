package clientes

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// categoryDeleteForm deletes a client category; while clients use it the list comes back with the
// reason.
func (m *module) categoryDeleteForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id := shell.PathID(r)
	if id == 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, cms.MsgRecordNotFound)
		return
	}
	if err := m.removeCategory(r.Context(), u.Token, id); err != nil {
		status, msg := m.Shell.FailureMessage(err)
		m.categoryPage(w, r, status, 0, nil, nil, msg)
		return
	}
	m.Shell.Saved(w, r, msgCategoryDeleted, "/admin/clientes/categorias/")
}
