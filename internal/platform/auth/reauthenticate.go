package auth

import (
	"context"
	"crypto/subtle"
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// Re-authentication (GoTrue's GET /reauthenticate and PUT /user's nonce): a signed-in user asks for
// a six-digit code by e-mail and sends it with a password change. With
// GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION the code is required when the session is
// older than reauthenticationWindow, so a session left open on a shared computer cannot change the
// password on its own.

// reauthenticationWindow is how old a session may be and still change the password without a code.
const reauthenticationWindow = 24 * time.Hour

var (
	errReauthenticationNeeded = badRequest("reauthentication_needed", "Password update requires reauthentication")
	errReauthenticationBad    = &apiError{Status: http.StatusUnprocessableEntity, Code: "reauthentication_not_valid",
		Message: "Requested entity was not found"}
)

// reauthenticate serves GET /reauthenticate: a fresh code to the caller's address, at most one a
// minute; 200 {}.
func (a *API) reauthenticate(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	c, err := a.requireUser(ctx, r)
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	var otp string
	err = a.db.InTx(ctx, func(tx *database.Tx) error {
		var last database.Time
		err := tx.QueryRow(ctx, `SELECT sent_at FROM auth_reauthentications WHERE user_id = ?`, c.user.ID).Scan(&last)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("read re-authentication: %w", err)
		}
		if e := a.tooSoon(last); e != nil {
			return e
		}
		var hashed string
		if otp, hashed, err = newOTP(c.user.Email); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM auth_reauthentications WHERE user_id = ?`, c.user.ID); err != nil {
			return fmt.Errorf("replace re-authentication: %w", err)
		}
		_, err = tx.Exec(ctx, `INSERT INTO auth_reauthentications (user_id, token_hash, sent_at) VALUES (?, ?, ?)`, c.user.ID, hashed, a.now())
		if err != nil {
			return fmt.Errorf("record re-authentication: %w", err)
		}
		return nil
	})
	if err == nil {
		err = a.sendCode(ctx, c.user.Email, otp)
	}
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, struct{}{})
}

// checkReauthentication decides whether a password change may go on: without the setting, or in a
// session younger than reauthenticationWindow, always; otherwise only with the caller's live code
// (nonce), which the change then spends.
func (a *API) checkReauthentication(ctx context.Context, c *caller, nonce string) *apiError {
	if !a.cfg.UpdatePasswordRequireReauthentication {
		return nil
	}
	now := a.now()
	var started database.Time
	if err := a.db.QueryRow(ctx, `SELECT created_at FROM auth_sessions WHERE id = ?`, c.claims.SessionID).Scan(&started); err == nil &&
		now.Before(started.Add(reauthenticationWindow)) {
		return nil
	}
	if nonce == "" {
		return errReauthenticationNeeded
	}
	var hashed string
	var sent database.Time
	err := a.db.QueryRow(ctx, `SELECT token_hash, sent_at FROM auth_reauthentications WHERE user_id = ?`, c.user.ID).Scan(&hashed, &sent)
	if err != nil || now.After(sent.Add(otpLifetime)) || subtle.ConstantTimeCompare([]byte(hashed), []byte(hashOTP(c.user.Email, nonce))) != 1 {
		return errReauthenticationBad
	}
	return nil
}
