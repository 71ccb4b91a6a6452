package seo

import (
	"fmt"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// redirectNotFound is the log's one-click "crear redirección": a 301 from the entry's path to the
// target typed on its row; the entry leaves the log once its address leads somewhere.
func (m *module) redirectNotFound(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id := shell.PathID(r)
	entry, err := m.getNotFound(r.Context(), u.Token, id)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	target := r.PostFormValue("destino")
	err = m.saveRedirectRow(r.Context(), u.Token, 0, redirectInput{Origen: entry.Ruta, Destino: target, Tipo: "301"})
	if fields := cms.FormFields(err); fields != nil {
		msg := fields["destino"]
		if msg == "" {
			msg = fields["origen"]
		}
		m.renderNotFound(w, r, cms.FormStatus(err), id, msg, target)
		return
	}
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	if err := m.removeNotFound(r.Context(), u.Token, id); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, fmt.Sprintf(msgRedirectCreated, entry.Ruta, target), "/admin/seo/registro-404/")
}
