package contenido

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// trashList reads one page of the items in the trash, newest first; the page also offers «Vaciar
// papelera» after a confirmation.
func (m *module) trashList(ctx context.Context, token string, offset, limit int) ([]item, int, error) {
	return m.list(ctx, token, query{Offset: offset, Limit: limit, Trash: true})
}

// untrashForm takes an item out of the trash (POST /admin/contenido/{id}/restaurar), as it was.
func (m *module) untrashForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id := shell.PathID(r)
	if id == 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgContentGone)
		return
	}
	if err := m.setTrashed(r.Context(), u.Token, id, nil); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, msgRestored, "/admin/contenido/papelera")
}

// emptyTrashForm deletes for good every item in the trash, with its revisions (POST
// /admin/contenido/papelera/vaciar, after the page's confirmation). Only the platform's purge may
// delete revisions, so this goes through it with the service role, after the shell's view check.
func (m *module) emptyTrashForm(w http.ResponseWriter, r *http.Request) {
	// Everything trashed up to this moment; a second's margin covers a clock a little behind.
	n, err := lifecycle.Purge(r.Context(), m.Svc, m.Shell.Now().Add(time.Second), table)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, fmt.Sprintf(msgTrashEmptied, n), "/admin/contenido/papelera")
}
