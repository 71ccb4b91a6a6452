package contenido

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// freshLinkKey keeps a just-made shared link for the form page that follows (shown once).
const freshLinkKey = "contenido-vista-previa"

// previewOnSite opens the saved item (with its pending draft) on the public site through a link of
// the editor's own that lasts an hour (POST /admin/contenido/{id}/vista-previa/ver).
func (m *module) previewOnSite(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	it, ok := m.itemOfPath(w, r, u.Token)
	if !ok {
		return
	}
	token, err := lifecycle.CreatePreview(r.Context(), m.Svc, u.Token, table, it.ID, m.Shell.Now(), lifecycle.OwnPreviewLife)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	http.Redirect(w, r, lifecycle.PreviewPath(token), http.StatusSeeOther)
}

// sharePreview makes a link that anyone may open for a week and shows it once on the item's form
// (POST /admin/contenido/{id}/vista-previa/compartir).
func (m *module) sharePreview(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	it, ok := m.itemOfPath(w, r, u.Token)
	if !ok {
		return
	}
	now := m.Shell.Now()
	token, err := lifecycle.CreatePreview(r.Context(), m.Svc, u.Token, table, it.ID, now, lifecycle.SharedPreviewLife)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.KeepOnce(r.Context(), freshLinkKey, m.Shell.URL(lifecycle.PreviewPath(token)))
	expires := now.Add(lifecycle.SharedPreviewLife).In(zone()).Format("02/01/2006 15:04")
	m.Shell.Saved(w, r, fmt.Sprintf(lifecycle.MsgPreviewShared, expires), fmt.Sprintf("/admin/contenido/%d#vista-previa-enlaces", it.ID))
}

// revokePreview ends a link at once (POST /admin/contenido/{id}/vista-previa/{link}/revocar).
func (m *module) revokePreview(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id := shell.PathID(r)
	link, err := strconv.ParseInt(r.PathValue("link"), 10, 64)
	if id == 0 || err != nil || link <= 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, lifecycle.MsgPreviewLinkGone)
		return
	}
	if err := lifecycle.RevokePreview(r.Context(), m.Svc, u.Token, table, id, link); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, lifecycle.MsgPreviewRevoked, fmt.Sprintf("/admin/contenido/%d#vista-previa-enlaces", id))
}
