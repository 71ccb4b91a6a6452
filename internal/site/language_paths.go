package site

import (
	"context"
	"strconv"

	"github.com/vitrina/vitrina/internal/records"
)

// translatedAddress is what an item's address is made of in a language: its own slug, or (content
// items, addressed by id and title) its title.
type translatedAddress struct {
	Slug   string `json:"slug"`
	Titulo string `json:"titulo"`
}

// addressesIn reads the published translations into lang of the items ids of table, by id, with
// what their addresses are made of (column: "slug" or "titulo").
func (s *Site) addressesIn(ctx context.Context, table, lang, column string, ids []int64) (map[int64]translatedAddress, error) {
	if lang == "" || len(ids) == 0 {
		return map[int64]translatedAddress{}, nil
	}
	out, err := records.PublishedTranslations[translatedAddress](ctx, s.client, table, lang, ids, column)
	return out, fromRecords(err)
}

// untranslatedHref is where a link of a page in lang leads for an item without a translation into
// it, whose Spanish address is spanish: under the language's prefix where the language shows such
// items in Spanish with a notice, else the Spanish page itself (absolute, so that the page's links
// in the language leave it as it is).
func (s *Site) untranslatedHref(lang, spanish string) string {
	if lang == "" {
		return spanish
	}
	if l := s.language(lang); l != nil && l.SinTraduccion == records.UntranslatedDefault {
		return langPath(lang, spanish)
	}
	return s.baseURL + spanish
}

// categoryHrefsIn are the addresses in lang of service categories given by id and Spanish slug.
func (s *Site) categoryHrefsIn(ctx context.Context, lang string, slugs map[int64]string) (map[int64]string, error) {
	return s.hrefsIn(ctx, "categoria-servicios", "slug", lang, slugs, func(id int64, slug string) string { return categoryPath(slug) })
}

// contentHrefsIn are the addresses in lang of content items given by id and Spanish title.
func (s *Site) contentHrefsIn(ctx context.Context, lang string, titles map[int64]string) (map[int64]string, error) {
	return s.hrefsIn(ctx, "contenido", "titulo", lang, titles, func(id int64, title string) string { return contentPath(int(id), title) })
}

// hrefsIn are the addresses in lang of items of table given by id and the Spanish value of column
// their address is made of (path makes it): each translated item's address from its translation,
// each other's as untranslatedHref says.
func (s *Site) hrefsIn(ctx context.Context, table, column, lang string, spanish map[int64]string, path func(int64, string) string) (map[int64]string, error) {
	out := make(map[int64]string, len(spanish))
	ids := make([]int64, 0, len(spanish))
	for id, v := range spanish {
		out[id] = path(id, v)
		ids = append(ids, id)
	}
	if lang == "" {
		return out, nil
	}
	trs, err := s.addressesIn(ctx, table, lang, column, ids)
	if err != nil {
		return nil, err
	}
	for id := range spanish {
		tr, ok := trs[id]
		switch {
		case ok && column == "slug" && tr.Slug != "":
			out[id] = langPath(lang, path(id, tr.Slug))
		case ok && column == "titulo" && tr.Titulo != "":
			out[id] = langPath(lang, path(id, tr.Titulo))
		default:
			out[id] = s.untranslatedHref(lang, out[id])
		}
	}
	return out, nil
}

// pageHrefsIn are the addresses in lang of free pages (id, Spanish slug, parent): a translated page
// at /<lang>/[<parent's slug in lang>/]<its slug in lang>, a parent without a translation giving
// its Spanish slug; an untranslated page as untranslatedHref says. parents are the Spanish slugs of
// the pages' parents by id.
func (s *Site) pageHrefsIn(ctx context.Context, lang string, pages []records.Page, parents map[int64]string) (map[int64]string, error) {
	out := map[int64]string{}
	var ids []int64
	for _, p := range pages {
		ids = append(ids, p.ID)
		if p.Padre != nil {
			ids = append(ids, *p.Padre)
		}
	}
	trs, err := s.addressesIn(ctx, "paginas", lang, "slug", ids)
	if err != nil {
		return nil, err
	}
	slugIn := func(id int64, spanish string) string {
		if tr, ok := trs[id]; ok && tr.Slug != "" {
			return tr.Slug
		}
		return spanish
	}
	for _, p := range pages {
		spanish := "/" + p.Slug
		translated := "/" + slugIn(p.ID, p.Slug)
		if p.Padre != nil {
			parent, ok := parents[*p.Padre]
			if !ok {
				continue
			}
			spanish = "/" + parent + spanish
			translated = "/" + slugIn(*p.Padre, parent) + translated
		}
		if _, ok := trs[p.ID]; ok && lang != "" {
			out[p.ID] = langPath(lang, translated)
		} else {
			out[p.ID] = s.untranslatedHref(lang, spanish)
		}
	}
	return out, nil
}

// idKey is an id as the menus' targets write it.
func idKey(id int64) string { return strconv.FormatInt(id, 10) }

// itemAlternates are the versions of item id of table, whose Spanish address is path(spanish):
// Spanish (also x-default) and each published translation in a language the site offers at
// /<lang> + path(its slug or title, as column says) — or pathIn(lang, it) when given, for an
// address that depends on the language beyond the item's own part; none when it has no translation.
func (s *Site) itemAlternates(ctx context.Context, table, column string, id int64, spanish string, path func(string) string, pathIn ...func(lang, v string) string) ([]alternate, error) {
	trs, err := records.TranslationAddresses(ctx, s.client, table, id, column)
	if err != nil || len(trs) == 0 {
		return nil, fromRecords(err)
	}
	es := s.baseURL + path(spanish)
	out := []alternate{{"es", es}}
	for _, t := range trs {
		v := t.Slug
		if column == "titulo" {
			v = t.Titulo
		}
		p := path(v)
		if len(pathIn) > 0 {
			p = pathIn[0](t.Idioma, v)
		}
		out = append(out, alternate{t.Idioma, s.baseURL + langPath(t.Idioma, p)})
	}
	return append(out, alternate{"x-default", es}), nil
}
