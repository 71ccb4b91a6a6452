// Package vacantes is the admin module of the view `vacantes`: job openings (table vacantes, an
// editorial table with the lifecycle of internal/cms/lifecycle) with their department, modality,
// type, salary range and closing date, listed with how many applications each received; and per
// opening its applications (table postulaciones: personal data, read with the service role after
// the view check) with a status, notes, a CV downloaded through a signed URL of a few minutes from
// the private bucket postulaciones, and bulk status changes.
package vacantes

import (
	"context"
	"embed"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

//go:embed templates static
var assets embed.FS

// view is the module's vista_slug.
const view = "vacantes"

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
	mod := kit.Module(view, m.routes, recordKinds()...)
	mod.Counter = func(ctx context.Context, _ *shell.User) (int, error) { return m.newApplications(ctx) }
	return mod, nil
}

func (m *module) routes(r shell.Routes) {
	lifecycle.Mount(r, lifecycle.Editorial{Handlers: m.shared(), History: m.history(),
		New: "nueva", List: m.listPage, Form: m.form, Save: m.saveForm, Delete: m.trashForm})
	m.tr.Mount(r)
	r.Page("GET /admin/vacantes/{id}/postulaciones", m.applicationsPage)
	r.Page("POST /admin/vacantes/{id}/postulaciones/lote", m.bulkStatus)
	r.Page("GET /admin/vacantes/{id}/postulaciones/{pid}", m.applicationPage)
	r.Page("POST /admin/vacantes/{id}/postulaciones/{pid}", m.saveApplication)
	r.Page("GET /admin/vacantes/{id}/postulaciones/{pid}/cv", m.downloadCV)
}

// shared are the editorial requests every module serves alike (edit lock, drafts).
func (m *module) shared() lifecycle.Handlers {
	return lifecycle.Handlers{Kit: m.Kit, Table: table, Base: "/admin/vacantes", Missing: msgOpeningGone, Noun: noun(),
		DraftHint: msgDraftHint}
}
