package departamentos

import (
	"fmt"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// saveForm creates or updates a department and stays on its form with the message at the top; a
// rename reaches every employee in the same transaction. A refused form comes back with the input kept and the messages next to the fields.
func (m *module) saveForm(w http.ResponseWriter, r *http.Request) {
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	form := shell.FormValues(r, formFields...)
	heads, err := m.heads(r.Context())
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	known := make(map[string]bool, len(heads))
	for _, h := range heads {
		known[h.ID] = true
	}
	renamed := 0
	row, err := input{Nombre: form["nombre"], Descripcion: form["descripcion"], Responsable: form["responsable"], Orden: form["orden"]}.row(known)
	if err == nil {
		if id == 0 {
			id, err = m.create(r.Context(), shell.UserOf(r).Token, row)
		} else {
			renamed, err = m.update(r.Context(), id, row)
		}
	}
	if fields, status := m.Shell.RefusedForm(r, err); fields != nil {
		m.formPage(w, r, status, id, form, fields, cms.MsgReviewFields)
		return
	}
	if err != nil {
		status, msg := m.Shell.FailureMessage(err)
		m.formPage(w, r, status, id, form, nil, msg)
		return
	}
	msg := msgSaved
	if renamed > 0 {
		msg = fmt.Sprintf(msgSavedRenamed, renamed)
	}
	m.Shell.SavedItem(w, r, msg, listURL, id)
}
