// Package usuarios is the admin module of the view `usuarios`: the list of roles, and one page per
// role with the views it may open, grouped as the sidebar groups them. A role's page is a plain
// form, so it works without JavaScript; creating and deleting roles go through
// /api/admin_roles_api.php, the JSON endpoint of interface.md that this module also serves, so the
// endpoint's admin check and messages apply to the page as they are.
package usuarios

import (
	"embed"

	"github.com/vitrina/vitrina/internal/cms/shell"
)

//go:embed templates static
var assets embed.FS

// view is the module's vista_slug.
const view = "usuarios"

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
	r.Page("GET /admin/usuarios/{$}", m.rolesPage)
	r.Page("GET /admin/usuarios/roles/{rol}", m.rolePage)
	r.Page("POST /admin/usuarios/roles/{rol}", m.saveRolePage)
	r.Page("POST /admin/usuarios/dos-pasos", m.setSecondStep)
	r.API("/api/admin_roles_api.php", m.adminRolesAPI)
}
