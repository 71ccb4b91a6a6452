// Package preguntas is the admin module of the view `preguntas`: the FAQ (table preguntas) — a
// question, an answer sanitized before it is stored, an optional service category — with the
// editorial lifecycle, listed in its manual order, which editors change by dragging rows or with
// the up/down buttons (one ordenar_preguntas call either way).
package preguntas

import (
	"embed"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

//go:embed templates static
var assets embed.FS

// view is the module's vista_slug.
const view = "preguntas"

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
	r.Page("POST /admin/preguntas/orden", m.orderForm)
	r.Page("POST /admin/preguntas/{id}/mover", m.moveForm)
	lifecycle.Mount(r, lifecycle.Editorial{Handlers: m.shared(), History: m.history(),
		New: "nueva", List: m.listPage, Form: m.form, Save: m.saveForm, Delete: m.deleteForm,
		Trash: m.trashPage, Untrash: m.restoreForm})
	m.tr.Mount(r)
}

// shared are the editorial requests every module serves alike (edit lock, drafts).
func (m *module) shared() lifecycle.Handlers {
	return lifecycle.Handlers{Kit: m.Kit, Table: table, Base: "/admin/preguntas", Missing: MsgQuestionGone, Noun: noun(),
		DraftHint: msgDraftHint}
}
