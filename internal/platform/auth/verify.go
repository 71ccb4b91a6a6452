package auth

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
)

type verifyParams struct {
	Type       string `json:"type"`
	Token      string `json:"token"`
	TokenHash  string `json:"token_hash"`
	Email      string `json:"email"`
	RedirectTo string `json:"redirect_to"`
}

// verifyGet serves GET /verify, the link of an e-mail: it answers 303 to redirect_to (or the public
// URL) with the new session in the fragment, or with the error in the fragment.
func (a *API) verifyGet(w http.ResponseWriter, r *http.Request) {
	if !a.limitIP(w, r, a.limits.verifyIP) {
		return
	}
	q := r.URL.Query()
	redirect := a.redirects.resolve(q.Get("redirect_to"))
	typ := q.Get("type")
	resp, err := a.verify(r.Context(), verifyParams{Type: typ, TokenHash: q.Get("token")})
	frag := url.Values{"sb": {""}}
	if err != nil {
		var e *apiError
		if !errors.As(err, &e) {
			a.logger.ErrorContext(r.Context(), "auth: verify failed", "error", err)
			e = errInternal
		}
		frag.Set("error", oauthErrorCode(e.Status))
		frag.Set("error_code", e.Code)
		frag.Set("error_description", e.Message)
	} else {
		frag.Set("access_token", resp.AccessToken)
		frag.Set("expires_at", strconv.FormatInt(resp.ExpiresAt, 10))
		frag.Set("expires_in", strconv.FormatInt(resp.ExpiresIn, 10))
		frag.Set("refresh_token", resp.RefreshToken)
		frag.Set("token_type", resp.TokenType)
		frag.Set("type", typ)
	}
	u, _ := url.Parse(redirect) // resolve returns a parsed-and-reprinted URL
	u.Fragment, u.RawFragment = "", ""
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, u.String()+"#"+frag.Encode(), http.StatusSeeOther)
}

// oauthErrorCode maps an HTTP status to the OAuth error of a redirect, as GoTrue does.
func oauthErrorCode(status int) string {
	switch status {
	case http.StatusBadRequest:
		return "invalid_request"
	case http.StatusUnauthorized:
		return "unauthorized_client"
	case http.StatusForbidden:
		return "access_denied"
	}
	return "server_error"
}

// verifyPost serves POST /verify: {type, token_hash} or {type, email, token} → the session JSON.
func (a *API) verifyPost(w http.ResponseWriter, r *http.Request) {
	if !a.limitIP(w, r, a.limits.verifyIP) {
		return
	}
	var p verifyParams
	if !a.decode(w, r, &p) {
		return
	}
	if p.Email != "" && !a.allowKey(a.limits.verifyKey, p.Email) {
		a.fail(w, r, errRateLimited)
		return
	}
	resp, err := a.verify(r.Context(), p)
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, resp)
}

// verify consumes a one-time token, confirms the address and starts a session (amr otp).
func (a *API) verify(ctx context.Context, p verifyParams) (*tokenResponse, error) {
	kind, ok := otpKinds[p.Type]
	if !ok {
		return nil, validation("Verify requires a verification type: signup, invite, recovery or magiclink")
	}
	hashed := strings.TrimSpace(p.TokenHash)
	if hashed == "" {
		if p.Email == "" || p.Token == "" {
			return nil, validation("Verify requires a token or a token hash")
		}
		email, e := normalizeEmail(p.Email)
		if e != nil {
			return nil, e
		}
		hashed = hashOTP(email, strings.TrimSpace(p.Token))
	}
	var resp *tokenResponse
	err := a.db.InTx(ctx, func(tx *database.Tx) error {
		now := a.now()
		userID, err := consumeOTP(ctx, tx, kind, hashed, now)
		if err != nil {
			return err
		}
		if userID == "" {
			return errOTPExpired
		}
		u, err := findUserByID(ctx, tx, userID)
		if err != nil {
			return err
		}
		if u.banned(now) {
			return &apiError{Status: http.StatusForbidden, Code: "user_banned", Message: "User is banned"}
		}
		if !u.confirmed() {
			u.EmailConfirmedAt = database.Time{Time: now}
		}
		resp, err = a.startSession(ctx, tx, u, "otp")
		return err
	})
	return resp, err
}
