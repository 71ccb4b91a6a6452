// Package departamentos is the admin module of the view `departamentos`: the company's departments
// (table departamentos) with a name unique whatever its case, a description, a head chosen among the
// employees and a display order. Renaming a department renames it on every employee in the same
// transaction (the platform's update_department); a department still assigned to employees cannot
// be deleted. The employee form offers these departments as its list (Names).
package departamentos

import (
	"embed"

	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

//go:embed templates
var assets embed.FS

// view is the module's vista_slug.
const view = "departamentos"

type module struct {
	shell.Kit
	tr *translation.Screens // the translations
}

// New builds the module in the shell.
func New(app *shell.App) (shell.Module, error) {
	kit, err := app.Kit(assets)
	if err != nil {
		return shell.Module{}, err
	}
	m := &module{Kit: kit}
	if m.tr, err = m.translations(); err != nil {
		return shell.Module{}, err
	}
	return kit.Module(view, m.routes, recordKinds()...), nil
}

func (m *module) routes(r shell.Routes) {
	r.Page("GET /admin/departamentos/{$}", m.listPage)
	r.Page("GET /admin/departamentos/nuevo", m.form)
	r.Page("POST /admin/departamentos/nuevo", m.saveForm)
	r.Page("GET /admin/departamentos/{id}", m.form)
	r.Page("POST /admin/departamentos/{id}", m.saveForm)
	r.Page("POST /admin/departamentos/{id}/eliminar", m.deleteForm)
	m.tr.Mount(r)
}
