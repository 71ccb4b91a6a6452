package vacantes

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
)

// maxBulk bounds one bulk change (the list shows at most 100 rows).
const maxBulk = 100

// bulkStatus sets one status on the checked applications of an opening.
func (m *module) bulkStatus(w http.ResponseWriter, r *http.Request) {
	opening := openingID(r)
	back := fmt.Sprintf("/admin/vacantes/%d/postulaciones", opening)
	if err := r.ParseForm(); err != nil || opening == 0 {
		m.Shell.RenderError(w, r, http.StatusBadRequest, msgBulkNone)
		return
	}
	var ids []string
	for _, v := range r.PostForm["id"] {
		if id := cms.PositiveID(v); id > 0 {
			ids = append(ids, strconv.FormatInt(id, 10))
		}
	}
	status := r.PostForm.Get("estado")
	switch {
	case len(ids) == 0:
		m.Shell.Saved(w, r, msgBulkNone, back)
		return
	case len(ids) > maxBulk:
		m.Shell.Saved(w, r, msgBulkTooMany, back)
		return
	case !contains(statuses, status):
		m.Shell.Saved(w, r, msgStatusInvalid, back)
		return
	}
	n, err := m.setStatus(r.Context(), opening, ids, status)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, fmt.Sprintf(msgBulkDone, n, status), back)
}
