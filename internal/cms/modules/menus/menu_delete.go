package menus

import "net/http"

// deleteForm deletes an item and the items under it; the page asks first.
func (m *module) deleteForm(w http.ResponseWriter, r *http.Request) {
	m.Shell.DeleteRecord(w, r, m.remove, msgDeleted, "/admin/menus/")
}
