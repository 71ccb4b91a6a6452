package web

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// employeesRoutes is the employees module (view empleados): a list, and an edit page whose form
// posts to /api/update_employee_role.php (its script shows the API's answer; without JavaScript the
// form posts there directly).
func (a *App) employeesRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /admin/empleados/{$}", a.employeesPage)
	mux.HandleFunc("GET /admin/empleados/{id}", a.employeeEditPage)
}

type employeesPageData struct {
	Rows   []cms.Employee
	Filter listFilter
	Pager  modulePager
}

// employeesPage lists the employees by name, paginated like the other lists.
func (a *App) employeesPage(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	pg := parsePaging(r.URL.Query())
	rows, total, err := a.svc.Employees(r.Context(), p.token, cms.ListParams{Offset: pg.Offset(), Limit: pg.RowsPerPage})
	if err != nil {
		a.failurePage(w, r, err)
		return
	}
	pg.Total = total
	v := a.adminView(r, "empleados", "Empleados")
	v.Data = employeesPageData{Rows: rows, Filter: filterOf("/admin/empleados/", nil, 0, pg), Pager: pagerOf(pg)}
	a.render(w, r, http.StatusOK, "empleados", v)
}
