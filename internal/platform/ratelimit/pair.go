package ratelimit

import (
	"context"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// AllowBoth takes a token from first's bucket of firstKey and, only when that was allowed, one from
// second's bucket of secondKey, as two Allow calls in that order would: a request refused by the
// first limit takes nothing from the second. It reports what each said (second is false when
// first was refused). When both count in the same PostgreSQL database, both buckets are updated by
// one statement, one round trip and one commit instead of two.
func AllowBoth(first Limiter, firstKey string, second Limiter, secondKey string, now time.Time) (bool, bool) {
	a, okA := first.(*DB)
	b, okB := second.(*DB)
	if !okA || !okB || a.db != b.db || a.db.Dialect() != database.Postgres || a.name+":"+firstKey == b.name+":"+secondKey {
		if !first.Allow(firstKey, now) {
			return false, false
		}
		return true, second.Allow(secondKey, now)
	}
	return a.allowWith(firstKey, b, secondKey, now)
}

// allowWith is AllowBoth on PostgreSQL: the second upsert inserts (or updates) only from the
// first's RETURNING row when that one was allowed. Like Allow, it fails open.
func (l *DB) allowWith(key string, second *DB, secondKey string, now time.Time) (bool, bool) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	firstQuery, firstArgs := l.take(key, now, "VALUES (?, ?, ?, ?)")
	secondQuery, secondArgs := second.take(secondKey, now,
		"SELECT CAST(? AS text), CAST(? AS double precision), CAST(? AS boolean), CAST(? AS double precision) FROM first WHERE first.allowed")
	var firstOK, secondOK bool
	err := l.db.WriteRow(ctx, `WITH first AS (`+firstQuery+` RETURNING allowed),
		second AS (`+secondQuery+` RETURNING allowed)
		SELECT first.allowed, COALESCE((SELECT allowed FROM second), false) FROM first`,
		append(firstArgs, secondArgs...), &firstOK, &secondOK)
	if err != nil {
		l.logger.Warn("rate limits not counted", "limit", l.name, "and", second.name, "error", err)
		return true, true
	}
	l.sweep(ctx, now)
	second.sweep(ctx, now)
	return firstOK, secondOK
}
