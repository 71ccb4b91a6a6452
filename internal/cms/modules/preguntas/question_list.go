package preguntas

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// listRow is a question of the list with its state badge.
type listRow struct {
	question
	Badge       lifecycle.Badge
	DraftBadge  string // lifecycle.MsgDraftBadge while a draft of the published question waits
	First, Last bool
}

// listPage is the FAQ in its order, every question on one page (to drag it), with up/down buttons.
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	qs, err := m.list(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pending, err := lifecycle.DraftsOf(r.Context(), m.Svc, u.Token, table, qs, func(q question) int64 { return q.ID })
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	rows := make([]listRow, len(qs))
	now := m.Shell.Now()
	for i, q := range qs {
		rows[i] = listRow{question: q, Badge: q.BadgeOf(now, m.Shell.Location()), First: i == 0, Last: i == len(qs)-1}
		if pending[q.ID] {
			rows[i].DraftBadge = lifecycle.MsgDraftBadge
		}
	}
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = rows
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "preguntas", v)
}
