package clientes

import "net/http"

// deleteForm deletes a client record (after the page's confirmation); its logo stays in storage.
func (m *module) deleteForm(w http.ResponseWriter, r *http.Request) {
	m.Shell.DeleteRecord(w, r, m.remove, msgDeleted, "/admin/clientes/")
}
