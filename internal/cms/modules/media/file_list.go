package media

import (
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// fileRow is a file of the list with its address and its thumbnail's.
type fileRow struct {
	File
	URL   string
	Thumb string // a small variant of a raster image (the original's address when there is none)
}

// thumbnailWidth is the width of the library's thumbnails: twice the grid's 160 pixels for sharp
// screens, and the width of the site's smallest variant, so both share one rendered file.
const thumbnailWidth = 320

// rowOf is f with its addresses.
func (m *module) rowOf(f File) fileRow {
	row := fileRow{File: f, URL: m.Shell.FileURL(f.Bucket, f.Ruta)}
	row.Thumb = row.URL
	switch f.Tipo {
	case "image/jpeg", "image/png", "image/gif", "image/webp":
		if v := m.Shell.ImageVariantURL(f.Bucket, f.Ruta, thumbnailWidth); v != "" {
			row.Thumb = v
		}
	}
	return row
}

// listData is the library's page.
type listData struct {
	Rows    []fileRow
	Query   listQuery
	AsList  bool // the list view rather than the grid
	Buckets []bucket
	Kinds   []kind
	Pager   shell.Pager
	Sizes   []int
	Size    int
	Upload  uploadData
	Back    string // this page's address, where the grid's form returns
	// Translations are each listed file's statuses in the active languages (the list view's
	// «Traducciones» column); Translation is the translation filter.
	Translations map[int64][]translation.Status
	Translation  *translation.List
}

// librarySize is how many files a page of the library shows unless the editor picks another size:
// thumbnails are small and load lazily.
const librarySize = 50

// listPage is the library: newest first, `buscar` (name, alt text or title), `bucket`, `carpeta`
// and `tipo` filters, `vista=lista` for the list view, `page`/`rowsPerPage` paging in SQL.
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	pg := shell.ParsePagingOf(q, librarySize)
	lq := listQuery{Buscar: strings.TrimSpace(q.Get("buscar")), Carpeta: strings.Trim(strings.TrimSpace(q.Get("carpeta")), "/")}
	if _, ok := bucketNamed(q.Get("bucket")); ok {
		lq.Bucket = q.Get("bucket")
	}
	for _, k := range kinds() {
		if k.Tipo == q.Get("tipo") {
			lq.Tipo = k.Tipo
		}
	}
	d := listData{Query: lq, AsList: q.Get("vista") == "lista", Upload: newUploadData(), Back: r.URL.RequestURI()}
	m.renderList(w, r, http.StatusOK, d, pg, nil)
}

// renderList reads the page pg of d.Query and renders the library with d's view and upload form
// and, for a refused upload, the messages next to its fields.
func (m *module) renderList(w http.ResponseWriter, r *http.Request, status int, d listData, pg shell.Paging, fields cms.FieldMessages) {
	tl, err := m.tr.List(r)
	var files []File
	var total int
	if err == nil {
		d.Query.Only = tl.Only
		files, total, err = m.list(r.Context(), shell.UserOf(r).Token, d.Query, pg.Offset(), pg.RowsPerPage)
	}
	if err == nil {
		d.Translations, err = tl.Statuses(r, m.Svc, translation.ItemsOf(files, func(f File) translation.Versioned { return translation.Versioned{ID: f.ID, Version: f.TextsVersion} }))
	}
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg.Total = total
	d.Translation = tl
	d.Rows = make([]fileRow, len(files))
	for i, f := range files {
		d.Rows[i] = m.rowOf(f)
	}
	d.Buckets, d.Kinds, d.Pager, d.Sizes, d.Size = buckets(), kinds(), shell.PagerOf(pg), pg.Choices(), pg.RowsPerPage
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	if len(fields) > 0 {
		v.Fields, v.Error = fields, cms.MsgReviewFields
	}
	v.Data = d
	m.Shell.Render(w, r, status, m.Pages, "media", v)
}
