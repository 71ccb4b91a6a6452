// Package blog is the admin module of the view `blog`: the company's posts (table blog_entradas)
// with the editorial lifecycle — a title, a slug, an excerpt, a body sanitized before it is stored, a
// cover image stored in bucket contenido, an author chosen among the employees, tags typed as a
// comma-separated list and created on the fly (etiquetas, through the set_blog_tags function), and a
// reading time computed from the body — listed newest first with state, tag and author filters and
// a title search, created, edited, scheduled and moved to the trash.
package blog

import (
	"embed"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

//go:embed templates
var assets embed.FS

// view is the module's vista_slug.
const view = "blog"

type module struct {
	shell.Kit
	tr *translation.Screens // the posts' translations
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
		Trash:   lifecycle.TrashPage(m.Kit, view, msgTrashTitle, "blog_trash", m.trashList),
		Untrash: m.restoreForm})
	m.tr.Mount(r)
}

// shared are the editorial requests every module serves alike (edit lock, drafts).
func (m *module) shared() lifecycle.Handlers {
	return lifecycle.Handlers{Kit: m.Kit, Table: table, Base: "/admin/blog", Missing: MsgPostGone, Noun: noun(), DraftHint: msgDraftHint}
}
