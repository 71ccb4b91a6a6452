package contenido

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// restoredColumns are what a restore brings back: the item's content. Its state and schedule stay as
// they are, so restoring an old text never publishes or hides the item by surprise.
var restoredColumns = []string{"titulo", "descripcion", "categoria", "imagen_principal"}

// restoreForm makes an older revision the current version (POST
// /admin/contenido/{id}/historial/{rev}/restaurar): one update of the item, which the platform keeps
// as a new revision.
func (m *module) restoreForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	ctx := r.Context()
	it, ok := m.itemOfPath(w, r, u.Token)
	if !ok {
		return
	}
	revID := cms.PositiveID(r.PathValue("rev"))
	if revID == 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, lifecycle.MsgRevisionGone)
		return
	}
	revs, err := lifecycle.Revisions(ctx, m.Svc, u.Token, table, it.ID, revID)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	patch := map[string]json.RawMessage{}
	for _, col := range restoredColumns {
		if v, ok := revs[0].Datos[col]; ok {
			patch[col] = v
		}
	}
	var rows []struct {
		ID int64 `json:"id"`
	}
	err = m.Svc.Client().From(table, platformclient.AsUser(u.Token)).Select("id").Eq("id", it.ID).Update(ctx, patch, &rows)
	switch {
	case platformclient.CodeOf(err) == "23503":
		m.Shell.RenderError(w, r, http.StatusConflict, msgRestoreCategoryGone)
		return
	case err != nil:
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	case len(rows) == 0:
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgContentGone)
		return
	}
	m.Shell.Saved(w, r, lifecycle.MsgRevisionRestored, fmt.Sprintf("/admin/contenido/%d", it.ID))
}
