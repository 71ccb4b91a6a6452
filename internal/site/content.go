package site

import (
	"html"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/microcosm-cc/bluemonday"

	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/slug"
)

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
	// CategoryInSpanish: the category has no translation into the page's language, so its name is
	// the Spanish one, marked so.
	CategoryInSpanish bool
	Date              time.Time
	inSpanish
}

func (s *Site) card(c records.ContentItem, cats *categoryTree) card {
	return card{ID: c.ID, Title: c.Titulo, Href: contentPath(c.ID, c.Titulo), Excerpt: excerpt(plainText(s.strict, c.Descripcion.Body), 160),
		Image: s.imageURL("contenido", c.ImagenPrincipal), Category: cats.name(c.Categoria),
		CategoryInSpanish: cats.untranslated[int64(c.Categoria)], Date: c.CreatedAt}
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
