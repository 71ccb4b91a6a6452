package testimoniales

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// saveForm creates or updates a testimonial and stays on its form with the message at the top; a
// refused form comes back with the input kept and the messages next to the fields.
func (m *module) saveForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	form := shell.FormValues(r, formFields...)
	in := input{Categoria: form["categoria"], Testimonio: form["testimonio"], Persona: form["persona"],
		Empresa: form["empresa"], Cargo: form["cargo"]}
	saved, err := m.save(r.Context(), u.Token, id, in)
	if fields, status := m.Shell.RefusedForm(r, err); fields != nil {
		m.formPage(w, r, status, id, form, fields, cms.MsgReviewFields)
		return
	}
	if err != nil {
		status, msg := m.Shell.FailureMessage(err)
		m.formPage(w, r, status, id, form, nil, msg)
		return
	}
	m.Shell.SavedItem(w, r, msgSaved, listURL, saved)
}
