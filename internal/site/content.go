package site

import (
	"encoding/json"
	"html"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/microcosm-cc/bluemonday"

	"github.com/vitrina/vitrina/internal/slug"
)

// contentRow is a row of contenido.
type contentRow struct {
	ID              int         `json:"id"`
	Titulo          string      `json:"titulo"`
	Descripcion     descripcion `json:"descripcion"`
	Categoria       int         `json:"categoria"`
	ImagenPrincipal *string     `json:"imagen_principal"`
	CreatedAt       time.Time   `json:"created_at"`
	itemSEO
}

// descripcion is contenido.descripcion: {body, layout}. It is read leniently (a layout written as
// a string, a missing or unknown layout) because editors and other clients write it.
type descripcion struct {
	Body   string
	Layout int
}

func (d *descripcion) UnmarshalJSON(b []byte) error {
	var raw map[string]any
	if err := json.Unmarshal(b, &raw); err != nil {
		var s string // a bare string is a body
		if json.Unmarshal(b, &s) == nil {
			d.Body, d.Layout = s, 1
		}
		return nil
	}
	d.Body, _ = raw["body"].(string)
	switch v := raw["layout"].(type) {
	case float64:
		d.Layout = int(v)
	case string:
		d.Layout, _ = strconv.Atoi(strings.TrimSpace(v))
	}
	if d.Layout < 1 || d.Layout > 3 {
		d.Layout = 1
	}
	return nil
}

// contentColumns are the columns the pages read.
const contentColumns = "id,titulo,descripcion,categoria,imagen_principal,created_at," + itemSEOColumns

// contentPath is an item's canonical address: /contenido/<id>-<slug of titulo>.
func contentPath(id int, titulo string) string {
	return "/contenido/" + strconv.Itoa(id) + "-" + titleSlug(titulo)
}

// titleSlug uses the category slug rule, so every slug on the site looks alike.
func titleSlug(titulo string) string { return slug.Of(titulo, "contenido") }

// plainText is the body without markup (strict is bluemonday's StrictPolicy), for excerpts and
// meta descriptions.
func plainText(strict *bluemonday.Policy, body string) string {
	// Excerpts need only the beginning: sanitize a prefix (cut before any tag it splits).
	if len(body) > maxExcerptSource {
		cut := strings.ToValidUTF8(body[:maxExcerptSource], "")
		if lt := strings.LastIndexByte(cut, '<'); lt > strings.LastIndexByte(cut, '>') {
			cut = cut[:lt]
		}
		body = cut
	}
	// A space before every tag keeps words of adjacent blocks apart ("<h2>A</h2><p>B" is "A B").
	text := html.UnescapeString(strict.Sanitize(strings.ReplaceAll(body, "<", " <")))
	return strings.Join(strings.Fields(text), " ")
}

// maxExcerptSource bounds how much of a body plainText reads; excerpts are 160 characters.
const maxExcerptSource = 1024

// excerpt cuts text to at most n characters at a word boundary.
func excerpt(text string, n int) string {
	if utf8.RuneCountInString(text) <= n {
		return text
	}
	cut := string([]rune(text)[:n])
	if i := strings.LastIndexByte(cut, ' '); i > n/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,.;:") + "…"
}

// card is a content item as lists show it.
type card struct {
	ID       int
	Title    string
	Href     string
	Excerpt  string
	Image    string
	Category string
	Date     time.Time
}

func (s *Site) card(c contentRow, cats *categoryTree) card {
	return card{ID: c.ID, Title: c.Titulo, Href: contentPath(c.ID, c.Titulo), Excerpt: excerpt(plainText(s.strict, c.Descripcion.Body), 160),
		Image: s.imageURL("contenido", c.ImagenPrincipal), Category: cats.name(c.Categoria), Date: c.CreatedAt}
}

// imageURL is the public address of a stored file for an <img>: relative when the platform is this
// site's own origin (so the page works under any host name), absolute otherwise; "" without a file.
func (s *Site) imageURL(bucket string, path *string) string {
	if path == nil || strings.TrimSpace(*path) == "" {
		return ""
	}
	u := s.client.PublicURL(bucket, strings.TrimPrefix(*path, "/"))
	if s.dataLocal != "" && strings.HasPrefix(u, s.dataLocal+"/") {
		return strings.TrimPrefix(u, s.dataLocal)
	}
	return u
}

// absoluteImage is the public address of a stored file for Open Graph, always absolute.
func (s *Site) absoluteImage(bucket string, path *string) string {
	u := s.imageURL(bucket, path)
	if strings.HasPrefix(u, "/") {
		return s.baseURL + u
	}
	return u
}
