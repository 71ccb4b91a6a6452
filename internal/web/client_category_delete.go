package web

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// clientCategoryDelete deletes a client category; while clients use it the list comes back with
// the reason.
func (a *App) clientCategoryDelete(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	id := pathID(r)
	if id == 0 {
		a.renderError(w, r, http.StatusNotFound, cms.MsgRecordNotFound)
		return
	}
	if err := a.svc.DeleteClientCategory(r.Context(), p.token, id); err != nil {
		status, msg := a.failureMessage(err)
		a.clientCategoryPage(w, r, status, 0, nil, nil, msg)
		return
	}
	a.saved(w, r, "Categoría eliminada.", "/admin/clientes/categorias/")
}
