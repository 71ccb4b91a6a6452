package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"net/url"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// otpLifetime is GoTrue's MAILER_OTP_EXP default.
const otpLifetime = 24 * time.Hour

// Verification types and the one-time-token kind each one consumes (GoTrue shares them likewise).
var otpKinds = map[string]string{
	"signup":    "confirmation_token",
	"invite":    "confirmation_token",
	"recovery":  "recovery_token",
	"magiclink": "recovery_token",
}

// newOTP returns a 6-digit code and its hashed token, hex(SHA-224(email + otp)) as GoTrue's.
func newOTP(email string) (otp, hashed string, err error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", "", fmt.Errorf("generate otp: %w", err)
	}
	otp = fmt.Sprintf("%06d", n.Int64())
	return otp, hashOTP(email, otp), nil
}

func hashOTP(email, otp string) string {
	sum := sha256.Sum224([]byte(email + otp))
	return hex.EncodeToString(sum[:])
}

// storeOTP replaces the user's one-time token of kind with hashed; only the hash is stored.
func storeOTP(ctx context.Context, tx *database.Tx, u *user, kind, hashed string, now time.Time) error {
	// One statement, not a delete and an insert: a round trip less on every e-mail sent. A user has
	// one token of a kind (the unique index), so the new one replaces the old.
	if _, err := tx.Exec(ctx, `INSERT INTO auth_one_time_tokens (user_id, token_type, token_hash, relates_to, created_at)
		VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id, token_type) DO UPDATE SET token_hash = excluded.token_hash,
		relates_to = excluded.relates_to, created_at = excluded.created_at`, u.ID, kind, hashed, u.Email, now); err != nil {
		return fmt.Errorf("store one-time token: %w", err)
	}
	return nil
}

// consumeOTP deletes and returns the user id of an unexpired token of kind whose hash is hashed;
// "" when there is none.
func consumeOTP(ctx context.Context, tx *database.Tx, kind, hashed string, now time.Time) (string, error) {
	var (
		id      int64
		userID  string
		created database.Time
	)
	err := tx.QueryRow(ctx, `SELECT id, user_id, created_at FROM auth_one_time_tokens
		WHERE token_type = ? AND token_hash = ?`, kind, hashed).Scan(&id, &userID, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("read one-time token: %w", err)
	}
	if _, err := tx.Exec(ctx, `DELETE FROM auth_one_time_tokens WHERE id = ?`, id); err != nil {
		return "", fmt.Errorf("consume one-time token: %w", err)
	}
	if now.After(created.Add(otpLifetime)) {
		return "", nil
	}
	return userID, nil
}

// logoutOthers deletes the user's sessions except keep, and any pending one-time tokens: what a
// password change does in GoTrue.
func logoutOthers(ctx context.Context, tx *database.Tx, userID, keep string) error {
	if _, err := tx.Exec(ctx, `DELETE FROM auth_sessions WHERE user_id = ? AND id <> ?`, userID, keep); err != nil {
		return fmt.Errorf("sign out other sessions: %w", err)
	}
	if _, err := tx.Exec(ctx, `DELETE FROM auth_one_time_tokens WHERE user_id = ?`, userID); err != nil {
		return fmt.Errorf("clear one-time tokens: %w", err)
	}
	return nil
}

// actionLink is the /verify link carrying hashed, as GoTrue's mailer builds it.
func (a *API) actionLink(typ, hashed, redirect string) string {
	return fmt.Sprintf("%s/auth/v1/verify?token=%s&type=%s&redirect_to=%s",
		a.cfg.BaseURL(), url.QueryEscape(hashed), typ, url.QueryEscape(redirect))
}
