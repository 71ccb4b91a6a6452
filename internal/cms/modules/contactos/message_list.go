package contactos

import (
	"net/http"
	"net/url"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
)

// listData is the inbox page.
type listData struct {
	Rows     []records.ContactMessage
	Pager    shell.Pager
	Query    Query
	Statuses []string
	Sizes    []int
	Size     int
	Unread   int
	Export   string // the CSV export's address, with the list's filters
	Back     string // the list's query, where a bulk action returns
}

// listPage is the inbox: newest first, `page`/`rowsPerPage`, `estado` and `q` filters.
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	pg := shell.ParsePaging(q)
	query := Query{Estado: q.Get("estado"), Search: q.Get("q")}
	rows, total, err := m.list(r.Context(), query, pg.Offset(), pg.RowsPerPage)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg.Total = total
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	unread := 0
	for _, item := range v.Nav { // the navigation has just counted them
		if item.Slug == view {
			unread = item.Count
		}
	}
	export := url.Values{}
	if query.Estado != "" {
		export.Set("estado", query.Estado)
	}
	if query.Search != "" {
		export.Set("q", query.Search)
	}
	v.Data = &listData{Rows: rows, Pager: shell.PagerOf(pg), Query: query, Statuses: statuses, Sizes: pg.Choices(),
		Size: pg.RowsPerPage, Unread: unread, Export: "/admin/contactos/exportar.csv?" + export.Encode()}
	if r.URL.RawQuery != "" {
		v.Data.(*listData).Back = "?" + r.URL.RawQuery
	}
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "contactos", v)
}
