package records

import (
	"context"
	"encoding/json"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The free pages (table paginas, view pages): built of blocks, at /<slug> or /<parent>/<slug>, one
// of them possibly the home page.

// Page is a row of paginas.
type Page struct {
	ID             int64           `json:"id"`
	Titulo         string          `json:"titulo"`
	Slug           string          `json:"slug"`
	Padre          *int64          `json:"padre"`
	Bloques        json.RawMessage `json:"bloques"`
	SEOTitulo      *string         `json:"seo_titulo"`
	SEODescripcion *string         `json:"seo_descripcion"`
	CreatedAt      time.Time       `json:"created_at"`
	ItemSEO
}

// PageColumns are the columns of a page the site renders.
const PageColumns = "id,titulo,slug,padre,bloques,seo_titulo,seo_descripcion,created_at," + ItemSEOColumns

// PublishedPage reads the published page with slug under parent (nil: at the top); nil when none.
func PublishedPage(ctx context.Context, c *platformclient.Client, slug string, parent *int64) (*Page, error) {
	var rows []Page
	var err error
	if parent == nil {
		_, err = c.From("paginas", c.Anon()).Select(PageColumns).Eq("slug", slug).Limit(1).
			Filter("padre", "is", "null").Get(ctx, &rows)
	} else {
		_, err = c.From("paginas", c.Anon()).Select(PageColumns).Eq("slug", slug).Limit(1).
			Eq("padre", *parent).Get(ctx, &rows)
	}
	return first(rows), wrap("read page", err)
}

// HomePage reads the page chosen as the home page; nil when none is (or it is not published).
func HomePage(ctx context.Context, c *platformclient.Client) (*Page, error) {
	var rows []Page
	_, err := c.From("paginas", c.Anon()).Select(PageColumns).Eq("es_inicio", true).Limit(1).Get(ctx, &rows)
	return first(rows), wrap("read the home page", err)
}

// PagesForSitemap reads what the sitemap needs of every published page,
// up to limit rows in id order.
func PagesForSitemap(ctx context.Context, c *platformclient.Client, limit int) ([]Page, error) {
	rows, err := rowsUpTo(ctx, func() *platformclient.Query {
		return c.From("paginas", c.Anon()).Select("id,titulo,slug,padre,created_at,noindex")
	}, func(r Page) int64 { return r.ID }, limit)
	return rows, wrap("read pages for the sitemap", err)
}

// InsertPages inserts pages and answers their ids in order.
func InsertPages(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) ([]int64, error) {
	var created []Page
	if err := c.From("paginas", cred).Insert(ctx, rows, &created); err != nil {
		return nil, wrap("insert pages", err)
	}
	ids := make([]int64, len(created))
	for i, p := range created {
		ids[i] = p.ID
	}
	return ids, nil
}
