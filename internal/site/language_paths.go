package site

import (
	"cmp"
	"context"
	"strconv"

	"github.com/vitrina/vitrina/internal/records"
)

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

// hrefsIn are the addresses in lang of items (path makes one of what it is made of): each
// translated item's address from its translation, each other's as untranslatedHref says.
func (s *Site) hrefsIn(lang string, items []records.Address, path func(int64, string) string) map[int64]string {
	out := make(map[int64]string, len(items))
	for _, it := range items {
		switch {
		case lang == "":
			out[it.ID] = path(it.ID, it.Spanish)
		case it.Translated != "":
			out[it.ID] = langPath(lang, path(it.ID, it.Translated))
		default:
			out[it.ID] = s.untranslatedHref(lang, path(it.ID, it.Spanish))
		}
	}
	return out
}

// pageHrefsIn are the addresses in lang of free pages: a translated page at
// /<lang>/[<parent's slug in lang>/]<its slug in lang>, a parent without a translation giving its
// Spanish slug; an untranslated page as untranslatedHref says. parents are the pages' parents by
// id; a page whose parent is not among them has no address.
func (s *Site) pageHrefsIn(lang string, pages []records.Address, parents map[int64]records.Address) map[int64]string {
	out := map[int64]string{}
	slugIn := func(a records.Address) string { return cmp.Or(a.Translated, a.Spanish) }
	for _, p := range pages {
		spanish, translated := "/"+p.Spanish, "/"+slugIn(p)
		if p.Padre != nil {
			parent, ok := parents[*p.Padre]
			if !ok {
				continue
			}
			spanish, translated = "/"+parent.Spanish+spanish, "/"+slugIn(parent)+translated
		}
		if lang != "" && p.Translated != "" {
			out[p.ID] = langPath(lang, translated)
		} else {
			out[p.ID] = s.untranslatedHref(lang, spanish)
		}
	}
	return out
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
