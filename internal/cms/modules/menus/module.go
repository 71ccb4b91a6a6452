// Package menus is the admin module of the view `menus`: the header (cabecera) and footer (pie)
// menus of the public site (table menus) — items with a label and a target (a page, a service
// category, a content item, one of the site's own pages, or an external http(s) address), nested two
// levels, reordered with up/down buttons or by dragging; an item whose target the public cannot
// reach is flagged here and left out of the site.
package menus

import (
	"embed"

	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

//go:embed templates static
var assets embed.FS

// view is the module's vista_slug.
const view = "menus"

type module struct {
	shell.Kit
	tr *translation.Screens // the items' translations
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
	r.Page("GET /admin/menus/{$}", m.listPage)
	r.Page("GET /admin/menus/nuevo", m.form)
	r.Page("POST /admin/menus/nuevo", m.saveForm)
	r.Page("POST /admin/menus/orden", m.orderForm)
	r.Page("GET /admin/menus/{id}", m.form)
	r.Page("POST /admin/menus/{id}", m.saveForm)
	r.Page("POST /admin/menus/{id}/mover", m.moveForm)
	r.Page("POST /admin/menus/{id}/eliminar", m.deleteForm)
	m.tr.Mount(r)
}
