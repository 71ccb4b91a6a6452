package auth

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
)

// refreshGrant serves POST /token?grant_type=refresh_token with GoTrue's rotation: a token works
// once; presenting the parent of the session's active token returns the active token again (the
// client lost the answer); a rotated token is accepted again within the reuse interval; past it the
// session's tokens are all revoked (and the answer is refresh_token_already_used).
//
// The token, its user and session are read in one query on the read pool and a rotation writes one
// row, so SQLite's only writer is held for one insert. A refresh that loses a race (another refresh
// of the same token inserted first, or the session ended meanwhile) reads again and decides from
// there.
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
	var (
		resp *tokenResponse
		err  error
	)
	for range maxRefreshAttempts {
		if resp, err = a.rotate(r.Context(), p.RefreshToken); !errors.Is(err, errRefreshRace) {
			break
		}
	}
	if errors.Is(err, errRefreshRace) { // GoTrue's answer when a session's refreshes contend
		err = &apiError{Status: http.StatusConflict, Code: "conflict", Message: "Too many concurrent token refresh requests on the same session or refresh token"}
	}
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, resp)
}

// maxRefreshAttempts bounds the re-reads after lost races: the second attempt sees the winner's
// row, so a third is needed only when the session also ended in between.
const maxRefreshAttempts = 3

// errRefreshRace: the rotation's insert met a row written since the reads.
var errRefreshRace = errors.New("refresh token changed while being rotated")

// rotate answers one refresh attempt.
func (a *API) rotate(ctx context.Context, presented string) (*tokenResponse, error) {
	notFound := badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found")
	now := a.now()
	tok, s, u, err := findRefreshGrant(ctx, a.db, presented)
	if errors.Is(err, errNoRefreshToken) {
		return nil, notFound
	}
	if err != nil {
		return nil, err
	}
	if u.banned(now) {
		return nil, badRequest("user_banned", "User is banned")
	}
	var issued string
	if rotated, since := tok.rotated(); !rotated {
		issued, err = insertRefreshToken(ctx, a.db, s.ID, u.ID, presented, false, now)
	} else {
		active, aerr := activeRefreshToken(ctx, a.db, tok.SessionID)
		if aerr != nil && !errors.Is(aerr, errNoRefreshToken) {
			return nil, aerr
		}
		switch {
		case active != nil && subtle.ConstantTimeCompare([]byte(active.Parent), []byte(hashToken(presented))) == 1:
			issued, err = unseal(presented, active.Sealed)
		case now.After(since.Add(a.reuse)):
			if err := revokeRefreshFamily(ctx, a.db, tok.SessionID, now); err != nil {
				return nil, err
			}
			a.logger.WarnContext(ctx, "auth: refresh token reused after rotation; session revoked",
				"session_id", tok.SessionID, "user_id", tok.UserID)
			return nil, badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used")
		default:
			issued, err = insertRefreshToken(ctx, a.db, s.ID, u.ID, presented, true, now)
		}
	}
	if e := database.Classify(err); e != nil &&
		(e.Code == database.CodeUniqueViolation || e.Code == database.CodeForeignKeyViolation) {
		return nil, fmt.Errorf("%w: %w", errRefreshRace, err)
	}
	if err != nil {
		return nil, err
	}
	return a.issue(u, s, issued)
}
