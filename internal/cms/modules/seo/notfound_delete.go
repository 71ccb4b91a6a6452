package seo

import "net/http"

// deleteNotFound removes an entry of the log (the page asks for confirmation first).
func (m *module) deleteNotFound(w http.ResponseWriter, r *http.Request) {
	m.Shell.DeleteRecord(w, r, m.removeNotFound, msgEntryDeleted, "/admin/seo/registro-404/")
}
