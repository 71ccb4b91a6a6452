package web

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// clientCategoryListData is the client categories page: the list, each with a rename form, and a
// form to create one. Edit, when set, is the category whose rename was refused (its input is kept).
type clientCategoryListData struct {
	Rows []cms.ClientCategory
	Edit int64
}

// clientCategoryList is /admin/clientes/categorias/.
func (a *App) clientCategoryList(w http.ResponseWriter, r *http.Request) {
	a.clientCategoryPage(w, r, http.StatusOK, 0, nil, nil, "")
}

func (a *App) clientCategoryPage(w http.ResponseWriter, r *http.Request, status int, edit int64, form, fields map[string]string, errMsg string) {
	p, _ := principalFrom(r.Context())
	cats, err := a.svc.ClientCategories(r.Context(), p.token)
	if err != nil {
		a.failurePage(w, r, err)
		return
	}
	v := a.adminView(r, "clientes", "Categorías de clientes")
	v.Form, v.Fields, v.Error = form, fields, errMsg
	v.Data = clientCategoryListData{Rows: cats, Edit: edit}
	a.render(w, r, status, "client_categories", v)
}
