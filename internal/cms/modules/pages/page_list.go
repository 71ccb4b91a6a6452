package pages

import (
	"net/http"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// listRow is a page of the list with where it stands.
type listRow struct {
	item
	Badge   lifecycle.Badge
	Date    string
	Pending bool // a draft of the published page waits
	// Translations is the page's status in each active language (empty: Spanish only).
	Translations []translation.Status
}

// listData is the pages list.
type listData struct {
	Rows       []listRow
	Paging     shell.Paging
	Pager      shell.Pager
	Search     string
	Estado     string
	States     []lifecycle.State
	AllStates  string
	HomeBadge  string
	DraftBadge string
	Empty      string
	// Translation is the list's translation filter and active languages; Languages says the list
	// shows the translations' column.
	Translation *translation.List
	Languages   bool
}

// listPage is the list: newest first, `page`/`rowsPerPage`, optional `q` (part of the title) and
// `estado`.
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	q := r.URL.Query()
	pg := shell.ParsePaging(q)
	qy := query{Offset: pg.Offset(), Limit: pg.RowsPerPage, Search: strings.TrimSpace(q.Get("q")), Estado: q.Get("estado")}
	if !lifecycle.Valid(qy.Estado) {
		qy.Estado = ""
	}
	tl, err := m.tr.List(r)
	var rows []item
	var total int
	if err == nil {
		qy.Only = tl.Only
		rows, total, err = m.list(r.Context(), u.Token, qy)
	}
	var pending map[int64]bool
	var translations map[int64][]translation.Status
	if err == nil {
		pending, err = lifecycle.DraftsOf(r.Context(), m.Svc, u.Token, table, rows, func(p item) int64 { return p.ID })
	}
	if err == nil {
		translations, err = tl.Statuses(r, m.Svc, translation.ItemsOf(rows, func(p item) translation.Versioned { return translation.Versioned{ID: p.ID, Version: p.Version} }))
	}
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg.Total = total
	data := listData{Paging: pg, Pager: shell.PagerOf(pg), Search: qy.Search, Estado: qy.Estado, States: lifecycle.States,
		AllStates: lifecycle.FilterAll, HomeBadge: msgHomeBadge, DraftBadge: lifecycle.MsgDraftBadge, Empty: msgNoPages, Translation: tl, Languages: len(tl.Languages) > 0, Rows: make([]listRow, len(rows))}
	if tl.Chosen != "" || qy.Search != "" || qy.Estado != "" {
		data.Empty = msgNoMatch
	}
	now := m.Shell.Now()
	for i, p := range rows {
		data.Rows[i] = listRow{item: p, Badge: p.BadgeOf(now, m.Shell.Location()), Date: shortDate(p.CreatedAt, m.Shell.Location()), Pending: pending[p.ID], Translations: translations[p.ID]}
	}
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = data
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "pages", v)
}

// shortDate is the day of a stored timestamp as the admin shows it (cms.FormatDate), in loc; an
// unreadable one as stored.
func shortDate(ts string, loc *time.Location) string {
	t, err := time.Parse(time.RFC3339Nano, ts)
	if err != nil {
		return ts
	}
	return cms.FormatDate(t, loc)
}
