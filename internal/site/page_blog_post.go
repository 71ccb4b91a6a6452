package site

import (
	"context"
	"html/template"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/records"
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
		post *records.Post
	)
	err := parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) {
			post, err = records.PostBySlug(ctx, s.client, r.PathValue("slug"))
			return err
		},
	)
	if err != nil {
		return nil, err
	}
	if post == nil {
		return nil, errNotFound
	}
	return s.renderBlogPost(ctx, *post, cats, false)
}

// renderBlogPost renders a post: the public page, or (preview) the page of a post not published as
// it is — kept out of search engines, without its address, BlogPosting or breadcrumbs.
func (s *Site) renderBlogPost(ctx context.Context, b records.Post, cats *categoryTree, preview bool) (*page, error) {
	v := blogPostView{Post: s.blogCard(b), Body: s.richText(b.Cuerpo)}
	v.Post.ImageAlt = s.libraryAlt(ctx, b.PortadaAlt, "contenido", b.Portada, "")
	if len(b.Tags) > 0 {
		ids := make([]string, len(b.Tags))
		for i, t := range b.Tags {
			ids[i] = strconv.Itoa(t.Tag.ID)
		}
		related, err := records.PostsWithTags(ctx, s.client, ids, b.ID, relatedPosts)
		if err != nil {
			return nil, err
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
	s.applyItemSEO(&l, b.ItemSEO)
	if !preview {
		l.JSONLD = s.blogPosting(b)
		l.Breadcrumbs = s.breadcrumbLD(crumb{"Blog", "/blog"}, crumb{b.Titulo, path})
	}
	return s.html("blog_post", l, v)
}
