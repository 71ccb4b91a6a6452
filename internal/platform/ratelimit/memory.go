package ratelimit

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Memory is one token bucket per key (client address or e-mail), in the process. A bucket idle long enough
// to have refilled is indistinguishable from a new one, so it is evicted; maxKeys bounds memory under
// a flood of distinct keys.
type Memory struct {
	mu        sync.Mutex
	limit     rate.Limit
	burst     int
	idle      time.Duration
	maxKeys   int
	buckets   map[string]*bucket
	lastSweep time.Time
}

type bucket struct {
	lim  *rate.Limiter
	seen time.Time
}

// NewMemory allows n events per period per key, with bursts of up to burst.
func NewMemory(n int, period time.Duration, burst int) *Memory {
	limit := rate.Limit(float64(n) / period.Seconds())
	return &Memory{
		limit:   limit,
		burst:   burst,
		idle:    time.Duration(float64(burst)/float64(limit)*float64(time.Second)) + time.Second,
		maxKeys: 100_000,
		buckets: map[string]*bucket{},
	}
}

// Allow takes one token from key's bucket at time now.
func (l *Memory) Allow(key string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.lastSweep) > l.idle || len(l.buckets) >= l.maxKeys {
		l.sweep(now)
	}
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{lim: rate.NewLimiter(l.limit, l.burst)}
		l.buckets[key] = b
	}
	b.seen = now
	return b.lim.AllowN(now, 1)
}

func (l *Memory) sweep(now time.Time) {
	l.lastSweep = now
	for k, b := range l.buckets {
		if now.Sub(b.seen) > l.idle {
			delete(l.buckets, k)
		}
	}
	// Still full: drop arbitrary buckets (map order is random) rather than grow without bound.
	for k := range l.buckets {
		if len(l.buckets) < l.maxKeys {
			break
		}
		delete(l.buckets, k)
	}
}
