package contenido

import (
	"fmt"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// lockHeartbeat keeps the editor's lock alive while the form is open (POST
// /admin/contenido/{id}/bloqueo, sent by content.js every minute): {mine, usuario, desde}. It never
// takes a live lock from someone else; mine false tells the page its editor lost it.
func (m *module) lockHeartbeat(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id := shell.PathID(r)
	if id == 0 {
		shell.WriteJSON(w, http.StatusNotFound, shell.APIFailure(MsgContentGone))
		return
	}
	st, err := lifecycle.TakeLock(r.Context(), m.Svc, u.Token, table, id, u.Email, m.Shell.Now(), false)
	if err != nil {
		status, msg := m.Shell.FailureMessage(err)
		shell.WriteJSON(w, status, shell.APIFailure(msg))
		return
	}
	shell.WriteJSON(w, http.StatusOK, shell.APIResponse{"success": true, "mine": st.Mine, "usuario": st.Holder.Usuario,
		"desde": st.Holder.Since(m.Shell.Now(), zone())})
}

// takeLockForm is "Tomar el control" (POST /admin/contenido/{id}/bloqueo/tomar): the editor takes
// the lock from whoever holds it and goes back to the form.
func (m *module) takeLockForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id := shell.PathID(r)
	if id == 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgContentGone)
		return
	}
	if _, err := lifecycle.TakeLock(r.Context(), m.Svc, u.Token, table, id, u.Email, m.Shell.Now(), true); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, lifecycle.MsgLockTaken, fmt.Sprintf("/admin/contenido/%d", id))
}
