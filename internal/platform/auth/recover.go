package auth

import (
	"errors"
	"net/http"

	"github.com/vitrina/vitrina/internal/platform/ratelimit"
)

// recover serves POST /recover: it e-mails a recovery link when the account exists and answers
// 200 {} either way, so the answer does not tell who has an account.
//
// Its two limits (the client address's, then the e-mail's) are counted together, one statement on
// PostgreSQL: the body is read first so that the e-mail is known, but every request still counts
// against its address, an invalid one too, and a request over the address's limit still takes
// nothing from the e-mail's and is refused before anything else is said about it.
func (a *API) recover(w http.ResponseWriter, r *http.Request) {
	var p recoverBody
	email, flow, e := recoverRequest(r, &p)
	if e != nil {
		if a.limitIP(w, r, a.limits.otpIP) {
			a.fail(w, r, e)
		}
		return
	}
	addressOK, emailOK := ratelimit.AllowBoth(a.limits.otpIP, clientIP(r), a.limits.otpEmail, email, a.now())
	if !addressOK || !emailOK {
		a.fail(w, r, errRateLimited)
		return
	}
	a.mailKnownAccount(w, r, email, "recovery", a.redirectParam(r, p.RedirectTo), flow)
}

// recoverBody is what /recover reads.
type recoverBody struct {
	Email               string `json:"email"`
	RedirectTo          string `json:"redirect_to"`
	CodeChallenge       string `json:"code_challenge"`
	CodeChallengeMethod string `json:"code_challenge_method"`
}

// recoverRequest reads /recover's body into p and checks it: the normalized e-mail and the PKCE
// challenge, or the first error.
func recoverRequest(r *http.Request, p *recoverBody) (string, *pkceChallenge, *apiError) {
	if e := readBody(r, p); e != nil {
		return "", nil, e
	}
	if p.Email == "" {
		return "", nil, validation("Password recovery requires an email")
	}
	flow, e := pkceChallengeOf(p.CodeChallenge, p.CodeChallengeMethod)
	if e != nil {
		return "", nil, e
	}
	email, e := normalizeEmail(p.Email)
	if e != nil {
		return "", nil, e
	}
	return email, flow, nil
}

// mailAccount e-mails a link of typ to the account of rawEmail, if there is one that needs it, and
// answers 200 {} in every case but errors and rate limits. Recovery goes to any account; a signup
// confirmation only to an unconfirmed one.
func (a *API) mailAccount(w http.ResponseWriter, r *http.Request, rawEmail, typ, redirectTo string, flow *pkceChallenge) {
	email, e := normalizeEmail(rawEmail)
	if e != nil {
		a.fail(w, r, e)
		return
	}
	if !a.allowKey(a.limits.otpEmail, email) {
		a.fail(w, r, errRateLimited)
		return
	}
	a.mailKnownAccount(w, r, email, typ, a.redirectParam(r, redirectTo), flow)
}

// mailKnownAccount is mailAccount once the e-mail is normalized and its limit counted.
func (a *API) mailKnownAccount(w http.ResponseWriter, r *http.Request, email, typ, redirect string, flow *pkceChallenge) {
	ctx := r.Context()
	u, err := findUserByEmail(ctx, a.db, email)
	switch {
	case errors.Is(err, errNoUser), err == nil && typ == "signup" && u.confirmed():
		err = nil
	case err == nil:
		err = a.mailLink(ctx, u.ID, typ, redirect, flow)
	}
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, struct{}{})
}
