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
	if lang := langOf(ctx); lang != "" {
		return s.translatedPostPage(ctx, lang, r.PathValue("slug"))
	}
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

// translatedPostPage is /<lang>/blog/<slug>: the published post whose published translation into a
// language the site offers has slug, in that language, with the post's other versions as
// alternates; a Spanish slug is sent to its translation's address, or shows the Spanish post with a
// notice or answers 404, as the language's administrator chose (slugFinder).
func (s *Site) translatedPostPage(ctx context.Context, lang, slug string) (*page, error) {
	var (
		cats  *categoryTree
		found slugPage[records.Post]
	)
	err := parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) { found, err = s.postFinder().find(ctx, s, slug); return err },
	)
	if err != nil || found.Moved != nil {
		return found.Moved, err
	}
	if found.Untranslated != nil {
		lang = "" // the Spanish text stands in
	}
	return s.renderPost(ctx, found.Item, lang, found.Spanish, cats, false, found.Untranslated)
}

// postFinder finds a post's page by its address.
func (s *Site) postFinder() slugFinder[records.Post] {
	return slugFinder[records.Post]{table: "blog_entradas", columns: records.PostColumns, id: postID, path: blogPath,
		slug: func(p records.Post) string { return p.Slug },
		bySlug: func(ctx context.Context, slug string) (*records.Post, error) {
			return records.PostBySlug(ctx, s.client, slug)
		},
	}
}

// renderBlogPost renders a post: the public page, or (preview) the page of a post not published as
// it is — kept out of search engines, without its address, BlogPosting or breadcrumbs.
func (s *Site) renderBlogPost(ctx context.Context, b records.Post, cats *categoryTree, preview bool) (*page, error) {
	return s.renderPost(ctx, b, langOf(ctx), b.Slug, cats, preview, nil)
}

// postAlternates are the versions of post id whose Spanish slug is spanishSlug (itemAlternates).
func (s *Site) postAlternates(ctx context.Context, id int, spanishSlug string) ([]alternate, error) {
	return s.itemAlternates(ctx, "blog_entradas", "slug", int64(id), spanishSlug, blogPath)
}

// renderPost renders post b in lang ("": Spanish), whose Spanish version is at /blog/<spanishSlug>;
// untranslated, when set, is the language the Spanish page stands in for.
func (s *Site) renderPost(ctx context.Context, b records.Post, lang, spanishSlug string, cats *categoryTree, preview bool, untranslated *records.Language) (*page, error) {
	v := blogPostView{Post: s.blogCard(b), Body: s.richText(b.Cuerpo)}
	v.Post.Lang = lang
	v.Post.ImageAlt = s.libraryAlt(ctx, b.PortadaAlt, "contenido", b.Portada, "")
	if len(b.Tags) > 0 {
		ids := make([]string, len(b.Tags))
		for i, t := range b.Tags {
			ids[i] = strconv.Itoa(t.Tag.ID)
		}
		related, missing, err := records.PostsWithTags(ctx, s.client, langOf(ctx), ids, b.ID, relatedPosts)
		if err != nil {
			return nil, fromRecords(err)
		}
		for _, o := range related {
			v.Related = append(v.Related, s.blogCardIn(ctx, o, missing))
		}
	}
	description := b.Extracto
	if description == "" {
		description = excerpt(plainText(s.strict, b.Cuerpo), 160)
	}
	path := blogPath(b.Slug)
	l := s.itemLayout(ctx, b.Titulo, description, path, cats, preview)
	if untranslated != nil {
		// The Spanish text stands in for a missing translation: the Spanish page is the one to index.
		l.Canonical, l.Untranslated = s.baseURL+path, untranslated
	}
	if !preview && untranslated == nil {
		var err error
		if l.Alternates, err = s.postAlternates(ctx, b.ID, spanishSlug); err != nil {
			return nil, err
		}
	}
	l.OGType = "article"
	l.OGImage = s.absoluteImage("contenido", b.Portada)
	s.applyItemSEO(&l, b.ItemSEO)
	if !preview {
		l.JSONLD = s.blogPosting(b, langPath(lang, path), lang)
		l.Breadcrumbs = s.breadcrumbLD(ctx, crumb{"Blog", "/blog"}, crumb{b.Titulo, path})
	}
	return s.html("blog_post", l, v)
}
