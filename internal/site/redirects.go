package site

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/redirects"
)

// The site's redirects (table redirecciones, view seo): answered before the 404 page, from a map in
// memory. The map is loaded on the first miss after it was dropped — by a write to the redirects or
// to a table whose slugs make addresses (Changed, which every instance hears through the change
// feed), by Forget, or after the cache lifetime when writes may come from elsewhere. A page that
// exists always wins: only an address that would answer 404 is looked up.

// maxReportsInFlight bounds the counters being sent at once.
const maxReportsInFlight = 8

// redirectPageSize is how many redirects one read brings (PostgREST's usual max-rows).
const redirectPageSize = 1000

// redirectTarget is where an origin leads and with which status.
type redirectTarget struct {
	to     string
	status int
}

// redirectTable is one loaded generation of the redirects.
type redirectTable struct {
	byPath map[string]redirectTarget
	loaded time.Time
}

// redirectMap keeps the current redirects; a nil table means "load on next use".
type redirectMap struct {
	current atomic.Pointer[redirectTable]
	load    sync.Mutex // one load at a time
	ttl     time.Duration
	now     func() time.Time
	read    func(ctx context.Context) (map[string]redirectTarget, error)
}

// forget drops the loaded redirects.
func (m *redirectMap) forget() { m.current.Store(nil) }

// lookup returns the redirect from path, loading the map when needed.
func (m *redirectMap) lookup(ctx context.Context, path string) (redirectTarget, bool, error) {
	t, err := m.table(ctx)
	if err != nil {
		return redirectTarget{}, false, err
	}
	to, ok := t.byPath[redirects.TrimPath(path)]
	return to, ok, nil
}

func (m *redirectMap) fresh(t *redirectTable) bool {
	return t != nil && (m.ttl <= 0 || m.now().Sub(t.loaded) < m.ttl)
}

func (m *redirectMap) table(ctx context.Context) (*redirectTable, error) {
	if t := m.current.Load(); m.fresh(t) {
		return t, nil
	}
	m.load.Lock()
	defer m.load.Unlock()
	if t := m.current.Load(); m.fresh(t) {
		return t, nil
	}
	started := m.now()
	byPath, err := m.read(ctx)
	if err != nil {
		return nil, err
	}
	t := &redirectTable{byPath: byPath, loaded: started}
	m.current.CompareAndSwap(m.current.Load(), t)
	return t, nil
}

// readRedirects reads every redirect, a page at a time in id order.
func (s *Site) readRedirects(ctx context.Context) (map[string]redirectTarget, error) {
	out := map[string]redirectTarget{}
	var last int64
	for {
		rows, err := records.RedirectsAfter(ctx, s.client, last, redirectPageSize)
		if err != nil {
			return nil, err
		}
		for _, r := range rows {
			status := http.StatusMovedPermanently
			if r.Tipo == http.StatusFound {
				status = http.StatusFound
			}
			out[r.Origen] = redirectTarget{to: r.Destino, status: status}
			last = r.ID
		}
		if len(rows) < redirectPageSize {
			return out, nil
		}
	}
}

// redirectChanged reports whether a write to table may change the redirects.
func redirectChanged(table string) bool {
	return table == "redirecciones" || redirects.SlugPrefix(table) != "" || redirects.TranslatedSlugPrefix(table) != ""
}

// serveRedirect answers a GET or HEAD for a missing page with its redirect, if there is one, and
// counts the visit. It reports whether it answered.
func (s *Site) serveRedirect(w http.ResponseWriter, r *http.Request) bool {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		return false
	}
	ctx, cancel := context.WithTimeout(r.Context(), 5*time.Second)
	defer cancel()
	to, ok, err := s.redirects.lookup(ctx, requestPath(r))
	if err != nil {
		s.logger.WarnContext(r.Context(), "site: read the redirects", "error", err)
		return false
	}
	if !ok {
		return false
	}
	s.reports.run(func() {
		if err := records.CountRedirectVisit(ctx, s.client, redirects.TrimPath(requestPath(r))); err != nil {
			s.logger.WarnContext(r.Context(), "site: count a redirect's visit", "error", err)
		}
	})
	location := to.to
	if r.URL.RawQuery != "" && redirects.IsPath(location) && !strings.ContainsAny(location, "?#") {
		location += "?" + r.URL.RawQuery
	}
	h := w.Header()
	h.Set("Location", location)
	if to.status == http.StatusFound {
		h.Set("Cache-Control", "no-store")
	} else {
		h.Set("Cache-Control", "public, max-age=3600")
	}
	w.WriteHeader(to.status)
	return true
}

// reportLimiter bounds the platform calls the site makes for counters (404s, redirect visits): at
// most its capacity at once; past it, a count is skipped rather than queued, so a flood of missing
// addresses costs the platform a bounded load.
type reportLimiter struct{ slots chan struct{} }

func newReportLimiter(n int) *reportLimiter { return &reportLimiter{slots: make(chan struct{}, n)} }

// run calls fn unless every slot is taken.
func (l *reportLimiter) run(fn func()) {
	select {
	case l.slots <- struct{}{}:
		defer func() { <-l.slots }()
		fn()
	default:
	}
}

// logNotFound files a missing address in the 404 log (registrar_404: the platform bounds the log).
func (s *Site) logNotFound(r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		return
	}
	s.reports.run(func() {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := records.LogNotFound(ctx, s.client, requestPath(r), referrerOf(r), r.UserAgent()); err != nil {
			s.logger.WarnContext(r.Context(), "site: log a 404", "path", requestPath(r), "error", err)
		}
	})
}
