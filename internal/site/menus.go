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
	ids := map[string][]string{}
	for _, it := range items {
		switch it.Tipo {
		case records.TargetPage, records.TargetCategory, records.TargetContent:
			if n, err := strconv.ParseInt(it.Destino, 10, 64); err == nil && n > 0 {
				ids[it.Tipo] = append(ids[it.Tipo], strconv.FormatInt(n, 10))
			}
		}
	}
	var (
		pages    []records.Page
		parents  map[int64]string
		cats     []records.Category
		contents []records.ContentItem
	)
	var reads []func(context.Context) error
	if v := ids[records.TargetPage]; len(v) > 0 {
		reads = append(reads, func(ctx context.Context) (err error) {
			if pages, err = records.PageAddresses(ctx, s.client, v); err != nil {
				return err
			}
			parents, err = s.pageParents(ctx, pages)
			return err
		})
	}
	if v := ids[records.TargetCategory]; len(v) > 0 {
		reads = append(reads, func(ctx context.Context) (err error) { cats, err = records.CategorySlugs(ctx, s.client, v); return err })
	}
	if v := ids[records.TargetContent]; len(v) > 0 {
		reads = append(reads, func(ctx context.Context) (err error) {
			contents, err = records.ContentTitles(ctx, s.client, v)
			return err
		})
	}
	if err := parallel(ctx, reads...); err != nil {
		return nil, err
	}
	paths := map[string]string{}
	for _, p := range pages {
		switch {
		case p.Padre == nil:
			paths[records.TargetPage+strconv.FormatInt(p.ID, 10)] = "/" + p.Slug
		case parents[*p.Padre] != "":
			paths[records.TargetPage+strconv.FormatInt(p.ID, 10)] = "/" + parents[*p.Padre] + "/" + p.Slug
		}
	}
	for _, c := range cats {
		paths[records.TargetCategory+strconv.Itoa(c.ID)] = categoryPath(c.Slug)
	}
	for _, c := range contents {
		paths[records.TargetContent+strconv.Itoa(c.ID)] = contentPath(c.ID, c.Titulo)
	}
	out := map[int64]string{}
	for _, it := range items {
		href := ""
		switch it.Tipo {
		case records.TargetPage, records.TargetCategory, records.TargetContent:
			href = paths[it.Tipo+strings.TrimSpace(it.Destino)]
		case records.TargetSite:
			href = records.SitePagePath(it.Destino)
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
	var settings records.Settings
	var langs []records.Language
	seo := records.SEOSettings{PatronTitulo: records.DefaultTitlePattern}
	err := parallel(ctx,
		func(ctx context.Context) (err error) { langs, err = records.ActiveLanguages(ctx, s.client); return err },
		func(ctx context.Context) (err error) { seo, err = records.ReadSEOSettings(ctx, s.client); return err },
		func(ctx context.Context) (err error) { header, footer, err = s.loadNav(ctx); return err },
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
	return nil
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

// loadNav reads both menus and keeps the items the public can follow, two levels deep, in order.
func (s *Site) loadNav(ctx context.Context) (header, footer []navLink, err error) {
	items, err := records.MenuItems(ctx, s.client, maxMenuItems)
	if err != nil {
		return nil, nil, err
	}
	if len(items) == 0 {
		return nil, nil, nil
	}
	hrefs, err := s.MenuTargets(ctx, items)
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
