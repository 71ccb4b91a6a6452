package pages

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// trashRow is a page in the trash with the day it will be purged.
type trashRow struct {
	item
	PurgeOn string
}

type trashData struct {
	Rows  []trashRow
	Pager shell.Pager
	Empty string
}

// trashPage lists the pages in the trash (newest first), each restorable until it is purged.
func (m *module) trashPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	pg := shell.ParsePaging(r.URL.Query())
	rows, total, err := m.list(r.Context(), u.Token, query{Offset: pg.Offset(), Limit: pg.RowsPerPage, Trash: true})
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg.Total = total
	data := trashData{Pager: shell.PagerOf(pg), Empty: msgTrashEmpty, Rows: make([]trashRow, len(rows))}
	for i, p := range rows {
		data.Rows[i] = trashRow{item: p, PurgeOn: p.PurgeDate(m.Shell.Location())}
	}
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = data
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "pages_trash", v)
}

// restoreForm takes a page out of the trash, as a draft.
func (m *module) restoreForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	if err := m.restore(r.Context(), u.Token, shell.PathID(r)); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, msgRestored, "/admin/pages/")
}
