package categorias

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms/shell"
)

// deleteForm deletes a category nothing uses (the page asks for confirmation first); otherwise the
// tree comes back with the reason ("No se puede eliminar: la categoría tiene contenido.").
func (m *module) deleteForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id := shell.PathID(r)
	if id == 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgCategoryGone)
		return
	}
	if err := m.remove(r.Context(), u.Token, id); err != nil {
		status, msg := m.Shell.FailureMessage(err)
		cats, lerr := m.Svc.CategoryList(r.Context(), u.Token)
		if lerr != nil {
			m.Shell.FailurePage(w, r, lerr)
			return
		}
		m.treePage(w, r, status, cats, nil, nil, msg)
		return
	}
	m.Shell.Saved(w, r, msgDeleted, "/admin/categorias/")
}
