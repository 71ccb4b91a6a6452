package site

import (
	"bytes"
	"context"
	"encoding/xml"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/records"
)

// maxSitemapURLs is the sitemaps.org limit for one file.
const maxSitemapURLs = 50_000

type sitemapURL struct {
	Loc        string         `xml:"loc"`
	LastMod    string         `xml:"lastmod,omitempty"`
	Alternates []sitemapXLink `xml:"xhtml:link"`
}

// sitemapXLink is a version of the address in another language (hreflang, with x-default).
type sitemapXLink struct {
	Rel      string `xml:"rel,attr"`
	HrefLang string `xml:"hreflang,attr"`
	Href     string `xml:"href,attr"`
}

// sitemap is /sitemap.xml: the list of every page while they fit in one file (50 000 addresses),
// else a sitemap index of /sitemaps/<n>.xml files of 50 000 each.
func (s *Site) sitemap(ctx context.Context, r *http.Request) (*page, error) {
	m, err := s.siteMap(ctx)
	if err != nil {
		return nil, err
	}
	urls := m.urls
	if len(urls) <= maxSitemapURLs {
		return sitemapDoc("urlset", "url", urls)
	}
	var parts []sitemapURL
	for i := 0; i*maxSitemapURLs < len(urls); i++ {
		parts = append(parts, sitemapURL{Loc: s.baseURL + "/sitemaps/" + strconv.Itoa(i+1) + ".xml"})
	}
	return sitemapDoc("sitemapindex", "sitemap", parts)
}

// sitemapPart is /sitemaps/<n>.xml, the n-th file of 50 000 addresses of a sitemap index. A file
// that does not exist is answered from the same build, without reading the tables again.
func (s *Site) sitemapPart(ctx context.Context, r *http.Request) (*page, error) {
	name, ok := strings.CutSuffix(r.PathValue("file"), ".xml")
	n, err := strconv.Atoi(name)
	if !ok || err != nil || n < 1 || strconv.Itoa(n) != name {
		return nil, errNotFound
	}
	m, err := s.siteMap(ctx)
	if err != nil {
		return nil, err
	}
	urls := m.urls
	from := (n - 1) * maxSitemapURLs
	if len(urls) <= maxSitemapURLs || from >= len(urls) {
		return nil, errNotFound
	}
	return sitemapDoc("urlset", "url", urls[from:min(from+maxSitemapURLs, len(urls))])
}

// sitemapDoc writes a urlset or a sitemapindex.
func sitemapDoc(root, item string, entries []sitemapURL) (*page, error) {
	var buf bytes.Buffer
	buf.WriteString(xml.Header)
	enc := xml.NewEncoder(&buf)
	enc.Indent("", " ")
	start := xml.StartElement{Name: xml.Name{Local: root}, Attr: []xml.Attr{{Name: xml.Name{Local: "xmlns"}, Value: "http://www.sitemaps.org/schemas/sitemap/0.9"}}}
	if root == "urlset" {
		start.Attr = append(start.Attr, xml.Attr{Name: xml.Name{Local: "xmlns:xhtml"}, Value: "http://www.w3.org/1999/xhtml"})
	}
	if err := enc.EncodeToken(start); err != nil {
		return nil, wrap("encode the sitemap", err)
	}
	for _, e := range entries {
		if err := enc.EncodeElement(e, xml.StartElement{Name: xml.Name{Local: item}}); err != nil {
			return nil, wrap("encode the sitemap", err)
		}
	}
	if err := enc.EncodeToken(start.End()); err != nil {
		return nil, wrap("encode the sitemap", err)
	}
	if err := enc.Flush(); err != nil {
		return nil, wrap("encode the sitemap", err)
	}
	return &page{status: http.StatusOK, contentType: "application/xml; charset=utf-8", body: buf.Bytes()}, nil
}

type freePageURL struct {
	path, title string
	created     time.Time
	id          int64
	parent      int64  // its parent page, 0 at the top
	parentSlug  string // its parent's Spanish slug
}

// freePagePaths are the addresses of the published pages; a page below a parent that is not
// published has none (its address answers 404).
func freePagePaths(pages []records.Page) []freePageURL {
	slugs := map[int64]string{}
	for _, p := range pages {
		if p.Padre == nil {
			slugs[p.ID] = p.Slug
		}
	}
	var out []freePageURL
	for _, p := range pages {
		switch {
		case p.Noindex:
		case p.Padre == nil:
			out = append(out, freePageURL{"/" + p.Slug, p.Titulo, p.CreatedAt, p.ID, 0, ""})
		case slugs[*p.Padre] != "":
			out = append(out, freePageURL{"/" + slugs[*p.Padre] + "/" + p.Slug, p.Titulo, p.CreatedAt, p.ID, *p.Padre, slugs[*p.Padre]})
		}
	}
	return out
}

// robots allows the whole site except the CMS and points at the sitemap.
func (s *Site) robots(ctx context.Context, r *http.Request) (*page, error) {
	body := "User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /api/\nDisallow: /login\nDisallow: /logout\nDisallow: /setup\nDisallow: /recuperar\nDisallow: /restablecer\nDisallow: /vista-previa/\n"
	if extra := strings.TrimSpace(deref(s.currentSEO().Robots)); extra != "" {
		body += "\n# Reglas del sitio (SEO)\n" + strings.ReplaceAll(extra, "\r", "") + "\n"
	}
	body += "\nSitemap: " + s.baseURL + "/sitemap.xml\n"
	return &page{status: http.StatusOK, contentType: "text/plain; charset=utf-8", body: []byte(body)}, nil
}

// blogSitemap adds the blog's section: the list (with its pages), every post, and the list of every
// tag and author that has a published post (those for search engines only).
//
// A translated post lists its published translations too (for search engines only), every version
// naming all of them as alternates.
func (s *Site) blogSitemap(m *siteMapBuilder, posts []records.Post, translations map[int64][]records.TranslationAddress) {
	m.section("Blog")
	m.paged("/blog", "Todas las entradas", int64(len(posts)), blogPerPage)
	tags, authors := map[string]int64{}, map[string]int64{}
	var tagOrder, authorOrder []string
	for _, b := range posts {
		if !b.Noindex {
			m.translatedItem(s, siteMapEntry{Path: blogPath(b.Slug), Title: b.Titulo, LastMod: b.Published().UTC().Format("2006-01-02")},
				translations[int64(b.ID)], "slug", same(blogPath))
		}
		for _, t := range b.Tags {
			if tags[t.Tag.Slug] == 0 {
				tagOrder = append(tagOrder, t.Tag.Slug)
			}
			tags[t.Tag.Slug]++
		}
		if b.Autor != nil && b.AutorNombre != "" {
			if authors[*b.Autor] == 0 {
				authorOrder = append(authorOrder, *b.Autor)
			}
			authors[*b.Autor]++
		}
	}
	for _, t := range tagOrder {
		m.paged(blogTagPath(t), "", tags[t], blogPerPage)
	}
	for _, a := range authorOrder {
		m.paged(blogAuthorPath(a), "", authors[a], blogPerPage)
	}
}
