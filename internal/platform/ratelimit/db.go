// Package ratelimit counts attempts per key (a client address, an e-mail) in token buckets: in the
// process on SQLite, where one process owns the database, and in the database on PostgreSQL, where
// every instance must count against the same bucket. /auth/v1 and the tables that bound what the
// public inserts share it.
package ratelimit

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// Limiter takes one token from key's bucket at time now and reports whether there was one.
type Limiter interface {
	Allow(key string, now time.Time) bool
}

// New returns a limiter of n events per period per key with bursts of up to burst: in the database
// on PostgreSQL (its buckets named for name), in the process otherwise.
func New(db *database.DB, logger *slog.Logger, name string, n int, period time.Duration, burst int) Limiter {
	if db != nil && db.Dialect() == database.Postgres {
		return NewDB(db, logger, name, n, period, burst)
	}
	return NewMemory(n, period, burst)
}

// DB is a limiter whose buckets live in the auth_rate_limits table, so that every
// instance on one PostgreSQL counts against the same bucket. One statement refills the bucket for
// the time elapsed, takes a token when there is one, and says whether it did; a refused attempt
// takes nothing, as x/time/rate's AllowN does.
type DB struct {
	db     *database.DB
	logger *slog.Logger
	name   string  // bucket prefix: the limiter's purpose
	rate   float64 // tokens per second
	burst  float64
	idle   time.Duration // a bucket untouched this long is full again, so it is deleted

	mu        sync.Mutex
	lastSweep time.Time
}

func NewDB(db *database.DB, logger *slog.Logger, name string, n int, period time.Duration, burst int) *DB {
	rate := float64(n) / period.Seconds()
	return &DB{db: db, logger: logger, name: name, rate: rate, burst: float64(burst),
		idle: time.Duration(float64(burst)/rate*float64(time.Second)) + time.Second}
}

// Allow fails open when the database does not answer: the request it guards needs the database
// anyway and will fail on its own, and a limiter must not turn a blip into refused sign-ins.
func (l *DB) Allow(key string, now time.Time) bool {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	var allowed bool
	// On the write pool, as one statement: on PostgreSQL a single round trip.
	query, args := l.take(key, now, "VALUES (?, ?, ?, ?)")
	if err := l.db.WriteRow(ctx, query+" RETURNING allowed", args, &allowed); err != nil {
		l.logger.Warn("rate limit not counted", "limit", l.name, "error", err)
		return true
	}
	l.sweep(ctx, now)
	return allowed
}

// take is the upsert that takes one token from key's bucket at now; rows is what it inserts when
// the bucket is new: VALUES, or a SELECT of the same four columns, with their placeholders first.
func (l *DB) take(key string, now time.Time, rows string) (string, []any) {
	least, greatest := "min", "max"
	if l.db.Dialect() == database.Postgres {
		least, greatest = "LEAST", "GREATEST"
	}
	// Attempts may commit out of order (a later one first): time never runs backwards for a
	// bucket, so an earlier one refills nothing and takes no token back.
	refill := least + "(?, auth_rate_limits.tokens + " + greatest + "(0, ? - auth_rate_limits.updated_at) * ?)"
	at := float64(now.UnixNano()) / 1e9
	return `INSERT INTO auth_rate_limits (bucket, tokens, allowed, updated_at) ` + rows + `
		ON CONFLICT (bucket) DO UPDATE SET
			tokens = CASE WHEN ` + refill + ` >= 1 THEN ` + refill + ` - 1 ELSE ` + refill + ` END,
			allowed = ` + refill + ` >= 1,
			updated_at = ` + greatest + `(auth_rate_limits.updated_at, ?)`,
		[]any{l.name + ":" + key, l.burst - 1, true, at,
			l.burst, at, l.rate, l.burst, at, l.rate, l.burst, at, l.rate, l.burst, at, l.rate,
			at}
}

// sweep deletes this limiter's buckets that have been idle long enough to be full again, at most
// once per idle period per instance.
func (l *DB) sweep(ctx context.Context, now time.Time) {
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
		l.logger.Warn("rate limit sweep failed", "limit", l.name, "error", err)
	}
}
