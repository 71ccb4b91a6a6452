package testimoniales

import "net/http"

// deleteForm deletes a testimonial (the page asks for confirmation first).
func (m *module) deleteForm(w http.ResponseWriter, r *http.Request) {
	m.Shell.DeleteRecord(w, r, m.remove, msgDeleted, "/admin/testimoniales/")
}
