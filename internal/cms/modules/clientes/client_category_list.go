package clientes

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
)

// categoryListData is the client categories page: the list, each with a rename form, and a form to
// create one. Edit, when set, is the category whose rename was refused (its input is kept).
type categoryListData struct {
	Rows []records.ClientCategory
	Edit int64
}

// categoryListPage is /admin/clientes/categorias/.
func (m *module) categoryListPage(w http.ResponseWriter, r *http.Request) {
	m.categoryPage(w, r, http.StatusOK, 0, nil, nil, "")
}

func (m *module) categoryPage(w http.ResponseWriter, r *http.Request, status int, edit int64, form, fields map[string]string, errMsg string) {
	u := shell.UserOf(r)
	cats, err := m.categories(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	v := m.Shell.AdminView(r, view, msgCategoriesTitle)
	v.Form, v.Fields, v.Error = form, fields, errMsg
	v.Data = categoryListData{Rows: cats, Edit: edit}
	m.Shell.Render(w, r, status, m.Pages, "client_categories", v)
}
