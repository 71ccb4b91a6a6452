package proyectos

import (
	"html/template"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// listRow is a project of the list with its state badge.
type listRow struct {
	project
	Badge   lifecycle.Badge
	Pending bool // a draft of the published project waits
	// Translations is the project's status in each active language (empty: Spanish only).
	Translations []translation.Status
}

// listData is the projects list page.
type listData struct {
	Rows       []listRow
	Paging     shell.Paging
	Pager      shell.Pager
	Search     string
	Estado     string
	Categoria  int64
	Cliente    int64
	States     []lifecycle.State
	AllStates  string
	Clients    []client
	Categories template.HTML // the filter's options, the chosen one selected
	DraftBadge string
	// Translation is the list's translation filter and active languages; Languages says the list
	// shows the translations' column.
	Translation *translation.List
	Languages   bool
}

// listPage is the list: newest first by the project's date, `page`/`rowsPerPage`, optional `q`
// (part of the title), `estado`, `categoria` (a service category's id) and `cliente` (a client's
// id). The filters' clients and categories and the page are read at once; then which of the page's
// projects have a pending draft (one request).
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	q := r.URL.Query()
	pg := shell.ParsePaging(q)
	qy := query{Offset: pg.Offset(), Limit: pg.RowsPerPage, Search: strings.TrimSpace(q.Get("q")),
		Estado: q.Get("estado"), Categoria: cms.PositiveID(q.Get("categoria")), Cliente: cms.PositiveID(q.Get("cliente"))}
	if !lifecycle.Valid(qy.Estado) {
		qy.Estado = ""
	}
	var (
		pk       pickers
		pkErr    error
		finished = make(chan struct{})
	)
	go func() {
		defer close(finished)
		pk, pkErr = m.readPickers(r.Context(), u.Token)
	}()
	tl, listErr := m.tr.List(r)
	var rows []project
	var total int
	if listErr == nil {
		qy.Only = tl.Only
		rows, total, listErr = m.list(r.Context(), u.Token, qy)
	}
	var pending map[int64]bool
	var translations map[int64][]translation.Status
	var draftErr, translationErr error
	if listErr == nil {
		pending, draftErr = lifecycle.DraftsOf(r.Context(), m.Svc, u.Token, table, rows, func(p project) int64 { return p.ID })
		translations, translationErr = tl.Statuses(r, m.Svc, translation.ItemsOf(rows, func(p project) translation.Versioned {
			return translation.Versioned{ID: p.ID, Version: p.Version}
		}))
	}
	<-finished
	for _, err := range []error{listErr, pkErr, draftErr, translationErr} {
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
	}
	pg.Total = total
	data := listData{Paging: pg, Pager: shell.PagerOf(pg), Search: qy.Search, Estado: qy.Estado, Categoria: qy.Categoria,
		Cliente: qy.Cliente, States: lifecycle.States, AllStates: lifecycle.FilterAll, Clients: pk.Clients, DraftBadge: lifecycle.MsgDraftBadge,
		Categories: shell.OptionsHTML(shell.CategoryOptions(pk.Categories, nil), q.Get("categoria")), Translation: tl, Languages: len(tl.Languages) > 0, Rows: make([]listRow, len(rows))}
	now := m.Shell.Now()
	for i, p := range rows {
		data.Rows[i] = listRow{project: p, Badge: p.BadgeOf(now, m.Shell.Location()), Pending: pending[p.ID], Translations: translations[p.ID]}
	}
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = data
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "proyectos", v)
}
