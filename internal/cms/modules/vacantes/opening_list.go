package vacantes

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

type listData struct {
	Rows  []opening
	Pager shell.Pager
}

// listPage lists the openings, newest first, with their state, whether they are open, and how many
// applications each received (how many still new).
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	pg := shell.ParsePaging(r.URL.Query())
	rows, total, err := m.list(r.Context(), shell.UserOf(r).Token, cms.ListParams{Offset: pg.Offset(), Limit: pg.RowsPerPage}, m.Shell.Now())
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg.Total = total
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = listData{Rows: rows, Pager: shell.PagerOf(pg)}
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "vacantes", v)
}
