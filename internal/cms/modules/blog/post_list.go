package blog

import (
	"net/http"
	"strings"

	"github.com/google/uuid"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
	"github.com/vitrina/vitrina/internal/records"
)

// listRow is a post of the list with its cover's address and state badge.
type listRow struct {
	post
	CoverURL string
	Badge    lifecycle.Badge
	Pending  bool // a draft of the published post waits
	// Translations is the post's status in each active language (empty: Spanish only).
	Translations []translation.Status
}

// listData is the blog list page.
type listData struct {
	Rows       []listRow
	Paging     shell.Paging
	Pager      shell.Pager
	Search     string
	Estado     string
	Etiqueta   int64
	Autor      string
	DraftBadge string
	States     []lifecycle.State
	AllStates  string
	Tags       []records.Tag
	Authors    []author
	NoAuthor   string
	Languages  bool // the site has active languages: the list shows the translations' column
	// Translation is the list's translation filter (and the active languages).
	Translation *translation.List
}

// listPage is the list: newest first, `page`/`rowsPerPage`, optional `q` (part of the title),
// `estado`, `etiqueta` (a tag's id) and `autor` (an employee's id). The filters' tags and authors
// and the page are read at once.
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	q := r.URL.Query()
	pg := shell.ParsePaging(q)
	qy := query{Offset: pg.Offset(), Limit: pg.RowsPerPage, Search: strings.TrimSpace(q.Get("q")),
		Estado: q.Get("estado"), Etiqueta: cms.PositiveID(q.Get("etiqueta")), Autor: strings.TrimSpace(q.Get("autor"))}
	if !lifecycle.Valid(qy.Estado) {
		qy.Estado = ""
	}
	var (
		tags              []records.Tag
		authors           []author
		tagErr, authorErr error
		finished          = make(chan struct{})
	)
	go func() {
		defer close(finished)
		tags, tagErr = m.tags(r.Context(), u.Token)
		authors, authorErr = m.authors(r.Context(), u.Token)
	}()
	if !knownAuthor(qy.Autor) {
		qy.Autor = "" // not an id: no filter (an unknown id simply matches nothing)
	}
	tl, listErr := m.tr.List(r)
	var rows []post
	var total int
	if listErr == nil {
		qy.Only = tl.Only
		rows, total, listErr = m.list(r.Context(), u.Token, qy)
	}
	var pending map[int64]bool
	var translations map[int64][]translation.Status
	var draftErr, translationErr error
	if listErr == nil {
		pending, draftErr = lifecycle.DraftsOf(r.Context(), m.Svc, u.Token, table, rows, func(p post) int64 { return p.ID })
		translations, translationErr = tl.Statuses(r, m.Svc, translation.ItemsOf(rows, func(p post) translation.Versioned { return translation.Versioned{ID: p.ID, Version: p.Version} }))
	}
	<-finished
	for _, err := range []error{listErr, tagErr, authorErr, draftErr, translationErr} {
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
	}
	pg.Total = total
	data := listData{Paging: pg, Pager: shell.PagerOf(pg), Search: qy.Search, Estado: qy.Estado, Etiqueta: qy.Etiqueta,
		Autor: qy.Autor, States: lifecycle.States, AllStates: lifecycle.FilterAll, Tags: tags, Authors: authors,
		NoAuthor: msgNoAuthor, Translation: tl, DraftBadge: lifecycle.MsgDraftBadge, Rows: make([]listRow, len(rows))}
	now := m.Shell.Now()
	for i, p := range rows {
		data.Rows[i] = listRow{post: p, CoverURL: m.Shell.FileURL(cms.BucketContent, p.Cover()),
			Badge: p.BadgeOf(now, m.Shell.Location()), Pending: pending[p.ID], Translations: translations[p.ID]}
		data.Languages = data.Languages || len(translations[p.ID]) > 0
	}
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = data
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "blog", v)
}

// knownAuthor reports whether s is an employee id (a UUID), so that a hand-typed filter never
// reaches the platform as an invalid uuid.
func knownAuthor(s string) bool {
	_, err := uuid.Parse(s)
	return err == nil
}
