package site

import (
	"context"
	"sync"
	"time"

	"github.com/vitrina/vitrina/internal/records"
)

// schedule is what the page cache knows of the editorial lifecycle: the next moment at which an item
// appears on or leaves the site (the platform's next_publication_change). Cached pages are true only
// until then, so the first request from that moment drops them all, and a scheduled item is on the
// site on time without a restart or waiting for a cache lifetime. Every instance asks the shared
// database, so several instances on PostgreSQL switch at the same moment.
type schedule struct {
	mu    sync.Mutex
	known bool
	next  time.Time     // zero: nothing scheduled
	askAt time.Time     // when to ask again though nothing was written here; zero: not before a write
	ttl   time.Duration // with writes unseen here (remote platform, shared database), ask again after it
	now   func() time.Time
	fetch func(ctx context.Context) (time.Time, error)
}

// maxBrowserAge is how long a browser may keep a public page without asking again.
const maxBrowserAge = 60 * time.Second

// check drops every cached page when the next scheduled change has come, and learns the next one
// when it is not known (after a write, at start, or after the cache lifetime).
func (s *Site) checkSchedule(ctx context.Context) {
	sc := s.schedule
	sc.mu.Lock()
	defer sc.mu.Unlock()
	now := sc.now()
	if sc.known && !sc.next.IsZero() && !now.Before(sc.next) {
		s.cache.clear()
		s.nav.forget() // a menu may lead to the page that appeared or left
		sc.known = false
	}
	if sc.known && (sc.askAt.IsZero() || now.Before(sc.askAt)) {
		return
	}
	// The answer serves every request that follows: one client going away must not cancel it.
	next, err := sc.fetch(context.WithoutCancel(ctx))
	sc.known, sc.next, sc.askAt = true, next, time.Time{}
	if sc.ttl > 0 {
		sc.askAt = now.Add(sc.ttl)
	}
	if err != nil {
		// Unknown (the platform failed, or a Supabase project lacks the function): ask again soon;
		// meanwhile pages still expire after the cache lifetime.
		s.logger.WarnContext(ctx, "site: next publication change unknown", "error", err)
		sc.askAt = now.Add(scheduleRetry)
	}
}

// scheduleRetry is how soon a failed next_publication_change is asked again.
const scheduleRetry = 10 * time.Second

// forget makes the next request ask again (a write may have scheduled something).
func (sc *schedule) forget() {
	sc.mu.Lock()
	defer sc.mu.Unlock()
	sc.known = false
}

// browserAge is the Cache-Control max-age of a page served now: at most maxBrowserAge, and never past
// the next scheduled change.
func (sc *schedule) browserAge() time.Duration {
	sc.mu.Lock()
	defer sc.mu.Unlock()
	if !sc.known || sc.next.IsZero() {
		return maxBrowserAge
	}
	return max(0, min(maxBrowserAge, sc.next.Sub(sc.now()).Truncate(time.Second)))
}

// nextPublicationChange asks the platform, with the publishable key.
func (s *Site) nextPublicationChange(ctx context.Context) (time.Time, error) {
	ctx, cancel := ctxTimeout(ctx)
	defer cancel()
	return records.NextPublicationChange(ctx, s.client)
}
