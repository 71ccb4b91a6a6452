package contenido

import (
	"fmt"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// discardDraftForm drops an item's pending draft (POST /admin/contenido/{id}/borrador/descartar);
// the form shows the published version again.
func (m *module) discardDraftForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id := shell.PathID(r)
	if id == 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgContentGone)
		return
	}
	if err := lifecycle.DiscardDraft(r.Context(), m.Svc, u.Token, table, id); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, lifecycle.MsgDraftDiscarded, fmt.Sprintf("/admin/contenido/%d", id))
}
