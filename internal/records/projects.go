package records

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The case studies (table proyectos, view proyectos): each with its client, service category,
// key results and gallery.

// Project is a row of proyectos, with its client, category and gallery embedded.
type Project struct {
	ID         int             `json:"id"`
	Titulo     string          `json:"titulo"`
	Slug       string          `json:"slug"`
	Resumen    string          `json:"resumen"`
	Cuerpo     string          `json:"cuerpo"`
	Fecha      time.Time       `json:"fecha"`
	Resultados []ProjectResult `json:"resultados"`
	ItemSEO
	Client   *Client        `json:"cli"`      // the embedded cliente
	Category *Category      `json:"cat"`      // the embedded categoria (its id)
	Images   []ProjectImage `json:"imagenes"` // the embedded gallery
}

// ProjectResult is a key result: what was measured and the figure reached.
type ProjectResult struct {
	Etiqueta string `json:"etiqueta"`
	Cifra    string `json:"cifra"`
}

const (
	projectEmbeds = "cli:cliente(id,nombre,logo_url),cat:categoria(id),imagenes:proyecto_imagenes(" + ProjectImageColumns + ")"
	// ProjectListColumns leave the body and key results out: lists show the summary.
	ProjectListColumns = "id,titulo,slug,resumen,fecha," + projectEmbeds
	// ProjectColumns are a project's page.
	ProjectColumns = "id,titulo,slug,resumen,cuerpo,fecha,resultados," + ItemSEOColumns + "," + projectEmbeds
)

// Gallery is the project's images in their order (ties by upload).
func (p Project) Gallery() []ProjectImage {
	imgs := slices.Clone(p.Images)
	slices.SortFunc(imgs, func(a, b ProjectImage) int { return cmp.Or(cmp.Compare(a.Orden, b.Orden), cmp.Compare(a.ID, b.ID)) })
	return imgs
}

// ClientName is the project's client's name, or "".
func (p Project) ClientName() string {
	if p.Client == nil {
		return ""
	}
	return p.Client.Nombre
}

// ProjectFilter narrows the lists of projects; zero values narrow nothing.
type ProjectFilter struct {
	Categories []string // category ids
	Featured   bool
	Client     int
	Except     int // a project left out
}

// PublishedProjects reads one page of published projects (limit rows from offset), newest first by
// the project's date, narrowed by f, with the total that matches, in lang ("": Spanish): each in
// its published translation into lang, the others (untranslated) in Spanish.
func PublishedProjects(ctx context.Context, c *platformclient.Client, lang string, f ProjectFilter, offset, limit int) ([]Project, Untranslated, int64, error) {
	q := c.From("proyectos", c.Anon()).Select(ProjectListColumns).
		Order("fecha", true).Order("id", true).Range(offset, limit).Count()
	if f.Categories != nil {
		q = q.Filter("categoria", "in", "("+strings.Join(f.Categories, ",")+")")
	}
	if f.Featured {
		q = q.Filter("destacado", "eq", "true")
	}
	if f.Client != 0 {
		q = q.Filter("cliente", "eq", f.Client)
	}
	if f.Except != 0 {
		q = q.Filter("id", "neq", f.Except)
	}
	rows, untranslated, total, err := getIn(ctx, inLanguage(q, "proyectos", ProjectListColumns, lang), lang, func(p Project) int64 { return int64(p.ID) })
	return rows, untranslated, total, wrap("read projects", err)
}

// ProjectBySlug reads the published project with slug; nil when there is none.
func ProjectBySlug(ctx context.Context, c *platformclient.Client, slug string) (*Project, error) {
	var rows []Project
	_, err := c.From("proyectos", c.Anon()).Select(ProjectColumns).Eq("slug", slug).Limit(1).Get(ctx, &rows)
	return first(rows), wrap("read project", err)
}

// ProjectByID reads a published project; ErrNotFound when the public cannot see it.
func ProjectByID(ctx context.Context, c *platformclient.Client, id int64) (Project, error) {
	var p Project
	_, err := c.From("proyectos", c.Anon()).Select(ProjectColumns).Eq("id", id).Single().Get(ctx, &p)
	return p, wrapSingle("read project", err)
}

// ProjectCategoryIDs are the ids of the categories that have a published project (at most limit
// projects read).
func ProjectCategoryIDs(ctx context.Context, c *platformclient.Client, limit int) (map[int]bool, error) {
	var rows []reference
	_, err := c.From("proyectos", c.Anon()).Select("ref:categoria").Filter("categoria", "not.is", "null").
		Limit(limit).Get(ctx, &rows)
	return referenced(rows), wrap("read project categories", err)
}

// ProjectClientIDs are the ids of the clients that have a published project (at most limit
// projects read).
func ProjectClientIDs(ctx context.Context, c *platformclient.Client, limit int) (map[int]bool, error) {
	var rows []reference
	_, err := c.From("proyectos", c.Anon()).Select("ref:cliente").Filter("cliente", "not.is", "null").
		Limit(limit).Get(ctx, &rows)
	return referenced(rows), wrap("read the clients' projects", err)
}

// ProjectsForSitemap reads what the sitemap needs of every published project,
// up to limit rows in id order.
func ProjectsForSitemap(ctx context.Context, c *platformclient.Client, limit int) ([]Project, error) {
	rows, err := rowsUpTo(ctx, func() *platformclient.Query {
		return c.From("proyectos", c.Anon()).Select("id,titulo,slug,fecha,noindex")
	}, func(r Project) int64 { return int64(r.ID) }, limit)
	return rows, wrap("read projects for the sitemap", err)
}

// InsertProject inserts a project and answers its id.
func InsertProject(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, row Fields) (int, error) {
	var created []idRow
	err := c.From("proyectos", cred).Select("id").Insert(ctx, row, &created)
	return oneID("insert project", created, err)
}
