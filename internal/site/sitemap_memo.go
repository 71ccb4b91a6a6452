package site

import (
	"context"
	"sync"
	"time"
)

// maxSitemapAddresses bounds the site map: at most this many addresses are read and listed (two
// sitemap files of maxSitemapURLs). It keeps one build's memory and time bounded whatever the size
// of the tables; a site past it has its newest items reached through its lists and search.
const maxSitemapAddresses = 2 * maxSitemapURLs

// siteMapBuildTime bounds one build of the site map. It is longer than a page's budget (ctxTimeout):
// a build reads up to maxSitemapAddresses rows a thousand at a time, runs once per change of the
// site whatever the number of visitors asking, and a slow disk must not leave a large site without
// one.
const siteMapBuildTime = time.Minute

// siteMapData is one build of the site map: its sections and, flattened, the absolute addresses.
type siteMapData struct {
	sections []siteMapSection
	urls     []sitemapURL
}

// siteMapMemo keeps the site map of the page cache's current generation. /sitemap.xml, every
// /sitemaps/<n>.xml and /mapa-del-sitio read it, so concurrent cold requests for any of them — or
// for a file that does not exist — share one build instead of reading every table once each.
type siteMapMemo struct {
	mu      sync.Mutex
	gen     uint64
	expires time.Time // zero: until the next write
	data    *siteMapData
	running chan struct{} // closed when the build under way ends; nil when none runs
	builds  int           // builds started (tests)
}

// siteMap answers the site map of the current generation, building it once for every request that
// asks meanwhile.
func (s *Site) siteMap(ctx context.Context) (*siteMapData, error) {
	m := s.sitemaps
	for {
		gen := s.cache.generation()
		m.mu.Lock()
		if m.data != nil && m.gen == gen && (m.expires.IsZero() || s.now().Before(m.expires)) {
			d := m.data
			m.mu.Unlock()
			return d, nil
		}
		if m.running != nil {
			wait := m.running
			m.mu.Unlock()
			select {
			case <-wait:
				continue // read what it left, or build afresh if it failed or a write came meanwhile
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		done := make(chan struct{})
		m.running, m.builds = done, m.builds+1
		m.mu.Unlock()
		d, err := s.buildSiteMap(ctx)
		m.mu.Lock()
		m.running = nil
		if err == nil && !s.cache.disabled() {
			m.data, m.gen, m.expires = d, gen, time.Time{}
			if s.cache.ttl > 0 {
				m.expires = s.now().Add(s.cache.ttl)
			}
		}
		m.mu.Unlock()
		close(done)
		if err != nil {
			return nil, err
		}
		return d, nil
	}
}

// buildSiteMap reads the site map's entries; the read is shared, so a waiting client going away
// does not cancel it for the others.
func (s *Site) buildSiteMap(ctx context.Context) (*siteMapData, error) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), siteMapBuildTime)
	defer cancel()
	sections, err := s.sitemapEntries(ctx)
	if err != nil {
		return nil, err
	}
	d := &siteMapData{sections: sections}
	for _, sec := range sections {
		for _, e := range sec.Entries {
			u := sitemapURL{Loc: s.baseURL + e.Path, LastMod: e.LastMod}
			for _, a := range e.Alternates {
				u.Alternates = append(u.Alternates, sitemapXLink{Rel: "alternate", HrefLang: a.Lang, Href: a.Href})
			}
			d.urls = append(d.urls, u)
		}
	}
	return d, nil
}

// siteMapBuilds is how many site map builds have started (tests).
func (s *Site) siteMapBuilds() int {
	s.sitemaps.mu.Lock()
	defer s.sitemaps.mu.Unlock()
	return s.sitemaps.builds
}
