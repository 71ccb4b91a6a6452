package site

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/vitrina/vitrina/internal/records"
)

// The previews of blog posts, projects, job openings and FAQ questions: each item's previewed fields
// (vista_previa's Datos: its columns, without what its public read embeds) through the renderer of
// its public page, with the embedded rows read as the public reads them.

// previewBlogPost renders a post from its previewed fields; its tags are a pending draft's (which
// keeps them) or else, not being part of a revision, read as they are now.
func (s *Site) previewBlogPost(ctx context.Context, pv *records.Preview) (*page, error) {
	b, err := previewItem(ctx, s, pv, records.PostByID)
	if err != nil {
		return nil, err
	}
	var cats *categoryTree
	err = parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) {
			if !pv.Revised() || b.Tags != nil {
				return nil // read with its tags, or the draft's
			}
			b.Tags, err = records.TagsOfPost(ctx, s.client, b.ID)
			return err
		},
	)
	if err != nil {
		return nil, err
	}
	return s.renderBlogPost(ctx, b, cats, true)
}

// previewProject renders a project from its previewed fields, with its client and gallery as they
// are now.
func (s *Site) previewProject(ctx context.Context, pv *records.Preview) (*page, error) {
	p, err := previewItem(ctx, s, pv, records.ProjectByID)
	if err != nil {
		return nil, err
	}
	var refs struct {
		Cliente   *int `json:"cliente"`
		Categoria *int `json:"categoria"`
	}
	if pv.Revised() {
		if err := json.Unmarshal(pv.Datos, &refs); err != nil {
			return nil, fmt.Errorf("decode previewed project %s: %w", pv.Registro, err)
		}
		if refs.Categoria != nil {
			p.Category = &records.Category{ID: *refs.Categoria}
		}
	}
	var cats *categoryTree
	err = parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) {
			if refs.Cliente == nil {
				return nil
			}
			p.Client, err = records.ClientByID(ctx, s.client, *refs.Cliente)
			return err
		},
		func(ctx context.Context) (err error) {
			if !pv.Revised() {
				return nil // read with its gallery
			}
			p.Images, err = records.ProjectImages(ctx, s.client, p.ID)
			return err
		},
	)
	if err != nil {
		return nil, err
	}
	return s.renderProject(ctx, p, cats, true)
}

// previewJob renders a job opening from its previewed fields — open or not, since the preview shows
// the opening as saved — without its application form.
func (s *Site) previewJob(ctx context.Context, pv *records.Preview) (*page, error) {
	v := jobView{Form: map[string]string{}}
	cats, names, err := s.readJobPage(ctx, func(ctx context.Context) (err error) {
		v.Job, err = previewItem(ctx, s, pv, records.JobOpeningByID)
		return err
	})
	if err != nil {
		return nil, err
	}
	return s.html("job", s.jobLayout(ctx, &v, names, cats, true), v)
}

// previewQuestion renders the FAQ page with the previewed question in its place (by its order, in
// its category's group) instead of its published version, if any.
func (s *Site) previewQuestion(ctx context.Context, pv *records.Preview) (*page, error) {
	var q records.Question
	cats, rows, missing, err := s.readFAQPage(ctx, func(ctx context.Context) (err error) {
		q, err = previewItem(ctx, s, pv, records.QuestionByID)
		return err
	})
	if err != nil {
		return nil, err
	}
	// The previewed question in the page's language, as the others are read in it.
	one := []records.Question{q}
	missingQ, err := translate(ctx, s, "preguntas", one, questionID)
	if err != nil {
		return nil, err
	}
	if missing != nil {
		missing[q.ID] = missingQ[q.ID]
	}
	return s.renderFAQ(ctx, placeQuestion(rows, one[0]), missing, cats, true)
}

// placeQuestion puts q among questions in their order (orden, then id), instead of its own row.
func placeQuestion(questions []records.Question, q records.Question) []records.Question {
	out := slices.DeleteFunc(slices.Clone(questions), func(f records.Question) bool { return f.ID == q.ID })
	at := slices.IndexFunc(out, func(f records.Question) bool { return f.Orden > q.Orden || (f.Orden == q.Orden && f.ID > q.ID) })
	if at < 0 {
		at = len(out)
	}
	return slices.Insert(out, at, q)
}
