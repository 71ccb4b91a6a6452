package auth

import (
	"encoding/json"
	"time"

	"github.com/google/uuid"
	"github.com/vitrina/vitrina/internal/database"
)

// user is a row of auth_users.
type user struct {
	ID                 string
	Aud                string
	Role               string
	Email              string
	EncryptedPassword  string
	EmailConfirmedAt   database.Time
	InvitedAt          database.Time
	ConfirmationSentAt database.Time
	RecoverySentAt     database.Time
	LastSignInAt       database.Time
	BannedUntil        database.Time
	CreatedAt          database.Time
	UpdatedAt          database.Time
	AppMetadata        map[string]any
	UserMetadata       map[string]any
	// Factors are the user's MFA factors when loaded (loadFactors); nil leaves them out of the JSON.
	Factors []*factor
}

func (u *user) confirmed() bool { return !u.EmailConfirmedAt.IsZero() }

func (u *user) banned(now time.Time) bool {
	return !u.BannedUntil.IsZero() && now.Before(u.BannedUntil.Time)
}

// identityNamespace derives the id of a user's single e-mail identity, which is not stored.
var identityNamespace = uuid.MustParse("6f1c4a55-0b0e-4d5a-9d59-7a1e3c2b9f10")

// userJSON is GoTrue's user object (§1.11); optional timestamps are omitted when unset. The
// metadata are maps, or their stored JSON text (json.RawMessage) where nothing reads them.
type userJSON struct {
	ID                 string         `json:"id"`
	Aud                string         `json:"aud"`
	Role               string         `json:"role"`
	Email              string         `json:"email"`
	EmailConfirmedAt   *time.Time     `json:"email_confirmed_at,omitempty"`
	Phone              string         `json:"phone"`
	InvitedAt          *time.Time     `json:"invited_at,omitempty"`
	ConfirmationSentAt *time.Time     `json:"confirmation_sent_at,omitempty"`
	ConfirmedAt        *time.Time     `json:"confirmed_at,omitempty"`
	RecoverySentAt     *time.Time     `json:"recovery_sent_at,omitempty"`
	LastSignInAt       *time.Time     `json:"last_sign_in_at,omitempty"`
	AppMetadata        any            `json:"app_metadata"`
	UserMetadata       any            `json:"user_metadata"`
	Identities         []identityJSON `json:"identities"`
	CreatedAt          time.Time      `json:"created_at"`
	UpdatedAt          time.Time      `json:"updated_at"`
	BannedUntil        *time.Time     `json:"banned_until,omitempty"`
	Factors            []factorJSON   `json:"factors,omitempty"`
	IsAnonymous        bool           `json:"is_anonymous"`
	// A pending change of address (PUT /user's answer).
	NewEmail          string     `json:"new_email,omitempty"`
	EmailChangeSentAt *time.Time `json:"email_change_sent_at,omitempty"`
}

type identityJSON struct {
	IdentityID   string         `json:"identity_id"`
	ID           string         `json:"id"`
	UserID       string         `json:"user_id"`
	IdentityData map[string]any `json:"identity_data"`
	Provider     string         `json:"provider"`
	LastSignInAt *time.Time     `json:"last_sign_in_at,omitempty"`
	CreatedAt    time.Time      `json:"created_at"`
	UpdatedAt    time.Time      `json:"updated_at"`
	Email        string         `json:"email"`
}

func optTime(t database.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	v := t.Time
	return &v
}

func (u *user) toJSON() userJSON {
	return userJSON{
		ID: u.ID, Aud: u.Aud, Role: u.Role, Email: u.Email,
		EmailConfirmedAt:   optTime(u.EmailConfirmedAt),
		InvitedAt:          optTime(u.InvitedAt),
		ConfirmationSentAt: optTime(u.ConfirmationSentAt),
		ConfirmedAt:        optTime(u.EmailConfirmedAt),
		RecoverySentAt:     optTime(u.RecoverySentAt),
		LastSignInAt:       optTime(u.LastSignInAt),
		AppMetadata:        nonNil(u.AppMetadata),
		UserMetadata:       nonNil(u.UserMetadata),
		Identities: []identityJSON{{
			IdentityID: uuid.NewSHA1(identityNamespace, []byte(u.ID)).String(),
			ID:         u.ID,
			UserID:     u.ID,
			IdentityData: map[string]any{"email": u.Email, "email_verified": u.confirmed(),
				"phone_verified": false, "sub": u.ID},
			Provider:     "email",
			LastSignInAt: optTime(u.LastSignInAt),
			CreatedAt:    u.CreatedAt.Time,
			UpdatedAt:    u.UpdatedAt.Time,
			Email:        u.Email,
		}},
		CreatedAt:   u.CreatedAt.Time,
		UpdatedAt:   u.UpdatedAt.Time,
		BannedUntil: optTime(u.BannedUntil),
		Factors:     factorsJSON(u.Factors),
	}
}

// factorsJSON renders factors; none is nil, which GoTrue omits.
func factorsJSON(fs []*factor) []factorJSON {
	if len(fs) == 0 {
		return nil
	}
	out := make([]factorJSON, len(fs))
	for i, f := range fs {
		out[i] = f.toJSON()
	}
	return out
}

// MarshalJSON renders the user as GoTrue does.
func (u *user) MarshalJSON() ([]byte, error) { return json.Marshal(u.toJSON()) }

func nonNil(m map[string]any) map[string]any {
	if m == nil {
		return map[string]any{}
	}
	return m
}

// defaultAppMetadata is what GoTrue gives an e-mail account.
func defaultAppMetadata() map[string]any {
	return map[string]any{"provider": "email", "providers": []any{"email"}}
}
