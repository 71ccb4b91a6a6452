// Package categorias is the admin module of the view `categorias`: the service categories (table
// categoria-servicios) as a tree — created under a parent or at the first level, renamed, moved
// (never under themselves or a descendant) and deleted while nothing refers to them. Reading the
// list and ordering the tree is the kernel's (cms.CategoryList, cms.CategoryTree): every module picks
// categories with it.
package categorias

import (
	"embed"

	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

//go:embed templates static
var assets embed.FS

// view is the module's vista_slug.
const view = "categorias"

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
	r.Page("GET /admin/categorias/{$}", m.listPage)
	r.Page("POST /admin/categorias/{$}", m.saveForm)
	r.Page("GET /admin/categorias/{id}", m.form)
	r.Page("POST /admin/categorias/{id}", m.saveForm)
	r.Page("POST /admin/categorias/{id}/eliminar", m.deleteForm)
	m.tr.Mount(r)
}
