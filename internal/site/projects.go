package site

import (
	"cmp"
	"context"
	"encoding/json"
	"html/template"
	"net/url"
	"time"

	"github.com/vitrina/vitrina/internal/records"
)

// projectsPerPage is the page size of the projects' list; featuredProjects is how many featured
// projects the home page shows, relatedProjects how many a category's or a client's page lists.
const (
	projectsPerPage  = 9
	featuredProjects = 3
	relatedProjects  = 6
)

// projectPath is a project's address.
func projectPath(slug string) string { return "/proyectos/" + url.PathEscape(slug) }

// projectCard is a project as lists show it.
type projectCard struct {
	Title, Href, Excerpt, Image, ImageAlt string
	Client, Category, CategoryHref        string
	Date                                  time.Time
	Lang                                  string // the language its date is written in ("" is es)
	inSpanish
}

func (s *Site) projectCard(p records.Project, cats *categoryTree) projectCard {
	c := projectCard{Title: p.Titulo, Href: projectPath(p.Slug), Excerpt: p.Resumen, Client: p.ClientName(), Date: p.Fecha}
	if imgs := p.Gallery(); len(imgs) > 0 {
		c.Image, c.ImageAlt = s.imageURL(imgs[0].Bucket, &imgs[0].Ruta), imgs[0].TextoAlternativo
	}
	if p.Category != nil && cats != nil {
		if cat := cats.byID[p.Category.ID]; cat != nil {
			c.Category, c.CategoryHref = cat.Name, categoryPath(cat.Slug)
		}
	}
	return c
}

// readProjects reads one page of published projects (limit rows from offset), newest first by the
// project's date, narrowed by f, with the total that matches.
func (s *Site) readProjects(ctx context.Context, offset, limit int, f records.ProjectFilter) ([]records.Project, records.Untranslated, int64, error) {
	rows, missing, total, err := records.PublishedProjects(ctx, s.client, langOf(ctx), f, offset, limit)
	return rows, missing, total, fromRecords(err)
}

// creativeWork is the project's schema.org CreativeWork, as JSON for a <script
// type="application/ld+json"> (json.Marshal escapes <, > and &, so the text cannot close the element).
func (s *Site) creativeWork(p records.Project, category, lang string) template.JS {
	doc := map[string]any{
		"@context":         "https://schema.org",
		"@type":            "CreativeWork",
		"name":             p.Titulo,
		"headline":         p.Titulo,
		"url":              s.absolute(langPath(lang, projectPath(p.Slug))),
		"mainEntityOfPage": s.absolute(langPath(lang, projectPath(p.Slug))),
		"inLanguage":       cmp.Or(lang, "es"),
		"dateCreated":      p.Fecha.UTC().Format(time.DateOnly),
		"creator":          map[string]any{"@type": "Organization", "name": s.siteName(), "url": s.baseURL + "/"},
	}
	if p.Resumen != "" {
		doc["description"] = p.Resumen
	}
	if category != "" {
		doc["genre"] = category
	}
	if name := p.ClientName(); name != "" {
		doc["sponsor"] = map[string]any{"@type": "Organization", "name": name}
	}
	var images []string
	for _, img := range p.Gallery() {
		images = append(images, s.absoluteImage(img.Bucket, &img.Ruta))
	}
	if len(images) > 0 {
		doc["image"] = images
	}
	out, err := json.Marshal(doc)
	if err != nil {
		return ""
	}
	return template.JS(out)
}

// projectCategoryIDs are the ids of the categories that have a published project (the list's filter
// offers only those).
func (s *Site) projectCategoryIDs(ctx context.Context) (map[int]bool, error) {
	return records.ProjectCategoryIDs(ctx, s.client, maxSitemapURLs)
}

// pageTitle is a list's title with its page number after the first.
func (s *Site) pageTitle(ctx context.Context, title string, pageNo int) string {
	if pageNo > 1 {
		return s.text(ctx, "%s (página %d)", title, pageNo)
	}
	return title
}
