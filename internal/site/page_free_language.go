package site

import (
	"cmp"
	"context"

	"github.com/vitrina/vitrina/internal/pageblocks"
	"github.com/vitrina/vitrina/internal/records"
)

// A free page in another language is at /<lang>/<slug> or /<lang>/<parent>/<slug>, each slug its
// translation's (a parent without a translation keeps its Spanish slug in its children's
// addresses); a page's Spanish slug there is sent to its translation's address, or shows the Spanish
// with a notice (or answers 404) when it has none, as for every other item.

// translatedFreePage is a free page asked for in the request's language.
func (s *Site) translatedFreePage(ctx context.Context, parentSlug, slug string) (*page, error) {
	lang := langOf(ctx)
	var parent *slugPage[records.Page]
	var parentID *int64
	if parentSlug != "" {
		p, err := s.pageFinder(nil).find(ctx, s, parentSlug)
		if err != nil {
			return nil, err
		}
		parent, parentID = &p, &p.Item.ID
	}
	found, err := s.pageFinder(parentID).find(ctx, s, slug)
	if err != nil {
		return nil, err
	}
	if parent != nil && parent.Moved != nil || found.Moved != nil {
		// Either slug was the Spanish one of a translated page: send the visitor to the address
		// made of both translations.
		pages, err := records.AddressesIn(ctx, s.client, "paginas", "slug", lang, []string{idKey(found.Item.ID)}, false)
		if err != nil {
			return nil, fromRecords(err)
		}
		parents, err := s.pageParents(ctx, lang, pages)
		if err != nil {
			return nil, err
		}
		hrefs := s.pageHrefsIn(lang, pages, parents)
		if to := hrefs[found.Item.ID]; to != "" && to != langPath(lang, freePagePath(&found.Item, parentItem(parent))) {
			return redirect(to), nil
		}
	}
	row := found.Item
	spanish := "/" + found.Spanish
	if parent != nil {
		spanish = "/" + parent.Spanish + spanish
	}
	path := freePagePath(&row, parentItem(parent))
	p, err := s.renderFreePageWith(ctx, &row, parentItem(parent), path, false, func(l *layout) error {
		if found.Untranslated != nil {
			l.Canonical, l.Untranslated, l.Alternates = s.baseURL+spanish, found.Untranslated, nil
			return nil
		}
		var err error
		l.Alternates, err = s.pageAlternates(ctx, row.ID, found.Spanish, parent)
		return err
	})
	return p, err
}

// parentItem is the parent page found, nil for none.
func parentItem(p *slugPage[records.Page]) *records.Page {
	if p == nil {
		return nil
	}
	return &p.Item
}

// pageFinder finds a published page under parent (nil: at the top) by its address.
func (s *Site) pageFinder(parent *int64) slugFinder[records.Page] {
	under := func(p *records.Page) bool {
		return p != nil && (parent == nil && p.Padre == nil || parent != nil && p.Padre != nil && *p.Padre == *parent)
	}
	return slugFinder[records.Page]{table: "paginas", columns: records.PageColumns,
		id:   func(p records.Page) int64 { return p.ID },
		slug: func(p records.Page) string { return p.Slug },
		path: func(slug string) string { return "/" + slug },
		bySlug: func(ctx context.Context, slug string) (*records.Page, error) {
			if pageblocks.CheckSlug(slug, false) != "" {
				return nil, nil // not a slug any page can have: no request to the platform
			}
			return records.PublishedPage(ctx, s.client, slug, parent)
		},
		accept: func(p records.Page) bool { return under(&p) },
	}
}

// pageAlternates are a free page's versions: Spanish at /[<parent>/]<slug>, each published
// translation under its language's prefix (its parent's slug in that language when the parent has
// a translation) and x-default; none when it has no translation.
func (s *Site) pageAlternates(ctx context.Context, id int64, spanish string, parent *slugPage[records.Page]) ([]alternate, error) {
	parentSlugs := map[string]string{}
	parentSpanish := ""
	if parent != nil {
		parentSpanish = parent.Spanish
		trs, err := records.TranslationAddresses(ctx, s.client, "paginas", parent.Item.ID, "slug")
		if err != nil {
			return nil, fromRecords(err)
		}
		for _, t := range trs {
			parentSlugs[t.Idioma] = t.Slug
		}
	}
	return s.itemAlternates(ctx, "paginas", "slug", id, spanish, func(slug string) string {
		if parent == nil {
			return "/" + slug
		}
		return "/" + parentSpanish + "/" + slug
	}, func(lang, slug string) string {
		if parent == nil {
			return "/" + slug
		}
		return "/" + cmp.Or(parentSlugs[lang], parentSpanish) + "/" + slug
	})
}
