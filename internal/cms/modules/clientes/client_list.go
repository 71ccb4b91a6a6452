package clientes

import (
	"context"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// clientRow is a client with its logo's address.
type clientRow struct {
	Client
	LogoSrc string
}

// listData is the clients list page.
type listData struct {
	Rows      []clientRow
	Filter    shell.ListFilter
	Pager     shell.Pager
	Sorting   shell.Sorting
	Categoria int64 // the filter, 0 for all
}

// listPage is the list: newest first or sorted by a column (`orden`, `dir`), `page`/`rowsPerPage`, optional `categoria` filter.
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	q := r.URL.Query()
	pg := shell.ParsePaging(q)
	sorting := shell.ParseSorting(q, sortColumns()...)
	cat := cms.PositiveID(q.Get("categoria"))
	cats, err := m.categories(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	clients, total, err := m.list(r.Context(), u.Token, cms.ListParams{Offset: pg.Offset(), Limit: pg.RowsPerPage, Categoria: cat, Sort: sorting.Sort()})
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg.Total = total
	rows := make([]clientRow, len(clients))
	for i, c := range clients {
		rows[i] = clientRow{Client: c, LogoSrc: m.logoSrc(c.LogoURL)}
	}
	opts := make([]shell.CategoryOption, len(cats))
	for i, c := range cats {
		opts[i] = shell.CategoryOption{ID: int64(c.ID), Label: c.Nombre}
	}
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = listData{Rows: rows, Filter: shell.FilterOf("/admin/clientes/", opts, cat, pg).Keeping(sorting), Pager: shell.PagerOf(pg), Sorting: sorting, Categoria: cat}
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "clientes", v)
}

// sortColumns are the list's sortable headers, each backed by an index (migration 00190).
func sortColumns() []shell.SortColumn {
	return []shell.SortColumn{shell.SortColumn{Key: "nombre", Column: "nombre"}, shell.SortColumn{Key: "fecha", Column: "created_at"}}
}

// bulkDeleteForm deletes the rows marked on the list (after the page's confirmation).
func (m *module) bulkDeleteForm(w http.ResponseWriter, r *http.Request) {
	m.Shell.BulkDelete(w, r, func(ctx context.Context, token string, ids []int64) (int, error) {
		return m.Svc.DeleteRows(ctx, token, cms.Records{Table: table}, ids)
	}, "/admin/clientes/")
}
