package contactos

import (
	"fmt"
	"net/http"
	"strconv"
)

// setStatus changes one message's status (archive it, mark it unread again…).
func (m *module) setStatus(w http.ResponseWriter, r *http.Request) {
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	estado := r.FormValue("estado")
	if !validStatus(estado) {
		m.Shell.RenderError(w, r, http.StatusUnprocessableEntity, msgBadStatus)
		return
	}
	n, err := m.update(r.Context(), []string{strconv.FormatInt(id, 10)}, map[string]any{"estado": estado})
	if err == nil && n == 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, msgMessageGone)
		return
	}
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	back := "/admin/contactos/" + strconv.FormatInt(id, 10)
	if estado == statusArchived || estado == statusNew {
		back = "/admin/contactos/"
	}
	m.Shell.Saved(w, r, fmt.Sprintf(msgStatusChanged, estado), back)
}

// deleteForm deletes one message after the confirmation.
func (m *module) deleteForm(w http.ResponseWriter, r *http.Request) {
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	n, err := m.remove(r.Context(), []string{strconv.FormatInt(id, 10)})
	if err == nil && n == 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, msgMessageGone)
		return
	}
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, msgDeleted, "/admin/contactos/")
}
