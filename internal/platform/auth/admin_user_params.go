package auth

import (
	"net/http"
	"time"

	"github.com/vitrina/vitrina/internal/database"
	"golang.org/x/crypto/bcrypt"
)

// adminUserParams are the fields of POST and PUT /admin/users; absent fields are left alone.
type adminUserParams struct {
	ID           string         `json:"id"`
	Email        *string        `json:"email"`
	Phone        string         `json:"phone"`
	Password     *string        `json:"password"`
	PasswordHash *string        `json:"password_hash"`
	EmailConfirm *bool          `json:"email_confirm"`
	UserMetadata map[string]any `json:"user_metadata"`
	AppMetadata  map[string]any `json:"app_metadata"`
	Role         string         `json:"role"`
	BanDuration  string         `json:"ban_duration"`
}

// applyAdminParams validates p and applies it to u (not saved).
func (a *API) applyAdminParams(r *http.Request, u *user, p *adminUserParams) error {
	now := a.now()
	if p.Phone != "" {
		return &apiError{Status: http.StatusUnprocessableEntity, Code: "phone_provider_disabled", Message: "Phone logins are disabled"}
	}
	if p.Password != nil && p.PasswordHash != nil {
		return validation("Only a password or a password hash should be provided")
	}
	if p.Email != nil {
		email, e := normalizeEmail(*p.Email)
		if e != nil {
			return e
		}
		u.Email = email
	}
	if p.Password != nil {
		if e := a.checkPassword(*p.Password); e != nil {
			return e
		}
		hash, err := a.hashPassword(r.Context(), *p.Password)
		if err != nil {
			return err
		}
		u.EncryptedPassword = hash
	}
	if p.PasswordHash != nil {
		// bcrypt hashes as GoTrue stores them, so accounts can be imported; other schemes are refused.
		if _, err := bcrypt.Cost([]byte(*p.PasswordHash)); err != nil {
			return validation("Invalid password hash format: a bcrypt hash is required")
		}
		u.EncryptedPassword = *p.PasswordHash
	}
	if p.EmailConfirm != nil {
		switch {
		case *p.EmailConfirm && !u.confirmed():
			u.EmailConfirmedAt = database.Time{Time: now}
		case !*p.EmailConfirm:
			u.EmailConfirmedAt = database.Time{}
		}
	}
	if p.UserMetadata != nil {
		u.UserMetadata = mergeMetadata(u.UserMetadata, p.UserMetadata)
	}
	if p.AppMetadata != nil {
		u.AppMetadata = mergeMetadata(u.AppMetadata, p.AppMetadata)
	}
	if p.Role != "" {
		u.Role = p.Role
	}
	switch p.BanDuration {
	case "":
	case "none":
		u.BannedUntil = database.Time{}
	default:
		d, err := time.ParseDuration(p.BanDuration)
		if err != nil || d <= 0 {
			return validation("invalid format for ban duration: " + p.BanDuration)
		}
		u.BannedUntil = database.Time{Time: now.Add(d)}
	}
	u.UpdatedAt = database.Time{Time: now}
	return nil
}
