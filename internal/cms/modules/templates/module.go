// Package templates is the admin module of the view `templates`: the site's appearance and public
// details (the one row of ajustes_sitio: name, logo, favicon, colours refused below WCAG AA
// contrast, a font, header and footer texts, contact data, social links) and the page templates
// (table plantillas: a saved block arrangement a new page starts from), and the site's languages
// besides Spanish (table idiomas).
package templates

import (
	"embed"

	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

//go:embed templates static
var assets embed.FS

// view is the module's vista_slug.
const view = "templates"

type module struct {
	shell.Kit
	tr *translation.Screens // the site's texts in other languages
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
	r.Page("GET /admin/templates/{$}", m.settingsPage)
	r.Page("POST /admin/templates/{$}", m.saveSettings)
	r.Page("POST /admin/templates/temas", m.installTheme)
	r.Page("POST /admin/templates/plantillas", m.saveTemplate)
	r.Page("POST /admin/templates/plantillas/{id}/eliminar", m.deleteTemplate)
	r.Page("GET /admin/templates/idiomas/nuevo", m.newLanguagePage)
	r.Page("POST /admin/templates/idiomas/{$}", m.saveLanguage)
	r.Page("GET /admin/templates/idiomas/{codigo}", m.languagePage)
	r.Page("POST /admin/templates/idiomas/{codigo}", m.saveLanguage)
	m.tr.Mount(r)
}
