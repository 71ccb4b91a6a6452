package cms

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"html/template"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/microcosm-cc/bluemonday"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// TableContent is the content items' table (view `contenido`).
const TableContent = "contenido"

// Messages of the content module (interface.md fixes MsgContentCategory's text).
const (
	MsgContentCategory = "Categoría inválida, selecciona desde la lista"
	MsgTituloRequired  = "Escriba el título."
	MsgTituloTooLong   = "El título admite hasta 200 caracteres."
	MsgLayoutInvalid   = "Elija uno de los tres diseños."
	MsgContentGone     = "El contenido no existe o ya fue eliminado."
	MsgImageNameTaken  = "Otro contenido ya usa una imagen con ese nombre; cambie el nombre del archivo y vuelva a elegirlo."
)

const maxTitulo = 200

// Layouts of interface.md: 1 = one column, 2 = two columns with sidebar, 3 = full-width hero.
var Layouts = []Layout{
	{1, "Una columna", "Texto a una columna, ancho de lectura."},
	{2, "Dos columnas con barra lateral", "Texto y una barra con más contenido."},
	{3, "Portada a todo lo ancho", "Imagen destacada a todo lo ancho sobre el texto."},
}

// Layout is one of the page designs an item can use.
type Layout struct {
	Value      int
	Name, Hint string
}

// ContentBody is the descripcion column: {"body": …, "layout": n}.
type ContentBody struct {
	Body   string `json:"body"`
	Layout int    `json:"layout"`
}

// UnmarshalJSON accepts what other clients of the platform may have written: a layout as a string
// ("2"), or missing (1).
func (b *ContentBody) UnmarshalJSON(data []byte) error {
	var raw struct {
		Body   any             `json:"body"`
		Layout json.RawMessage `json:"layout"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return fmt.Errorf("descripcion: %w", err)
	}
	switch v := raw.Body.(type) {
	case string:
		b.Body = v
	case nil:
		b.Body = ""
	default:
		b.Body = fmt.Sprint(v)
	}
	b.Layout = 1
	var n int
	var s string
	if json.Unmarshal(raw.Layout, &n) == nil && n >= 1 && n <= 3 {
		b.Layout = n
	} else if json.Unmarshal(raw.Layout, &s) == nil {
		if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil && n >= 1 && n <= 3 {
			b.Layout = n
		}
	}
	return nil
}

// ContentItem is a row of contenido with its category's name (embedded: a list is one read).
type ContentItem struct {
	ID              int64       `json:"id"`
	Titulo          string      `json:"titulo"`
	Descripcion     ContentBody `json:"descripcion"`
	Categoria       int64       `json:"categoria"`
	ImagenPrincipal *string     `json:"imagen_principal"`
	CreatedAt       string      `json:"created_at"`
	Cat             *struct {
		Name string `json:"name"`
	} `json:"cat"`
}

// CategoryName is the embedded category's name, or "".
func (c ContentItem) CategoryName() string {
	if c.Cat == nil {
		return ""
	}
	return c.Cat.Name
}

// Image is the stored path of the featured image, or "".
func (c ContentItem) Image() string {
	if c.ImagenPrincipal == nil {
		return ""
	}
	return *c.ImagenPrincipal
}

const contentListColumns = "id,titulo,categoria,imagen_principal,created_at,cat:categoria(name)"

// ContentQuery selects one page of the content list.
type ContentQuery struct {
	Offset, Limit int
	Categoria     int64  // 0: every category
	Search        string // part of the title, case-insensitive
}

// ContentList reads one page, newest first, with the total that matches (one request).
func (s *Service) ContentList(ctx context.Context, token string, q ContentQuery) ([]ContentItem, int, error) {
	req := s.client.From(TableContent, platformclient.AsUser(token)).Select(contentListColumns).
		Order("created_at", true).Order("id", true).Range(q.Offset, q.Limit).Count()
	if q.Categoria > 0 {
		req = req.Eq("categoria", q.Categoria)
	}
	if term := strings.TrimSpace(q.Search); term != "" {
		req = req.Filter("titulo", "ilike", "*"+SearchPattern(term)+"*")
	}
	rows := []ContentItem{}
	total, err := req.Get(ctx, &rows)
	if err != nil {
		return nil, 0, platformFailure(err)
	}
	return rows, int(total), nil
}

// SearchPattern escapes a search term for ilike: % and _ match themselves. PostgREST reads every *
// as %, so a typed * is sent as _ (any one character, the * included).
func SearchPattern(term string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`, `*`, `_`).Replace(term)
}

// ContentByID reads one item; a missing item is a 404 error.
func (s *Service) ContentByID(ctx context.Context, token string, id int64) (*ContentItem, error) {
	var rows []ContentItem
	if _, err := s.client.From(TableContent, platformclient.AsUser(token)).Select("id,titulo,descripcion,categoria,imagen_principal,created_at").
		Eq("id", id).Get(ctx, &rows); err != nil {
		return nil, platformFailure(err)
	}
	if len(rows) == 0 {
		return nil, fail(http.StatusNotFound, MsgContentGone)
	}
	return &rows[0], nil
}

// ContentInput is the content form as typed.
type ContentInput struct {
	Titulo, Body, Layout, Categoria string
}

// ContentRow is a checked form, ready to write.
type ContentRow struct {
	Titulo    string
	Body      string // sanitized
	Layout    int
	Categoria int64
}

// Validate checks the form against the listed categories and sanitizes the body.
func (in ContentInput) Validate(listed []Category) (ContentRow, error) {
	fields := FieldMessages{}
	row := ContentRow{Titulo: strings.TrimSpace(in.Titulo), Body: SanitizeBody(in.Body)}
	switch {
	case row.Titulo == "":
		fields["titulo"] = MsgTituloRequired
	case utf8.RuneCountInString(row.Titulo) > maxTitulo:
		fields["titulo"] = MsgTituloTooLong
	}
	if n, err := strconv.Atoi(strings.TrimSpace(in.Layout)); err == nil && n >= 1 && n <= 3 {
		row.Layout = n
	} else {
		fields["layout"] = MsgLayoutInvalid
	}
	if id, ok := listedID(listed, in.Categoria); ok {
		row.Categoria = id
	} else {
		fields["categoria"] = MsgContentCategory
	}
	if len(fields) > 0 {
		return row, &FormError{Fields: fields}
	}
	return row, nil
}

// SaveContent creates (id 0) or updates an item and returns its id. imagePath, when not empty, is
// the path of a featured image the platform has already stored (200/201); only then is it recorded.
func (s *Service) SaveContent(ctx context.Context, token string, id int64, row ContentRow, imagePath string) (int64, error) {
	values := map[string]any{
		"titulo":      row.Titulo,
		"descripcion": ContentBody{Body: row.Body, Layout: row.Layout},
		"categoria":   row.Categoria,
	}
	if imagePath != "" {
		values["imagen_principal"] = imagePath
	}
	q := s.client.From(TableContent, platformclient.AsUser(token)).Select("id")
	var rows []struct {
		ID int64 `json:"id"`
	}
	var err error
	if id == 0 {
		err = q.Insert(ctx, values, &rows)
	} else {
		err = q.Eq("id", id).Update(ctx, values, &rows)
	}
	if platformclient.CodeOf(err) == "23503" {
		// The category was deleted between the form and the save.
		return 0, &FormError{Fields: FieldMessages{"categoria": MsgContentCategory}}
	}
	if err != nil {
		return 0, platformFailure(err)
	}
	if len(rows) == 0 {
		return 0, fail(http.StatusNotFound, MsgContentGone)
	}
	return rows[0].ID, nil
}

// ImageUsedElsewhere reports whether an item other than id records path as its featured image. The
// name rule gives equal names equal paths and the upload replaces the bytes at a path, so storing
// such a file would change the other item's picture.
func (s *Service) ImageUsedElsewhere(ctx context.Context, token, path string, id int64) (bool, error) {
	var rows []struct {
		ID int64 `json:"id"`
	}
	q := s.client.From(TableContent, platformclient.AsUser(token)).Select("id").Eq("imagen_principal", path).Limit(1)
	if id > 0 {
		q = q.Filter("id", "neq", id)
	}
	if _, err := q.Get(ctx, &rows); err != nil {
		return false, platformFailure(err)
	}
	return len(rows) > 0, nil
}

// DeleteContent deletes an item; its featured image stays in storage (interface.md).
func (s *Service) DeleteContent(ctx context.Context, token string, id int64) error {
	var rows []struct {
		ID int64 `json:"id"`
	}
	if err := s.client.From(TableContent, platformclient.AsUser(token)).Select("id").Eq("id", id).Delete(ctx, &rows); err != nil {
		return platformFailure(err)
	}
	if len(rows) == 0 {
		return fail(http.StatusNotFound, MsgContentGone)
	}
	return nil
}

// ugc is bluemonday's policy for user-written HTML. Policies are safe for concurrent use once built;
// it is built per call site that needs it (no package state).
func ugc() *bluemonday.Policy { return bluemonday.UGCPolicy() }

// SanitizeBody is what a body may keep before it is stored. A body with markup (any "<", the
// site's rule for HTML) goes through the UGC policy: scripts, event handlers, javascript: links,
// iframes and style are removed. Plain text is stored as typed (the site escapes it).
func SanitizeBody(body string) string {
	body = strings.ReplaceAll(body, "\r\n", "\n")
	if !strings.Contains(body, "<") {
		return strings.TrimSpace(body)
	}
	return strings.TrimSpace(ugc().Sanitize(body))
}

// BodyPreview renders a body as the site shows it: HTML sanitized again, plain text in paragraphs.
func BodyPreview(body string) template.HTML { return RenderBody(ugc(), body) }

// RenderBody is how a content body is shown, in the admin's preview and on the public site: a body
// with markup goes through policy (sanitized again, whatever was stored); plain text becomes
// escaped paragraphs, with single line breaks kept.
func RenderBody(policy *bluemonday.Policy, body string) template.HTML {
	if strings.Contains(body, "<") {
		return template.HTML(policy.Sanitize(body)) // #nosec G203: sanitized just above
	}
	var b strings.Builder
	for _, para := range strings.Split(strings.ReplaceAll(body, "\r\n", "\n"), "\n\n") {
		if para = strings.TrimSpace(para); para != "" {
			b.WriteString("<p>" + strings.ReplaceAll(html.EscapeString(para), "\n", "<br>") + "</p>\n")
		}
	}
	return template.HTML(b.String()) // #nosec G203: every text was escaped
}
