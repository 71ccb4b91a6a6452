// Package empleados is the admin module of the view `empleados`: the employees (table Empleados)
// listed by name, and an edit page for an employee's rol, chat_role, departamento and activo whose
// form posts to /api/update_employee_role.php — the JSON endpoint of interface.md this module also
// serves (its script shows the endpoint's answer; without JavaScript the form posts there directly).
// The Empleados row type is the kernel's (cms.Employee): sign-in reads it too.
package empleados

import (
	"embed"
	"io/fs"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

//go:embed templates
var templates embed.FS

//go:embed static
var static embed.FS

// view is the module's vista_slug.
const view = "empleados"

type module struct {
	shell *shell.App
	svc   *cms.Service
	pages *shell.Pages
}

// New builds the module in the shell.
func New(app *shell.App) (shell.Module, error) {
	pages, err := app.ParsePages(templates)
	if err != nil {
		return shell.Module{}, err
	}
	files, err := fs.Sub(static, "static")
	if err != nil {
		return shell.Module{}, err
	}
	m := &module{shell: app, svc: app.Service(), pages: pages}
	return shell.Module{View: view, Routes: m.routes, Static: files}, nil
}

func (m *module) routes(r shell.Routes) {
	r.Page("GET /admin/empleados/{$}", m.listPage)
	r.Page("GET /admin/empleados/{id}", m.editPage)
	r.API("/api/update_employee_role.php", m.updateEmployeeRole)
}
