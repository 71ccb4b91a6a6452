package blog

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// trashRow is a post in the trash with the day it goes for good.
type trashRow struct {
	post
	PurgeDate string
}

// trashData is the trash page.
type trashData struct {
	Rows   []trashRow
	Paging shell.Paging
	Pager  shell.Pager
	Days   int
}

// trashPage lists the posts in the trash, newest first (GET /admin/blog/papelera), each with
// "Restaurar"; the platform purges them after lifecycle.TrashDays.
func (m *module) trashPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	pg := shell.ParsePaging(r.URL.Query())
	rows, total, err := m.list(r.Context(), u.Token, query{Offset: pg.Offset(), Limit: pg.RowsPerPage, Trash: true})
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg.Total = total
	data := trashData{Paging: pg, Pager: shell.PagerOf(pg), Days: lifecycle.TrashDays, Rows: make([]trashRow, len(rows))}
	for i, p := range rows {
		data.Rows[i] = trashRow{post: p, PurgeDate: p.PurgeDate(zone())}
	}
	v := m.Shell.AdminView(r, view, msgTrashTitle)
	v.Data = data
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "blog_trash", v)
}

// restoreForm takes a post out of the trash (POST /admin/blog/{id}/restaurar).
func (m *module) restoreForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	if err := m.restore(r.Context(), u.Token, shell.PathID(r)); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, msgRestored, "/admin/blog/papelera")
}
