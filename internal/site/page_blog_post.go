package site

import (
	"cmp"
	"context"
	"errors"
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

// translatedPostPage is /<lang>/blog/<slug>: the published translation of a published post into a
// language the site offers, in that language, with the post's other versions as alternates.
func (s *Site) translatedPostPage(ctx context.Context, lang, slug string) (*page, error) {
	var (
		cats *categoryTree
		tr   *records.PostTranslation
	)
	err := parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) {
			tr, err = records.PostTranslationBySlug(ctx, s.client, lang, slug)
			return err
		},
	)
	if err != nil {
		return nil, err
	}
	if tr == nil {
		return s.untranslatedPost(ctx, lang, slug, cats)
	}
	post, err := records.PostByID(ctx, s.client, int64(tr.Origen))
	if errors.Is(err, records.ErrNotFound) {
		return nil, errNotFound
	}
	if err != nil {
		return nil, err
	}
	return s.renderTranslatedPost(ctx, post, *tr, cats)
}

// renderBlogPost renders a post: the public page, or (preview) the page of a post not published as
// it is — kept out of search engines, without its address, BlogPosting or breadcrumbs.
func (s *Site) renderBlogPost(ctx context.Context, b records.Post, cats *categoryTree, preview bool) (*page, error) {
	return s.renderPost(ctx, b, langOf(ctx), b.Slug, cats, preview, nil)
}

// renderTranslatedPost renders the translation tr of post b.
func (s *Site) renderTranslatedPost(ctx context.Context, b records.Post, tr records.PostTranslation, cats *categoryTree) (*page, error) {
	return s.renderPost(ctx, b.Translated(tr), tr.Idioma, b.Slug, cats, false, nil)
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
		related, err := records.PostsWithTags(ctx, s.client, ids, b.ID, relatedPosts)
		if err != nil {
			return nil, err
		}
		missing, err := translate(ctx, s, "blog_entradas", related, postID)
		if err != nil {
			return nil, err
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

// untranslatedPost answers /<lang>/blog/<slug> when lang has no published translation with slug:
// where the language's administrator chose so and <slug> is a published Spanish post's, the Spanish
// post (its address the canonical one, its text marked lang="es", with a notice) or, when the post
// is translated under another slug, a redirect there; else 404.
func (s *Site) untranslatedPost(ctx context.Context, lang, slug string, cats *categoryTree) (*page, error) {
	language, err := s.untranslatedPage(ctx, true)
	if err != nil {
		return nil, err
	}
	post, err := records.PostBySlug(ctx, s.client, slug)
	if err != nil || post == nil {
		return nil, cmp.Or(err, errNotFound)
	}
	trs, err := s.addressesIn(ctx, "blog_entradas", lang, "slug", []int64{int64(post.ID)})
	if err != nil {
		return nil, err
	}
	if t, ok := trs[int64(post.ID)]; ok && t.Slug != "" {
		return redirect(langPath(lang, blogPath(t.Slug))), nil
	}
	return s.renderPost(ctx, *post, "", post.Slug, cats, false, language)
}
