// Package contenido is the admin module of the view `contenido`: the site's content items (table
// contenido) — a title, a body sanitized before it is stored, one of three page layouts, a service
// category and a featured image stored in bucket contenido — listed newest first with a category
// filter and a title search, created, edited (with a live, server-sanitized preview) and deleted.
package contenido

import (
	"embed"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

//go:embed templates static
var assets embed.FS

// view is the module's vista_slug.
const view = "contenido"

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

// shared are the editorial requests every module serves alike (the edit lock, drafts, preview links).
func (m *module) shared() lifecycle.Handlers {
	return lifecycle.Handlers{Kit: m.Kit, Table: table, Base: "/admin/contenido", Missing: MsgContentGone, Noun: noun(),
		DraftHint: msgDraftHint}
}

func (m *module) routes(r shell.Routes) {
	r.Page("POST /admin/contenido/vista-previa", m.preview)
	r.Page("POST /admin/contenido/acciones", m.bulkForm)
	lifecycle.Mount(r, lifecycle.Editorial{Handlers: m.shared(), History: m.history(),
		New: "nuevo", List: m.listPage, Form: m.form, Save: m.saveForm, Delete: m.deleteForm,
		Trash:   lifecycle.TrashPage(m.Kit, view, msgTrashTitle, "contenido_trash", m.trashList),
		Untrash: m.untrashForm, EmptyTrash: m.emptyTrashForm})
	m.tr.Mount(r)
}
