// Package pages is the admin module of the view `pages`: the site's free pages (table paginas) — a
// title, an address (optionally under a top-level parent page), an ordered list of typed blocks
// (internal/pageblocks) edited without a build step, SEO fields, the home-page choice and the
// editorial lifecycle — listed with a title search and a state filter, created, edited (with a
// preview through the public site's own renderer) and moved to the trash.
package pages

import (
	"embed"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

//go:embed templates static
var assets embed.FS

// view is the module's vista_slug.
const view = "pages"

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
	lifecycle.Mount(r, lifecycle.Editorial{Handlers: m.shared(), History: m.history(),
		New: "nuevo", List: m.listPage, Form: m.form, Save: m.saveForm, Delete: m.deleteForm,
		Trash: m.trashPage, Untrash: m.restoreForm})
	m.tr.Mount(r)
	r.Page("GET "+blockFragmentPath, m.blockFragment)
}

// shared are the editorial requests every module serves alike (edit lock, drafts).
func (m *module) shared() lifecycle.Handlers {
	return lifecycle.Handlers{Kit: m.Kit, Table: table, Base: "/admin/pages", Missing: MsgPageGone, Noun: noun(), DraftHint: msgDraftHint}
}
