package vacantes

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// saveForm creates or updates an opening. A refused form comes back with the input kept and the
// messages next to the fields; a save over someone else's (another version) is refused. «Guardar
// como borrador» keeps a published opening's edits apart as its pending draft.
func (m *module) saveForm(w http.ResponseWriter, r *http.Request) {
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	form := shell.FormValues(r, formFields...)
	lifecycle.ApplyAction(r, form, m.Shell.Location(), m.Shell.Now())
	token := shell.UserOf(r).Token
	var stored *opening
	if id != 0 {
		var err error
		if stored, err = m.get(r.Context(), token, id); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
	}
	deps, err := m.departments(r.Context(), token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	known := make(map[int64]bool, len(deps))
	for _, d := range deps {
		known[d.ID] = true
	}
	in := input{Titulo: form["titulo"], Slug: form["slug"], Departamento: form["departamento"], Ubicacion: form["ubicacion"],
		Modalidad: form["modalidad"], Tipo: form["tipo"], Descripcion: form["descripcion"], Requisitos: form["requisitos"],
		SalarioMin: form["salario_min"], SalarioMax: form["salario_max"], FechaCierre: form["fecha_cierre"], Cerrada: form["cerrada"] != "",
		Zone: m.Shell.Location()}
	row, err := in.row(known, form)
	if err == nil && lifecycle.WantsPreview(r) {
		m.shared().ShowPreview(w, r, id, row)
		return
	}
	apart := stored != nil && lifecycle.KeepsDraftApart(r, &stored.Row)
	if err == nil && apart {
		// A draft of a published opening: kept apart, the site keeps the published version.
		if err = m.shared().KeepDraft(w, r, stored.Row, id, lifecycle.DraftFields(row)); err == nil {
			return
		}
	}
	saved, mark := id, m.shared().MarkAddress(r.Context())
	if err == nil && !apart {
		saved, err = m.save(r.Context(), token, id, lifecycle.ExpectedVersion(form), row)
	}
	if fields, status := m.Shell.RefusedForm(r, err); fields != nil {
		msg := cms.MsgReviewFields
		if fields[lifecycle.FieldVersion] != "" {
			msg = fields[lifecycle.FieldVersion]
		}
		m.formPage(w, r, status, stored, nil, form, fields, msg)
		return
	}
	if err != nil {
		status, msg := m.Shell.FailureMessage(err)
		m.formPage(w, r, status, stored, nil, form, nil, msg)
		return
	}
	// Saved and closed (a pending draft is published, the opening free for others); the editor stays on it.
	var was *lifecycle.Row
	if stored != nil {
		was = &stored.Row
	}
	m.shared().DoneMoving(w, r, saved, m.shared().SavedMessage(was, form), mark)
}

// trashForm moves an opening to the trash (the platform's purge deletes it for good after
// lifecycle.TrashDays, its applications with it).
func (m *module) trashForm(w http.ResponseWriter, r *http.Request) {
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	trashed, err := records.TrashJobOpening(r.Context(), m.Svc.Client(), platformclient.AsUser(shell.UserOf(r).Token), id, m.Shell.Now())
	if err != nil {
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	}
	if !trashed {
		m.Shell.FailurePage(w, r, cms.Fail(http.StatusNotFound, msgOpeningGone))
		return
	}
	m.Shell.Saved(w, r, msgTrashed, "/admin/vacantes/")
}
