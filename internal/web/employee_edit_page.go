package web

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

type employeeEditData struct {
	Employee  *cms.Employee
	Roles     []string // get_roles' names, plus the employee's own when it is not among them
	Rol       string   // the employee's role, lowercased as get_roles lists them
	CanManage bool     // the API's admin check for update_employee_role
}

// employeeEditPage is the form for rol, chat_role, departamento and activo of one employee.
func (a *App) employeeEditPage(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	id := r.PathValue("id")
	if !uuidPattern.MatchString(id) {
		a.renderError(w, r, http.StatusNotFound, cms.MsgEmployeeNotFound)
		return
	}
	emp, err := a.svc.EmployeeByID(r.Context(), p.token, id)
	if err != nil {
		a.failurePage(w, r, err)
		return
	}
	roles, err := a.svc.Roles(r.Context(), p.token)
	if err != nil {
		a.failurePage(w, r, err)
		return
	}
	names := make([]string, 0, len(roles)+1)
	own := cms.NormalizeRole(deref(emp.Rol))
	current := own
	for _, rl := range roles {
		names = append(names, rl.Nombre)
		if rl.Nombre == own {
			own = ""
		}
	}
	if own != "" {
		names = append(names, own)
	}
	v := a.adminView(r, "empleados", "Editar empleado")
	v.Data = employeeEditData{Employee: emp, Roles: names, Rol: current, CanManage: p.CanManageEmployees()}
	a.render(w, r, http.StatusOK, "employee_edit", v)
}
