package blog

import (
	"context"
	"encoding/json"
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
	"github.com/vitrina/vitrina/internal/records"
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

// post is a blog post with its lifecycle state as the lifecycle helpers read it.
type post struct {
	records.PostAdmin
	lifecycle.Row
	ID int64 // the row's id as the CMS's helpers take it
}

// postOf is the stored row as the module works with it.
func postOf(r records.PostAdmin) post {
	return post{PostAdmin: r, Row: lifecycle.Row(r.State), ID: int64(r.Post.ID)}
}

// UnmarshalJSON reads a post as records does, then its lifecycle state: a draft applied to a stored
// post (lifecycle.Drafted) is read back this way.
func (p *post) UnmarshalJSON(b []byte) error {
	var r records.PostAdmin
	if err := json.Unmarshal(b, &r); err != nil {
		return err
	}
	*p = postOf(r)
	return nil
}

// SEOForm is the stored SEO fields as the form shows them.
func (p post) SEOForm() map[string]string { return cms.SEO(p.ItemSEO).SEOForm() }

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

// query selects one page of the list.
type query struct {
	Offset, Limit int
	Search        string // part of the title, case-insensitive
	Estado        string // one state, "" for all
	Etiqueta      int64  // one tag, 0 for all
	Autor         string // one employee's id, "" for all
	Trash         bool   // the trash instead of the list
	// Only narrows the list by its translation (translation.List).
	Only records.IDFilter
}

// list reads one page of the posts not in the trash, newest first, with the total that matches (one
// request). A tag filter narrows the posts through an inner embed of the join table, apart from the
// embed that lists every tag of each post.
func (m *module) list(ctx context.Context, token string, q query) ([]post, int, error) {
	rq := records.PostQuery{Offset: q.Offset, Limit: q.Limit, Tag: q.Etiqueta, Author: q.Autor, Trash: q.Trash, Only: q.Only}
	if lifecycle.Valid(q.Estado) {
		rq.Estado = q.Estado
	}
	if term := strings.TrimSpace(q.Search); term != "" {
		rq.Pattern = cms.ContainsILike(term)
	}
	stored, total, err := records.PostsAdminPage(ctx, m.Svc.Client(), platformclient.AsUser(token), rq)
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
	rows := make([]post, len(stored))
	for i, r := range stored {
		rows[i] = postOf(r)
	}
	return rows, total, nil
}

// get reads one post; a missing post is a 404 error.
func (m *module) get(ctx context.Context, token string, id int64) (*post, error) {
	stored, err := records.PostAdminByID(ctx, m.Svc.Client(), platformclient.AsUser(token), id)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	if stored == nil {
		return nil, cms.Fail(http.StatusNotFound, MsgPostGone)
	}
	p := postOf(*stored)
	return &p, nil
}

// author is an employee a post can be signed by.
type author struct{ records.EmployeeAdmin }

// Name is the name the post is signed with: the employee's name, else the e-mail.
func (a author) Name() string {
	if n := strings.TrimSpace(a.Nombre); n != "" {
		return n
	}
	return cms.Deref(a.Email)
}

// authors reads the active employees, by name (the author picker and filter).
func (m *module) authors(ctx context.Context, token string) ([]author, error) {
	emps, err := records.ActiveEmployees(ctx, m.Svc.Client(), platformclient.AsUser(token), 500)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	rows := make([]author, len(emps))
	for i, e := range emps {
		rows[i] = author{e}
	}
	return rows, nil
}

// tags reads every tag, by name (the list's filter and the form's suggestions).
func (m *module) tags(ctx context.Context, token string) ([]records.Tag, error) {
	rows, err := records.TagsByName(ctx, m.Svc.Client(), platformclient.AsUser(token), 1000)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return rows, nil
}

// input is the post form as typed.
type input struct {
	Titulo, Slug, Extracto, Cuerpo, PortadaAlt, Autor, Etiquetas string
	Lifecycle                                                    map[string]string
	Zone                                                         *time.Location // the site's, in which times are typed
}

// row is a checked form, ready to write.
type row struct {
	Titulo, Slug, Extracto string
	Cuerpo                 string // sanitized
	PortadaAlt             string
	Autor                  *author       // nil: no author
	Tags                   []records.Tag // nombre and slug, without ids
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
	r.Lifecycle = lifecycle.Check(in.Lifecycle, in.Zone, fields)
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
func parseTags(typed string) ([]records.Tag, bool) {
	var out []records.Tag
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
		out = append(out, records.Tag{Nombre: name, Slug: s})
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
	tags := make([]map[string]records.Tag, len(r.Tags))
	for i, t := range r.Tags {
		tags[i] = map[string]records.Tag{"etiquetas": t}
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
func (m *module) setTags(ctx context.Context, token string, id int64, tags []records.Tag) error {
	err := records.SetPostTags(ctx, m.Svc.Client(), platformclient.AsUser(token), int(id), tags)
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
