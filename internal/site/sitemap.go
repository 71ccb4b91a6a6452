package site

import (
	"bytes"
	"context"
	"encoding/xml"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// maxSitemapURLs is the sitemaps.org limit for one file.
const maxSitemapURLs = 50_000

type sitemapURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
}

// sitemap lists every page: home, testimonials and clients (with their pages), every category
// (with its pages), every content item and every published free page.
func (s *Site) sitemap(ctx context.Context, r *http.Request) (*page, error) {
	var (
		cats  *categoryTree
		items []struct {
			ID        int       `json:"id"`
			Titulo    string    `json:"titulo"`
			Categoria int       `json:"categoria"`
			CreatedAt time.Time `json:"created_at"`
		}
		testimonials int64
		teamOn       bool // the public team page is shown
		pages        []freePageRow
		posts        []blogRow
		jobs         []struct {
			Slug      string    `json:"slug"`
			CreatedAt time.Time `json:"created_at"`
		}
	)
	anon := s.client.Anon()
	err := parallel(ctx,
		func(ctx context.Context) (err error) { _, teamOn, err = s.readTeam(ctx); return err },
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) error {
			_, err := s.client.From("contenido", anon).Select("id,titulo,categoria,created_at").Order("id", false).
				Limit(maxSitemapURLs).Get(ctx, &items)
			return wrap("read content for the sitemap", err)
		},
		func(ctx context.Context) error {
			_, err := s.client.From("paginas", anon).Select("id,slug,padre,created_at").Order("id", false).
				Limit(maxSitemapURLs).Get(ctx, &pages)
			return wrap("read pages for the sitemap", err)
		},
		func(ctx context.Context) error {
			_, err := s.client.From("blog_entradas", anon).Select("id,slug,autor,autor_nombre,created_at,publicar_en,tags:blog_entradas_etiquetas(etiquetas(slug))").
				Order("created_at", true).Limit(maxSitemapURLs).Get(ctx, &posts)
			return wrap("read posts for the sitemap", err)
		},
		func(ctx context.Context) error {
			_, err := openJobs(s.client.From("vacantes", anon).Select("slug,created_at"), s.now()).Order("id", false).
				Limit(jobsMax).Get(ctx, &jobs)
			return wrap("read job openings for the sitemap", err)
		},
		func(ctx context.Context) (err error) {
			var none []struct{}
			testimonials, err = s.client.From("testimoniales", anon).Select("id").Limit(0).Count().Get(ctx, &none)
			return wrap("count testimonials", err)
		},
	)
	if err != nil {
		return nil, err
	}
	var urls []sitemapURL
	add := func(path, lastmod string) {
		if len(urls) < maxSitemapURLs {
			urls = append(urls, sitemapURL{Loc: s.baseURL + path, LastMod: lastmod})
		}
	}
	paged := func(path string, total int64, perPage int) {
		add(path, "")
		for p := 2; int64(p-1)*int64(perPage) < total; p++ {
			add(path+"?"+url.Values{"page": {strconv.Itoa(p)}}.Encode(), "")
		}
	}
	add("/", "")
	paged("/testimonios", testimonials, testimonialsPerPage)
	add("/clientes", "")
	add("/contacto", "")
	add("/empleo", "")
	for _, j := range jobs {
		add(jobPath(j.Slug), j.CreatedAt.UTC().Format("2006-01-02"))
	}
	perCategory := map[int]int64{}
	for _, it := range items {
		perCategory[it.Categoria]++
	}
	for _, o := range cats.flat() {
		c := cats.byID[o.ID]
		var total int64
		for _, id := range cats.subtree(c) {
			n, _ := strconv.Atoi(id)
			total += perCategory[n]
		}
		paged(categoryPath(c.Slug), total, categoryPerPage)
	}
	for _, it := range items {
		add(contentPath(it.ID, it.Titulo), it.CreatedAt.UTC().Format("2006-01-02"))
	}
	for _, path := range freePagePaths(pages) {
		add(path.path, path.created.UTC().Format("2006-01-02"))
	}
	s.blogSitemap(posts, add, paged)
	add("/preguntas-frecuentes", "")
	if teamOn {
		add("/equipo", "")
	}
	var buf bytes.Buffer
	buf.WriteString(xml.Header)
	doc := struct {
		XMLName xml.Name     `xml:"urlset"`
		NS      string       `xml:"xmlns,attr"`
		URLs    []sitemapURL `xml:"url"`
	}{NS: "http://www.sitemaps.org/schemas/sitemap/0.9", URLs: urls}
	enc := xml.NewEncoder(&buf)
	enc.Indent("", " ")
	if err := enc.Encode(doc); err != nil {
		return nil, wrap("encode the sitemap", err)
	}
	return &page{status: http.StatusOK, contentType: "application/xml; charset=utf-8", body: buf.Bytes()}, nil
}

type freePageURL struct {
	path    string
	created time.Time
}

// freePagePaths are the addresses of the published pages; a page below a parent that is not
// published has none (its address answers 404).
func freePagePaths(pages []freePageRow) []freePageURL {
	slugs := map[int64]string{}
	for _, p := range pages {
		if p.Padre == nil {
			slugs[p.ID] = p.Slug
		}
	}
	var out []freePageURL
	for _, p := range pages {
		switch {
		case p.Padre == nil:
			out = append(out, freePageURL{"/" + p.Slug, p.CreatedAt})
		case slugs[*p.Padre] != "":
			out = append(out, freePageURL{"/" + slugs[*p.Padre] + "/" + p.Slug, p.CreatedAt})
		}
	}
	return out
}

// robots allows the whole site except the CMS and points at the sitemap.
func (s *Site) robots(ctx context.Context, r *http.Request) (*page, error) {
	body := "User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /api/\nDisallow: /login\nDisallow: /logout\nDisallow: /setup\nDisallow: /recuperar\nDisallow: /restablecer\nDisallow: /vista-previa/\n\nSitemap: " + s.baseURL + "/sitemap.xml\n"
	return &page{status: http.StatusOK, contentType: "text/plain; charset=utf-8", body: []byte(body)}, nil
}

// blogSitemap adds the blog's pages: the list (with its pages), every post, and the list of every tag
// and author that has a published post.
func (s *Site) blogSitemap(posts []blogRow, add func(path, lastmod string), paged func(path string, total int64, perPage int)) {
	paged("/blog", int64(len(posts)), blogPerPage)
	tags, authors := map[string]int64{}, map[string]int64{}
	var tagOrder, authorOrder []string
	for _, b := range posts {
		add(blogPath(b.Slug), b.Published().UTC().Format("2006-01-02"))
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
		paged(blogTagPath(t), tags[t], blogPerPage)
	}
	for _, a := range authorOrder {
		paged(blogAuthorPath(a), authors[a], blogPerPage)
	}
}
