package contenido

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// table is the module's table.
const table = "contenido"

// maxTitulo bounds a title, in characters.
const maxTitulo = 200

// layouts are interface.md's designs: 1 = one column, 2 = two columns with sidebar, 3 = full-width
// hero.
var layouts = []layout{
	{1, msgLayoutOneColumn, msgLayoutOneColumnHint},
	{2, msgLayoutSidebar, msgLayoutSidebarHint},
	{3, msgLayoutHero, msgLayoutHeroHint},
}

// layout is one of the page designs an item can use.
type layout struct {
	Value      int
	Name, Hint string
}

// description is the descripcion column: {"body": …, "layout": n}.
type description struct {
	Body   string `json:"body"`
	Layout int    `json:"layout"`
}

// UnmarshalJSON accepts what other clients of the platform may have written: a layout as a string
// ("2"), or missing (1).
func (d *description) UnmarshalJSON(data []byte) error {
	var raw struct {
		Body   any             `json:"body"`
		Layout json.RawMessage `json:"layout"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return fmt.Errorf("descripcion: %w", err)
	}
	switch v := raw.Body.(type) {
	case string:
		d.Body = v
	case nil:
		d.Body = ""
	default:
		d.Body = fmt.Sprint(v)
	}
	d.Layout = 1
	var n int
	var s string
	if json.Unmarshal(raw.Layout, &n) == nil && n >= 1 && n <= 3 {
		d.Layout = n
	} else if json.Unmarshal(raw.Layout, &s) == nil {
		if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil && n >= 1 && n <= 3 {
			d.Layout = n
		}
	}
	return nil
}

// item is a content item with its lifecycle state as the lifecycle helpers read it.
type item struct {
	records.ContentAdmin
	lifecycle.Row
	ID int64 // the row's id as the CMS's helpers take it
}

// itemOf is the stored row as the module works with it.
func itemOf(r records.ContentAdmin) item {
	return item{ContentAdmin: r, Row: lifecycle.Row(r.EditorialState), ID: int64(r.ContentItem.ID)}
}

// SEOForm is the stored SEO fields as the form shows them.
func (c item) SEOForm() map[string]string { return cms.SEO(c.ItemSEO).SEOForm() }

// CategoryName is the embedded category's name, or "".
func (c item) CategoryName() string {
	if c.Cat == nil {
		return ""
	}
	return c.Cat.Name
}

// Image is the stored path of the featured image, or "".
func (c item) Image() string { return cms.Deref(c.ImagenPrincipal) }

// query selects one page of the list.
type query struct {
	Offset, Limit int
	Categoria     int64  // 0: every category
	Search        string // part of the title, case-insensitive
	Estado        string // one state, "" for all
	Trash         bool   // the trash instead of the list
	Sort          cms.Sort
	Only          records.IDFilter // the translation filter (translation.List)
}

// list reads one page, newest first or in q.Sort's order, with the total that matches (one request).
func (m *module) list(ctx context.Context, token string, q query) ([]item, int, error) {
	rq := records.ContentQuery{Offset: q.Offset, Limit: q.Limit, Categoria: q.Categoria, Trash: q.Trash, Order: q.Sort.Ordered, Only: q.Only}
	if lifecycle.Valid(q.Estado) {
		rq.Estado = q.Estado
	}
	if term := strings.TrimSpace(q.Search); term != "" {
		rq.Pattern = "*" + searchPattern(term) + "*"
	}
	stored, total, err := records.ContentAdminPage(ctx, m.Svc.Client(), platformclient.AsUser(token), rq)
	if err != nil {
		return nil, 0, cms.PlatformFailure(err)
	}
	rows := make([]item, len(stored))
	for i, r := range stored {
		rows[i] = itemOf(r)
	}
	return rows, total, nil
}

// searchPattern escapes a search term for ilike: % and _ match themselves. PostgREST reads every *
// as %, so a typed * is sent as _ (any one character, the * included).
func searchPattern(term string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`, `*`, `_`).Replace(term)
}

// get reads one item; a missing item is a 404 error.
func (m *module) get(ctx context.Context, token string, id int64) (*item, error) {
	stored, err := records.ContentAdminByID(ctx, m.Svc.Client(), platformclient.AsUser(token), id)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	if stored == nil {
		return nil, cms.Fail(http.StatusNotFound, MsgContentGone)
	}
	it := itemOf(*stored)
	return &it, nil
}

// input is the content form as typed.
type input struct {
	Titulo, Body, Layout, Categoria string
	Lifecycle                       map[string]string // estado, publicar_en, despublicar_en
	Zone                            *time.Location    // the site's, in which times are typed
}

// row is a checked form, ready to write.
type row struct {
	Titulo    string
	Body      string // sanitized
	Layout    int
	Categoria int64
	Lifecycle lifecycle.Fields
	SEO       map[string]any // cms.CheckSEO's columns
	Version   int64          // the version the form was opened on; 0: not checked
}

// validate checks the form against the listed categories and sanitizes the body.
func (in input) validate(listed []cms.Category) (row, error) {
	fields := cms.FieldMessages{}
	r := row{Titulo: strings.TrimSpace(in.Titulo), Body: cms.SanitizeBody(in.Body)}
	switch {
	case r.Titulo == "":
		fields["titulo"] = MsgTituloRequired
	case utf8.RuneCountInString(r.Titulo) > maxTitulo:
		fields["titulo"] = MsgTituloTooLong
	}
	if n, err := strconv.Atoi(strings.TrimSpace(in.Layout)); err == nil && n >= 1 && n <= 3 {
		r.Layout = n
	} else {
		fields["layout"] = MsgLayoutInvalid
	}
	if id, ok := cms.ListedID(listed, in.Categoria); ok {
		r.Categoria = id
	} else {
		fields["categoria"] = MsgContentCategory
	}
	r.Lifecycle = lifecycle.Check(in.Lifecycle, in.Zone, fields)
	r.SEO = cms.CheckSEO(in.Lifecycle, fields)
	r.Version = lifecycle.ExpectedVersion(in.Lifecycle)
	if len(fields) > 0 {
		return r, &cms.FormError{Fields: fields}
	}
	return r, nil
}

// values are the columns a save writes, but the featured image.
func (r row) values() map[string]any {
	values := map[string]any{
		"titulo":      r.Titulo,
		"descripcion": description{Body: r.Body, Layout: r.Layout},
		"categoria":   r.Categoria,
	}
	maps.Copy(values, r.Lifecycle.Values())
	maps.Copy(values, r.SEO)
	return values
}

// save creates (id 0) or updates an item and answers its id. imagePath, when not empty, is the path of
// a featured image the platform has already stored (cms.Service.SaveWithFile); only then is it
// recorded.
func (m *module) save(ctx context.Context, token string, id int64, r row, imagePath string) (int64, error) {
	values := r.values()
	if imagePath != "" {
		values["imagen_principal"] = imagePath
	}
	c, cred := m.Svc.Client(), platformclient.AsUser(token)
	var written bool
	var err error
	if id == 0 {
		id, err = records.InsertContentItem(ctx, c, cred, values)
		written = id != 0
	} else {
		written, err = records.UpdateContentItem(ctx, c, cred, id, r.Version, values)
	}
	if platformclient.CodeOf(err) == "23503" {
		// The category was deleted between the form and the save.
		return 0, &cms.FormError{Fields: cms.FieldMessages{"categoria": MsgContentCategory}}
	}
	if err != nil {
		return 0, cms.PlatformFailure(err)
	}
	if !written && id != 0 && r.Version > 0 {
		if _, err := m.get(ctx, token, id); err != nil {
			return 0, err // gone, or the platform failed
		}
		return 0, &cms.FormError{Status: http.StatusConflict, Fields: cms.FieldMessages{lifecycle.FieldVersion: lifecycle.MsgEditConflict}}
	}
	if !written {
		return 0, cms.Fail(http.StatusNotFound, MsgContentGone)
	}
	return id, nil
}

// remove moves an item to the trash (restorable for lifecycle.TrashDays, then purged); its featured
// image stays in storage (interface.md).
func (m *module) remove(ctx context.Context, token string, id int64) error {
	return m.setTrashed(ctx, token, id, m.Shell.Now().UTC().Format(time.RFC3339Nano))
}

// setTrashed puts an item that is not in the trash there (at), or takes one out (nil), with one
// update; an item already where it is asked to go is not found.
func (m *module) setTrashed(ctx context.Context, token string, id int64, at any) error {
	moved, err := records.SetContentTrashed(ctx, m.Svc.Client(), platformclient.AsUser(token), id, at)
	if err != nil {
		return cms.PlatformFailure(err)
	}
	if !moved {
		return cms.Fail(http.StatusNotFound, MsgContentGone)
	}
	return nil
}
