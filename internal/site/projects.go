package site

import (
	"cmp"
	"context"
	"encoding/json"
	"html/template"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
)

// projectsPerPage is the page size of the projects' list; featuredProjects is how many featured
// projects the home page shows, relatedProjects how many a category's or a client's page lists.
const (
	projectsPerPage  = 9
	featuredProjects = 3
	relatedProjects  = 6
)

// projectRow is a row of proyectos as the public pages read it (anon: published projects only),
// with its client, category and gallery embedded.
type projectRow struct {
	ID         int             `json:"id"`
	Titulo     string          `json:"titulo"`
	Slug       string          `json:"slug"`
	Resumen    string          `json:"resumen"`
	Cuerpo     string          `json:"cuerpo"`
	Fecha      time.Time       `json:"fecha"`
	Resultados []projectResult `json:"resultados"`
	itemSEO
	Client   *projectClient   `json:"cli"`
	Category *projectCategory `json:"cat"`
	Images   []projectImage   `json:"imagenes"`
}

// projectCategory is a project's service category (its name comes from the category tree).
type projectCategory struct {
	ID int `json:"id"`
}

// projectClient is a project's client as its page shows it.
type projectClient struct {
	ID      int     `json:"id"`
	Nombre  string  `json:"nombre"`
	LogoURL *string `json:"logo_url"`
}

// projectResult is a key result: what was measured and the figure reached.
type projectResult struct {
	Etiqueta string `json:"etiqueta"`
	Cifra    string `json:"cifra"`
}

// projectImage is an image of a project's gallery.
type projectImage struct {
	Bucket           string `json:"bucket"`
	Ruta             string `json:"ruta"`
	TextoAlternativo string `json:"texto_alternativo"`
	Orden            int    `json:"orden"`
	ID               int    `json:"id"`
}

const (
	projectClientColumns = "id,nombre,logo_url"
	projectImageColumns  = "id,bucket,ruta,texto_alternativo,orden"
	projectEmbeds        = "cli:cliente(" + projectClientColumns + "),cat:categoria(id),imagenes:proyecto_imagenes(" + projectImageColumns + ")"
	// projectListColumns leave the body and key results out: lists show the summary.
	projectListColumns = "id,titulo,slug,resumen,fecha," + projectEmbeds
	projectColumns     = "id,titulo,slug,resumen,cuerpo,fecha,resultados," + itemSEOColumns + "," + projectEmbeds
)

// projectPath is a project's address.
func projectPath(slug string) string { return "/proyectos/" + url.PathEscape(slug) }

// gallery is the project's images in their order (ties by upload).
func (p projectRow) gallery() []projectImage {
	imgs := slices.Clone(p.Images)
	slices.SortFunc(imgs, func(a, b projectImage) int { return cmp.Or(cmp.Compare(a.Orden, b.Orden), cmp.Compare(a.ID, b.ID)) })
	return imgs
}

// clientName is the project's client's name, or "".
func (p projectRow) clientName() string {
	if p.Client == nil {
		return ""
	}
	return p.Client.Nombre
}

// projectCard is a project as lists show it.
type projectCard struct {
	Title, Href, Excerpt, Image, ImageAlt string
	Client, Category, CategoryHref        string
	Date                                  time.Time
}

func (s *Site) projectCard(p projectRow, cats *categoryTree) projectCard {
	c := projectCard{Title: p.Titulo, Href: projectPath(p.Slug), Excerpt: p.Resumen, Client: p.clientName(), Date: p.Fecha}
	if imgs := p.gallery(); len(imgs) > 0 {
		c.Image, c.ImageAlt = s.imageURL(imgs[0].Bucket, &imgs[0].Ruta), imgs[0].TextoAlternativo
	}
	if p.Category != nil && cats != nil {
		if cat := cats.byID[p.Category.ID]; cat != nil {
			c.Category, c.CategoryHref = cat.Name, categoryPath(cat.Slug)
		}
	}
	return c
}

// projectQuery narrows the public reads of projects: filters as [column, operator, value].
type projectQuery [][3]string

// readProjects reads one page of published projects (limit rows from offset), newest first by the
// project's date, narrowed by q, with the total that matches.
func (s *Site) readProjects(ctx context.Context, offset, limit int, q projectQuery) ([]projectRow, int64, error) {
	req := s.client.From("proyectos", s.client.Anon()).Select(projectListColumns).
		Order("fecha", true).Order("id", true).Range(offset, limit).Count()
	for _, f := range q {
		req = req.Filter(f[0], f[1], f[2])
	}
	var rows []projectRow
	total, err := req.Get(ctx, &rows)
	return rows, total, wrap("read projects", err)
}

// inCategories narrows projects to a category's subtree (ids as the tree lists them).
func inCategories(ids []string) projectQuery {
	return projectQuery{{"categoria", "in", "(" + strings.Join(ids, ",") + ")"}}
}

// creativeWork is the project's schema.org CreativeWork, as JSON for a <script
// type="application/ld+json"> (json.Marshal escapes <, > and &, so the text cannot close the element).
func (s *Site) creativeWork(p projectRow, category string) template.JS {
	doc := map[string]any{
		"@context":         "https://schema.org",
		"@type":            "CreativeWork",
		"name":             p.Titulo,
		"headline":         p.Titulo,
		"url":              s.absolute(projectPath(p.Slug)),
		"mainEntityOfPage": s.absolute(projectPath(p.Slug)),
		"dateCreated":      p.Fecha.UTC().Format(time.DateOnly),
		"creator":          map[string]any{"@type": "Organization", "name": s.siteName(), "url": s.baseURL + "/"},
	}
	if p.Resumen != "" {
		doc["description"] = p.Resumen
	}
	if category != "" {
		doc["genre"] = category
	}
	if name := p.clientName(); name != "" {
		doc["sponsor"] = map[string]any{"@type": "Organization", "name": name}
	}
	var images []string
	for _, img := range p.gallery() {
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
	var rows []struct {
		Categoria *int `json:"categoria"`
	}
	if _, err := s.client.From("proyectos", s.client.Anon()).Select("categoria").Filter("categoria", "not.is", "null").
		Limit(maxSitemapURLs).Get(ctx, &rows); err != nil {
		return nil, wrap("read project categories", err)
	}
	out := map[int]bool{}
	for _, r := range rows {
		out[*r.Categoria] = true
	}
	return out, nil
}

// pageTitle is a list's title with its page number after the first.
func pageTitle(title string, pageNo int) string {
	if pageNo > 1 {
		return title + " (página " + strconv.Itoa(pageNo) + ")"
	}
	return title
}
