package site

import (
	"context"
	"strings"

	"github.com/vitrina/vitrina/internal/records"
)

// The site map lists every page in every language it has: the pages every language has (the home,
// the lists, the contact page) under each language's prefix, and each item's published
// translations at their own addresses; each version names all of them as alternates.

// sitemapTranslations are the published translations of the site map's items, by table and item.
type sitemapTranslations map[string]map[int64][]records.TranslationAddress

// sitemapTranslated are the tables whose items' translations the site map lists, with the column
// their addresses are made of and the one that titles them (the human site map's link).
var sitemapTranslated = []struct{ table, column, title string }{
	{"blog_entradas", "slug", "titulo"}, {"categoria-servicios", "slug", "name"}, {"contenido", "titulo", "titulo"},
	{"paginas", "slug", "titulo"}, {"proyectos", "slug", "titulo"}, {"vacantes", "slug", "titulo"},
}

// readSitemapTranslations reads them, table after table, up to room rows in all; it reports how
// many it read.
func (s *Site) readSitemapTranslations(ctx context.Context, room int) (sitemapTranslations, int, error) {
	out := sitemapTranslations{}
	read := 0
	for _, t := range sitemapTranslated {
		if room-read <= 0 {
			break
		}
		rows, err := records.TranslationAddressesForSitemap(ctx, s.client, t.table, t.column, t.title, room-read)
		if err != nil {
			return nil, 0, err
		}
		out[t.table] = rows
		for _, trs := range rows {
			read += len(trs)
		}
	}
	return out, read, nil
}

// everywhere adds a page every language has at path under its prefix: the Spanish one (titled by
// an interface text, for the human map) and each language's, all naming each other.
func (m *siteMapBuilder) everywhere(path, title string) {
	s := m.site
	alternates := s.everyLanguage(path)
	m.addEntry(siteMapEntry{Path: path, Title: title, Alternates: alternates, Interface: true})
	for _, l := range s.currentLanguages() {
		m.addEntry(siteMapEntry{Path: langPath(l.Codigo, path), Alternates: alternates})
	}
}

// translatedItem adds an item's Spanish page e (at path(spanish)) and its translations trs, at
// /<lang> + pathIn(lang, their slug or title), all naming each other; e keeps each translation's
// address and title for the human map in its language.
func (m *siteMapBuilder) translatedItem(s *Site, e siteMapEntry, trs []records.TranslationAddress, column string, pathIn func(lang, v string) string) {
	if len(trs) == 0 {
		m.addEntry(e)
		return
	}
	es := s.baseURL + e.Path
	e.Alternates = []alternate{{"es", es}}
	var paths []string
	for _, t := range trs {
		v := t.Slug
		if column == "titulo" {
			v = t.Titulo
		}
		p := langPath(t.Idioma, pathIn(t.Idioma, v))
		paths = append(paths, p)
		e.Versions = append(e.Versions, siteMapVersion{Lang: t.Idioma, Path: p, Title: t.Titulo})
		e.Alternates = append(e.Alternates, alternate{t.Idioma, s.baseURL + p})
	}
	e.Alternates = append(e.Alternates, alternate{"x-default", es})
	m.addEntry(e)
	for _, p := range paths {
		m.addEntry(siteMapEntry{Path: p, LastMod: e.LastMod, Alternates: e.Alternates})
	}
}

// same is an item's address made the same way in every language.
func same(path func(string) string) func(string, string) string {
	return func(_, v string) string { return path(v) }
}

// pageIn is a free page's address in a language: its slug under its parent's in that language (the
// parent's Spanish slug when the parent has no translation into it).
func pageIn(parent string, parentTranslations []records.TranslationAddress) func(lang, slug string) string {
	return func(lang, slug string) string {
		if parent == "" {
			return "/" + slug
		}
		in := parent
		for _, t := range parentTranslations {
			if t.Idioma == lang && t.Slug != "" {
				in = t.Slug
			}
		}
		return "/" + strings.TrimPrefix(in, "/") + "/" + slug
	}
}
