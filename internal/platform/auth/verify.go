package auth

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

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
	token := q.Get("token")
	if hashed, ok := strings.CutPrefix(token, pkceTokenPrefix); ok {
		a.verifyPKCELink(w, r, typ, hashed, redirect)
		return
	}
	resp, err := a.verifyAny(r.Context(), verifyParams{Type: typ, TokenHash: token})
	frag := url.Values{"sb": {""}}
	switch {
	case err != nil:
		a.redirectError(r, frag, err)
	case resp == nil:
		frag.Set("message", msgEmailChangeHalf)
	default:
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

// verifyPKCELink ends the e-mail step of a PKCE flow (a link whose token is "pkce_"+hash): the
// token is consumed, the address confirmed, and the answer is a redirect with ?code=<auth code> —
// no session: the client that holds the code_verifier trades the code at /token?grant_type=pkce.
// Errors go in the query too, as GoTrue sends them on a PKCE redirect.
func (a *API) verifyPKCELink(w http.ResponseWriter, r *http.Request, typ, hashed, redirect string) {
	u, _ := url.Parse(redirect) // resolve returns a parsed-and-reprinted URL
	u.Fragment, u.RawFragment = "", ""
	q := u.Query()
	kind, ok := otpKinds[typ]
	var err error
	if !ok {
		err = validation("Verify requires a verification type: signup, invite, recovery or magiclink")
	} else {
		err = a.db.InTx(r.Context(), func(tx *database.Tx) error {
			now := a.now()
			user, err := a.consumeLink(r.Context(), tx, kind, hashed, now)
			if err != nil {
				return err
			}
			code, err := issueAuthCode(r.Context(), tx, user.ID, typ, now)
			q.Set("code", code)
			return err
		})
	}
	if err != nil {
		q.Del("code")
		a.redirectError(r, q, err)
	}
	u.RawQuery = q.Encode()
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, u.String(), http.StatusSeeOther)
}

// redirectError puts a failed verification in a redirect's parameters, as GoTrue does.
func (a *API) redirectError(r *http.Request, into url.Values, err error) {
	var e *apiError
	if !errors.As(err, &e) {
		a.logger.ErrorContext(r.Context(), "auth: verify failed", "error", err)
		e = errInternal
	}
	into.Set("error", oauthErrorCode(e.Status))
	into.Set("error_code", e.Code)
	into.Set("error_description", e.Message)
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
	resp, err := a.verifyAny(r.Context(), p)
	switch {
	case err != nil:
		a.failErr(w, r, err)
	case resp == nil: // the first of an e-mail change's two confirmations
		writeJSON(w, http.StatusOK, map[string]string{"msg": msgEmailChangeHalf})
	default:
		writeJSON(w, http.StatusOK, resp)
	}
}

// verifyAny is verify, or for type email_change one confirmation of a change of address (nil
// session after the first of the two).
func (a *API) verifyAny(ctx context.Context, p verifyParams) (*tokenResponse, error) {
	if p.Type != "email_change" {
		return a.verify(ctx, p)
	}
	hashed, e := tokenHashOf(p)
	if e != nil {
		return nil, e
	}
	return a.verifyEmailChange(ctx, hashed)
}

// verify consumes a one-time token, confirms the address and starts a session (amr otp). Type
// "email" (supabase-js verifyOtp for a code from signInWithOtp) takes the code of a magic link or of
// a signup confirmation, whichever the e-mail carried.
func (a *API) verify(ctx context.Context, p verifyParams) (*tokenResponse, error) {
	kinds := emailOTPKinds
	if p.Type != "email" {
		kind, ok := otpKinds[p.Type]
		if !ok {
			return nil, validation("Verify requires a verification type: signup, invite, recovery, magiclink or email")
		}
		kinds = []string{kind}
	}
	hashed, e := tokenHashOf(p)
	if e != nil {
		return nil, e
	}
	var resp *tokenResponse
	err := a.db.InTx(ctx, func(tx *database.Tx) error {
		now := a.now()
		var (
			u   *user
			err error = errOTPExpired
		)
		for _, kind := range kinds {
			if u, err = a.consumeLink(ctx, tx, kind, hashed, now); err != errOTPExpired {
				break
			}
		}
		if err != nil {
			return err
		}
		resp, err = a.startSession(ctx, tx, u, "otp")
		return err
	})
	return resp, err
}

// tokenHashOf is the hash a verification names: token_hash (a link), or the hash of the code
// typed with the address it was sent to.
func tokenHashOf(p verifyParams) (string, *apiError) {
	if hashed := strings.TrimSpace(p.TokenHash); hashed != "" {
		return hashed, nil
	}
	if p.Email == "" || p.Token == "" {
		return "", validation("Verify requires a token or a token hash")
	}
	email, e := normalizeEmail(p.Email)
	if e != nil {
		return "", e
	}
	return hashOTP(email, strings.TrimSpace(p.Token)), nil
}

// emailOTPKinds are the one-time tokens a code of verify type "email" may be.
var emailOTPKinds = []string{otpKinds["magiclink"], otpKinds["signup"]}

// consumeLink consumes an unexpired one-time token of kind whose hash is hashed and answers its
// user, confirming the address (following a link sent to it proves it); errOTPExpired when there is
// no such token, and a refusal for a banned user. The caller saves the user (startSession does).
func (a *API) consumeLink(ctx context.Context, tx *database.Tx, kind, hashed string, now time.Time) (*user, error) {
	userID, err := consumeOTP(ctx, tx, kind, hashed, now)
	if err != nil {
		return nil, err
	}
	if userID == "" {
		return nil, errOTPExpired
	}
	u, err := findUserByID(ctx, tx, userID)
	if err != nil {
		return nil, err
	}
	if u.banned(now) {
		return nil, errBanned
	}
	if !u.confirmed() {
		u.EmailConfirmedAt = database.Time{Time: now}
		u.UpdatedAt = database.Time{Time: now}
		if err := saveUser(ctx, tx, u); err != nil {
			return nil, err
		}
	}
	return u, nil
}
