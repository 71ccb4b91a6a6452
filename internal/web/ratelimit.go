package web

import (
	"sync"
	"time"
)

// loginLimiter counts failed sign-ins per key (client address, e-mail) in a sliding window: after
// max failures within window, further attempts are refused until the oldest failure leaves it.
type loginLimiter struct {
	mu       sync.Mutex
	max      int
	window   time.Duration
	now      func() time.Time
	failures map[string][]time.Time
}

func newLoginLimiter(max int, window time.Duration, now func() time.Time) *loginLimiter {
	return &loginLimiter{max: max, window: window, now: now, failures: map[string][]time.Time{}}
}

// blocked reports whether any key has reached the limit.
func (l *loginLimiter) blocked(keys ...string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, k := range keys {
		if len(l.recent(k)) >= l.max {
			return true
		}
	}
	return false
}

// fail records a failed attempt for every key.
func (l *loginLimiter) fail(keys ...string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	for _, k := range keys {
		l.failures[k] = append(l.recent(k), now)
	}
	if len(l.failures) > 100_000 {
		l.evict()
	}
}

// recent drops the key's failures older than the window; the caller holds mu.
func (l *loginLimiter) recent(key string) []time.Time {
	list := l.failures[key]
	cutoff := l.now().Add(-l.window)
	i := 0
	for i < len(list) && !list[i].After(cutoff) {
		i++
	}
	if i == len(list) {
		delete(l.failures, key)
		return nil
	}
	list = list[i:]
	l.failures[key] = list
	return list
}

// evict forgets keys whose failures have all left the window (bounds memory under a flood).
func (l *loginLimiter) evict() {
	for k := range l.failures {
		l.recent(k)
	}
}
