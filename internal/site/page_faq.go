package site

import (
	"context"
	"net/http"

	"github.com/vitrina/vitrina/internal/records"
)

// faqView is /preguntas-frecuentes.
type faqView struct {
	Groups []faqGroup
}

// faqPage is /preguntas-frecuentes: the published questions in their order, grouped by category
// (the general ones first), each group and question with an anchor, and the FAQPage JSON-LD.
func (s *Site) faqPage(ctx context.Context, r *http.Request) (*page, error) {
	cats, rows, missing, err := s.readFAQPage(ctx, nil)
	if err != nil {
		return nil, err
	}
	return s.renderFAQ(ctx, rows, missing, cats, false)
}

// readFAQPage reads what the FAQ page shows — the categories and the published questions — and runs
// more (another read; nil for none) at the same time.
func (s *Site) readFAQPage(ctx context.Context, more func(context.Context) error) (*categoryTree, []records.Question, records.Untranslated, error) {
	var (
		cats    *categoryTree
		rows    []records.Question
		missing records.Untranslated
	)
	reads := []func(context.Context) error{
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) { rows, missing, err = s.readFAQ(ctx, nil); return err },
	}
	if more != nil {
		reads = append(reads, more)
	}
	err := parallel(ctx, reads...)
	return cats, rows, missing, err
}

// renderFAQ renders questions in their order as the FAQ page: the public page, or (preview) the page
// with a question not published as it is in its place — kept out of search engines, without its
// address or FAQPage.
func (s *Site) renderFAQ(ctx context.Context, rows []records.Question, missing records.Untranslated, cats *categoryTree, preview bool) (*page, error) {
	v := faqView{}
	index := map[int]int{} // category id (0: general) → group
	for _, f := range rows {
		key := 0
		if f.Categoria != nil && cats.byID[*f.Categoria] != nil {
			key = *f.Categoria
		}
		g, ok := index[key]
		if !ok {
			group := faqGroup{Anchor: "generales", Name: "Preguntas generales"}
			if c := cats.byID[key]; c != nil {
				group = faqGroup{Anchor: c.Slug, Name: c.Name, Category: c}
			}
			g = len(v.Groups)
			index[key] = g
			v.Groups = append(v.Groups, group)
		}
		v.Groups[g].Entries = append(v.Groups[g].Entries, s.faqEntryIn(f, missing))
	}
	l := s.itemLayout(ctx, "Preguntas frecuentes", "Respuestas a las preguntas más frecuentes sobre los servicios de "+s.name+".",
		"/preguntas-frecuentes", cats, preview)
	if !preview {
		l.JSONLD = s.faqPageLD(rows)
		l.Alternates = s.everyLanguage("/preguntas-frecuentes") // the page is the same list in every language
	}
	return s.html("faq", l, v)
}
