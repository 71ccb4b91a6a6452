package auth

import (
	"crypto/subtle"
	"errors"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
)

// refreshGrant serves POST /token?grant_type=refresh_token with GoTrue's rotation: a token works
// once; presenting the parent of the session's active token returns the active token again (the
// client lost the answer); a rotated token is accepted again within the reuse interval; past it the
// session's tokens are all revoked (committed, then answered with refresh_token_already_used).
func (a *API) refreshGrant(w http.ResponseWriter, r *http.Request) {
	var p struct {
		RefreshToken string `json:"refresh_token"`
	}
	if !a.decode(w, r, &p) {
		return
	}
	p.RefreshToken = strings.TrimSpace(p.RefreshToken)
	if p.RefreshToken == "" {
		a.oauthError(w, "invalid_request", "refresh_token required")
		return
	}
	ctx := r.Context()
	var (
		u       *user
		s       *session
		issued  string    // the refresh token to answer with
		refused *apiError // an answer that must not roll back the transaction
	)
	err := a.db.InTx(ctx, func(tx *database.Tx) error {
		now := a.now()
		// Refreshes of one session run one at a time: the session row's write lock is taken first,
		// so on PostgreSQL a concurrent refresh of the same token waits here, then reads it as
		// revoked and is handed the same new token. (SQLite already runs one writer at a time.)
		if _, err := tx.Exec(ctx, `UPDATE auth_sessions SET updated_at = updated_at
			WHERE id = (SELECT session_id FROM auth_refresh_tokens WHERE token_hash = ?)`, hashToken(p.RefreshToken)); err != nil {
			return err
		}
		tok, err := findRefreshToken(ctx, tx, p.RefreshToken)
		if err != nil {
			return err
		}
		if tok == nil {
			return badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found")
		}
		u, err = findUserByID(ctx, tx, tok.UserID)
		if errors.Is(err, errNoUser) {
			return badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found")
		}
		if err != nil {
			return err
		}
		if u.banned(now) {
			return badRequest("user_banned", "User is banned")
		}
		if s, err = findSession(ctx, tx, tok.SessionID); err != nil {
			return err
		}
		if tok.Revoked {
			active, err := activeRefreshToken(ctx, tx, tok.SessionID)
			if err != nil {
				return err
			}
			switch {
			case active != nil && subtle.ConstantTimeCompare([]byte(active.Parent), []byte(hashToken(p.RefreshToken))) == 1:
				if issued, err = unseal(p.RefreshToken, active.Sealed); err != nil {
					return err
				}
			case now.After(tok.UpdatedAt.Add(a.reuse)):
				if _, err := tx.Exec(ctx, `UPDATE auth_refresh_tokens SET revoked = ?, updated_at = ?
					WHERE session_id = ? AND revoked = ?`, true, now, tok.SessionID, false); err != nil {
					return err
				}
				a.logger.WarnContext(r.Context(), "auth: refresh token reused after rotation; session revoked",
					"session_id", tok.SessionID, "user_id", tok.UserID)
				refused = badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used")
				return nil
			}
		} else if _, err := tx.Exec(ctx, `UPDATE auth_refresh_tokens SET revoked = ?, updated_at = ? WHERE id = ?`,
			true, now, tok.ID); err != nil {
			return err
		}
		if issued == "" {
			if issued, err = insertRefreshToken(ctx, tx, s.ID, u.ID, p.RefreshToken, now); err != nil {
				return err
			}
		}
		_, err = tx.Exec(ctx, `UPDATE auth_sessions SET updated_at = ? WHERE id = ?`, now, s.ID)
		return err
	})
	switch {
	case err != nil:
		a.failErr(w, r, err)
	case refused != nil:
		a.fail(w, r, refused)
	default:
		// Signed after the commit: SQLite's only writer is not held for it.
		resp, err := a.issue(u, s, issued)
		if err != nil {
			a.failErr(w, r, err)
			return
		}
		writeJSON(w, http.StatusOK, resp)
	}
}
