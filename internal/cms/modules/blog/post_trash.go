package blog

import (
	"context"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms/shell"
)

// trashList reads one page of the posts in the trash, newest first.
func (m *module) trashList(ctx context.Context, token string, offset, limit int) ([]post, int, error) {
	return m.list(ctx, token, query{Offset: offset, Limit: limit, Trash: true})
}

// restoreForm takes a post out of the trash (POST /admin/blog/{id}/restaurar).
func (m *module) restoreForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	if err := m.restore(r.Context(), u.Token, shell.PathID(r)); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, msgRestored, "/admin/blog/papelera")
}
