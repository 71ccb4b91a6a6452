// Package clientes is the admin module of the view `clientes`: the customers shown on the site
// (table clientes), each with a logo stored in bucket clientes, listed newest first with a client
// category filter, created, edited and deleted through forms whose rules are interface.md's; and the
// client categories themselves (table categorias), created, renamed and deleted (refused while
// clients use one) on their own page.
package clientes

import (
	"embed"

	"github.com/vitrina/vitrina/internal/cms/shell"
)

//go:embed templates
var assets embed.FS

// view is the module's vista_slug.
const view = "clientes"

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
	r.Page("GET /admin/clientes/{$}", m.listPage)
	r.Page("GET /admin/clientes/nuevo", m.form)
	r.Page("POST /admin/clientes/nuevo", m.saveForm)
	r.Page("GET /admin/clientes/{id}", m.form)
	r.Page("POST /admin/clientes/{id}", m.saveForm)
	r.Page("POST /admin/clientes/{id}/eliminar", m.deleteForm)
	r.Page("POST /admin/clientes/eliminar-marcados", m.bulkDeleteForm)
	r.Page("GET /admin/clientes/categorias/{$}", m.categoryListPage)
	r.Page("POST /admin/clientes/categorias/{$}", m.categorySaveForm)
	r.Page("POST /admin/clientes/categorias/{id}/nombre", m.categorySaveForm)
	r.Page("POST /admin/clientes/categorias/{id}/eliminar", m.categoryDeleteForm)
}
