package vacantes

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

type listData struct {
	Rows       []opening
	Pager      shell.Pager
	DraftBadge string
	// Translations are each listed opening's statuses in the active languages; Languages says the
	// list shows the translations' column; Translation is its filter.
	Translations map[int64][]translation.Status
	Languages    bool
	Translation  *translation.List
}

// listPage lists the openings, newest first, with their state (and a pending draft), whether they
// are open, and how many applications each received (how many still new).
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	pg := shell.ParsePaging(r.URL.Query())
	token := shell.UserOf(r).Token
	tl, err := m.tr.List(r)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	rows, total, err := m.list(r.Context(), token, cms.ListParams{Offset: pg.Offset(), Limit: pg.RowsPerPage, Narrow: tl.Narrow}, m.Shell.Now())
	var translations map[int64][]translation.Status
	if err == nil {
		translations, err = tl.Statuses(r, m.Svc, translation.ItemsOf(rows, func(o opening) translation.Versioned { return translation.Versioned{ID: o.ID, Version: o.Version} }))
	}
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
	v.Data = listData{Rows: rows, Pager: shell.PagerOf(pg), DraftBadge: lifecycle.MsgDraftBadge,
		Translations: translations, Languages: len(tl.Languages) > 0, Translation: tl}
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "vacantes", v)
}
