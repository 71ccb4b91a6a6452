package site

import (
	"context"
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
			pages, err := records.AddressesIn(ctx, s.client, "paginas", "slug", lang, v, false)
			if err != nil {
				return fromRecords(err)
			}
			parents, err := s.pageParents(ctx, lang, pages)
			keep(records.TargetPage, s.pageHrefsIn(lang, pages, parents))
			return err
		})
	}
	if v := ids[records.TargetCategory]; len(v) > 0 {
		reads = append(reads, func(ctx context.Context) error {
			cats, err := records.AddressesIn(ctx, s.client, "categoria-servicios", "slug", lang, v, false)
			keep(records.TargetCategory, s.hrefsIn(lang, cats, func(_ int64, slug string) string { return categoryPath(slug) }))
			return fromRecords(err)
		})
	}
	if v := ids[records.TargetContent]; len(v) > 0 {
		reads = append(reads, func(ctx context.Context) error {
			contents, err := records.AddressesIn(ctx, s.client, "contenido", "titulo", lang, v, false)
			keep(records.TargetContent, s.hrefsIn(lang, contents, func(id int64, title string) string { return contentPath(int(id), title) }))
			return fromRecords(err)
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

// pageParents reads the addresses in lang of the published top-level parents of pages, by id.
func (s *Site) pageParents(ctx context.Context, lang string, pages []records.Address) (map[int64]records.Address, error) {
	var ids []string
	for _, p := range pages {
		if p.Padre != nil {
			ids = append(ids, idKey(*p.Padre))
		}
	}
	rows, err := records.AddressesIn(ctx, s.client, "paginas", "slug", lang, ids, true)
	out := make(map[int64]records.Address, len(rows))
	for _, r := range rows {
		out[r.ID] = r
	}
	return out, fromRecords(err)
}

// maxMenuItems bounds what one menu read brings (two menus of two levels stay far below it).
const maxMenuItems = 400

// siteNav is what every page needs of the site's settings, kept until a table it shows is written
// (navChanged) or a publication time passes, or, with a cache lifetime, until it expires: the
// languages, the settings and the SEO defaults, read first on every request that finds them stale;
// and the menus, settings and service categories in each language, read when a page in it first
// asks. It outlives the pages: after a post is saved, each page is rendered again but the menus
// are not read again.
type siteNav struct {
	mu       sync.Mutex
	loaded   bool
	current  uint64 // raised by forget: what was read before is stale
	gen      uint64 // the generation what is kept was read at
	loadedAt time.Time
	settings records.Settings
	seo      records.SEOSettings // the SEO defaults (view seo)
	langs    []records.Language  // the languages the site offers besides Spanish, in their order
	inLang   map[string]chrome   // the menus and settings in each language asked for so far ("": Spanish)
	// categories are the service categories in each language asked for so far, for the menus of
	// the pages.
	categories map[string]*categoryTree
	// settingsIn are the settings in a language read with the Spanish ones, for its menus' read.
	settingsIn map[string]chrome
}

// forget makes the next request read the navigation again.
func (n *siteNav) forget() {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.current++
}

// generation is the navigation's current generation, which a request compares with the one it
// read the navigation at.
func (n *siteNav) generation() uint64 {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.current
}

// navChanged reports whether a write to table (or to its translations) may change the navigation:
// the menus, the settings, the SEO defaults, the languages, the service categories, and what menu
// items lead to (free pages, service categories, content items).
func navChanged(table string) bool {
	switch strings.TrimSuffix(table, records.TranslationTable("")) {
	case "menus", "ajustes_sitio", "ajustes_seo", "idiomas", "paginas", "categoria-servicios", "contenido":
		return true
	}
	return false
}

// chrome is what every page shows of the site's menus and settings, in one language.
type chrome struct {
	header, footer []navLink
	settings       records.Settings
	seo            records.SEOSettings
}

// navReadKey marks a request's context once ensureNav has read what was stale: the rest of the
// request, at the same generation, reads nothing again (with the cache off nothing is kept).
type navReadKey struct{}

// withNavRead is ctx marked as having read the navigation at generation gen.
func withNavRead(ctx context.Context, gen uint64) context.Context {
	return context.WithValue(ctx, navReadKey{}, gen)
}

// ensureNav reads the languages and settings when the kept ones are stale; every page render calls
// it first.
func (s *Site) ensureNav(ctx context.Context) error {
	n := s.nav
	gen := n.generation()
	if read, ok := ctx.Value(navReadKey{}).(uint64); ok && read == gen {
		return nil
	}
	now := s.cache.now()
	n.mu.Lock()
	fresh := n.loaded && n.gen == gen && !s.cache.disabled() && (s.cache.ttl <= 0 || now.Sub(n.loadedAt) < s.cache.ttl)
	n.mu.Unlock()
	if fresh {
		return nil
	}
	// The settings come with their translation into the request's language, when it has one of
	// the languages kept so far: that language's page then reads them no more.
	lang := langOf(ctx)
	var settings, settingsIn records.Settings
	var seo, seoIn records.SEOSettings
	var langs []records.Language
	err := parallel(ctx,
		func(ctx context.Context) (err error) { langs, err = records.ActiveLanguages(ctx, s.client); return err },
		func(ctx context.Context) (err error) {
			seoIn, seo, err = records.ReadSEOSettingsIn(ctx, s.client, lang)
			return err
		},
		func(ctx context.Context) (err error) {
			if s.pinned != nil {
				settings, settingsIn = *s.pinned, *s.pinned
				return nil
			}
			settingsIn, settings, err = records.ReadSettingsIn(ctx, s.client, lang)
			return err
		},
	)
	if err != nil {
		return fromRecords(err)
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	n.loaded, n.gen, n.loadedAt, n.settings, n.seo, n.langs = true, gen, now, settings, seo, langs
	n.inLang = map[string]chrome{} // each language's are read when a page first asks
	n.categories = map[string]*categoryTree{}
	n.settingsIn = map[string]chrome{}
	if lang != "" {
		n.settingsIn[lang] = chrome{settings: settingsIn, seo: seoIn}
	}
	return nil
}

// loadChrome reads the menus and the settings in lang ("": Spanish, whose settings are the kept
// ones), each read with its published translation into lang embedded.
func (s *Site) loadChrome(ctx context.Context, lang string, spanish chrome, read *chrome) (chrome, error) {
	c := spanish
	var items []records.MenuItem
	reads := []func(context.Context) error{
		func(ctx context.Context) (err error) {
			items, err = records.MenuItemsIn(ctx, s.client, lang, maxMenuItems)
			return err
		},
	}
	switch {
	case read != nil:
		c.settings, c.seo = read.settings, read.seo
	case lang != "":
		reads = append(reads,
			func(ctx context.Context) (err error) {
				if s.pinned != nil {
					return nil // the appearance preview shows its own settings
				}
				c.settings, _, err = records.ReadSettingsIn(ctx, s.client, lang)
				return err
			},
			func(ctx context.Context) (err error) {
				c.seo, _, err = records.ReadSEOSettingsIn(ctx, s.client, lang)
				return err
			},
		)
	}
	if err := parallel(ctx, reads...); err != nil {
		return c, fromRecords(err)
	}
	var err error
	c.header, c.footer, err = s.navIn(ctx, lang, items)
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

// chromeIn is the menus and settings in the request's language, read the first time a page of the
// navigation's generation asks for them: in another language, the Spanish ones when its own cannot
// be read; in Spanish, the kept settings without menus (the fixed navigation). The page still
// renders, and the log says why.
func (s *Site) chromeIn(ctx context.Context) chrome {
	lang := langOf(ctx)
	n := s.nav
	n.mu.Lock()
	spanish := chrome{settings: n.settings, seo: n.seo}
	if !n.loaded {
		spanish.settings = records.DefaultSettings()
	}
	if spanish.seo.PatronTitulo == "" {
		spanish.seo = records.SEOSettings{PatronTitulo: records.DefaultTitlePattern}
	}
	c, ok := n.inLang[lang]
	var read *chrome
	if st, ok := n.settingsIn[lang]; ok && lang != "" {
		read = &st
	}
	gen := n.gen
	n.mu.Unlock()
	if ok {
		return c
	}
	c, err := s.loadChrome(ctx, lang, spanish, read)
	if err != nil {
		s.logger.WarnContext(ctx, "read the menus and settings", "lang", lang, "error", err)
		if lang == "" {
			return spanish
		}
		return s.chromeIn(withLang(ctx, ""))
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
