package site

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/vitrina/vitrina/internal/pageblocks"
	"github.com/vitrina/vitrina/internal/records"
)

// The public navigation comes from table menus (records.MenuItem, view `menus`): the header menu (ubicacion
// cabecera) replaces the fixed navigation and the footer menu (pie) the fixed footer links, each
// only when it has items. An item whose target anon cannot read (deleted, in the trash, not
// published) is left out, and so are its children.

// MenuTargets resolves the items' targets as the public sees them: the address of every item whose
// target exists and is public, by item id; an item missing from the answer is left out of the site
// (the admin flags it). One read per kind of target, run in parallel.
func (s *Site) MenuTargets(ctx context.Context, items []records.MenuItem) (map[int64]string, error) {
	return s.menuTargetsIn(ctx, "", items)
}

// menuTargetsIn resolves the items' targets in lang ("" is Spanish): a page, a category or an item
// leads to its translation's address, or to where an untranslated item's link leads in lang; a fixed
// page of the site to its address under the language's prefix; a free link to the translation's own
// address when it has one (items carry their translations already).
func (s *Site) menuTargetsIn(ctx context.Context, lang string, items []records.MenuItem) (map[int64]string, error) {
	ids := map[string][]string{}
	for _, it := range items {
		switch it.Tipo {
		case records.TargetPage, records.TargetCategory, records.TargetContent:
			if n, err := strconv.ParseInt(it.Destino, 10, 64); err == nil && n > 0 {
				ids[it.Tipo] = append(ids[it.Tipo], strconv.FormatInt(n, 10))
			}
		}
	}
	paths := map[string]string{}
	var reads []func(context.Context) error
	var mu sync.Mutex
	keep := func(kind string, hrefs map[int64]string) {
		mu.Lock()
		defer mu.Unlock()
		for id, href := range hrefs {
			paths[kind+idKey(id)] = href
		}
	}
	if v := ids[records.TargetPage]; len(v) > 0 {
		reads = append(reads, func(ctx context.Context) error {
			pages, err := records.PageAddresses(ctx, s.client, v)
			if err != nil {
				return err
			}
			parents, err := s.pageParents(ctx, pages)
			if err != nil {
				return err
			}
			hrefs, err := s.pageHrefsIn(ctx, lang, pages, parents)
			keep(records.TargetPage, hrefs)
			return err
		})
	}
	if v := ids[records.TargetCategory]; len(v) > 0 {
		reads = append(reads, func(ctx context.Context) error {
			cats, err := records.CategorySlugs(ctx, s.client, v)
			if err != nil {
				return err
			}
			slugs := map[int64]string{}
			for _, c := range cats {
				slugs[int64(c.ID)] = c.Slug
			}
			hrefs, err := s.categoryHrefsIn(ctx, lang, slugs)
			keep(records.TargetCategory, hrefs)
			return err
		})
	}
	if v := ids[records.TargetContent]; len(v) > 0 {
		reads = append(reads, func(ctx context.Context) error {
			contents, err := records.ContentTitles(ctx, s.client, v)
			if err != nil {
				return err
			}
			titles := map[int64]string{}
			for _, c := range contents {
				titles[int64(c.ID)] = c.Titulo
			}
			hrefs, err := s.contentHrefsIn(ctx, lang, titles)
			keep(records.TargetContent, hrefs)
			return err
		})
	}
	if err := parallel(ctx, reads...); err != nil {
		return nil, err
	}
	out := map[int64]string{}
	for _, it := range items {
		href := ""
		switch it.Tipo {
		case records.TargetPage, records.TargetCategory, records.TargetContent:
			href = paths[it.Tipo+strings.TrimSpace(it.Destino)]
		case records.TargetSite:
			if p := records.SitePagePath(it.Destino); p != "" {
				href = langPath(lang, p)
			}
		case records.TargetExternal:
			if pageblocks.ValidLink(it.Destino) && !strings.HasPrefix(it.Destino, "/") {
				href = it.Destino
			}
		}
		if href != "" {
			out[it.ID] = href
		}
	}
	return out, nil
}

// pageParents reads the slugs of the published top-level parents of pages.
func (s *Site) pageParents(ctx context.Context, pages []records.Page) (map[int64]string, error) {
	var ids []string
	for _, p := range pages {
		if p.Padre != nil {
			ids = append(ids, strconv.FormatInt(*p.Padre, 10))
		}
	}
	out := map[int64]string{}
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := records.TopPageSlugs(ctx, s.client, ids)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.ID] = r.Slug
	}
	return out, nil
}

// maxMenuItems bounds what one menu read brings (two menus of two levels stay far below it).
const maxMenuItems = 400

// siteNav is the navigation built from the menus, and the site's settings, kept until the page cache starts a new
// generation (a write, a publication time) or, with a cache lifetime, until it expires.
type siteNav struct {
	mu       sync.Mutex
	loaded   bool
	gen      uint64
	loadedAt time.Time
	header   []navLink
	footer   []navLink
	settings records.Settings
	seo      records.SEOSettings // the SEO defaults (view seo)
	langs    []records.Language  // the languages the site offers besides Spanish, in their order
	items    []records.MenuItem  // the menus' items as read, for their translations
	inLang   map[string]chrome   // the menus and settings in those languages asked for so far
}

// chrome is what every page shows of the site's menus and settings, in one language.
type chrome struct {
	header, footer []navLink
	settings       records.Settings
	seo            records.SEOSettings
}

// ensureNav loads the menus when the kept navigation is stale; every page render calls it first.
func (s *Site) ensureNav(ctx context.Context) error {
	gen := s.cache.generation()
	now := s.cache.now()
	n := s.nav
	n.mu.Lock()
	fresh := n.loaded && n.gen == gen && !s.cache.disabled() && (s.cache.ttl <= 0 || now.Sub(n.loadedAt) < s.cache.ttl)
	n.mu.Unlock()
	if fresh {
		return nil
	}
	var header, footer []navLink
	var items []records.MenuItem
	var settings records.Settings
	var langs []records.Language
	seo := records.SEOSettings{PatronTitulo: records.DefaultTitlePattern}
	err := parallel(ctx,
		func(ctx context.Context) (err error) { langs, err = records.ActiveLanguages(ctx, s.client); return err },
		func(ctx context.Context) (err error) { seo, err = records.ReadSEOSettings(ctx, s.client); return err },
		func(ctx context.Context) (err error) { items, header, footer, err = s.loadNav(ctx); return err },
		func(ctx context.Context) (err error) {
			if s.pinned != nil {
				settings = *s.pinned
				return nil
			}
			settings, err = records.ReadSettings(ctx, s.client)
			return err
		},
	)
	if err != nil {
		return err
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	n.loaded, n.gen, n.loadedAt, n.header, n.footer, n.settings, n.seo, n.langs = true, gen, now, header, footer, settings, seo, langs
	n.items, n.inLang = items, map[string]chrome{} // each language's are read when a page first asks
	return nil
}

// loadChrome reads the menus and the settings in lang: the Spanish ones (items, settings, seo)
// with their published translations into the language written over them.
func (s *Site) loadChrome(ctx context.Context, lang string, items []records.MenuItem, settings records.Settings, seo records.SEOSettings) (chrome, error) {
	c := chrome{settings: settings, seo: seo}
	translated := slices.Clone(items)
	err := parallel(ctx,
		func(ctx context.Context) error {
			_, err := records.TranslateAll(ctx, s.client, "menus", lang, translated, func(it records.MenuItem) int64 { return it.ID })
			return err
		},
		func(ctx context.Context) error {
			_, err := records.TranslateOne(ctx, s.client, "ajustes_sitio", lang, 1, &c.settings)
			return err
		},
		func(ctx context.Context) error {
			_, err := records.TranslateOne(ctx, s.client, "ajustes_seo", lang, 1, &c.seo)
			return err
		},
	)
	if err != nil {
		return c, err
	}
	c.header, c.footer, err = s.navIn(ctx, lang, translated)
	return c, err
}

// currentSettings are the kept settings (the defaults before the first read).
func (s *Site) currentSettings() records.Settings {
	s.nav.mu.Lock()
	defer s.nav.mu.Unlock()
	if !s.nav.loaded {
		return records.DefaultSettings()
	}
	return s.nav.settings
}

// currentLanguages are the kept languages the site offers besides Spanish.
func (s *Site) currentLanguages() []records.Language {
	s.nav.mu.Lock()
	defer s.nav.mu.Unlock()
	return s.nav.langs
}

// currentNav is the kept navigation: the header's and the footer's links (nil: not defined).
func (s *Site) currentNav() (header, footer []navLink) {
	s.nav.mu.Lock()
	defer s.nav.mu.Unlock()
	return s.nav.header, s.nav.footer
}

// chromeIn is the menus and settings in the request's language: the kept Spanish ones, or another
// language's, read the first time a page of the navigation's generation asks for them (the Spanish
// ones when they cannot be read: the page still renders, and says so in the log).
func (s *Site) chromeIn(ctx context.Context) chrome {
	lang := langOf(ctx)
	n := s.nav
	n.mu.Lock()
	spanish := chrome{header: n.header, footer: n.footer, settings: n.settings, seo: n.seo}
	if !n.loaded {
		spanish.settings = records.DefaultSettings()
	}
	if spanish.seo.PatronTitulo == "" {
		spanish.seo = records.SEOSettings{PatronTitulo: records.DefaultTitlePattern}
	}
	c, ok := n.inLang[lang]
	gen, items := n.gen, n.items
	n.mu.Unlock()
	if ok {
		return c
	}
	if lang == "" {
		return spanish
	}
	c, err := s.loadChrome(ctx, lang, items, spanish.settings, spanish.seo)
	if err != nil {
		s.logger.WarnContext(ctx, "read the menus and settings of a language", "lang", lang, "error", err)
		return spanish
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.gen == gen && n.inLang != nil {
		n.inLang[lang] = c
	}
	return c
}

// settingsIn are the site's settings in the request's language.
func (s *Site) settingsIn(ctx context.Context) records.Settings {
	return s.chromeIn(ctx).settings
}

// loadNav reads both menus and keeps the items the public can follow, two levels deep, in order.
func (s *Site) loadNav(ctx context.Context) (items []records.MenuItem, header, footer []navLink, err error) {
	items, err = records.MenuItems(ctx, s.client, maxMenuItems)
	if err != nil {
		return nil, nil, nil, err
	}
	header, footer, err = s.navIn(ctx, "", items)
	return items, header, footer, err
}

// navIn is the header's and the footer's links of the menus' items in lang (nil: no items).
func (s *Site) navIn(ctx context.Context, lang string, items []records.MenuItem) (header, footer []navLink, err error) {
	if len(items) == 0 {
		return nil, nil, nil
	}
	hrefs, err := s.menuTargetsIn(ctx, lang, items)
	if err != nil {
		return nil, nil, err
	}
	return menuLinks(items, hrefs, records.MenuHeader), menuLinks(items, hrefs, records.MenuFooter), nil
}

// menuLinks is one menu's tree of links; items without an address are left out with their children.
func menuLinks(items []records.MenuItem, hrefs map[int64]string, menu string) []navLink {
	var out []navLink
	for _, top := range items {
		if top.Ubicacion != menu || top.Padre != nil || hrefs[top.ID] == "" {
			continue
		}
		link := navLink{Href: hrefs[top.ID], Label: top.Etiqueta}
		for _, child := range items {
			if child.Padre != nil && *child.Padre == top.ID && hrefs[child.ID] != "" {
				link.Children = append(link.Children, navLink{Href: hrefs[child.ID], Label: child.Etiqueta})
			}
		}
		out = append(out, link)
	}
	return out
}
