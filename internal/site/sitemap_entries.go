package site

import (
	"context"
	"net/url"
	"strconv"

	"github.com/vitrina/vitrina/internal/records"
)

// siteMapEntry is one public address of the site map. An entry without a title is there for search
// engines only (a further page of a list, a tag's list): the human site map leaves it out.
type siteMapEntry struct {
	Path, Title, LastMod string
	Depth                int         // a category's depth below the top of the service tree
	Alternates           []alternate // the page's versions in every language (sitemap.xml's xhtml:link)
	// Interface marks a page every language has under its prefix, titled by an interface text
	// (Title is its Spanish wording); Versions are an item's published translations.
	Interface bool
	Versions  []siteMapVersion
}

// siteMapVersion is an item's published translation into Lang: its address and its title.
type siteMapVersion struct{ Lang, Path, Title string }

// siteMapSection is one part of the site map, under a heading of the human page.
type siteMapSection struct {
	Title   string
	Entries []siteMapEntry
}

// siteMapBuilder collects the site map's sections in order, up to maxSitemapAddresses entries.
type siteMapBuilder struct {
	sections []siteMapSection
	entries  int
	site     *Site // the site whose languages each list is listed in
}

func (m *siteMapBuilder) section(title string) {
	m.sections = append(m.sections, siteMapSection{Title: title})
}

func (m *siteMapBuilder) addEntry(e siteMapEntry) {
	if m.entries == maxSitemapAddresses {
		return
	}
	m.entries++
	last := &m.sections[len(m.sections)-1]
	last.Entries = append(last.Entries, e)
}

// add adds a page of the current section; an empty title keeps it out of the human page.
func (m *siteMapBuilder) add(path, title, lastmod string) {
	m.addEntry(siteMapEntry{Path: path, Title: title, LastMod: lastmod})
}

// paged adds a list at path titled title and its further pages (?page=2…), which only search
// engines need.
func (m *siteMapBuilder) paged(path, title string, total int64, perPage int) {
	m.everywhere(path, title)
	m.pagesAfterFirst(path, total, perPage)
}

// list adds the list first and its further pages.
func (m *siteMapBuilder) list(first siteMapEntry, total int64, perPage int) {
	m.addEntry(first)
	m.pagesAfterFirst(first.Path, total, perPage)
}

// pagesAfterFirst adds the further pages (?page=2…) of the list at path.
func (m *siteMapBuilder) pagesAfterFirst(path string, total int64, perPage int) {
	for p := 2; int64(p-1)*int64(perPage) < total && m.entries < maxSitemapAddresses; p++ {
		m.add(path+"?"+url.Values{"page": {strconv.Itoa(p)}}.Encode(), "", "")
	}
}

// sitemapEntries are every public page, in sections: the main pages, the service categories (with
// their pages), every content item, published free page, post, project and open job opening —
// leaving out the items marked noindex (view seo). sitemap.xml and the human site map both read it,
// through siteMapSections.
//
// What it holds is bounded whatever the site's size: the tables are read one after the other, each
// up to what is left of maxSitemapAddresses, and the builder stops there too.
func (s *Site) sitemapEntries(ctx context.Context) ([]siteMapSection, error) {
	ctx = withLang(ctx, "") // one site map for every language: its items as Spanish names them
	var (
		trs          sitemapTranslations
		cats         *categoryTree
		items        []records.ContentItem
		testimonials int64
		teamOn       bool // the public team page is shown
		pages        []records.Page
		posts        []records.Post
		projects     []records.Project
		jobs         []records.JobOpening
	)
	err := parallel(ctx,
		func(ctx context.Context) (err error) { _, teamOn, err = s.readTeam(ctx); return err },
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) {
			testimonials, err = records.CountTestimonials(ctx, s.client)
			return err
		},
	)
	if err != nil {
		return nil, err
	}
	room := maxSitemapAddresses
	for _, read := range []func() (int, error){
		func() (n int, err error) {
			pages, err = records.PagesForSitemap(ctx, s.client, room)
			return len(pages), err
		},
		func() (n int, err error) {
			items, err = records.ContentForSitemap(ctx, s.client, room)
			return len(items), err
		},
		func() (n int, err error) {
			posts, err = records.PostsForSitemap(ctx, s.client, room)
			return len(posts), err
		},
		func() (n int, err error) {
			projects, err = records.ProjectsForSitemap(ctx, s.client, room)
			return len(projects), err
		},
		func() (n int, err error) {
			jobs, err = records.JobOpeningsForSitemap(ctx, s.client, s.now(), room)
			return len(jobs), err
		},
		func() (n int, err error) { trs, n, err = s.readSitemapTranslations(ctx, room); return n, err },
	} {
		if room == 0 {
			break
		}
		n, err := read()
		if err != nil {
			return nil, err
		}
		room -= n
	}
	m := &siteMapBuilder{site: s}
	m.section("Páginas principales")
	m.everywhere("/", "Inicio")
	for _, path := range freePagePaths(pages) {
		m.translatedItem(s, siteMapEntry{Path: path.path, Title: path.title, LastMod: path.created.UTC().Format("2006-01-02")},
			trs["paginas"][path.id], "slug", pageIn(path.parentSlug, trs["paginas"][path.parent]))
	}
	m.paged("/testimonios", "Testimonios", testimonials, testimonialsPerPage)
	m.everywhere("/clientes", "Clientes")
	if teamOn {
		m.everywhere("/equipo", "Equipo")
	}
	m.everywhere("/preguntas-frecuentes", "Preguntas frecuentes")
	m.everywhere("/contacto", "Contacto")
	m.addEntry(siteMapEntry{Path: siteMapPath, Title: "Mapa del sitio", Interface: true})

	m.section("Servicios")
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
		m.translatedItem(s, siteMapEntry{Path: categoryPath(c.Slug), Title: c.Name, Depth: c.depth}, trs["categoria-servicios"][int64(c.ID)], "slug", same(categoryPath))
		m.pagesAfterFirst(categoryPath(c.Slug), total, categoryPerPage)
	}
	m.section("Contenidos")
	for _, it := range items {
		if !it.Noindex {
			m.translatedItem(s, siteMapEntry{Path: contentPath(it.ID, it.Titulo), Title: it.Titulo, LastMod: it.CreatedAt.UTC().Format("2006-01-02")},
				trs["contenido"][int64(it.ID)], "titulo", same(func(title string) string { return contentPath(it.ID, title) }))
		}
	}
	s.blogSitemap(m, posts, trs["blog_entradas"])
	s.projectSitemap(m, projects, trs["proyectos"])
	m.section("Empleo")
	m.everywhere("/empleo", "Ofertas de empleo")
	for _, j := range jobs {
		m.translatedItem(s, siteMapEntry{Path: jobPath(j.Slug), Title: j.Titulo, LastMod: j.CreatedAt.UTC().Format("2006-01-02")},
			trs["vacantes"][j.ID], "slug", same(jobPath))
	}
	return m.sections, nil
}
