package vacantes

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

type listData struct {
	Rows       []opening
	Pager      shell.Pager
	DraftBadge string
}

// listPage lists the openings, newest first, with their state (and a pending draft), whether they
// are open, and how many applications each received (how many still new).
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	pg := shell.ParsePaging(r.URL.Query())
	token := shell.UserOf(r).Token
	rows, total, err := m.list(r.Context(), token, cms.ListParams{Offset: pg.Offset(), Limit: pg.RowsPerPage}, m.Shell.Now())
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pending, err := lifecycle.DraftsOf(r.Context(), m.Svc, token, table, rows, func(o opening) int64 { return o.ID })
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	for i := range rows {
		rows[i].Pending = pending[rows[i].ID]
	}
	pg.Total = total
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = listData{Rows: rows, Pager: shell.PagerOf(pg), DraftBadge: lifecycle.MsgDraftBadge}
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "vacantes", v)
}
