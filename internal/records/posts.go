package records

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The blog's posts (table blog_entradas, view blog), each signed by an employee and tagged.

// Post is a row of blog_entradas, with its tags embedded through the join table.
type Post struct {
	ID            int        `json:"id"`
	Titulo        string     `json:"titulo"`
	Slug          string     `json:"slug"`
	Extracto      string     `json:"extracto"`
	Cuerpo        string     `json:"cuerpo"`
	Portada       *string    `json:"portada"` // path in bucket contenido
	PortadaAlt    string     `json:"portada_alt"`
	Autor         *string    `json:"autor"` // the employee's id
	AutorNombre   string     `json:"autor_nombre"`
	TiempoLectura int        `json:"tiempo_lectura"`
	CreatedAt     time.Time  `json:"created_at"`
	PublicarEn    *time.Time `json:"publicar_en"`
	Tags          []PostTag  `json:"tags"`
	ItemSEO
}

const (
	postTagsEmbed = "tags:blog_entradas_etiquetas(etiquetas(id,nombre,slug))"
	// PostListColumns leave the body out: lists show the excerpt.
	PostListColumns = "id,titulo,slug,extracto,portada,portada_alt,autor,autor_nombre,tiempo_lectura,created_at,publicar_en," + postTagsEmbed
	// PostColumns are a post's page: its body and SEO fields too.
	PostColumns = "id,titulo,slug,extracto,cuerpo,portada,portada_alt,autor,autor_nombre,tiempo_lectura,created_at,publicar_en," +
		ItemSEOColumns + "," + postTagsEmbed
	// postByTag filters posts by a tag of theirs (f.etiqueta).
	postByTag = ",f:blog_entradas_etiquetas!inner(etiqueta)"
)

// Published is when the post went out: its publish time, else its creation.
func (p Post) Published() time.Time {
	if p.PublicarEn != nil && !p.PublicarEn.IsZero() {
		return *p.PublicarEn
	}
	return p.CreatedAt
}

// PostFilter narrows the lists of posts: to a tag (its id) or an author (an employee's id).
type PostFilter struct {
	Tag    int
	Author string
}

// PublishedPosts reads one page of published posts, newest first, narrowed by f, with the total
// that matches, in lang ("": Spanish): each post in its published translation into lang, the ones
// without one (untranslated) in Spanish.
func PublishedPosts(ctx context.Context, c *platformclient.Client, lang string, f PostFilter, offset, limit int) ([]Post, Untranslated, int64, error) {
	var q *platformclient.Query
	switch {
	case f.Tag != 0:
		q = c.From("blog_entradas", c.Anon()).Select(PostListColumns+postByTag).Filter("f.etiqueta", "eq", strconv.Itoa(f.Tag))
	case f.Author != "":
		q = c.From("blog_entradas", c.Anon()).Select(PostListColumns).Filter("autor", "eq", f.Author)
	default:
		q = c.From("blog_entradas", c.Anon()).Select(PostListColumns)
	}
	q = inLanguage(q.Order("created_at", true).Order("id", true).Range(offset, limit).Count(), "blog_entradas", PostListColumns, lang)
	rows, untranslated, total, err := getIn(ctx, q, lang, postID)
	return rows, untranslated, total, wrap("read blog posts", err)
}

// postID is a post's id.
func postID(p Post) int64 { return int64(p.ID) }

// PostBySlug reads the published post with slug; nil when there is none.
func PostBySlug(ctx context.Context, c *platformclient.Client, slug string) (*Post, error) {
	var rows []Post
	_, err := c.From("blog_entradas", c.Anon()).Select(PostColumns).Eq("slug", slug).Limit(1).Get(ctx, &rows)
	return first(rows), wrap("read post", err)
}

// PostByID reads a published post; ErrNotFound when the public cannot see it.
func PostByID(ctx context.Context, c *platformclient.Client, id int64) (Post, error) {
	var p Post
	_, err := c.From("blog_entradas", c.Anon()).Select(PostColumns).Eq("id", id).Single().Get(ctx, &p)
	return p, wrapSingle("read post", err)
}

// LatestPosts reads the newest published posts, whole (for the feed).
func LatestPosts(ctx context.Context, c *platformclient.Client, limit int) ([]Post, error) {
	var rows []Post
	_, err := c.From("blog_entradas", c.Anon()).Select(PostColumns).
		Order("created_at", true).Order("id", true).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read the latest posts", err)
}

// PostsWithTags reads the newest published posts that share a tag (ids) with post except, in lang
// as PublishedPosts.
func PostsWithTags(ctx context.Context, c *platformclient.Client, lang string, tags []string, except, limit int) ([]Post, Untranslated, error) {
	q := inLanguage(c.From("blog_entradas", c.Anon()).Select(PostListColumns+postByTag).
		Filter("f.etiqueta", "in", "("+strings.Join(tags, ",")+")").Filter("id", "neq", except).
		Order("created_at", true).Limit(limit), "blog_entradas", PostListColumns, lang)
	rows, untranslated, _, err := getIn(ctx, q, lang, postID)
	return rows, untranslated, wrap("read related posts", err)
}

// AuthorName reads the name an author signed their newest published post with ("" for none).
func AuthorName(ctx context.Context, c *platformclient.Client, author string) (string, error) {
	var rows []Post
	if _, err := c.From("blog_entradas", c.Anon()).Select("autor_nombre").Eq("autor", author).
		Order("created_at", true).Limit(1).Get(ctx, &rows); err != nil {
		return "", wrap("read author", err)
	}
	if len(rows) == 0 {
		return "", nil
	}
	return rows[0].AutorNombre, nil
}

// PostsForSitemap reads what the sitemap needs of every published post,
// up to limit rows in id order.
func PostsForSitemap(ctx context.Context, c *platformclient.Client, limit int) ([]Post, error) {
	rows, err := rowsUpTo(ctx, func() *platformclient.Query {
		return c.From("blog_entradas", c.Anon()).Select("id,titulo,slug,autor,autor_nombre,created_at,publicar_en,noindex,tags:blog_entradas_etiquetas(etiquetas(slug))")
	}, func(r Post) int64 { return int64(r.ID) }, limit)
	return rows, wrap("read posts for the sitemap", err)
}

// InsertPost inserts a post and answers its id.
func InsertPost(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, row Fields) (int, error) {
	var created []idRow
	err := c.From("blog_entradas", cred).Select("id").Insert(ctx, row, &created)
	return oneID("insert post", created, err)
}
