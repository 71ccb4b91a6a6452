package auth

import (
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/database"
)

// keyedLimiter is one token bucket per key (client address or e-mail). A bucket idle for long enough
// to have refilled is indistinguishable from a new one, so it is evicted; maxKeys bounds memory under
// a flood of distinct keys.
type keyedLimiter struct {
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

// newKeyedLimiter allows n events per period per key, with bursts of up to burst.
func newKeyedLimiter(n int, period time.Duration, burst int) *keyedLimiter {
	limit := rate.Limit(float64(n) / period.Seconds())
	return &keyedLimiter{
		limit:   limit,
		burst:   burst,
		idle:    time.Duration(float64(burst)/float64(limit)*float64(time.Second)) + time.Second,
		maxKeys: 100_000,
		buckets: map[string]*bucket{},
	}
}

// allow takes one token from key's bucket at time now.
func (l *keyedLimiter) allow(key string, now time.Time) bool {
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

func (l *keyedLimiter) sweep(now time.Time) {
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

// limits are the API's limiters. Per-address values are GoTrue's defaults; per-e-mail ones slow down
// guessing against one account from many addresses.
type limits struct {
	tokenIP    limiter // password and refresh grants: 150 per 5 min, burst 30
	tokenEmail limiter // password grant per e-mail
	otpIP      limiter // recover, resend, signup: 30 per 5 min
	otpEmail   limiter
	verifyIP   limiter // verify: 30 per 5 min
	verifyKey  limiter // verify per e-mail: bounds OTP guessing
}

// newLimits counts in memory on SQLite (one process owns the file) and in the database on
// PostgreSQL, where several instances share it and must share the counts. Each limit is n per 5
// minutes (config.AuthRateLimits); its burst is the default's, or n when that is smaller.
func newLimits(db *database.DB, logger *slog.Logger, n config.AuthRateLimits) *limits {
	mk := func(name string, perPeriod, burst int) limiter {
		burst = min(burst, perPeriod)
		if db != nil && db.Dialect() == database.Postgres {
			return newDBLimiter(db, logger, name, perPeriod, rateLimitPeriod, burst)
		}
		return newKeyedLimiter(perPeriod, rateLimitPeriod, burst)
	}
	return &limits{
		tokenIP:    mk("token_ip", n.TokenIP, 30),
		tokenEmail: mk("token_email", n.TokenEmail, 20),
		otpIP:      mk("otp_ip", n.OTPIP, 30),
		otpEmail:   mk("otp_email", n.OTPEmail, 5),
		verifyIP:   mk("verify_ip", n.VerifyIP, 30),
		verifyKey:  mk("verify_key", n.VerifyEmail, 5),
	}
}

// rateLimitPeriod is the window every /auth/v1 limit counts in.
const rateLimitPeriod = 5 * time.Minute

// clientIP is the address the connection comes from. Forwarding headers are not trusted: anyone can
// set them, and they would let a client pick its own rate-limit bucket.
func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// allowIP and allowKey report whether the request may proceed; keys are compared case-insensitively.
func (a *API) allowIP(l limiter, r *http.Request) bool {
	return l.allow(clientIP(r), a.now())
}

func (a *API) allowKey(l limiter, key string) bool {
	return l.allow(strings.ToLower(strings.TrimSpace(key)), a.now())
}

// limitIP answers 429 when the client address is over l; it reports whether to go on.
func (a *API) limitIP(w http.ResponseWriter, r *http.Request, l limiter) bool {
	if !a.allowIP(l, r) {
		a.fail(w, r, errRateLimited)
		return false
	}
	return true
}
