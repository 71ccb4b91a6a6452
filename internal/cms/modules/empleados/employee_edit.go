package empleados

import (
	"net/http"
	"slices"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
)

// editData is the edit page of one employee.
type editData struct {
	Employee  *records.EmployeeAdmin
	Roles     []string // get_roles' names, plus the employee's own when it is not among them
	Rol       string   // the employee's role, lowercased as get_roles lists them
	CanManage bool     // the API's admin check for update_employee_role
	// Departments are the choices of the departamento field (table departamentos), plus the
	// employee's own value when it is not among them; none leaves the field free text.
	Departments []string
}

// Department is the employee's department name, "" without one.
func (d editData) Department() string { return cms.Deref(d.Employee.Departamento) }

// editPage is the form for rol, chat_role, departamento and activo of one employee; it posts to
// /api/update_employee_role.php.
func (m *module) editPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id := r.PathValue("id")
	if !uuidPattern.MatchString(id) {
		m.Shell.RenderError(w, r, http.StatusNotFound, cms.MsgEmployeeNotFound)
		return
	}
	emp, err := m.get(r.Context(), u.Token, id)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	roles, err := m.Svc.Roles(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	names := make([]string, 0, len(roles)+1)
	own := cms.NormalizeRole(cms.Deref(emp.Rol))
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
	depts, err := m.Svc.DepartmentNames(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	if own := cms.Deref(emp.Departamento); own != "" && len(depts) > 0 && !slices.Contains(depts, own) {
		depts = append(depts, own)
	}
	v := m.Shell.AdminView(r, view, msgEditTitle)
	v.Data = editData{Employee: emp, Roles: names, Rol: current, CanManage: u.CanManageEmployees(), Departments: depts}
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "employee_edit", v)
}
