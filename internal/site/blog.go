package site

import (
	"context"
	"encoding/json"
	"html/template"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// blogPerPage is the page size of the blog's lists.
const blogPerPage = 10

// blogRow is a row of blog_entradas as the public pages read it (anon: published posts only), with
// its tags embedded through the join table.
type blogRow struct {
	ID            int        `json:"id"`
	Titulo        string     `json:"titulo"`
	Slug          string     `json:"slug"`
	Extracto      string     `json:"extracto"`
	Cuerpo        string     `json:"cuerpo"`
	Portada       *string    `json:"portada"`
	PortadaAlt    string     `json:"portada_alt"`
	Autor         *string    `json:"autor"`
	AutorNombre   string     `json:"autor_nombre"`
	TiempoLectura int        `json:"tiempo_lectura"`
	CreatedAt     time.Time  `json:"created_at"`
	PublicarEn    *time.Time `json:"publicar_en"`
	Tags          []struct {
		Tag blogTag `json:"etiquetas"`
	} `json:"tags"`
	itemSEO
}

// blogTag is a row of etiquetas.
type blogTag struct {
	ID     int    `json:"id"`
	Nombre string `json:"nombre"`
	Slug   string `json:"slug"`
}

const (
	blogTagsEmbed = "tags:blog_entradas_etiquetas(etiquetas(id,nombre,slug))"
	// blogListColumns leave the body out: lists show the excerpt.
	blogListColumns = "id,titulo,slug,extracto,portada,portada_alt,autor,autor_nombre,tiempo_lectura,created_at,publicar_en," + blogTagsEmbed
	blogPostColumns = "id,titulo,slug,extracto,cuerpo,portada,portada_alt,autor,autor_nombre,tiempo_lectura,created_at,publicar_en," + itemSEOColumns + "," + blogTagsEmbed
)

// Published is when the post went out: its publish time, else its creation.
func (b blogRow) Published() time.Time {
	if b.PublicarEn != nil && !b.PublicarEn.IsZero() {
		return *b.PublicarEn
	}
	return b.CreatedAt
}

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
	Tags                                  []blogTag
}

func (s *Site) blogCard(b blogRow) blogCard {
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
// (json.Marshal escapes <, > and &, so the text cannot close the element).
func (s *Site) blogPosting(b blogRow) template.JS {
	doc := map[string]any{
		"@context":         "https://schema.org",
		"@type":            "BlogPosting",
		"headline":         b.Titulo,
		"datePublished":    b.Published().UTC().Format(time.RFC3339),
		"dateModified":     b.Published().UTC().Format(time.RFC3339),
		"mainEntityOfPage": s.absolute(blogPath(b.Slug)),
		"url":              s.absolute(blogPath(b.Slug)),
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

// readBlogPage reads one page of published posts, newest first, narrowed by filter (nil: all), with
// the total that matches.
func (s *Site) readBlogPage(ctx context.Context, pageNo int, filter func(q blogQuery) blogQuery) ([]blogRow, int64, error) {
	columns := blogListColumns
	q := blogQuery{columns: columns}
	if filter != nil {
		q = filter(q)
	}
	req := s.client.From("blog_entradas", s.client.Anon()).Select(q.columns).
		Order("created_at", true).Order("id", true).Range((pageNo-1)*blogPerPage, blogPerPage).Count()
	for _, f := range q.filters {
		req = req.Filter(f[0], f[1], f[2])
	}
	var rows []blogRow
	total, err := req.Get(ctx, &rows)
	return rows, total, wrap("read blog posts", err)
}

// blogQuery is a filter of the blog's lists: extra columns (an inner embed) and filters.
type blogQuery struct {
	columns string
	filters [][3]string
}

// absoluteLinks makes the site-relative addresses of sanitized HTML (href="/…", src="/…") absolute,
// for a feed read away from the site.
func absoluteLinks(html, base string) string {
	return strings.NewReplacer(`href="/`, `href="`+base+`/`, `src="/`, `src="`+base+`/`).Replace(html)
}
