package auth

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
)

type passwordGrantParams struct {
	Email    string `json:"email"`
	Phone    string `json:"phone"`
	Password string `json:"password"`
}

// passwordGrant serves POST /token?grant_type=password. Unknown e-mail, missing password and wrong
// password are the same error and cost the same bcrypt comparison; ban and confirmation are only
// revealed to a caller who knows the password.
func (a *API) passwordGrant(w http.ResponseWriter, r *http.Request) {
	var p passwordGrantParams
	if !a.decode(w, r, &p) {
		return
	}
	p.Email = strings.TrimSpace(p.Email)
	switch {
	case p.Email != "" && p.Phone != "":
		a.fail(w, r, validation("Only an email address or phone number should be provided on login."))
		return
	case p.Phone != "":
		a.fail(w, r, &apiError{Status: http.StatusUnprocessableEntity, Code: "phone_provider_disabled",
			Message: "Phone logins are disabled"})
		return
	case p.Email == "":
		a.fail(w, r, validation("missing email or phone"))
		return
	}
	if !a.allowKey(a.limits.tokenEmail, p.Email) {
		a.fail(w, r, errRateLimited)
		return
	}
	ctx := r.Context()
	u, err := findUserByEmail(ctx, a.db, p.Email)
	hash := ""
	switch {
	case err == nil:
		hash = u.EncryptedPassword
	case !errors.Is(err, errNoUser):
		a.failErr(w, r, err)
		return
	}
	ok, err := a.passwordMatches(ctx, hash, p.Password)
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	if !ok {
		a.fail(w, r, errInvalidCredentials)
		return
	}
	if u.banned(a.now()) {
		a.fail(w, r, badRequest("user_banned", "User is banned"))
		return
	}
	if !u.confirmed() {
		a.fail(w, r, badRequest("email_not_confirmed", "Email not confirmed"))
		return
	}
	resp, err := a.signIn(ctx, u.ID, "password")
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	if e := a.checkPassword(p.Password); e != nil && e.Code == "weak_password" {
		resp.WeakPassword = &weakPassword{Message: e.Message, Reasons: e.Reasons}
	}
	writeJSON(w, http.StatusOK, resp)
}

// signIn starts a session for the user in a transaction, re-reading the user inside it.
func (a *API) signIn(ctx context.Context, userID, method string) (*tokenResponse, error) {
	var resp *tokenResponse
	err := a.db.InTx(ctx, func(tx *database.Tx) error {
		u, err := findUserByID(ctx, tx, userID)
		if err != nil {
			return err
		}
		if err := loadFactors(ctx, tx, u); err != nil {
			return err
		}
		resp, err = a.startSession(ctx, tx, u, method)
		return err
	})
	return resp, err
}
