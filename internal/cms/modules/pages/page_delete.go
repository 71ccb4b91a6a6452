package pages

import "net/http"

// deleteForm moves a page to the trash (it stops being the home page); the page asks first.
func (m *module) deleteForm(w http.ResponseWriter, r *http.Request) {
	m.Shell.DeleteRecord(w, r, m.remove, msgDeleted, "/admin/pages/")
}
