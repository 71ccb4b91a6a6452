package contenido

import (
	"html/template"
	"net/http"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// listRow is an item of the list with its picture's address.
type listRow struct {
	item
	ImageURL string
	Badge    lifecycle.Badge
	Pending  bool // a draft of the published item waits
	// Translations is the item's status in each active language (empty: Spanish only).
	Translations []translation.Status
}

// listData is the content list page.
type listData struct {
	Rows       []listRow
	Paging     shell.Paging
	Pager      shell.Pager
	Sorting    shell.Sorting
	Categories template.HTML // the filter's options
	Categoria  int64         // the filter, 0 for all
	Search     string        // the title search as typed
	Estado     string        // the state filter, "" for all
	States     []lifecycle.State
	AllStates  string
	Bulk       []lifecycle.State // the bulk actions
	// BulkCategory names the «change category» action; BulkCategories are its choices.
	BulkCategory   string
	BulkCategories template.HTML
	DraftBadge     string
	// Translation is the list's translation filter and active languages; Languages says the list
	// shows the translations' column.
	Translation *translation.List
	Languages   bool
}

// listPage is the list: newest first or sorted by title or date (`orden`, `dir`), `page`/`rowsPerPage`, optional `categoria` and `q` (part of
// the title). The categories (for the filter) and the page are read at once.
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	q := r.URL.Query()
	pg := shell.ParsePaging(q)
	sorting := shell.ParseSorting(q, shell.SortColumn{Key: "titulo", Column: "titulo"}, shell.SortColumn{Key: "fecha", Column: "created_at"})
	qy := query{Offset: pg.Offset(), Limit: pg.RowsPerPage, Categoria: cms.PositiveID(q.Get("categoria")),
		Search: strings.TrimSpace(q.Get("q")), Estado: q.Get("estado"), Sort: sorting.Sort()}
	if !lifecycle.Valid(qy.Estado) {
		qy.Estado = ""
	}
	var (
		cats     []cms.Category
		catErr   error
		finished = make(chan struct{})
	)
	go func() {
		defer close(finished)
		cats, catErr = m.Svc.CategoryList(r.Context(), u.Token)
	}()
	tl, listErr := m.tr.List(r)
	var rows []item
	var total int
	if listErr == nil {
		qy.Only = tl.Only
		rows, total, listErr = m.list(r.Context(), u.Token, qy)
	}
	var pending map[int64]bool
	var translations map[int64][]translation.Status
	var draftErr, translationErr error
	if listErr == nil {
		pending, draftErr = lifecycle.DraftsOf(r.Context(), m.Svc, u.Token, table, rows, func(c item) int64 { return c.ID })
		translations, translationErr = tl.Statuses(r, m.Svc, translation.ItemsOf(rows, func(c item) translation.Versioned {
			return translation.Versioned{ID: c.ID, Version: c.Version}
		}))
	}
	<-finished
	if err := firstError(listErr, catErr, draftErr, translationErr); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg.Total = total
	catOptions := shell.CategoryOptions(cms.CategoryTree(cats), nil)
	data := listData{Paging: pg, Pager: shell.PagerOf(pg), Sorting: sorting,
		Categories:   shell.OptionsHTML(catOptions, strconv.FormatInt(qy.Categoria, 10)),
		BulkCategory: msgBulkCategory, BulkCategories: shell.OptionsHTML(catOptions, ""),
		Categoria: qy.Categoria, Search: qy.Search, Estado: qy.Estado, States: lifecycle.States, AllStates: lifecycle.FilterAll, Bulk: lifecycle.BulkActions, DraftBadge: lifecycle.MsgDraftBadge,
		Translation: tl, Languages: len(tl.Languages) > 0, Rows: make([]listRow, len(rows))}
	now := m.Shell.Now()
	for i, c := range rows {
		data.Rows[i] = listRow{item: c, ImageURL: m.Shell.FileURL(cms.BucketContent, c.Image()), Badge: c.BadgeOf(now, m.Shell.Location()),
			Pending: pending[c.ID], Translations: translations[c.ID]}
	}
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = data
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "contenido", v)
}

func firstError(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
