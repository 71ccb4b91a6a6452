// Package testimoniales is the admin module of the view `testimoniales`: the customers' testimonials
// (table testimoniales), listed newest first with a category filter, created, edited and deleted
// through forms whose rules are interface.md's.
package testimoniales

import (
	"embed"

	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

//go:embed templates
var assets embed.FS

// view is the module's vista_slug.
const view = "testimoniales"

type module struct {
	shell.Kit
	tr *translation.Screens // the testimonials' translations
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
	r.Page("GET /admin/testimoniales/{$}", m.listPage)
	r.Page("GET /admin/testimoniales/nuevo", m.form)
	r.Page("POST /admin/testimoniales/nuevo", m.saveForm)
	r.Page("GET /admin/testimoniales/{id}", m.form)
	r.Page("POST /admin/testimoniales/{id}", m.saveForm)
	r.Page("POST /admin/testimoniales/{id}/eliminar", m.deleteForm)
	r.Page("POST /admin/testimoniales/eliminar-marcados", m.bulkDeleteForm)
	m.tr.Mount(r)
}
