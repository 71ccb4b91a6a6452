package auth

import (
	"fmt"
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
	Nonce       string         `json:"nonce"` // the code of GET /reauthenticate, for a password change
}

// updateUser serves PUT /user: user_metadata merge (`data`), password change and e-mail change. A
// new password clears user_metadata.requires_password_change and signs out the user's other
// sessions; a new address is a pending change both addresses must confirm (email_change.go). All of
// it is one transaction; the e-mails go out after it.
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
	if p.AppMetadata != nil || raisesPrivilege(c.user.UserMetadata, p.Data, p.Password != nil) {
		a.fail(w, r, errNotAdmin)
		return
	}
	newEmail := ""
	if p.Email != nil && !strings.EqualFold(strings.TrimSpace(*p.Email), c.user.Email) {
		var e *apiError
		if newEmail, e = normalizeEmail(*p.Email); e != nil {
			a.fail(w, r, e)
			return
		}
	}
	if p.Phone != nil && *p.Phone != "" {
		a.fail(w, r, &apiError{Status: http.StatusUnprocessableEntity, Code: "phone_provider_disabled",
			Message: "Phone logins are disabled"})
		return
	}
	newHash := ""
	if (p.Password != nil || newEmail != "") && hasVerifiedFactor(c.user.Factors) {
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
		if e := a.checkReauthentication(ctx, c, p.Nonce); e != nil {
			a.fail(w, r, e)
			return
		}
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
	var (
		updated *user
		change  *emailChangeMail
		now     = a.now()
	)
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
		if newEmail != "" {
			if change, err = a.recordEmailChange(ctx, tx, u, newEmail, now); err != nil {
				return err
			}
		}
		if p.Password != nil {
			if _, err := tx.Exec(ctx, `DELETE FROM auth_reauthentications WHERE user_id = ?`, u.ID); err != nil {
				return fmt.Errorf("spend re-authentication code: %w", err)
			}
		}
		u.UpdatedAt = database.Time{Time: now}
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
	j := updated.toJSON()
	if change != nil {
		if err := a.sendEmailChange(ctx, change, a.redirectParam(r, "")); err != nil {
			a.failErr(w, r, err)
			return
		}
		j.NewEmail, j.EmailChangeSentAt = change.next, &now
	}
	writeJSON(w, http.StatusOK, j)
}

// raisesPrivilege says whether a user's own metadata update would make them an administrator
// (user_metadata.admin, which interface.md's admin checks read) or lift a password change an
// administrator required without changing the password. GoTrue lets users write any user_metadata
// key; these two decide access, so only the admin API sets them. Writing them back unchanged
// (clients that send the whole metadata) is allowed.
func raisesPrivilege(current, updates map[string]any, newPassword bool) bool {
	if updates["admin"] == true && current["admin"] != true {
		return true
	}
	_, ok := updates["requires_password_change"]
	return ok && !newPassword && current["requires_password_change"] == true && updates["requires_password_change"] != true
}
