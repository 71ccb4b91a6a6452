package auth

import (
	"errors"
	"net/http"
)

// recover serves POST /recover: it e-mails a recovery link when the account exists and answers
// 200 {} either way, so the answer does not tell who has an account.
func (a *API) recover(w http.ResponseWriter, r *http.Request) {
	if !a.limitIP(w, r, a.limits.otpIP) {
		return
	}
	var p struct {
		Email               string `json:"email"`
		RedirectTo          string `json:"redirect_to"`
		CodeChallenge       string `json:"code_challenge"`
		CodeChallengeMethod string `json:"code_challenge_method"`
	}
	if !a.decode(w, r, &p) {
		return
	}
	if p.Email == "" {
		a.fail(w, r, validation("Password recovery requires an email"))
		return
	}
	flow, e := pkceChallengeOf(p.CodeChallenge, p.CodeChallengeMethod)
	if e != nil {
		a.fail(w, r, e)
		return
	}
	a.mailAccount(w, r, p.Email, "recovery", p.RedirectTo, flow)
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
	ctx := r.Context()
	u, err := findUserByEmail(ctx, a.db, email)
	switch {
	case errors.Is(err, errNoUser), err == nil && typ == "signup" && u.confirmed():
		err = nil
	case err == nil:
		err = a.mailLink(ctx, u.ID, typ, a.redirectParam(r, redirectTo), flow)
	}
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, struct{}{})
}
