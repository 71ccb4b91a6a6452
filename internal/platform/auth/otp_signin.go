package auth

import (
	"errors"
	"net/http"
)

// otpSignIn serves POST /otp (supabase-js signInWithOtp with an e-mail): a magic link with its
// six-digit code for an account that exists, or — when create_user (default true) and signups are
// enabled — a new passwordless account and its confirmation link, which signs it in too. The answer
// is 200 {} whether or not an e-mail went out for a known address; an unknown one with signups off
// is refused as GoTrue refuses it (422 otp_disabled). A code_challenge makes it a PKCE flow.
func (a *API) otpSignIn(w http.ResponseWriter, r *http.Request) {
	if !a.limitIP(w, r, a.limits.otpIP) {
		return
	}
	var p struct {
		Email               string         `json:"email"`
		Phone               string         `json:"phone"`
		Data                map[string]any `json:"data"`
		CreateUser          *bool          `json:"create_user"`
		RedirectTo          string         `json:"redirect_to"`
		CodeChallenge       string         `json:"code_challenge"`
		CodeChallengeMethod string         `json:"code_challenge_method"`
	}
	if !a.decode(w, r, &p) {
		return
	}
	switch {
	case p.Phone != "" && p.Email != "":
		a.fail(w, r, validation("Only an email address or phone number should be provided"))
		return
	case p.Phone != "":
		a.fail(w, r, &apiError{Status: http.StatusUnprocessableEntity, Code: "phone_provider_disabled",
			Message: "Unsupported phone provider"})
		return
	case p.Email == "":
		a.fail(w, r, validation("An email address or phone number is required"))
		return
	}
	email, e := normalizeEmail(p.Email)
	if e != nil {
		a.fail(w, r, e)
		return
	}
	flow, e := pkceChallengeOf(p.CodeChallenge, p.CodeChallengeMethod)
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
	if errors.Is(err, errNoUser) {
		if (p.CreateUser != nil && !*p.CreateUser) || !a.cfg.SignupEnabled {
			a.fail(w, r, &apiError{Status: http.StatusUnprocessableEntity, Code: "otp_disabled", Message: "Signups not allowed for otp"})
			return
		}
		u = newUser(email, "", p.Data, a.now()) // passwordless: the link is how it signs in
		if err = insertUser(ctx, a.db, u); errors.Is(err, errEmailExists) {
			u, err = findUserByEmail(ctx, a.db, email) // a concurrent request created it
		}
	}
	if err == nil {
		typ := "magiclink"
		if !u.confirmed() {
			typ = "signup" // GoTrue confirms the address first; the confirmation signs in as well
		}
		err = a.mailLink(ctx, u.ID, typ, a.redirectParam(r, p.RedirectTo), flow)
	}
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, struct{}{})
}
