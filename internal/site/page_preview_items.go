package site

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
)

// The previews of blog posts, projects, job openings and FAQ questions: each item's previewed fields
// (vista_previa's Datos: its columns, without what its public read embeds) through the renderer of
// its public page, with the embedded rows read as the public reads them.

// previewBlogPost renders a post from its previewed fields; its tags are a pending draft's (which
// keeps them) or else, not being part of a revision, read as they are now.
func (s *Site) previewBlogPost(ctx context.Context, pv *previewData) (*page, error) {
	var b blogRow
	if err := s.previewRow(ctx, pv, blogPostColumns, &b); err != nil {
		return nil, err
	}
	var cats *categoryTree
	err := parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) error {
			if !pv.revised() || b.Tags != nil {
				return nil // read with its tags, or the draft's
			}
			_, err := s.client.From("blog_entradas_etiquetas", s.client.Anon()).Select("etiquetas(id,nombre,slug)").
				Eq("entrada", b.ID).Get(ctx, &b.Tags)
			return wrap("read previewed post's tags", err)
		},
	)
	if err != nil {
		return nil, err
	}
	return s.renderBlogPost(ctx, b, cats, true)
}

// previewProject renders a project from its previewed fields, with its client and gallery as they
// are now.
func (s *Site) previewProject(ctx context.Context, pv *previewData) (*page, error) {
	var p projectRow
	if err := s.previewRow(ctx, pv, projectColumns, &p); err != nil {
		return nil, err
	}
	var refs struct {
		Cliente   *int `json:"cliente"`
		Categoria *int `json:"categoria"`
	}
	if pv.revised() {
		if err := json.Unmarshal(pv.Datos, &refs); err != nil {
			return nil, fmt.Errorf("decode previewed project %s: %w", pv.Registro, err)
		}
		if refs.Categoria != nil {
			p.Category = &projectCategory{ID: *refs.Categoria}
		}
	}
	var cats *categoryTree
	err := parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) error {
			if refs.Cliente == nil {
				return nil
			}
			var clients []projectClient
			if _, err := s.client.From("clientes", s.client.Anon()).Select(projectClientColumns).Eq("id", *refs.Cliente).
				Limit(1).Get(ctx, &clients); err != nil {
				return wrap("read previewed project's client", err)
			}
			if len(clients) > 0 {
				p.Client = &clients[0]
			}
			return nil
		},
		func(ctx context.Context) error {
			if !pv.revised() {
				return nil // read with its gallery
			}
			_, err := s.client.From("proyecto_imagenes", s.client.Anon()).Select(projectImageColumns).Eq("proyecto", p.ID).
				Get(ctx, &p.Images)
			return wrap("read previewed project's gallery", err)
		},
	)
	if err != nil {
		return nil, err
	}
	return s.renderProject(ctx, p, cats, true)
}

// previewJob renders a job opening from its previewed fields — open or not, since the preview shows
// the opening as saved — without its application form.
func (s *Site) previewJob(ctx context.Context, pv *previewData) (*page, error) {
	v := jobView{Form: map[string]string{}}
	cats, names, err := s.readJobPage(ctx, func(ctx context.Context) error { return s.previewRow(ctx, pv, jobColumns, &v.Job) })
	if err != nil {
		return nil, err
	}
	return s.html("job", s.jobLayout(&v, names, cats, true), v)
}

// previewQuestion renders the FAQ page with the previewed question in its place (by its order, in
// its category's group) instead of its published version, if any.
func (s *Site) previewQuestion(ctx context.Context, pv *previewData) (*page, error) {
	var q faqRow
	cats, rows, err := s.readFAQPage(ctx, func(ctx context.Context) error { return s.previewRow(ctx, pv, faqColumns, &q) })
	if err != nil {
		return nil, err
	}
	return s.renderFAQ(placeQuestion(rows, q), cats, true)
}

// placeQuestion puts q among questions in their order (orden, then id), instead of its own row.
func placeQuestion(questions []faqRow, q faqRow) []faqRow {
	out := slices.DeleteFunc(slices.Clone(questions), func(f faqRow) bool { return f.ID == q.ID })
	at := slices.IndexFunc(out, func(f faqRow) bool { return f.Orden > q.Orden || (f.Orden == q.Orden && f.ID > q.ID) })
	if at < 0 {
		at = len(out)
	}
	return slices.Insert(out, at, q)
}
