package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// Tag is a row of etiquetas, the blog's tags.
type Tag struct {
	ID     int    `json:"id"`
	Nombre string `json:"nombre"`
	Slug   string `json:"slug"`
}

// PostTag is a row of blog_entradas_etiquetas as a post's embed answers it: the tag it links.
type PostTag struct {
	Tag Tag `json:"etiquetas"`
}

// TagBySlug reads the tag with slug; nil when there is none.
func TagBySlug(ctx context.Context, c *platformclient.Client, slug string) (*Tag, error) {
	var rows []Tag
	_, err := c.From("etiquetas", c.Anon()).Select("id,nombre,slug").Eq("slug", slug).Limit(1).Get(ctx, &rows)
	return first(rows), wrap("read tag", err)
}

// TagsOfPost reads the tags of a post as they are now.
func TagsOfPost(ctx context.Context, c *platformclient.Client, post int) ([]PostTag, error) {
	var rows []PostTag
	_, err := c.From("blog_entradas_etiquetas", c.Anon()).Select("etiquetas(id,nombre,slug)").Eq("entrada", post).Get(ctx, &rows)
	return rows, wrap("read a post's tags", err)
}

// SetPostTags replaces a post's tags (set_blog_tags creates the tags it does not find by slug).
func SetPostTags(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, post int, tags []Tag) error {
	args := make([]Fields, len(tags))
	for i, t := range tags {
		args[i] = Fields{"nombre": t.Nombre, "slug": t.Slug}
	}
	return wrap("set a post's tags", c.RPC(ctx, cred, "set_blog_tags", Fields{"p_entrada": post, "p_etiquetas": args}, nil))
}
