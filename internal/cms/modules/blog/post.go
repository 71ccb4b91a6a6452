package blog

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/microcosm-cc/bluemonday"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/slug"
)

// Tables of the module.
const (
	table     = "blog_entradas"
	tagTable  = "etiquetas"
	joinTable = "blog_entradas_etiquetas"
)

// Limits of the form, in characters.
const (
	maxTitulo   = 200
	maxExtracto = 400
	maxTag      = 40
	maxTags     = 10
	maxAlt      = 200
	// wordsPerMinute is the reading speed the reading time assumes.
	wordsPerMinute = 200
)

// slugPattern is a valid slug: lowercase ASCII words joined by single hyphens.
var slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// tag is a row of etiquetas.
type tag struct {
	ID     int64  `json:"id"`
	Nombre string `json:"nombre"`
	Slug   string `json:"slug"`
}

// post is a row of blog_entradas with its tags (embedded through the join table).
type post struct {
	ID            int64   `json:"id"`
	Titulo        string  `json:"titulo"`
	Slug          string  `json:"slug"`
	Extracto      string  `json:"extracto"`
	Cuerpo        string  `json:"cuerpo"`
	Portada       *string `json:"portada"`
	PortadaAlt    string  `json:"portada_alt"`
	Autor         *string `json:"autor"`
	AutorNombre   string  `json:"autor_nombre"`
	TiempoLectura int     `json:"tiempo_lectura"`
	CreatedAt     string  `json:"created_at"`
	lifecycle.Row
	cms.SEO
	Tags []struct {
		Tag tag `json:"etiquetas"`
	} `json:"tags"`
}

// Cover is the stored path of the cover image, or "".
func (p post) Cover() string { return cms.Deref(p.Portada) }

// TagNames are the post's tags as the form shows them: "diseño, web".
func (p post) TagNames() string {
	names := make([]string, len(p.Tags))
	for i, t := range p.Tags {
		names[i] = t.Tag.Nombre
	}
	return strings.Join(names, ", ")
}

const (
	tagsEmbed   = "tags:blog_entradas_etiquetas(etiquetas(id,nombre,slug))"
	listColumns = "id,titulo,slug,portada,autor,autor_nombre,created_at," + lifecycle.Columns + "," + tagsEmbed
	postColumns = "id,titulo,slug,extracto,cuerpo,portada,portada_alt,autor,autor_nombre,tiempo_lectura,created_at," + lifecycle.Columns + "," + cms.SEOColumns + "," + tagsEmbed
)

// zone is the CMS's time zone, in which editors read and type publish times: the process's (TZ).
func zone() *time.Location { return time.Local }

// query selects one page of the list.
type query struct {
	Offset, Limit int
	Search        string // part of the title, case-insensitive
	Estado        string // one state, "" for all
	Etiqueta      int64  // one tag, 0 for all
	Autor         string // one employee's id, "" for all
	Trash         bool   // the trash instead of the list
}

// list reads one page of the posts not in the trash, newest first, with the total that matches (one
// request). A tag filter narrows the posts through an inner embed of the join table, apart from the
// embed that lists every tag of each post.
func (m *module) list(ctx context.Context, token string, q query) ([]post, int, error) {
	columns := listColumns
	if q.Etiqueta > 0 {
		columns += ",f:blog_entradas_etiquetas!inner(etiqueta)"
	}
	req := m.Svc.Client().From(table, platformclient.AsUser(token)).Select(columns).
		Order("created_at", true).Order("id", true).Range(q.Offset, q.Limit).Count()
	if q.Trash {
		req = req.Filter(lifecycle.TrashedColumn, "not.is", "null")
	} else {
		req = req.Filter(lifecycle.TrashedColumn, "is", "null")
	}
	if q.Etiqueta > 0 {
		req = req.Eq("f.etiqueta", q.Etiqueta)
	}
	if lifecycle.Valid(q.Estado) {
		req = req.Eq("estado", q.Estado)
	}
	if q.Autor != "" {
		req = req.Eq("autor", q.Autor)
	}
	if term := strings.TrimSpace(q.Search); term != "" {
		req = req.Filter("titulo", "ilike", cms.ContainsILike(term))
	}
	rows := []post{}
	total, err := req.Get(ctx, &rows)
	if platformclient.StatusOf(err) == http.StatusRequestedRangeNotSatisfiable && q.Offset > 0 {
		// Past the last page: an empty page, with the total of the filter (page 1's).
		first := q
		first.Offset = 0
		_, total, err := m.list(ctx, token, first)
		return []post{}, total, err
	}
	if err != nil {
		return nil, 0, cms.PlatformFailure(err)
	}
	return rows, int(total), nil
}

// get reads one post; a missing post is a 404 error.
func (m *module) get(ctx context.Context, token string, id int64) (*post, error) {
	return cms.ReadByID[post](ctx, m.Svc, token, table, postColumns, id, cms.Fail(http.StatusNotFound, MsgPostGone))
}

// author is an employee a post can be signed by.
type author struct {
	ID     string  `json:"id"`
	Nombre *string `json:"nombre"`
	Email  *string `json:"email"`
}

// Name is the name the post is signed with: the employee's name, else the e-mail.
func (a author) Name() string {
	if n := strings.TrimSpace(cms.Deref(a.Nombre)); n != "" {
		return n
	}
	return cms.Deref(a.Email)
}

// authors reads the active employees, by name (the author picker and filter).
func (m *module) authors(ctx context.Context, token string) ([]author, error) {
	rows := []author{}
	if _, err := m.Svc.Client().From("Empleados", platformclient.AsUser(token)).Select("id,nombre,email").
		Eq("activo", true).Order("nombre", false).Limit(500).Get(ctx, &rows); err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return rows, nil
}

// tags reads every tag, by name (the list's filter and the form's suggestions).
func (m *module) tags(ctx context.Context, token string) ([]tag, error) {
	rows := []tag{}
	if _, err := m.Svc.Client().From(tagTable, platformclient.AsUser(token)).Select("id,nombre,slug").
		Order("nombre", false).Limit(1000).Get(ctx, &rows); err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return rows, nil
}

// input is the post form as typed.
type input struct {
	Titulo, Slug, Extracto, Cuerpo, PortadaAlt, Autor, Etiquetas string
	Lifecycle                                                    map[string]string
}

// row is a checked form, ready to write.
type row struct {
	Titulo, Slug, Extracto string
	Cuerpo                 string // sanitized
	PortadaAlt             string
	Autor                  *author // nil: no author
	Tags                   []tag   // nombre and slug, without ids
	ReadingTime            int
	Lifecycle              lifecycle.Fields
	SEO                    map[string]any // cms.CheckSEO's columns
	Version                int64
}

// validate checks the form against the listed employees and sanitizes the body.
func (in input) validate(authors []author) (row, error) {
	fields := cms.FieldMessages{}
	r := row{Titulo: strings.TrimSpace(in.Titulo), Extracto: strings.TrimSpace(in.Extracto),
		Cuerpo: cms.SanitizeBody(in.Cuerpo), PortadaAlt: strings.TrimSpace(in.PortadaAlt)}
	switch {
	case r.Titulo == "":
		fields["titulo"] = MsgTituloRequired
	case utf8.RuneCountInString(r.Titulo) > maxTitulo:
		fields["titulo"] = MsgTituloTooLong
	}
	r.Slug = strings.TrimSpace(in.Slug)
	if r.Slug == "" {
		r.Slug = strings.TrimRight(truncate(slug.Of(r.Titulo, "entrada"), maxTitulo), "-")
	}
	if !slugPattern.MatchString(r.Slug) || len(r.Slug) > maxTitulo {
		fields["slug"] = MsgSlugInvalid
	}
	if utf8.RuneCountInString(r.Extracto) > maxExtracto {
		fields["extracto"] = MsgExtractoTooLong
	}
	if utf8.RuneCountInString(r.PortadaAlt) > maxAlt {
		fields["portada_alt"] = MsgAltTooLong
	}
	if id := strings.TrimSpace(in.Autor); id != "" {
		for i := range authors {
			if authors[i].ID == id {
				r.Autor = &authors[i]
			}
		}
		if r.Autor == nil {
			fields["autor"] = MsgAutorInvalid
		}
	}
	var ok bool
	if r.Tags, ok = parseTags(in.Etiquetas); !ok {
		fields["etiquetas"] = MsgTagsInvalid
	}
	r.ReadingTime = readingTime(r.Cuerpo)
	r.Lifecycle = lifecycle.Check(in.Lifecycle, zone(), fields)
	r.SEO = cms.CheckSEO(in.Lifecycle, fields)
	r.Version = lifecycle.ExpectedVersion(in.Lifecycle)
	if len(fields) > 0 {
		return r, &cms.FormError{Fields: fields}
	}
	return r, nil
}

// truncate cuts an ASCII string to at most n bytes.
func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// parseTags reads "Diseño, web,  diseño" into distinct tags (by slug, first spelling kept); ok is
// false when a tag is too long or there are too many.
func parseTags(typed string) ([]tag, bool) {
	var out []tag
	seen := map[string]bool{}
	for _, part := range strings.Split(typed, ",") {
		name := strings.Join(strings.Fields(part), " ")
		if name == "" {
			continue
		}
		if utf8.RuneCountInString(name) > maxTag {
			return nil, false
		}
		s := slug.Of(name, "")
		if s == "" || seen[s] {
			continue
		}
		seen[s] = true
		out = append(out, tag{Nombre: name, Slug: s})
	}
	return out, len(out) <= maxTags
}

// readingTime is the minutes a sanitized body takes to read (at least 1).
func readingTime(body string) int {
	words := len(strings.Fields(bluemonday.StrictPolicy().Sanitize(body)))
	return max(1, (words+wordsPerMinute-1)/wordsPerMinute)
}

// values are the columns a save writes, but the cover (the tags are written apart).
func (r row) values() map[string]any {
	values := map[string]any{
		"titulo": r.Titulo, "slug": r.Slug, "extracto": r.Extracto, "cuerpo": r.Cuerpo,
		"portada_alt": r.PortadaAlt, "tiempo_lectura": r.ReadingTime, "autor": nil, "autor_nombre": "",
	}
	if r.Autor != nil {
		values["autor"], values["autor_nombre"] = r.Autor.ID, r.Autor.Name()
	}
	maps.Copy(values, r.Lifecycle.Values())
	maps.Copy(values, r.SEO)
	return values
}

// draftFields are what a draft of a published post keeps: its columns but the publication and the
// cover, and its tags as the post's embed reads them (so the form and a preview show the draft's).
func (r row) draftFields() map[string]any {
	fields := lifecycle.DraftFields(r.values())
	tags := make([]map[string]tag, len(r.Tags))
	for i, t := range r.Tags {
		tags[i] = map[string]tag{"etiquetas": t}
	}
	fields["tags"] = tags
	return fields
}

// save creates (id 0) or updates a post, then makes its tags those of the form; it answers the
// post's id. coverPath, when not empty, is the path of a cover the platform has already stored.
func (m *module) save(ctx context.Context, token string, id int64, r row, coverPath string) (int64, error) {
	values := r.values()
	if coverPath != "" {
		values["portada"] = coverPath
	}
	saved, err := lifecycle.Save(ctx, m.Svc, token, table, id, r.Version, values, cms.Fail(http.StatusNotFound, MsgPostGone))
	switch platformclient.CodeOf(err) {
	case "23505":
		return 0, &cms.FormError{Fields: cms.FieldMessages{"slug": MsgSlugTaken}}
	case "23503":
		return 0, &cms.FormError{Fields: cms.FieldMessages{"autor": MsgAutorInvalid}}
	}
	var platformErr *platformclient.Error
	if errors.As(err, &platformErr) {
		return 0, cms.PlatformFailure(err)
	}
	if err != nil {
		return 0, err
	}
	return saved, m.setTags(ctx, token, saved, r.Tags)
}

// setTags makes a post's tags exactly these, creating the new ones (one call, one transaction).
func (m *module) setTags(ctx context.Context, token string, id int64, tags []tag) error {
	args := make([]map[string]string, len(tags))
	for i, t := range tags {
		args[i] = map[string]string{"nombre": t.Nombre, "slug": t.Slug}
	}
	err := m.Svc.Client().RPC(ctx, platformclient.AsUser(token), "set_blog_tags",
		map[string]any{"p_entrada": id, "p_etiquetas": args}, nil)
	if err != nil {
		return &cms.Error{Status: http.StatusBadGateway, Message: MsgTagsNotSaved, Err: fmt.Errorf("set tags of post %d: %w", id, err)}
	}
	return nil
}

// restore takes a post out of the trash; its cover stayed in storage.
func (m *module) restore(ctx context.Context, token string, id int64) error {
	return lifecycle.RestoreFromTrash(ctx, m.Svc, token, table, id, cms.Fail(http.StatusNotFound, MsgPostGone))
}

// remove moves a post to the trash (restorable for lifecycle.TrashDays, then purged).
func (m *module) remove(ctx context.Context, token string, id int64) error {
	return lifecycle.MoveToTrash(ctx, m.Svc, token, table, id, m.Shell.Now(), cms.Fail(http.StatusNotFound, MsgPostGone))
}
