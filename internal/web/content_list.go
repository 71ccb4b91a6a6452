package web

import (
	"html/template"
	"net/http"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
)

// contentRoutes are the content module's pages (view contenido).
func (a *App) contentRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /admin/contenido/{$}", a.contentList)
	mux.HandleFunc("GET /admin/contenido/nuevo", a.contentEdit)
	mux.HandleFunc("POST /admin/contenido/nuevo", a.contentSave)
	mux.HandleFunc("POST /admin/contenido/vista-previa", a.contentPreview)
	mux.HandleFunc("GET /admin/contenido/{id}", a.contentEdit)
	mux.HandleFunc("POST /admin/contenido/{id}", a.contentSave)
	mux.HandleFunc("POST /admin/contenido/{id}/eliminar", a.contentDelete)
}

// contentRow is an item of the list with its picture's address.
type contentRow struct {
	cms.ContentItem
	ImageURL string
	Date     string
}

// contentListData is the content list page.
type contentListData struct {
	Rows       []contentRow
	Paging     paging
	Pager      modulePager
	Categories template.HTML // the filter's options
	Categoria  int64         // the filter, 0 for all
	Search     string        // the title search as typed
}

// contentList is the list: newest first, `page`/`rowsPerPage`, optional `categoria` and `q`
// (part of the title). The categories (for the filter) and the page are read at once.
func (a *App) contentList(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	q := r.URL.Query()
	pg := parsePaging(q)
	query := cms.ContentQuery{Offset: pg.Offset(), Limit: pg.RowsPerPage, Categoria: cms.PositiveID(q.Get("categoria")),
		Search: strings.TrimSpace(q.Get("q"))}
	var (
		cats     []cms.Category
		rows     []cms.ContentItem
		total    int
		catErr   error
		listErr  error
		finished = make(chan struct{})
	)
	go func() {
		defer close(finished)
		cats, catErr = a.svc.CategoryList(r.Context(), p.token)
	}()
	rows, total, listErr = a.svc.ContentList(r.Context(), p.token, query)
	<-finished
	if err := firstError(listErr, catErr); err != nil {
		a.failurePage(w, r, err)
		return
	}
	pg.Total = total
	data := contentListData{Paging: pg, Pager: pagerOf(pg), Categories: optionsHTML(categoryOptions(cms.CategoryTree(cats), nil), strconv.FormatInt(query.Categoria, 10)),
		Categoria: query.Categoria, Search: query.Search, Rows: make([]contentRow, len(rows))}
	for i, c := range rows {
		data.Rows[i] = contentRow{ContentItem: c, ImageURL: a.fileURL(cms.BucketContent, c.Image()), Date: shortDate(c.CreatedAt)}
	}
	v := a.adminView(r, "contenido", "Contenido")
	v.Data = data
	a.render(w, r, http.StatusOK, "contenido", v)
}

// fileURL is the public address of a stored file for an <img>: relative when the platform is the
// CMS's own origin (so the page works under any host name); "" without a file.
func (a *App) fileURL(bucket, path string) string {
	if path == "" {
		return ""
	}
	u := a.svc.Client().PublicURL(bucket, strings.TrimPrefix(path, "/"))
	if a.baseURL != "" && strings.HasPrefix(u, a.baseURL+"/") {
		return strings.TrimPrefix(u, a.baseURL)
	}
	return u
}

// shortDate is the day of a platform timestamp (2026-01-02T10:00:00+00:00 → 2026-01-02).
func shortDate(ts string) string {
	if len(ts) >= 10 {
		return ts[:10]
	}
	return ts
}

func firstError(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
