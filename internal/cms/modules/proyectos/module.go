// Package proyectos is the admin module of the view `proyectos`: the company's case studies (table
// proyectos) with the editorial lifecycle — a title, a slug, a client (clientes), a service
// category, a summary, a body sanitized before it is stored, the project's date, a featured flag and
// key results (label and figure, kept as a JSON array on the project) — and each project's gallery
// (table proyecto_imagenes: images uploaded through the kernel's upload workflow into bucket
// contenido, with their order and alt text). Projects are listed newest first with state, category
// and client filters and a title search, created, edited, scheduled, compared and restored from
// their history (lifecycle's revisions), held by one editor at a time (the edit lock), and moved to
// the trash.
package proyectos

import (
	"embed"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

//go:embed templates static
var assets embed.FS

// view is the module's vista_slug.
const view = "proyectos"

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
		Trash:   lifecycle.TrashPage(m.Kit, view, msgTrashTitle, "proyectos_trash", m.trashList),
		Untrash: m.restoreForm})
	m.tr.Mount(r)
}

// shared are the editorial requests every module serves alike (edit lock, drafts).
func (m *module) shared() lifecycle.Handlers {
	return lifecycle.Handlers{Kit: m.Kit, Table: table, Base: "/admin/proyectos", Missing: MsgProjectGone, Noun: noun(),
		DraftHint: msgDraftHint}
}
