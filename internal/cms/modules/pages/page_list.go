package pages

import (
	"net/http"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// listRow is a page of the list with where it stands.
type listRow struct {
	item
	Badge   lifecycle.Badge
	Date    string
	Pending bool // a draft of the published page waits
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
	rows, total, err := m.list(r.Context(), u.Token, qy)
	var pending map[int64]bool
	if err == nil {
		pending, err = lifecycle.DraftsOf(r.Context(), m.Svc, u.Token, table, rows, func(p item) int64 { return p.ID })
	}
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg.Total = total
	data := listData{Paging: pg, Pager: shell.PagerOf(pg), Search: qy.Search, Estado: qy.Estado, States: lifecycle.States,
		AllStates: lifecycle.FilterAll, HomeBadge: msgHomeBadge, DraftBadge: lifecycle.MsgDraftBadge, Empty: msgNoPages, Rows: make([]listRow, len(rows))}
	now := m.Shell.Now()
	for i, p := range rows {
		data.Rows[i] = listRow{item: p, Badge: p.BadgeOf(now, m.Shell.Location()), Date: shortDate(p.CreatedAt, m.Shell.Location()), Pending: pending[p.ID]}
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
