package web

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// categoryDelete deletes a category nothing uses; otherwise the tree comes back with the reason
// ("No se puede eliminar: la categoría tiene contenido.").
func (a *App) categoryDelete(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	id := pathID(r)
	if id == 0 {
		a.renderError(w, r, http.StatusNotFound, cms.MsgCategoryGone)
		return
	}
	if err := a.svc.DeleteCategory(r.Context(), p.token, id); err != nil {
		status, msg := a.failureMessage(err)
		cats, lerr := a.svc.CategoryList(r.Context(), p.token)
		if lerr != nil {
			a.failurePage(w, r, lerr)
			return
		}
		a.categoryListPage(w, r, status, cats, nil, nil, msg)
		return
	}
	a.saved(w, r, "Categoría eliminada.", "/admin/categorias/")
}
