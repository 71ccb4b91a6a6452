package preguntas

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// listRow is a question of the list with its state badge.
type listRow struct {
	question
	Badge       lifecycle.Badge
	DraftBadge  string // lifecycle.MsgDraftBadge while a draft of the published question waits
	First, Last bool
	// Translations is the question's status in each active language (empty: Spanish only).
	Translations []translation.Status
}

// listData is the FAQ list: its rows, and its translation filter (a filtered list cannot be
// reordered: the order is the whole list's).
type listData struct {
	Rows        []listRow
	Translation *translation.List
	Languages   bool
}

// listPage is the FAQ in its order, every question on one page (to drag it), with up/down buttons.
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	tl, err := m.tr.List(r)
	var qs []question
	if err == nil {
		qs, err = m.list(r.Context(), u.Token, tl.Only)
	}
	var pending map[int64]bool
	if err == nil {
		pending, err = lifecycle.DraftsOf(r.Context(), m.Svc, u.Token, table, qs, func(q question) int64 { return q.ID })
	}
	var translations map[int64][]translation.Status
	if err == nil {
		translations, err = tl.Statuses(r, m.Svc, translation.ItemsOf(qs, func(q question) translation.Versioned { return translation.Versioned{ID: q.ID, Version: q.Version} }))
	}
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	rows := make([]listRow, len(qs))
	now := m.Shell.Now()
	for i, q := range qs {
		rows[i] = listRow{question: q, Badge: q.BadgeOf(now, m.Shell.Location()), First: i == 0, Last: i == len(qs)-1, Translations: translations[q.ID]}
		if pending[q.ID] {
			rows[i].DraftBadge = lifecycle.MsgDraftBadge
		}
	}
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = listData{Rows: rows, Translation: tl, Languages: len(tl.Languages) > 0}
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "preguntas", v)
}
