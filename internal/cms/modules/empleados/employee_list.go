package empleados

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
)

// listData is the employees list page.
type listData struct {
	Rows   []records.EmployeeAdmin
	Filter shell.ListFilter
	Pager  shell.Pager
	// CanInvite: the user may invite a colleague (an administrator).
	CanInvite bool
}

// listPage lists the employees by name, paginated like the other lists.
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	pg := shell.ParsePaging(r.URL.Query())
	rows, total, err := m.list(r.Context(), u.Token, cms.ListParams{Offset: pg.Offset(), Limit: pg.RowsPerPage})
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg.Total = total
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = listData{Rows: rows, Filter: shell.FilterOf("/admin/empleados/", nil, 0, pg), Pager: shell.PagerOf(pg), CanInvite: u.CanManageEmployees()}
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "empleados", v)
}
