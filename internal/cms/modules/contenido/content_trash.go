package contenido

import (
	"fmt"
	"net/http"
	"time"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// trashRow is an item of the trash with the day it goes for good.
type trashRow struct {
	item
	PurgeDate string
}

// trashData is the trash page.
type trashData struct {
	Rows   []trashRow
	Paging shell.Paging
	Pager  shell.Pager
	Days   int
}

// trashPage lists the items in the trash, newest first (GET /admin/contenido/papelera), each with
// "Restaurar", and "Vaciar papelera" after a confirmation.
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
	for i, it := range rows {
		data.Rows[i] = trashRow{item: it, PurgeDate: it.PurgeDate(zone())}
	}
	v := m.Shell.AdminView(r, view, msgTrashTitle)
	v.Data = data
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "contenido_trash", v)
}

// untrashForm takes an item out of the trash (POST /admin/contenido/{id}/restaurar), as it was.
func (m *module) untrashForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id := shell.PathID(r)
	if id == 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgContentGone)
		return
	}
	if err := m.setTrashed(r.Context(), u.Token, id, nil); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, msgRestored, "/admin/contenido/papelera")
}

// emptyTrashForm deletes for good every item in the trash, with its revisions (POST
// /admin/contenido/papelera/vaciar, after the page's confirmation). Only the platform's purge may
// delete revisions, so this goes through it with the service role, after the shell's view check.
func (m *module) emptyTrashForm(w http.ResponseWriter, r *http.Request) {
	// Everything trashed up to this moment; a second's margin covers a clock a little behind.
	n, err := lifecycle.Purge(r.Context(), m.Svc, m.Shell.Now().Add(time.Second), table)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, fmt.Sprintf(msgTrashEmptied, n), "/admin/contenido/papelera")
}
