// Package dashboard is the admin module of the view `dashboard`, the admin's home at /admin/: how
// many rows the main tables hold, the latest content items and the latest entries of the platform's
// audit trail. A user whose role may not see it is sent by the shell to the first view they may open.
// It reads those tables directly (read-only, with the user's token) rather than through their
// modules: modules never import one another.
package dashboard

import (
	"embed"

	"github.com/vitrina/vitrina/internal/cms/shell"
)

//go:embed templates static
var assets embed.FS

// view is the module's vista_slug.
const view = "dashboard"

type module struct{ shell.Kit }

// New builds the module in the shell.
func New(app *shell.App) (shell.Module, error) {
	kit, err := app.Kit(assets)
	if err != nil {
		return shell.Module{}, err
	}
	m := &module{kit}
	mod := kit.Module(view, m.routes)
	mod.Path = "/admin/"
	return mod, nil
}

func (m *module) routes(r shell.Routes) {
	r.Page("GET /admin/{$}", m.home)
	r.Page("POST /admin/guia-inicial/descartar", m.dismissGuide)
}
