package site

import (
	"context"
	"html/template"
	"net/http"
	"strconv"
	"strings"
)

// relatedPosts is how many posts sharing a tag a post links to.
const relatedPosts = 3

// blogPostView is one post.
type blogPostView struct {
	Post    blogCard
	Body    template.HTML
	Related []blogCard
}

// blogPostPage is /blog/<slug>: a published post with its tags, author, reading time, related posts
// (newest first among those sharing a tag) and its BlogPosting JSON-LD.
func (s *Site) blogPostPage(ctx context.Context, r *http.Request) (*page, error) {
	var (
		cats *categoryTree
		rows []blogRow
	)
	err := parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) error {
			_, err := s.client.From("blog_entradas", s.client.Anon()).Select(blogPostColumns).Eq("slug", r.PathValue("slug")).
				Limit(1).Get(ctx, &rows)
			return wrap("read post", err)
		},
	)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errNotFound
	}
	return s.renderBlogPost(ctx, rows[0], cats, false)
}

// renderBlogPost renders a post: the public page, or (preview) the page of a post not published as
// it is — kept out of search engines, without its address, BlogPosting or breadcrumbs.
func (s *Site) renderBlogPost(ctx context.Context, b blogRow, cats *categoryTree, preview bool) (*page, error) {
	v := blogPostView{Post: s.blogCard(b), Body: s.richText(b.Cuerpo)}
	v.Post.ImageAlt = s.libraryAlt(ctx, b.PortadaAlt, "contenido", b.Portada, "")
	if len(b.Tags) > 0 {
		ids := make([]string, len(b.Tags))
		for i, t := range b.Tags {
			ids[i] = strconv.Itoa(t.Tag.ID)
		}
		var related []blogRow
		if _, err := s.client.From("blog_entradas", s.client.Anon()).Select(blogListColumns+",f:blog_entradas_etiquetas!inner(etiqueta)").
			Filter("f.etiqueta", "in", "("+strings.Join(ids, ",")+")").Filter("id", "neq", b.ID).
			Order("created_at", true).Limit(relatedPosts).Get(ctx, &related); err != nil {
			return nil, wrap("read related posts", err)
		}
		for _, o := range related {
			v.Related = append(v.Related, s.blogCard(o))
		}
	}
	description := b.Extracto
	if description == "" {
		description = excerpt(plainText(s.strict, b.Cuerpo), 160)
	}
	path := blogPath(b.Slug)
	l := s.itemLayout(b.Titulo, description, path, cats, preview)
	l.OGType = "article"
	l.OGImage = s.absoluteImage("contenido", b.Portada)
	s.applyItemSEO(&l, b.itemSEO)
	if !preview {
		l.JSONLD = s.blogPosting(b)
		l.Breadcrumbs = s.breadcrumbLD(crumb{"Blog", "/blog"}, crumb{b.Titulo, path})
	}
	return s.html("blog_post", l, v)
}
