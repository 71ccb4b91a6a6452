package auth

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/gateway"
)

type verifyFactorParams struct {
	ChallengeID string `json:"challenge_id"`
	Code        string `json:"code"`
}

// verifyFactor serves POST /factors/{factor_id}/verify. A right code (never one of a time step
// already used) verifies the factor if it was not, raises the caller's session to aal2 with a totp
// entry in amr, renews its refresh token, ends the user's other aal1 sessions and drops the other
// unverified factors, as GoTrue does; the answer is a new session. A wrong code is counted against
// the factor, and the count is committed even though the answer is an error.
func (a *API) verifyFactor(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	c, err := a.requireUser(ctx, r)
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	var p verifyFactorParams
	if !a.decode(w, r, &p) {
		return
	}
	p.Code = strings.TrimSpace(p.Code)
	if p.Code == "" {
		a.fail(w, r, validation("Code needs to be non-empty"))
		return
	}
	if c.claims.SessionID == "" {
		a.fail(w, r, &apiError{Status: http.StatusForbidden, Code: "session_not_found",
			Message: "Session from session_id claim in JWT does not exist"})
		return
	}
	var (
		resp     *tokenResponse
		refused  *apiError // an answer given after committing (a counted failure)
		enrolled bool      // this code verified the factor for the first time
	)
	err = a.db.InTx(ctx, func(tx *database.Tx) error {
		now := a.now()
		f, err := a.callerFactor(ctx, tx, c, r, true)
		if err != nil {
			return err
		}
		if refused, err = a.checkChallenge(ctx, tx, f, p.ChallengeID, r, now); refused != nil || err != nil {
			return err
		}
		if !f.LockedUntil.IsZero() && now.Before(f.LockedUntil.Time) {
			return errFactorLocked
		}
		secret, err := a.openSecret(f.ID, f.Secret)
		if err != nil {
			return err
		}
		step, ok, err := matchTOTP(secret, p.Code, now, f.LastUsedStep)
		if err != nil {
			return err
		}
		f.UpdatedAt = database.Time{Time: now}
		if !ok {
			f.FailedAttempts++
			f.LockedUntil = database.Time{Time: lockAfter(now, f.FailedAttempts)}
			refused = errCodeInvalid
			if err := saveFactorState(ctx, tx, f); err != nil {
				return err
			}
			action := auditVerifyFailed
			if !f.LockedUntil.IsZero() {
				action = auditFactorLockedOut
			}
			return a.auditFactor(ctx, tx, r, c, action, f, c.user.Email)
		}
		enrolled = !f.verified()
		f.Status, f.LastUsedStep, f.FailedAttempts, f.LockedUntil = factorVerified, step, 0, database.Time{}
		if err := saveFactorState(ctx, tx, f); err != nil {
			return err
		}
		if err := a.auditFactor(ctx, tx, r, c, auditVerify, f, c.user.Email); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE auth_mfa_challenges SET verified_at = ? WHERE id = ?`,
			database.Time{Time: now}, p.ChallengeID); err != nil {
			return fmt.Errorf("spend challenge: %w", err)
		}
		if _, err := tx.Exec(ctx, `DELETE FROM auth_mfa_factors WHERE user_id = ? AND status = ? AND id <> ?`,
			c.user.ID, factorUnverified, f.ID); err != nil {
			return fmt.Errorf("drop unverified factors: %w", err)
		}
		resp, err = a.raiseSession(ctx, tx, c.user.ID, c.claims.SessionID, now)
		return err
	})
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	if refused != nil {
		a.fail(w, r, refused)
		return
	}
	if enrolled {
		a.notify(ctx, r, c.user.Email, noticeFactorEnrolled)
	}
	writeJSON(w, http.StatusOK, resp)
}

// checkChallenge finds challenge id of f and refuses it when spent, asked from another address or
// expired (an expired challenge is deleted, so the refusal is to be answered after committing).
func (a *API) checkChallenge(ctx context.Context, tx *database.Tx, f *factor, id string, r *http.Request, now time.Time) (*apiError, error) {
	notFound := &apiError{Status: http.StatusUnprocessableEntity, Code: "mfa_factor_not_found",
		Message: "MFA factor with the provided challenge ID not found"}
	if _, err := uuid.Parse(id); err != nil {
		return notFound, nil
	}
	var ip string
	var created, verified database.Time
	err := tx.QueryRow(ctx, `SELECT ip_address, created_at, verified_at FROM auth_mfa_challenges
		WHERE id = ? AND factor_id = ?`, id, f.ID).Scan(&ip, &created, &verified)
	if errors.Is(err, sql.ErrNoRows) {
		return notFound, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read challenge: %w", err)
	}
	if !verified.IsZero() || ip != clientIP(r) {
		return &apiError{Status: http.StatusUnprocessableEntity, Code: "mfa_ip_address_mismatch",
			Message: "Challenge and verify IP addresses mismatch."}, nil
	}
	if now.After(created.Add(mfaChallengeExpiry)) {
		if _, err := tx.Exec(ctx, `DELETE FROM auth_mfa_challenges WHERE id = ?`, id); err != nil {
			return nil, fmt.Errorf("delete expired challenge: %w", err)
		}
		return &apiError{Status: http.StatusUnprocessableEntity, Code: "mfa_challenge_expired",
			Message: "MFA challenge " + id + " has expired, verify against another challenge or create a new challenge."}, nil
	}
	return nil, nil
}

// raiseSession sets session sid to aal2 with a fresh totp entry first in its amr, revokes its
// refresh tokens (deleted: a token issued at aal1 must not mint aal2 tokens, not even within
// the reuse interval), ends the user's other aal1
// sessions and issues a new token pair for the session.
func (a *API) raiseSession(ctx context.Context, tx *database.Tx, userID, sid string, now time.Time) (*tokenResponse, error) {
	s, err := findSession(ctx, tx, sid)
	if err != nil {
		return nil, err
	}
	amr := []gateway.AMR{{Method: amrTOTP, Timestamp: now.Unix()}}
	for _, m := range s.AMR {
		if m.Method != amrTOTP {
			amr = append(amr, m)
		}
	}
	s.AAL, s.AMR = aal2, amr
	raw, err := json.Marshal(s.AMR)
	if err != nil {
		return nil, fmt.Errorf("encode amr: %w", err)
	}
	if _, err := tx.Exec(ctx, `UPDATE auth_sessions SET aal = ?, amr = ?, updated_at = ? WHERE id = ?`,
		s.AAL, string(raw), database.Time{Time: now}, sid); err != nil {
		return nil, fmt.Errorf("raise session: %w", err)
	}
	if _, err := tx.Exec(ctx, `DELETE FROM auth_refresh_tokens WHERE session_id = ?`, sid); err != nil {
		return nil, fmt.Errorf("drop aal1 refresh tokens: %w", err)
	}
	if _, err := tx.Exec(ctx, `DELETE FROM auth_sessions WHERE user_id = ? AND id <> ? AND aal = ?`, userID, sid, aal1); err != nil {
		return nil, fmt.Errorf("end aal1 sessions: %w", err)
	}
	refresh, err := insertRefreshToken(ctx, tx, sid, userID, "", false, now)
	if err != nil {
		return nil, err
	}
	u, err := findUserByID(ctx, tx, userID)
	if err != nil {
		return nil, err
	}
	if err := loadFactors(ctx, tx, u); err != nil {
		return nil, err
	}
	return a.issue(u, s, refresh)
}
