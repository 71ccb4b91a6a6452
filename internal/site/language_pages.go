package site

import (
	"context"

	"github.com/vitrina/vitrina/internal/records"
)

// An item's page addressed by its slug, in the request's language: /<lang>/<section>/<slug> is the
// item whose published translation into lang has that slug; the item's Spanish slug under the
// language's prefix is sent to its translation's address, or, for an item without a translation,
// shows the Spanish text with a notice or answers 404, as the language's administrator chose.

// slugPage is what finding an item by the slug of its address gives.
type slugPage[T any] struct {
	Item         T                 // in the request's language when it has a translation into it
	Spanish      string            // its Spanish slug
	Untranslated *records.Language // the language whose page shows the Spanish text, when so
	Moved        *page             // a redirect to its translation's address, when so
}

// slugFinder reads one table's items for their pages.
type slugFinder[T any] struct {
	table   string
	columns string                                             // what a public read of an item selects
	bySlug  func(ctx context.Context, slug string) (*T, error) // a published item by Spanish slug; nil when none
	accept  func(T) bool                                       // whether an item found by its translation's slug has a page here (nil: all)
	id      func(T) int64
	slug    func(T) string
	path    func(slug string) string // the item's address as Spanish writes it, for its slug
}

// find finds the item whose address in the request's language has slug; errNotFound when none.
// In a language, the item and its translation come in one read.
func (f slugFinder[T]) find(ctx context.Context, s *Site, slug string) (slugPage[T], error) {
	var out slugPage[T]
	lang := langOf(ctx)
	if lang != "" {
		spanish, item, err := records.PublishedByTranslatedSlug[T](ctx, s.client, f.table, f.columns, lang, slug)
		if err != nil {
			return out, fromRecords(err)
		}
		if item != nil {
			if f.accept != nil && !f.accept(*item) {
				return out, errNotFound
			}
			out.Item, out.Spanish = *item, f.slug(*spanish)
			return out, nil
		}
	}
	item, err := f.bySlug(ctx, slug)
	if err != nil || item == nil {
		return out, orNotFound(err)
	}
	out.Item, out.Spanish = *item, slug
	if lang == "" {
		return out, nil
	}
	addrs, err := records.AddressesIn(ctx, s.client, f.table, "slug", lang, []string{idKey(f.id(*item))}, false)
	if err != nil {
		return out, fromRecords(err)
	}
	if len(addrs) > 0 && addrs[0].Translated != "" {
		out.Moved = redirect(langPath(lang, f.path(addrs[0].Translated)))
		return out, nil
	}
	out.Untranslated, err = s.untranslatedPage(ctx, true)
	return out, err
}

// orNotFound is err, or errNotFound when there is no error (nothing was found).
func orNotFound(err error) error {
	if err != nil {
		return fromRecords(err)
	}
	return errNotFound
}

// languageVersions completes the layout of an item's page in the request's language: an untranslated
// item's page names the Spanish page (at spanishPath) as the one to index and shows the notice;
// a translated or Spanish one names its versions in every language (alternates).
func (s *Site) languageVersions(ctx context.Context, l *layout, table, column string, id int64, spanish string, path func(string) string, untranslated *records.Language) error {
	if untranslated != nil {
		l.Canonical, l.Untranslated, l.Alternates = s.baseURL+path(spanish), untranslated, nil
		return nil
	}
	var err error
	l.Alternates, err = s.itemAlternates(ctx, table, column, id, spanish, path)
	return err
}
