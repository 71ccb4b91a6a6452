package site

import (
	"sync"
	"time"
)

// submissionLimiter counts a public form's submissions per key (a client address, an e-mail) in a
// fixed window: at most max per window. It lives in the process, so with several instances each
// allows max; the limit is against floods from one source, not an exact quota.
type submissionLimiter struct {
	max    int
	window time.Duration

	mu      sync.Mutex
	windows map[string]*limitWindow
}

type limitWindow struct {
	start time.Time
	count int
}

// limiterPruneAt is the number of keys above which expired windows are dropped, so that many
// distinct sources cannot grow the map without bound.
const limiterPruneAt = 10000

func newSubmissionLimiter(max int, window time.Duration) *submissionLimiter {
	return &submissionLimiter{max: max, window: window, windows: map[string]*limitWindow{}}
}

// allow counts one submission of key at now and reports whether it is within the limit; when it is
// not, retry is how long until the window ends.
func (l *submissionLimiter) allow(key string, now time.Time) (ok bool, retry time.Duration) {
	if l.max <= 0 {
		return true, 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.windows) >= limiterPruneAt {
		for k, w := range l.windows {
			if now.Sub(w.start) >= l.window {
				delete(l.windows, k)
			}
		}
	}
	w := l.windows[key]
	if w == nil || now.Sub(w.start) >= l.window {
		w = &limitWindow{start: now}
		l.windows[key] = w
	}
	if w.count >= l.max {
		return false, w.start.Add(l.window).Sub(now)
	}
	w.count++
	return true, 0
}
