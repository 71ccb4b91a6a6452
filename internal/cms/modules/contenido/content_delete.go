package contenido

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms/shell"
)

// deleteForm deletes an item (its featured image stays in storage, interface.md); the page asks for
// confirmation first.
func (m *module) deleteForm(w http.ResponseWriter, r *http.Request) {
	if shell.PathID(r) == 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgContentGone)
		return
	}
	m.Shell.DeleteRecord(w, r, m.remove, msgDeleted, "/admin/contenido/")
}
