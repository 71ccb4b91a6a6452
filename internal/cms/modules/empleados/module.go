// Package empleados is the admin module of the view `empleados`: the employees (table Empleados)
// listed by name, an invitation of a colleague (an account with a role and a link to choose its
// password), and an edit page for an employee's rol, chat_role, departamento and activo whose
// form posts to /api/update_employee_role.php — the JSON endpoint of interface.md this module also
// serves (its script shows the endpoint's answer; without JavaScript the form posts there directly).
// Its rows are records.EmployeeAdmin; sign-in reads the kernel's own cms.Employee.
package empleados

import (
	"embed"

	"github.com/vitrina/vitrina/internal/cms/shell"
)

//go:embed templates static
var assets embed.FS

// view is the module's vista_slug.
const view = "empleados"

type module struct{ shell.Kit }

// New builds the module in the shell.
func New(app *shell.App) (shell.Module, error) {
	kit, err := app.Kit(assets)
	if err != nil {
		return shell.Module{}, err
	}
	m := &module{kit}
	return kit.Module(view, m.routes, recordKinds()...), nil
}

func (m *module) routes(r shell.Routes) {
	r.Page("GET /admin/empleados/{$}", m.listPage)
	r.Page("GET /admin/empleados/invitar", m.invitePage)
	r.Page("POST /admin/empleados/invitar", m.invite)
	r.Page("GET /admin/empleados/{id}", m.editPage)
	r.API("/api/update_employee_role.php", m.updateEmployeeRole)
}
