package testimoniales

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// listData is the testimonials list page.
type listData struct {
	Rows      []Testimonial
	Filter    shell.ListFilter
	Pager     shell.Pager
	Categoria int64 // the filter, 0 for all
}

// listPage is the list: newest first, `page`/`rowsPerPage`, optional `categoria` filter.
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	q := r.URL.Query()
	pg := shell.ParsePaging(q)
	cat := cms.PositiveID(q.Get("categoria"))
	cats, err := m.Shell.ServiceCategoryOptions(r, u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	rows, total, err := m.list(r.Context(), u.Token, cms.ListParams{Offset: pg.Offset(), Limit: pg.RowsPerPage, Categoria: cat})
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg.Total = total
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = listData{Rows: rows, Filter: shell.FilterOf("/admin/testimoniales/", cats, cat, pg), Pager: shell.PagerOf(pg), Categoria: cat}
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "testimoniales", v)
}
