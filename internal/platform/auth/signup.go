package auth

import (
	"errors"
	"net/http"

	"github.com/google/uuid"
)

type signupParams struct {
	Email      string         `json:"email"`
	Phone      string         `json:"phone"`
	Password   string         `json:"password"`
	Data       map[string]any `json:"data"`
	RedirectTo string         `json:"redirect_to"`
	// A PKCE client's challenge: the confirmation link then ends with an auth code.
	CodeChallenge       string `json:"code_challenge"`
	CodeChallengeMethod string `json:"code_challenge_method"`
}

// signup serves POST /signup (only when VITRINA_SIGNUP_ENABLED): it creates an unconfirmed account
// and e-mails a confirmation link. An address that already has a confirmed account gets a fake user,
// as GoTrue answers, so that signup does not reveal who has an account.
func (a *API) signup(w http.ResponseWriter, r *http.Request) {
	if !a.cfg.SignupEnabled {
		a.fail(w, r, &apiError{Status: http.StatusUnprocessableEntity, Code: "signup_disabled",
			Message: "Signups not allowed for this instance"})
		return
	}
	if !a.limitIP(w, r, a.limits.otpIP) {
		return
	}
	var p signupParams
	if !a.decode(w, r, &p) {
		return
	}
	switch {
	case p.Phone != "":
		a.fail(w, r, &apiError{Status: http.StatusUnprocessableEntity, Code: "phone_provider_disabled",
			Message: "Phone signups are disabled"})
		return
	case p.Email == "":
		a.fail(w, r, &apiError{Status: http.StatusUnprocessableEntity, Code: "anonymous_provider_disabled",
			Message: "Anonymous sign-ins are disabled"})
		return
	}
	email, e := normalizeEmail(p.Email)
	if e != nil {
		a.fail(w, r, e)
		return
	}
	if e := a.checkNewPassword(p.Password); e != nil {
		a.fail(w, r, e)
		return
	}
	flow, e := pkceChallengeOf(p.CodeChallenge, p.CodeChallengeMethod)
	if e != nil {
		a.fail(w, r, e)
		return
	}
	ctx := r.Context()
	u, err := findUserByEmail(ctx, a.db, email)
	switch {
	case err == nil && u.confirmed():
		a.writeFakeUser(w, email, p.Data)
		return
	case errors.Is(err, errNoUser):
		hash, herr := a.hashPassword(ctx, p.Password)
		if herr != nil {
			a.failErr(w, r, herr)
			return
		}
		u = newUser(email, hash, p.Data, a.now())
		if err = insertUser(ctx, a.db, u); errors.Is(err, errEmailExists) {
			a.writeFakeUser(w, email, p.Data) // a concurrent signup won
			return
		}
	}
	if err == nil {
		err = a.mailLink(ctx, u.ID, "signup", a.redirectParam(r, p.RedirectTo), flow)
	}
	if err == nil {
		u, err = findUserByID(ctx, a.db, u.ID)
	}
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, u)
}

func (a *API) writeFakeUser(w http.ResponseWriter, email string, data map[string]any) {
	j := newUser(email, "", data, a.now()).toJSON()
	j.ID = uuid.NewString()
	j.AppMetadata = map[string]any{"provider": "email"}
	j.Identities = []identityJSON{}
	writeJSON(w, http.StatusOK, j)
}
