package web

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// contentDelete deletes an item (its featured image stays in storage, interface.md).
func (a *App) contentDelete(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	id := pathID(r)
	if id == 0 {
		a.renderError(w, r, http.StatusNotFound, cms.MsgContentGone)
		return
	}
	if err := a.svc.DeleteContent(r.Context(), p.token, id); err != nil {
		a.failurePage(w, r, err)
		return
	}
	a.saved(w, r, "Contenido eliminado.", "/admin/contenido/")
}
