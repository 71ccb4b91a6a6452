package auth

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"database/sql"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/vitrina/vitrina/internal/database"
)

// PKCE (RFC 7636), as GoTrue runs it for e-mail links: a request that carries a code_challenge
// (/otp, /recover, /signup — supabase-js with flowType 'pkce') records a flow state; its e-mail link
// carries the token prefixed "pkce_", and following it answers the redirect with ?code=<auth code>
// instead of a session in the fragment; the client then trades the code and its code_verifier for
// the session at /token?grant_type=pkce, once, within authCodeLifetime. A link copied from the
// e-mail is worthless without the verifier, which never left the browser that asked for it.

// pkceTokenPrefix marks the token of a PKCE flow's e-mail link.
const pkceTokenPrefix = "pkce_"

// authCodeLifetime is how long an issued auth code may be exchanged (GoTrue: 5 minutes).
const authCodeLifetime = 5 * time.Minute

// pkceChallenge is a request's code_challenge and its method.
type pkceChallenge struct {
	Challenge, Method string
}

// pkceChallengeOf reads a request's code_challenge and code_challenge_method: nil without either,
// an error with one alone, an unknown method or a challenge that RFC 7636 does not allow.
func pkceChallengeOf(challenge, method string) (*pkceChallenge, *apiError) {
	if challenge == "" && method == "" {
		return nil, nil
	}
	if challenge == "" || method == "" {
		return nil, validation("PKCE flow requires code_challenge_method and code_challenge")
	}
	method = strings.ToLower(method)
	if method != "s256" && method != "plain" {
		return nil, validation("code challenge method not supported")
	}
	if len(challenge) < 43 || len(challenge) > 128 || strings.IndexFunc(challenge, notUnreserved) >= 0 {
		return nil, validation("invalid code challenge format")
	}
	return &pkceChallenge{Challenge: challenge, Method: method}, nil
}

// notUnreserved reports a character RFC 7636 does not allow in a challenge or verifier.
func notUnreserved(c rune) bool {
	return !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.' || c == '_' || c == '~')
}

// matches reports whether verifier answers the challenge (constant time).
func (p *pkceChallenge) matches(verifier string) bool {
	want := verifier
	if p.Method == "s256" {
		sum := sha256.Sum256([]byte(verifier))
		want = base64.RawURLEncoding.EncodeToString(sum[:])
	}
	return subtle.ConstantTimeCompare([]byte(want), []byte(p.Challenge)) == 1
}

// createFlowState records a PKCE flow of method (the link's type) for user inside tx.
func createFlowState(ctx context.Context, tx *database.Tx, userID string, p *pkceChallenge, method string, now time.Time) error {
	if _, err := tx.Exec(ctx, `INSERT INTO auth_flow_state (id, user_id, auth_code, code_challenge, code_challenge_method,
		authentication_method, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		uuid.NewString(), userID, uuid.NewString(), p.Challenge, p.Method, method, now); err != nil {
		return fmt.Errorf("store PKCE flow state: %w", err)
	}
	return nil
}

var (
	errFlowStateNotFound = &apiError{Status: http.StatusNotFound, Code: "flow_state_not_found",
		Message: "invalid flow state, no valid flow state found"}
	errFlowStateExpired = &apiError{Status: http.StatusNotFound, Code: "flow_state_expired",
		Message: "invalid flow state, flow state has expired"}
	errBadCodeVerifier = &apiError{Status: http.StatusForbidden, Code: "bad_code_verifier",
		Message: "code challenge does not match previously saved code verifier"}
)

// issueAuthCode ends the e-mail step of user's newest live PKCE flow of method: it marks the flow's
// auth code issued (now) and answers it.
func issueAuthCode(ctx context.Context, tx *database.Tx, userID, method string, now time.Time) (string, error) {
	var id, code string
	err := tx.QueryRow(ctx, `SELECT id, auth_code FROM auth_flow_state WHERE user_id = ? AND authentication_method = ?
		AND auth_code_issued_at IS NULL AND created_at > ? ORDER BY created_at DESC LIMIT 1`,
		userID, method, now.Add(-otpLifetime)).Scan(&id, &code)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errFlowStateNotFound
	}
	if err != nil {
		return "", fmt.Errorf("read PKCE flow state: %w", err)
	}
	if _, err := tx.Exec(ctx, `UPDATE auth_flow_state SET auth_code_issued_at = ? WHERE id = ?`, now, id); err != nil {
		return "", fmt.Errorf("issue PKCE auth code: %w", err)
	}
	return code, nil
}

// pkceGrant serves POST /token?grant_type=pkce: {auth_code, code_verifier} → the session, once.
func (a *API) pkceGrant(w http.ResponseWriter, r *http.Request) {
	var p struct {
		AuthCode     string `json:"auth_code"`
		CodeVerifier string `json:"code_verifier"`
	}
	if !a.decode(w, r, &p) {
		return
	}
	if p.AuthCode == "" || p.CodeVerifier == "" {
		a.fail(w, r, validation("invalid request: both auth code and code verifier should be non-empty"))
		return
	}
	var (
		resp    *tokenResponse
		refused *apiError // committed: the code is spent even when the exchange is refused
	)
	err := a.db.InTx(r.Context(), func(tx *database.Tx) error {
		ctx, now := r.Context(), a.now()
		var (
			id, userID, method string
			flow               pkceChallenge
			issued             database.Time
		)
		err := tx.QueryRow(ctx, `SELECT id, user_id, code_challenge, code_challenge_method, authentication_method, auth_code_issued_at
			FROM auth_flow_state WHERE auth_code = ?`, p.AuthCode).Scan(&id, &userID, &flow.Challenge, &flow.Method, &method, &issued)
		if errors.Is(err, sql.ErrNoRows) {
			return errFlowStateNotFound
		}
		if err != nil {
			return fmt.Errorf("read PKCE flow state: %w", err)
		}
		if issued.IsZero() {
			return errFlowStateNotFound // the e-mail link has not been followed
		}
		// A code is spent by its first exchange, right or wrong: a guessed verifier gets one try.
		if _, err := tx.Exec(ctx, `DELETE FROM auth_flow_state WHERE id = ?`, id); err != nil {
			return fmt.Errorf("spend PKCE flow state: %w", err)
		}
		switch {
		case now.After(issued.Add(authCodeLifetime)):
			refused = errFlowStateExpired
			return nil
		case !flow.matches(p.CodeVerifier):
			refused = errBadCodeVerifier
			return nil
		}
		u, err := findUserByID(ctx, tx, userID)
		if err != nil {
			return err
		}
		if u.banned(now) {
			return errBanned
		}
		resp, err = a.startSession(ctx, tx, u, amrOfLink(method))
		return err
	})
	switch {
	case err != nil:
		a.failErr(w, r, err)
	case refused != nil:
		a.fail(w, r, refused)
	default:
		writeJSON(w, http.StatusOK, resp)
	}
}

// amrOfLink is the authentication method a session started from an e-mail link of typ records.
func amrOfLink(typ string) string {
	if typ == "recovery" {
		return "recovery"
	}
	return "otp"
}
