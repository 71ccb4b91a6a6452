package vacantes

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms/shell"
)

type applicationsData struct {
	Opening  *opening
	Rows     []application
	Pager    shell.Pager
	Statuses []string
	Status   string
}

// applicationsPage lists an opening's applications, newest first, optionally of one status, with
// the bulk status form.
func (m *module) applicationsPage(w http.ResponseWriter, r *http.Request) {
	o, err := m.get(r.Context(), shell.UserOf(r).Token, openingID(r))
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg := shell.ParsePaging(r.URL.Query())
	status := r.URL.Query().Get("estado")
	rows, total, err := m.applicationsOf(r.Context(), o.ID, status, pg)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg.Total = total
	v := m.Shell.AdminView(r, view, "Postulaciones: "+o.Titulo)
	v.Data = applicationsData{Opening: o, Rows: rows, Pager: shell.PagerOf(pg), Statuses: statuses, Status: status}
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "postulaciones", v)
}
