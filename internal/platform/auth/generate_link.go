package auth

import (
	"crypto/rand"
	"errors"
	"net/http"

	"github.com/vitrina/vitrina/internal/database"
)

type generateLinkParams struct {
	Type       string         `json:"type"`
	Email      string         `json:"email"`
	Password   string         `json:"password"`
	Data       map[string]any `json:"data"`
	RedirectTo string         `json:"redirect_to"`
}

// generateLinkResponse is the user object flattened, plus the link fields.
type generateLinkResponse struct {
	userJSON
	ActionLink       string `json:"action_link"`
	EmailOTP         string `json:"email_otp"`
	HashedToken      string `json:"hashed_token"`
	VerificationType string `json:"verification_type"`
	RedirectTo       string `json:"redirect_to"`
}

// generateLink serves POST /admin/generate_link (service role): it creates a one-time token and
// returns its link without sending e-mail. A magic link for an unknown address signs the address up,
// as in GoTrue; e-mail change links are not offered.
func (a *API) generateLink(w http.ResponseWriter, r *http.Request) {
	if !a.admin(w, r) {
		return
	}
	var p generateLinkParams
	if !a.decode(w, r, &p) {
		return
	}
	if _, ok := otpKinds[p.Type]; !ok {
		a.fail(w, r, validation("Invalid email action link type requested: "+p.Type))
		return
	}
	email, e := normalizeEmail(p.Email)
	if e != nil {
		a.fail(w, r, e)
		return
	}
	redirect := a.redirectParam(r, p.RedirectTo)
	ctx := r.Context()
	existing, err := findUserByEmail(ctx, a.db, email)
	if err != nil && !errors.Is(err, errNoUser) {
		a.failErr(w, r, err)
		return
	}
	typ := p.Type
	if existing == nil && typ == "magiclink" {
		typ, p.Password = "signup", rand.Text()
	}
	var hash string
	switch typ {
	case "recovery", "magiclink":
		if existing == nil {
			a.fail(w, r, &apiError{Status: http.StatusNotFound, Code: "user_not_found", Message: "User with this email not found"})
			return
		}
	case "signup", "invite":
		if existing != nil && existing.confirmed() {
			a.fail(w, r, errEmailExists)
			return
		}
		if typ == "signup" && existing == nil {
			if e := a.checkNewPassword(p.Password); e != nil {
				a.fail(w, r, e)
				return
			}
			if hash, err = a.hashPassword(ctx, p.Password); err != nil {
				a.failErr(w, r, err)
				return
			}
		}
	}
	var resp generateLinkResponse
	err = a.db.InTx(ctx, func(tx *database.Tx) error {
		u := existing
		if u == nil {
			u = newUser(email, hash, p.Data, a.now())
			if err := insertUser(ctx, tx, u); err != nil {
				return err
			}
		}
		otp, hashed, err := a.prepareLink(ctx, tx, u, typ)
		if err != nil {
			return err
		}
		resp = generateLinkResponse{userJSON: u.toJSON(), ActionLink: a.actionLink(typ, hashed, redirect),
			EmailOTP: otp, HashedToken: hashed, VerificationType: typ, RedirectTo: redirect}
		return nil
	})
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, resp)
}
