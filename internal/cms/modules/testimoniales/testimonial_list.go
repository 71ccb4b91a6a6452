package testimoniales

import (
	"context"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// listData is the testimonials list page.
type listData struct {
	Rows      []Testimonial
	Filter    shell.ListFilter
	Pager     shell.Pager
	Sorting   shell.Sorting
	Categoria int64 // the filter, 0 for all
	// Translations are each listed testimonial's statuses in the active languages; Languages says the
	// list shows the translations' column; Translation is its filter.
	Translations map[int64][]translation.Status
	Languages    bool
	Translation  *translation.List
}

// listPage is the list: newest first or sorted by a column (`orden`, `dir`), `page`/`rowsPerPage`, optional `categoria` filter.
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	q := r.URL.Query()
	pg := shell.ParsePaging(q)
	sorting := shell.ParseSorting(q, sortColumns()...)
	cat := cms.PositiveID(q.Get("categoria"))
	cats, err := m.Shell.ServiceCategoryOptions(r, u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	tl, err := m.tr.List(r)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	rows, total, err := m.list(r.Context(), u.Token, cms.ListParams{Offset: pg.Offset(), Limit: pg.RowsPerPage, Categoria: cat, Sort: sorting.Sort(), Narrow: tl.Narrow})
	var translations map[int64][]translation.Status
	if err == nil {
		translations, err = tl.Statuses(r, m.Svc, translation.ItemsOf(rows, func(t Testimonial) translation.Versioned {
			return translation.Versioned{ID: t.ID, Version: t.TextsVersion}
		}))
	}
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	filter, err := tl.FilterHTML()
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg.Total = total
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = listData{Rows: rows, Filter: shell.FilterOf("/admin/testimoniales/", cats, cat, pg).Keeping(sorting).With(filter), Pager: shell.PagerOf(pg),
		Sorting: sorting, Categoria: cat, Translations: translations, Languages: len(tl.Languages) > 0, Translation: tl}
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "testimoniales", v)
}

// sortColumns are the list's sortable headers, each backed by an index (migration 00190).
func sortColumns() []shell.SortColumn {
	return []shell.SortColumn{shell.SortColumn{Key: "empresa", Column: "empresa"}, shell.SortColumn{Key: "persona", Column: "persona"}, shell.SortColumn{Key: "fecha", Column: "created_at"}}
}

// bulkDeleteForm deletes the rows marked on the list (after the page's confirmation).
func (m *module) bulkDeleteForm(w http.ResponseWriter, r *http.Request) {
	m.Shell.BulkDelete(w, r, func(ctx context.Context, token string, ids []int64) (int, error) {
		return m.Svc.DeleteRows(ctx, token, cms.Records{Table: table}, ids)
	}, "/admin/testimoniales/")
}
