package preguntas

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// trashRow is a question in the trash with the day it goes for good.
type trashRow struct {
	question
	PurgeDate string
}

// trashPage lists the questions in the trash (GET /admin/preguntas/papelera), each with
// "Restaurar"; the platform purges them after lifecycle.TrashDays.
func (m *module) trashPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	qs, err := m.trashed(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	rows := make([]trashRow, len(qs))
	for i, q := range qs {
		rows[i] = trashRow{question: q, PurgeDate: q.PurgeDate(m.Shell.Location())}
	}
	v := m.Shell.AdminView(r, view, msgTrashTitle)
	v.Data = struct {
		Rows []trashRow
		Days int
	}{rows, lifecycle.TrashDays}
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "preguntas_trash", v)
}

// restoreForm takes a question out of the trash (POST /admin/preguntas/{id}/restaurar); it keeps its
// place in the order.
func (m *module) restoreForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	err := lifecycle.RestoreFromTrash(r.Context(), m.Svc, u.Token, table, shell.PathID(r), cms.Fail(http.StatusNotFound, MsgQuestionGone))
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, msgRestored, "/admin/preguntas/papelera")
}
