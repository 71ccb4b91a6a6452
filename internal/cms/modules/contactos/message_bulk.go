package contactos

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
)

// maxBulk bounds one bulk action (the list shows at most 100 rows).
const maxBulk = 100

// bulk applies one action to the checked messages: archivar, eliminar, or a status (leído, nuevo).
func (m *module) bulk(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		m.Shell.RenderError(w, r, http.StatusBadRequest, msgBulkNone)
		return
	}
	var ids []string
	for _, v := range r.PostForm["id"] {
		if id := cms.PositiveID(v); id > 0 {
			ids = append(ids, strconv.FormatInt(id, 10))
		}
	}
	back := "/admin/contactos/"
	if b := r.PostForm.Get("volver"); len(b) > 1 && b[0] == '?' {
		back += b // the list's own filters and page, never another address
	}
	switch {
	case len(ids) == 0:
		m.Shell.Saved(w, r, msgBulkNone, back)
		return
	case len(ids) > maxBulk:
		m.Shell.Saved(w, r, msgBulkTooMany, back)
		return
	}
	var (
		n    int
		err  error
		done func(n int) string
	)
	switch action := r.PostForm.Get("accion"); action {
	case "eliminar":
		n, err = m.remove(r.Context(), ids)
		done = func(n int) string { return fmt.Sprintf(msgBulkDeleted, n) }
	case statusArchived:
		n, err = m.update(r.Context(), ids, map[string]any{"estado": statusArchived})
		done = func(n int) string { return fmt.Sprintf(msgBulkArchived, n) }
	case statusRead, statusNew:
		n, err = m.update(r.Context(), ids, map[string]any{"estado": action})
		done = func(n int) string { return fmt.Sprintf(msgBulkMarked, n, action) }
	default:
		m.Shell.Saved(w, r, msgBulkBadAction, back)
		return
	}
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, done(n), back)
}
