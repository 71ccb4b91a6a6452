package records

import (
	"context"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The content items (table contenido, view contenido): each in a service category, with a body in
// one of three layouts and a featured picture.

// ContentItem is a row of contenido.
type ContentItem struct {
	ID              int         `json:"id"`
	Titulo          string      `json:"titulo"`
	Descripcion     ContentBody `json:"descripcion"`
	Categoria       int         `json:"categoria"`
	ImagenPrincipal *string     `json:"imagen_principal"` // path in bucket contenido
	CreatedAt       time.Time   `json:"created_at"`
	ItemSEO
}

// ContentColumns are the columns of a content item the site shows.
const ContentColumns = "id,titulo,descripcion,categoria,imagen_principal,created_at," + ItemSEOColumns

// ContentItemByID reads a published content item; ErrNotFound when the public cannot see it.
func ContentItemByID(ctx context.Context, c *platformclient.Client, id int64) (ContentItem, error) {
	var item ContentItem
	_, err := c.From("contenido", c.Anon()).Select(ContentColumns).Eq("id", id).Single().Get(ctx, &item)
	return item, wrapSingle("read content", err)
}

// ContentInCategories reads one page of the items of the categories (ids), newest first, with the
// total that matches.
func ContentInCategories(ctx context.Context, c *platformclient.Client, lang string, categories []string, offset, limit int) ([]ContentItem, Untranslated, int64, error) {
	q := inLanguage(c.From("contenido", c.Anon()).Select(ContentColumns).In("categoria", categories).
		Order("created_at", true).Range(offset, limit).Count(), "contenido", ContentColumns, lang)
	rows, untranslated, total, err := getIn(ctx, q, lang, contentID)
	return rows, untranslated, total, wrap("read category content", err)
}

// RelatedContent reads the titles of the newest items of category other than except (no body or
// picture: a sidebar links to them).
func RelatedContent(ctx context.Context, c *platformclient.Client, category, except, limit int) ([]ContentItem, error) {
	var rows []ContentItem
	_, err := c.From("contenido", c.Anon()).Select("id,titulo,categoria,created_at").Eq("categoria", category).
		Filter("id", "neq", except).Order("created_at", true).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read related content", err)
}

// FeaturedContent reads the newest items that have a featured picture.
func FeaturedContent(ctx context.Context, c *platformclient.Client, lang string, limit int) ([]ContentItem, Untranslated, error) {
	q := inLanguage(c.From("contenido", c.Anon()).Select(ContentColumns).Filter("imagen_principal", "not.is", "null").
		Order("created_at", true).Limit(limit), "contenido", ContentColumns, lang)
	rows, untranslated, _, err := getIn(ctx, q, lang, contentID)
	return rows, untranslated, wrap("read featured content", err)
}

// contentID is an item's id.
func contentID(c ContentItem) int64 { return int64(c.ID) }

// ContentForSitemap reads what the sitemap needs of every published item,
// up to limit rows in id order.
func ContentForSitemap(ctx context.Context, c *platformclient.Client, limit int) ([]ContentItem, error) {
	rows, err := rowsUpTo(ctx, func() *platformclient.Query {
		return c.From("contenido", c.Anon()).Select("id,titulo,categoria,created_at,noindex")
	}, func(r ContentItem) int64 { return int64(r.ID) }, limit)
	return rows, wrap("read content for the sitemap", err)
}

// InsertContent inserts content items.
func InsertContent(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) error {
	return wrap("insert content", c.From("contenido", cred).Insert(ctx, rows, nil))
}
