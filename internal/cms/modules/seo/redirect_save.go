package seo

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// saveRedirect creates or updates a redirect; a refused form comes back with the input kept and the
// messages (the platform's too: a loop, an origin taken) next to the fields.
func (m *module) saveRedirect(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	form := shell.FormValues(r, redirectFields...)
	err := m.saveRedirectRow(r.Context(), u.Token, id, redirectInput{Origen: form["origen"], Destino: form["destino"], Tipo: form["tipo"]})
	if fields, status := m.Shell.RefusedForm(r, err); fields != nil {
		m.redirectFormPage(w, r, status, id, 0, form, fields, cms.MsgReviewFields)
		return
	}
	if err != nil {
		status, msg := m.Shell.FailureMessage(err)
		m.redirectFormPage(w, r, status, id, 0, form, nil, msg)
		return
	}
	m.Shell.Saved(w, r, msgRedirectSaved, "/admin/seo/redirecciones/")
}
