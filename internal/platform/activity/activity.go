// Package activity tells CPU-bound work that can wait (bcrypt during a sign-in flood) whether the
// process is serving other requests, so that it leaves them a core: Go preempts a goroutine that
// keeps its core busy only every ~10 ms, so a request that finds every core running bcrypt waits
// that long for one.
package activity

import (
	"net/http"
	"sync/atomic"
	"time"
)

// window is how long after its last tracked request a process still counts as busy: requests
// rarely come alone, and the next one should find a core free rather than wait for a preemption.
const window = 250 * time.Millisecond

// Meter counts the tracked requests in flight and remembers when the last one ended. Its zero value
// is not ready: use New.
type Meter struct {
	now      func() time.Time
	origin   time.Time    // monotonic origin of last
	inFlight atomic.Int64 // tracked requests being served
	last     atomic.Int64 // when a tracked request last ended, in ns since origin
}

// New returns a meter that has seen no request.
func New() *Meter { return newMeter(time.Now) }

func newMeter(now func() time.Time) *Meter {
	m := &Meter{now: now, origin: now()}
	m.last.Store(-int64(window)) // nothing seen yet
	return m
}

// Track counts every request to next as activity, except those for which skip (when non-nil)
// reports true: the requests that do the deferrable work themselves, or that a nested Track counts.
func (m *Meter) Track(next http.Handler, skip func(*http.Request) bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if skip != nil && skip(r) {
			next.ServeHTTP(w, r)
			return
		}
		m.inFlight.Add(1)
		defer m.leave()
		next.ServeHTTP(w, r)
	})
}

// leave ends a tracked request; the time is stored first, so that Busy never sees neither.
func (m *Meter) leave() {
	m.last.Store(int64(m.now().Sub(m.origin)))
	m.inFlight.Add(-1)
}

// Busy reports whether a tracked request is in flight or ended less than window ago.
func (m *Meter) Busy() bool {
	return m.inFlight.Load() > 0 || m.now().Sub(m.origin)-time.Duration(m.last.Load()) < window
}
