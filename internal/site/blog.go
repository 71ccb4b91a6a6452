package site

import (
	"cmp"
	"context"
	"encoding/json"
	"html/template"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/records"
)

// blogPerPage is the page size of the blog's lists.
const blogPerPage = 10

// blogPath is a post's address; blogTagPath and blogAuthorPath are the lists of a tag and an author.
func blogPath(slug string) string           { return "/blog/" + url.PathEscape(slug) }
func blogTagPath(slug string) string        { return "/blog/etiqueta/" + url.PathEscape(slug) }
func blogAuthorPath(id string) string       { return "/blog/autor/" + url.PathEscape(id) }
func (s *Site) feedURL() string             { return s.baseURL + "/blog/feed.xml" }
func (s *Site) absolute(path string) string { return s.baseURL + path }

// blogCard is a post as lists show it.
type blogCard struct {
	Title, Href, Excerpt, Image, ImageAlt string
	Author, AuthorHref                    string
	Date                                  time.Time
	Minutes                               int
	Tags                                  []records.Tag
	Lang                                  string // the language its date and reading time are written in ("" is es)
	inSpanish
}

func (s *Site) blogCard(b records.Post) blogCard {
	c := blogCard{Title: b.Titulo, Href: blogPath(b.Slug), Excerpt: b.Extracto, Image: s.imageURL("contenido", b.Portada),
		ImageAlt: b.PortadaAlt, Author: b.AutorNombre, Date: b.Published(), Minutes: b.TiempoLectura}
	if c.Excerpt == "" {
		c.Excerpt = excerpt(plainText(s.strict, b.Cuerpo), 160)
	}
	if b.Autor != nil && b.AutorNombre != "" {
		c.AuthorHref = blogAuthorPath(*b.Autor)
	}
	for _, t := range b.Tags {
		c.Tags = append(c.Tags, t.Tag)
	}
	return c
}

// blogPosting is the post's schema.org BlogPosting, as JSON for a <script type="application/ld+json">
// (json.Marshal escapes <, > and &, so the text cannot close the element), at path in lang.
func (s *Site) blogPosting(b records.Post, path, lang string) template.JS {
	doc := map[string]any{
		"@context":         "https://schema.org",
		"@type":            "BlogPosting",
		"headline":         b.Titulo,
		"datePublished":    b.Published().UTC().Format(time.RFC3339),
		"dateModified":     b.Published().UTC().Format(time.RFC3339),
		"mainEntityOfPage": s.absolute(path),
		"url":              s.absolute(path),
		"inLanguage":       cmp.Or(lang, "es"),
		"publisher":        map[string]any{"@type": "Organization", "name": s.name, "url": s.baseURL + "/"},
		"timeRequired":     "PT" + strconv.Itoa(max(b.TiempoLectura, 1)) + "M",
	}
	if d := b.Extracto; d != "" {
		doc["description"] = d
	}
	if img := s.absoluteImage("contenido", b.Portada); img != "" {
		doc["image"] = img
	}
	if b.AutorNombre != "" {
		author := map[string]any{"@type": "Person", "name": b.AutorNombre}
		if b.Autor != nil {
			author["url"] = s.absolute(blogAuthorPath(*b.Autor))
		}
		doc["author"] = author
	}
	var tags []string
	for _, t := range b.Tags {
		tags = append(tags, t.Tag.Nombre)
	}
	if len(tags) > 0 {
		doc["keywords"] = strings.Join(tags, ", ")
	}
	out, err := json.Marshal(doc)
	if err != nil {
		return ""
	}
	return template.JS(out)
}

// readBlogPage reads one page of published posts, newest first, narrowed by filter, with the total
// that matches.
func (s *Site) readBlogPage(ctx context.Context, pageNo int, filter records.PostFilter) ([]records.Post, records.Untranslated, int64, error) {
	rows, untranslated, total, err := records.PublishedPosts(ctx, s.client, langOf(ctx), filter, (pageNo-1)*blogPerPage, blogPerPage)
	return rows, untranslated, total, fromRecords(err)
}

// absoluteLinks makes the site-relative addresses of sanitized HTML (href="/…", src="/…") absolute,
// for a feed read away from the site.
func absoluteLinks(html, base string) string {
	return strings.NewReplacer(`href="/`, `href="`+base+`/`, `src="/`, `src="`+base+`/`).Replace(html)
}
