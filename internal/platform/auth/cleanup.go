package auth

import (
	"context"
	"time"
)

// cleanupEvery is how often expired rows are deleted; revokedTokenRetention is how long a revoked
// refresh token is kept to detect reuse (GoTrue's cleanup keeps them a day too).
const (
	cleanupEvery          = 10 * time.Minute
	revokedTokenRetention = 24 * time.Hour
)

// maybeCleanup deletes revoked refresh tokens past retention and expired one-time tokens, at most
// once per cleanupEvery, from the request that triggers it.
func (a *API) maybeCleanup(ctx context.Context) {
	now := a.now()
	last := a.lastCleanup.Load()
	if now.Unix()-last < int64(cleanupEvery/time.Second) || !a.lastCleanup.CompareAndSwap(last, now.Unix()) {
		return
	}
	ctx = context.WithoutCancel(ctx)
	cutoff := now.Add(-revokedTokenRetention)
	if _, err := a.db.Exec(ctx, `DELETE FROM auth_refresh_tokens WHERE revoked = ? AND updated_at < ?
		OR EXISTS (SELECT 1 FROM auth_refresh_tokens c
			WHERE c.parent = auth_refresh_tokens.token_hash AND NOT c.reissued AND c.created_at < ?)`,
		true, cutoff, cutoff); err != nil {
		a.logger.Warn("auth: cleanup of refresh tokens failed", "error", err)
	}
	if _, err := a.db.Exec(ctx, `DELETE FROM auth_one_time_tokens WHERE created_at < ?`, now.Add(-otpLifetime)); err != nil {
		a.logger.Warn("auth: cleanup of one-time tokens failed", "error", err)
	}
	// Pending PKCE flows, e-mail changes and re-authentication codes live as long as a one-time token.
	for table, column := range map[string]string{"auth_flow_state": "created_at", "auth_email_changes": "sent_at", "auth_reauthentications": "sent_at"} {
		if _, err := a.db.Exec(ctx, `DELETE FROM `+table+` WHERE `+column+` < ?`, now.Add(-otpLifetime)); err != nil {
			a.logger.Warn("auth: cleanup of expired rows failed", "table", table, "error", err)
		}
	}
}
