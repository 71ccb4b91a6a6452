package pages

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/pageblocks"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/slug"
)

// table is the module's table.
const table = "paginas"

// Limits of the page form.
const (
	maxTitulo         = 200
	maxSEOTitle       = 70
	maxSEODescription = 300
)

// item is a row of paginas.
type item struct {
	ID             int64           `json:"id"`
	Titulo         string          `json:"titulo"`
	Slug           string          `json:"slug"`
	Padre          *int64          `json:"padre"`
	Bloques        json.RawMessage `json:"bloques"`
	SEOTitulo      *string         `json:"seo_titulo"`
	SEODescripcion *string         `json:"seo_descripcion"`
	EsInicio       bool            `json:"es_inicio"`
	CreatedAt      string          `json:"created_at"`
	lifecycle.Row
	cms.SEO
	Sup *struct {
		Slug string `json:"slug"`
	} `json:"sup"`
}

// Path is the page's public address.
func (p item) Path() string {
	if p.Sup != nil {
		return "/" + p.Sup.Slug + "/" + p.Slug
	}
	return "/" + p.Slug
}

// query selects one page of the list.
type query struct {
	Offset, Limit int
	Search        string
	Estado        string
	Trash         bool             // the trash instead of the list
	Only          records.IDFilter // the translation filter (translation.List)
}

// list reads one page of the list (not in the trash), newest first, with the total (one request).
func (m *module) list(ctx context.Context, token string, q query) ([]item, int, error) {
	estado, like := "", ""
	if lifecycle.Valid(q.Estado) {
		estado = q.Estado
	}
	if term := strings.TrimSpace(q.Search); term != "" {
		like = "*" + strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`, `*`, `_`).Replace(term) + "*"
	}
	rows, total, err := records.PagesAdmin[item](ctx, m.Svc.Client(), platformclient.AsUser(token), q.Trash, estado, like, q.Only, q.Offset, q.Limit)
	if err != nil {
		return nil, 0, cms.PlatformFailure(err)
	}
	return rows, int(total), nil
}

// get reads one page; a missing page is a 404 error.
func (m *module) get(ctx context.Context, token string, id int64) (*item, error) {
	return cms.ReadByID[item](ctx, m.Svc, token, table, records.PageAdminColumns, id, cms.Fail(http.StatusNotFound, MsgPageGone))
}

// parent is a top-level page a page may be put under.
type parent struct {
	ID     int64  `json:"id"`
	Titulo string `json:"titulo"`
	Slug   string `json:"slug"`
}

// maxParents bounds the parent picker (a site has tens of top-level pages, not thousands).
const maxParents = 500

// parents reads the top-level pages not in the trash, by title.
func (m *module) parents(ctx context.Context, token string) ([]parent, error) {
	read, err := records.TopLevelPages(ctx, m.Svc.Client(), platformclient.AsUser(token), maxParents)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	var rows []parent
	for _, p := range read {
		rows = append(rows, parent{ID: p.ID, Titulo: p.Titulo, Slug: p.Slug})
	}
	return rows, nil
}

// input is the page form as typed (blocks apart: see blocks_form.go).
type input struct {
	Titulo, Slug, Padre, EsInicio, SEOTitulo, SEODescripcion string
	Lifecycle                                                map[string]string
	Zone                                                     *time.Location // the site's, in which times are typed
}

// row is a checked form, ready to write.
type row struct {
	Titulo, Slug              string
	Padre                     *int64
	EsInicio                  bool
	SEOTitulo, SEODescripcion string
	Bloques                   json.RawMessage
	Lifecycle                 lifecycle.Fields
	SEO                       map[string]any // cms.CheckSEO's columns
	Version                   int64
}

// validate checks the page's fields against the listed parents (self excluded); the blocks are
// checked by the caller, which puts their messages next to each block.
func (in input) validate(self int64, listed []parent, fields cms.FieldMessages) row {
	r := row{Titulo: strings.TrimSpace(in.Titulo), Slug: strings.TrimSpace(in.Slug),
		EsInicio: in.EsInicio != "", SEOTitulo: strings.TrimSpace(in.SEOTitulo), SEODescripcion: strings.TrimSpace(in.SEODescripcion)}
	switch {
	case r.Titulo == "":
		fields["titulo"] = MsgTituloNeeded
	case utf8.RuneCountInString(r.Titulo) > maxTitulo:
		fields["titulo"] = MsgTituloTooLong
	}
	if r.Slug == "" && r.Titulo != "" {
		r.Slug = slug.Of(r.Titulo, "pagina")
	}
	if p := strings.TrimSpace(in.Padre); p != "" {
		id, err := strconv.ParseInt(p, 10, 64)
		found := false
		for _, l := range listed {
			found = found || err == nil && l.ID == id && id != self
		}
		if !found {
			fields["padre"] = MsgParentInvalid
		} else {
			r.Padre = &id
		}
	}
	// Without a title or a slug there is only the title to ask for (the slug would come from it).
	if msg := pageblocks.CheckSlug(r.Slug, r.Padre == nil); msg != "" && r.Slug+r.Titulo != "" {
		fields["slug"] = msg
	}
	r.SEO = cms.CheckSEO(in.Lifecycle, fields)
	if utf8.RuneCountInString(r.SEOTitulo) > maxSEOTitle && fields["meta_titulo"] == "" {
		fields["meta_titulo"] = fmt.Sprintf(MsgSEOTooLong, maxSEOTitle)
	}
	if utf8.RuneCountInString(r.SEODescripcion) > maxSEODescription && fields["meta_descripcion"] == "" {
		fields["meta_descripcion"] = fmt.Sprintf(MsgSEOTooLong, maxSEODescription)
	}
	r.Lifecycle = lifecycle.Check(in.Lifecycle, in.Zone, fields)
	r.Version = lifecycle.ExpectedVersion(in.Lifecycle)
	return r
}

// values are the columns a save writes.
func (r row) values() map[string]any {
	values := map[string]any{"titulo": r.Titulo, "slug": r.Slug, "padre": r.Padre, "bloques": r.Bloques, "es_inicio": r.EsInicio,
		"seo_titulo": nilIfEmpty(r.SEOTitulo), "seo_descripcion": nilIfEmpty(r.SEODescripcion)}
	maps.Copy(values, r.Lifecycle.Values())
	maps.Copy(values, r.SEO) // seo_titulo and seo_descripcion follow the shared fields, for older readers
	return values
}

// save creates (id 0) or updates a page and answers its id.
func (m *module) save(ctx context.Context, token string, id int64, r row) (int64, error) {
	values := r.values()
	c, cred := m.Svc.Client(), platformclient.AsUser(token)
	var saved int64
	var err error
	if id == 0 {
		saved, err = records.InsertPage(ctx, c, cred, values)
	} else {
		saved, err = records.UpdatePage(ctx, c, cred, id, r.Version, values)
	}
	switch platformclient.CodeOf(err) {
	case "23505":
		return 0, &cms.FormError{Fields: cms.FieldMessages{"slug": MsgSlugTaken}}
	case "23503":
		return 0, &cms.FormError{Fields: cms.FieldMessages{"padre": MsgParentInvalid}}
	case "P0001":
		// A page rule the form could not see (a page moved meanwhile): the platform's Spanish words.
		var perr *platformclient.Error
		if errors.As(err, &perr) {
			return 0, &cms.FormError{Fields: cms.FieldMessages{"padre": perr.Message}}
		}
	}
	if err != nil {
		return 0, cms.PlatformFailure(err)
	}
	if saved == 0 && id != 0 && r.Version > 0 {
		if _, err := m.get(ctx, token, id); err != nil {
			return 0, err
		}
		return 0, &cms.FormError{Status: http.StatusConflict, Fields: cms.FieldMessages{lifecycle.FieldVersion: lifecycle.MsgEditConflict}}
	}
	if saved == 0 {
		return 0, cms.Fail(http.StatusNotFound, MsgPageGone)
	}
	return saved, nil
}

func nilIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// remove moves a page to the trash (restorable for lifecycle.TrashDays, then purged).
func (m *module) remove(ctx context.Context, token string, id int64) error {
	trashed, err := records.TrashPage(ctx, m.Svc.Client(), platformclient.AsUser(token), id, m.Shell.Now())
	if err != nil {
		return cms.PlatformFailure(err)
	}
	if !trashed {
		return cms.Fail(http.StatusNotFound, MsgPageGone)
	}
	return nil
}

// templateBlocks reads the blocks of page template id (table plantillas); a missing template is a
// 404 error.
func (m *module) templateBlocks(ctx context.Context, token string, id int64) ([]blockForm, error) {
	tpl, err := records.PageTemplateBlocks(ctx, m.Svc.Client(), platformclient.AsUser(token), id)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	if tpl == nil {
		return nil, cms.Fail(http.StatusNotFound, MsgTemplateGone)
	}
	return storedBlocks(tpl.Bloques), nil
}

// restore takes a page out of the trash as a draft (it was off the site; publishing is a choice).
func (m *module) restore(ctx context.Context, token string, id int64) error {
	restored, err := records.RestorePage(ctx, m.Svc.Client(), platformclient.AsUser(token), id, lifecycle.Draft)
	if platformclient.CodeOf(err) == "23505" {
		return cms.Fail(http.StatusConflict, MsgRestoreTaken)
	}
	if err != nil {
		return cms.PlatformFailure(err)
	}
	if !restored {
		return cms.Fail(http.StatusNotFound, MsgPageGone)
	}
	return nil
}
