package auth

import (
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
)

type userUpdateParams struct {
	Email       *string        `json:"email"`
	Password    *string        `json:"password"`
	Data        map[string]any `json:"data"`
	AppMetadata map[string]any `json:"app_metadata"`
	Phone       *string        `json:"phone"`
}

// updateUser serves PUT /user: user_metadata merge (`data`) and password change. A new password
// clears user_metadata.requires_password_change and signs out the user's other sessions.
func (a *API) updateUser(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	c, err := a.requireUser(ctx, r)
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	var p userUpdateParams
	if !a.decode(w, r, &p) {
		return
	}
	if p.AppMetadata != nil {
		a.fail(w, r, errNotAdmin)
		return
	}
	if p.Email != nil && !strings.EqualFold(strings.TrimSpace(*p.Email), c.user.Email) {
		a.fail(w, r, &apiError{Status: http.StatusUnprocessableEntity, Code: "email_change_not_supported",
			Message: "Changing the email address is not supported; ask an administrator"})
		return
	}
	if p.Phone != nil && *p.Phone != "" {
		a.fail(w, r, &apiError{Status: http.StatusUnprocessableEntity, Code: "phone_provider_disabled",
			Message: "Phone logins are disabled"})
		return
	}
	newHash := ""
	if p.Password != nil && hasVerifiedFactor(c.user.Factors) {
		level, err := a.callerAAL(ctx, a.db, c)
		if err != nil {
			a.failErr(w, r, err)
			return
		}
		if level != aal2 {
			a.fail(w, r, &apiError{Status: http.StatusUnauthorized, Code: "insufficient_aal",
				Message: "AAL2 session is required to update email or password when MFA is enabled."})
			return
		}
	}
	if p.Password != nil {
		if e := a.checkPassword(*p.Password); e != nil {
			a.fail(w, r, e)
			return
		}
		same, err := a.passwordMatches(ctx, c.user.EncryptedPassword, *p.Password)
		if err != nil {
			a.failErr(w, r, err)
			return
		}
		if same {
			a.fail(w, r, &apiError{Status: http.StatusUnprocessableEntity, Code: "same_password",
				Message: "New password should be different from the old password."})
			return
		}
		if newHash, err = a.hashPassword(ctx, *p.Password); err != nil {
			a.failErr(w, r, err)
			return
		}
	}
	var updated *user
	err = a.db.InTx(ctx, func(tx *database.Tx) error {
		u, err := findUserByID(ctx, tx, c.user.ID)
		if err != nil {
			return err
		}
		u.UserMetadata = mergeMetadata(u.UserMetadata, p.Data)
		if newHash != "" {
			u.EncryptedPassword = newHash
			delete(u.UserMetadata, "requires_password_change")
			if err := logoutOthers(ctx, tx, u.ID, c.claims.SessionID); err != nil {
				return err
			}
		}
		u.UpdatedAt = database.Time{Time: a.now()}
		updated = u
		return saveUser(ctx, tx, u)
	})
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	if newHash != "" {
		a.notify(ctx, r, updated.Email, noticePasswordChanged)
	}
	writeJSON(w, http.StatusOK, updated)
}
