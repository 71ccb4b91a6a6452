// Package usuarios is the admin module of the view `usuarios`: the roles and the permissions grid (a
// row per view, a column per role). The page reads its initial state on the server, so it is
// readable without JavaScript; its script reads and writes through /api/admin_roles_api.php, the
// JSON endpoint of interface.md that this module also serves, so the endpoint's admin check and
// messages apply to the page as they are.
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
	r.Page("POST /admin/usuarios/dos-pasos", m.setSecondStep)
	r.API("/api/admin_roles_api.php", m.adminRolesAPI)
}
