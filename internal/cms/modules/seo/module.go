// Package seo is the admin module of the view `seo` (docs/spec/modules.md §1): the site-wide SEO
// defaults (table ajustes_seo: title pattern, default description and share image, the organisation
// of the Organization JSON-LD, extra robots.txt rules, verification codes), the redirects manager
// (table redirecciones: from a path to a path or URL, 301 or 302, with their visits) and the 404 log
// (table registro_404), from whose entries a redirect is created in one click. The platform holds the
// redirects' rules (chains collapsed, loops refused, a 301 on every published slug change); this
// module puts its Spanish messages next to the fields.
package seo

import (
	"embed"

	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

//go:embed templates static
var assets embed.FS

// view is the module's vista_slug.
const view = "seo"

// Tables of the module.
const (
	settingsTable  = "ajustes_seo"
	redirectsTable = "redirecciones"
	notFoundTable  = "registro_404"
)

type module struct {
	shell.Kit
	tr *translation.Screens // the defaults in other languages
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
	r.Page("GET /admin/seo/{$}", m.settingsPage)
	r.Page("POST /admin/seo/{$}", m.saveSettings)
	r.Page("GET /admin/seo/redirecciones/{$}", m.redirectList)
	r.Page("GET /admin/seo/redirecciones/nueva", m.redirectForm)
	r.Page("POST /admin/seo/redirecciones/nueva", m.saveRedirect)
	r.Page("GET /admin/seo/redirecciones/{id}", m.redirectForm)
	r.Page("POST /admin/seo/redirecciones/{id}", m.saveRedirect)
	r.Page("POST /admin/seo/redirecciones/{id}/eliminar", m.deleteRedirect)
	r.Page("GET /admin/seo/registro-404/{$}", m.notFoundList)
	r.Page("POST /admin/seo/registro-404/{id}/redirigir", m.redirectNotFound)
	r.Page("POST /admin/seo/registro-404/{id}/eliminar", m.deleteNotFound)
	m.tr.Mount(r)
}
