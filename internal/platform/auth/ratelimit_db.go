package auth

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// limiter takes one token from key's bucket at time now and reports whether there was one.
type limiter interface {
	allow(key string, now time.Time) bool
}

// dbLimiter is a keyedLimiter whose buckets live in the auth_rate_limits table, so that every
// instance on one PostgreSQL counts against the same bucket. One statement refills the bucket for
// the time elapsed, takes a token when there is one, and says whether it did; a refused attempt
// takes nothing, as x/time/rate's AllowN does.
type dbLimiter struct {
	db     *database.DB
	logger *slog.Logger
	name   string  // bucket prefix: the limiter's purpose
	rate   float64 // tokens per second
	burst  float64
	idle   time.Duration // a bucket untouched this long is full again, so it is deleted

	mu        sync.Mutex
	lastSweep time.Time
}

func newDBLimiter(db *database.DB, logger *slog.Logger, name string, n int, period time.Duration, burst int) *dbLimiter {
	rate := float64(n) / period.Seconds()
	return &dbLimiter{db: db, logger: logger, name: name, rate: rate, burst: float64(burst),
		idle: time.Duration(float64(burst)/rate*float64(time.Second)) + time.Second}
}

// allow fails open when the database does not answer: the request it guards needs the database
// anyway and will fail on its own, and a limiter must not turn a blip into refused sign-ins.
func (l *dbLimiter) allow(key string, now time.Time) bool {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	least := "min"
	if l.db.Dialect() == database.Postgres {
		least = "LEAST"
	}
	refill := least + "(?, auth_rate_limits.tokens + (? - auth_rate_limits.updated_at) * ?)"
	var allowed bool
	at := float64(now.UnixNano()) / 1e9
	// A transaction, because a statement that writes must go to the write pool.
	err := l.db.InTx(ctx, func(tx *database.Tx) error {
		return tx.QueryRow(ctx, `INSERT INTO auth_rate_limits (bucket, tokens, allowed, updated_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (bucket) DO UPDATE SET
			tokens = CASE WHEN `+refill+` >= 1 THEN `+refill+` - 1 ELSE `+refill+` END,
			allowed = `+refill+` >= 1,
			updated_at = ?
		RETURNING allowed`,
			l.name+":"+key, l.burst-1, true, at,
			l.burst, at, l.rate, l.burst, at, l.rate, l.burst, at, l.rate, l.burst, at, l.rate,
			at).Scan(&allowed)
	})
	if err != nil {
		l.logger.Warn("auth: rate limit not counted", "limit", l.name, "error", err)
		return true
	}
	l.sweep(ctx, now)
	return allowed
}

// sweep deletes this limiter's buckets that have been idle long enough to be full again, at most
// once per idle period per instance.
func (l *dbLimiter) sweep(ctx context.Context, now time.Time) {
	l.mu.Lock()
	due := now.Sub(l.lastSweep) > l.idle
	if due {
		l.lastSweep = now
	}
	l.mu.Unlock()
	if !due {
		return
	}
	cutoff := float64(now.Add(-l.idle).UnixNano()) / 1e9
	if _, err := l.db.Exec(ctx, "DELETE FROM auth_rate_limits WHERE bucket LIKE ? AND updated_at < ?", l.name+":%", cutoff); err != nil {
		l.logger.Warn("auth: rate limit sweep failed", "limit", l.name, "error", err)
	}
}
