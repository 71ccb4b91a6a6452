package seo

import (
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
)

// redirectListData is the redirects list page.
type redirectListData struct {
	Rows    []records.RedirectStats
	Pager   shell.Pager
	Sorting shell.Sorting
	Search  string
	Sizes   []int
	Size    int
}

// redirectList lists the redirects, newest first or sorted by a column, searched with `q`.
func (m *module) redirectList(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	q := r.URL.Query()
	pg := shell.ParsePaging(q)
	sorting := shell.ParseSorting(q, redirectSortColumns()...)
	search := strings.TrimSpace(q.Get("q"))
	rows, total, err := m.listRedirects(r.Context(), u.Token, search, cms.ListParams{Offset: pg.Offset(), Limit: pg.RowsPerPage, Sort: sorting.Sort()})
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg.Total = total
	v := m.Shell.AdminView(r, view, msgRedirectsTitle)
	v.Data = redirectListData{Rows: rows, Pager: shell.PagerOf(pg), Sorting: sorting, Search: search, Sizes: pg.Choices(), Size: pg.RowsPerPage}
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "redirects", v)
}

// redirectSortColumns are the list's sortable headers, each backed by an index (migration 00240).
func redirectSortColumns() []shell.SortColumn {
	return []shell.SortColumn{{Key: "origen", Column: "origen"}, {Key: "fecha", Column: "created_at"}}
}
