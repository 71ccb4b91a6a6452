package contenido

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// actionCategory is the bulk action that moves the chosen items to the category in field `categoria`.
const actionCategory = "categoria"

// bulkForm applies one action (publicar, despublicar, papelera, or categoria with field
// `categoria`) to the items chosen on the list (POST /admin/contenido/acciones, fields `accion` and
// `id`…), as one update of all of them; the platform keeps a revision of each. Items already in the
// trash are left alone.
func (m *module) bulkForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	if err := r.ParseForm(); err != nil {
		m.Shell.RenderError(w, r, http.StatusBadRequest, lifecycle.MsgBulkNothing)
		return
	}
	patch, ok := lifecycle.BulkPatch(r.PostForm.Get("accion"), m.Shell.Now())
	done := lifecycle.MsgBulkDone
	if r.PostForm.Get("accion") == actionCategory {
		cat := cms.PositiveID(r.PostForm.Get("categoria"))
		if cat == 0 {
			m.Shell.RenderError(w, r, http.StatusBadRequest, msgBulkCategoryMissing)
			return
		}
		patch, ok, done = map[string]any{"categoria": cat}, true, msgBulkCategoryDone
	}
	var ids []string
	for _, raw := range r.PostForm["id"] {
		if id := cms.PositiveID(raw); id > 0 && len(ids) < lifecycle.MaxBulk {
			ids = append(ids, strconv.FormatInt(id, 10))
		}
	}
	if !ok || len(ids) == 0 {
		m.Shell.RenderError(w, r, http.StatusBadRequest, lifecycle.MsgBulkNothing)
		return
	}
	changed, err := records.PatchContentOutsideTrash(r.Context(), m.Svc.Client(), platformclient.AsUser(u.Token), ids, patch)
	if err != nil {
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	}
	m.Shell.Saved(w, r, fmt.Sprintf(done, changed), "/admin/contenido/")
}
