package web

import (
	"context"
	"fmt"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// loginLimiter counts failed sign-ins per key (client address, e-mail) in a sliding window: after
// max failures within window, further attempts are refused until the oldest failure leaves it. The
// failures live in the database (cms_login_attempts) so that every instance sharing it counts the
// same ones.
type loginLimiter struct {
	max    int
	window time.Duration
	now    func() time.Time
}

func newLoginLimiter(max int, window time.Duration, now func() time.Time) *loginLimiter {
	return &loginLimiter{max: max, window: window, now: now}
}

// blocked reports whether any key has reached the limit.
func (l *loginLimiter) blocked(ctx context.Context, db *database.DB, keys ...string) (bool, error) {
	cutoff := l.now().Add(-l.window).UTC()
	for _, k := range keys {
		var n int
		if err := db.QueryRow(ctx, `SELECT count(*) FROM cms_login_attempts WHERE key = ? AND attempted_at > ?`,
			k, cutoff).Scan(&n); err != nil {
			return false, fmt.Errorf("count failed sign-ins: %w", err)
		}
		if n >= l.max {
			return true, nil
		}
	}
	return false, nil
}

// fail records a failed attempt for every key and forgets failures that have left the window
// (bounding the table under a flood).
func (l *loginLimiter) fail(ctx context.Context, db *database.DB, keys ...string) error {
	now := l.now().UTC()
	return db.InTx(ctx, func(tx *database.Tx) error {
		for _, k := range keys {
			if _, err := tx.Exec(ctx, `INSERT INTO cms_login_attempts (key, attempted_at) VALUES (?, ?)`, k, now); err != nil {
				return fmt.Errorf("record failed sign-in: %w", err)
			}
		}
		if _, err := tx.Exec(ctx, `DELETE FROM cms_login_attempts WHERE attempted_at <= ?`, now.Add(-l.window)); err != nil {
			return fmt.Errorf("prune failed sign-ins: %w", err)
		}
		return nil
	})
}
