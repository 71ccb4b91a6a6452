package web

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// testimonialsRoutes are the testimonials module's pages (view testimoniales).
func (a *App) testimonialsRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /admin/testimoniales/{$}", a.testimonialList)
	mux.HandleFunc("GET /admin/testimoniales/nuevo", a.testimonialForm)
	mux.HandleFunc("POST /admin/testimoniales/nuevo", a.testimonialSave)
	mux.HandleFunc("GET /admin/testimoniales/{id}", a.testimonialForm)
	mux.HandleFunc("POST /admin/testimoniales/{id}", a.testimonialSave)
	mux.HandleFunc("POST /admin/testimoniales/{id}/eliminar", a.testimonialDelete)
}

// testimonialListData is the testimonials list page.
type testimonialListData struct {
	Rows      []cms.Testimonial
	Filter    listFilter
	Pager     modulePager
	Categoria int64 // the filter, 0 for all
}

// testimonialList is the list: newest first, `page`/`rowsPerPage`, optional `categoria` filter.
func (a *App) testimonialList(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	q := r.URL.Query()
	pg := parsePaging(q)
	cat := cms.PositiveID(q.Get("categoria"))
	cats, err := a.serviceCategoryOptions(r, p.token)
	if err != nil {
		a.failurePage(w, r, err)
		return
	}
	rows, total, err := a.svc.Testimonials(r.Context(), p.token, cms.ListParams{Offset: pg.Offset(), Limit: pg.RowsPerPage, Categoria: cat})
	if err != nil {
		a.failurePage(w, r, err)
		return
	}
	pg.Total = total
	v := a.adminView(r, "testimoniales", "Testimonios")
	v.Data = testimonialListData{Rows: rows, Filter: filterOf("/admin/testimoniales/", cats, cat, pg), Pager: pagerOf(pg), Categoria: cat}
	a.render(w, r, http.StatusOK, "testimoniales", v)
}
