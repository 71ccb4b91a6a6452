package seo

import "net/http"

// deleteRedirect deletes a redirect (the page asks for confirmation first).
func (m *module) deleteRedirect(w http.ResponseWriter, r *http.Request) {
	m.Shell.DeleteRecord(w, r, m.removeRedirect, msgRedirectDeleted, "/admin/seo/redirecciones/")
}
