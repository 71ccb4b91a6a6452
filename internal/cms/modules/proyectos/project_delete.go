package proyectos

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms/shell"
)

// deleteForm moves a project to the trash (POST /admin/proyectos/{id}/eliminar, after the
// confirmation).
func (m *module) deleteForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id := shell.PathID(r)
	if id == 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgProjectGone)
		return
	}
	if err := m.remove(r.Context(), u.Token, id); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, msgDeleted, "/admin/proyectos/")
}
