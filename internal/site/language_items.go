package site

import (
	"context"

	"github.com/vitrina/vitrina/internal/records"
)

// Items in a page of a language: each item shows its published translation into the language; an
// item without one shows its Spanish text, marked lang="es" on its card, and its link leads where
// untranslatedHref says. Nothing is left out, so a list's pages and counts are the Spanish ones.

// translate writes the published translations into the request's language over items of table, in
// place, and reports the ids of the items without one (none on a Spanish page).
func translate[T any](ctx context.Context, s *Site, table string, items []T, idOf func(T) int64) (untranslated map[int64]bool, err error) {
	lang := langOf(ctx)
	if lang == "" || len(items) == 0 {
		return nil, nil
	}
	done, err := records.TranslateAll(ctx, s.client, table, lang, items, idOf)
	if err != nil {
		return nil, fromRecords(err)
	}
	untranslated = map[int64]bool{}
	for _, it := range items {
		if id := idOf(it); !done[id] {
			untranslated[id] = true
		}
	}
	return untranslated, nil
}

// untranslatedPage answers the page of an item without a translation into the request's language
// (untranslated): nil when it has one (or the page is Spanish); the language, whose page shows the
// Spanish text with a notice, when its administrator chose so; else errNotFound.
func (s *Site) untranslatedPage(ctx context.Context, untranslated bool) (*records.Language, error) {
	if !untranslated {
		return nil, nil
	}
	if l := s.language(langOf(ctx)); l != nil && l.SinTraduccion == records.UntranslatedDefault {
		return l, nil
	}
	return nil, errNotFound
}

// inSpanish marks a card of an item shown in Spanish in a page of another language: the card is
// lang="es", with a note in the page's language saying so.
type inSpanish struct {
	Untranslated   bool
	Note, NoteLang string
}

// leadUntranslated marks a card of an untranslated item in a page of a language and points its
// link where such an item's page is.
func (s *Site) leadUntranslated(ctx context.Context, untranslated bool, mark *inSpanish, href *string) {
	if !untranslated {
		return
	}
	lang := langOf(ctx)
	*mark = inSpanish{Untranslated: true, Note: textIn(lang, "En español"), NoteLang: lang}
	*href = s.untranslatedHref(lang, *href)
}

func contentID(c records.ContentItem) int64     { return int64(c.ID) }
func postID(p records.Post) int64               { return int64(p.ID) }
func projectID(p records.Project) int64         { return int64(p.ID) }
func questionID(q records.Question) int64       { return q.ID }
func testimonialID(t records.Testimonial) int64 { return int64(t.ID) }

// cardIn is a content item's card in a page of the request's language; missing are the items
// without a translation into it.
func (s *Site) cardIn(ctx context.Context, c records.ContentItem, cats *categoryTree, missing map[int64]bool) card {
	out := s.card(c, cats)
	s.leadUntranslated(ctx, missing[contentID(c)], &out.inSpanish, &out.Href)
	return out
}

// projectCardIn is a project's card in a page of the request's language.
func (s *Site) projectCardIn(ctx context.Context, p records.Project, cats *categoryTree, missing map[int64]bool) projectCard {
	out := s.projectCard(p, cats)
	out.Lang = langOf(ctx)
	s.leadUntranslated(ctx, missing[projectID(p)], &out.inSpanish, &out.Href)
	if out.Untranslated {
		out.Lang = ""
	}
	return out
}

// testimonialIn is a testimonial in a page of the request's language.
func testimonialIn(t records.Testimonial, cats *categoryTree, missing map[int64]bool) testimonialView {
	out := testimonialOf(t, cats)
	out.Untranslated = missing[testimonialID(t)]
	return out
}

// faqEntryIn is a question in a page of the request's language.
func (s *Site) faqEntryIn(f records.Question, missing map[int64]bool) faqEntry {
	out := s.faqEntry(f)
	out.Untranslated = missing[questionID(f)]
	return out
}

// blogCardIn is a post's card in a page of the request's language.
func (s *Site) blogCardIn(ctx context.Context, b records.Post, missing map[int64]bool) blogCard {
	out := s.blogCard(b)
	out.Lang = langOf(ctx)
	s.leadUntranslated(ctx, missing[postID(b)], &out.inSpanish, &out.Href)
	if out.Untranslated {
		out.Lang = ""
	}
	return out
}
