package site

import (
	"context"
	"net/http"
	"net/url"

	"github.com/google/uuid"

	"github.com/vitrina/vitrina/internal/records"
)

// blogListView is a list of posts: the whole blog, a tag's or an author's.
type blogListView struct {
	Heading string
	Intro   string
	Posts   []blogCard
	Pager   pager
}

// blogPage is /blog: every published post, newest first, in pages (?page=).
func (s *Site) blogPage(ctx context.Context, r *http.Request) (*page, error) {
	return s.blogList(ctx, r, "/blog", s.text(ctx, "Blog"), s.text(ctx, "Noticias, ideas y experiencias del equipo de %s.", s.name), records.PostFilter{})
}

// blogTagPage is /blog/etiqueta/<slug>: the posts with that tag (404 for an unknown tag).
func (s *Site) blogTagPage(ctx context.Context, r *http.Request) (*page, error) {
	t, err := records.TagBySlug(ctx, s.client, r.PathValue("tag"))
	if err != nil {
		return nil, err
	}
	if t == nil {
		return nil, errNotFound
	}
	return s.blogList(ctx, r, blogTagPath(t.Slug), s.text(ctx, "Etiqueta: %s", t.Nombre), s.text(ctx, "Entradas del blog sobre %s.", t.Nombre),
		records.PostFilter{Tag: t.ID})
}

// blogAuthorPage is /blog/autor/<id>: the posts an employee signed (404 when they signed none that is
// published: the name shown comes from the posts, since anon may not read the employees).
func (s *Site) blogAuthorPage(ctx context.Context, r *http.Request) (*page, error) {
	id, err := uuid.Parse(r.PathValue("id"))
	if err != nil {
		return nil, errNotFound
	}
	name, err := records.AuthorName(ctx, s.client, id.String())
	if err != nil {
		return nil, err
	}
	if name == "" {
		return nil, errNotFound
	}
	return s.blogList(ctx, r, blogAuthorPath(id.String()), s.text(ctx, "Entradas de %s", name), s.text(ctx, "Lo que ha escrito %s en el blog de %s.", name, s.name),
		records.PostFilter{Author: id.String()})
}

// blogList renders one page of a list of posts at path.
func (s *Site) blogList(ctx context.Context, r *http.Request, path, heading, intro string, filter records.PostFilter) (*page, error) {
	pageNo, ok := pageParam(r.URL.Query())
	if !ok {
		return nil, errNotFound
	}
	var (
		cats    *categoryTree
		rows    []records.Post
		missing records.Untranslated
		total   int64
	)
	err := parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) {
			rows, missing, total, err = s.readBlogPage(ctx, pageNo, filter)
			return err
		},
	)
	if err != nil {
		return nil, err
	}
	pg, ok := newPager(path, url.Values{}, pageNo, total, blogPerPage)
	if !ok {
		return nil, errNotFound
	}
	v := blogListView{Heading: heading, Intro: intro, Pager: pg}
	for _, b := range rows {
		v.Posts = append(v.Posts, s.blogCardIn(ctx, b, missing))
	}
	title := heading
	if pageNo > 1 {
		title = s.text(ctx, "%s (página %d)", title, pageNo)
	}
	l := s.layout(ctx, title, intro, pg.Current, cats)
	for _, b := range rows {
		if b.Portada != nil {
			l.OGImage = s.absoluteImage("contenido", b.Portada)
			break
		}
	}
	return s.html("blog", l, v)
}
