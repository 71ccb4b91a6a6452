package auth

import (
	"context"
	"fmt"
	"net/http"
	"net/mail"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/vitrina/vitrina/internal/database"
)

// emailFrequency is GoTrue's SMTP_MAX_FREQUENCY: one e-mail of a kind per user per minute.
const emailFrequency = 60 * time.Second

// normalizeEmail trims and lowercases an address and checks that it is a bare address.
func normalizeEmail(s string) (string, *apiError) {
	s = strings.ToLower(strings.TrimSpace(s))
	addr, err := mail.ParseAddress(s)
	if err != nil || addr.Address != s || len(s) > 255 {
		return "", validation("Unable to validate email address: invalid format")
	}
	return s, nil
}

// newUser returns an unsaved e-mail user.
func newUser(email, hash string, userMeta map[string]any, now time.Time) *user {
	t := database.Time{Time: now}
	return &user{ID: uuid.NewString(), Aud: "authenticated", Role: "authenticated", Email: email,
		EncryptedPassword: hash, AppMetadata: defaultAppMetadata(), UserMetadata: nonNil(userMeta),
		CreatedAt: t, UpdatedAt: t}
}

// sentAt is the timestamp column that records when the last e-mail of typ went out.
func sentAt(u *user, typ string) *database.Time {
	switch typ {
	case "signup":
		return &u.ConfirmationSentAt
	case "invite":
		return &u.InvitedAt
	}
	return &u.RecoverySentAt
}

// prepareLink creates a one-time token of typ for u inside tx and records when; it returns the
// code and the hashed token.
func (a *API) prepareLink(ctx context.Context, tx *database.Tx, u *user, typ string) (otp, hashed string, err error) {
	now := a.now()
	if otp, hashed, err = newOTP(u.Email); err != nil {
		return "", "", err
	}
	if err := storeOTP(ctx, tx, u, otpKinds[typ], hashed, now); err != nil {
		return "", "", err
	}
	*sentAt(u, typ) = database.Time{Time: now}
	u.UpdatedAt = database.Time{Time: now}
	return otp, hashed, saveUser(ctx, tx, u)
}

// tooSoon refuses a new e-mail of a kind whose last one went out at last, less than emailFrequency
// ago; nil when another may go (or none went).
func (a *API) tooSoon(last database.Time) *apiError {
	if last.IsZero() {
		return nil
	}
	wait := last.Add(emailFrequency).Sub(a.now())
	if wait <= 0 {
		return nil
	}
	return &apiError{Status: http.StatusTooManyRequests, Code: "over_email_send_rate_limit",
		Message: fmt.Sprintf("For security purposes, you can only request this after %d seconds.", int((wait+time.Second-1)/time.Second))}
}

// mailLink e-mails user a fresh link of typ, at most once per emailFrequency. With flow (a PKCE
// request) the flow state is recorded and the link's token marked as a PKCE one.
func (a *API) mailLink(ctx context.Context, userID, typ, redirect string, flow *pkceChallenge) error {
	var to, otp, hashed string
	err := a.db.InTx(ctx, func(tx *database.Tx) error {
		u, err := findUserByID(ctx, tx, userID)
		if err != nil {
			return err
		}
		if e := a.tooSoon(*sentAt(u, typ)); e != nil {
			return e
		}
		to = u.Email
		if otp, hashed, err = a.prepareLink(ctx, tx, u, typ); err != nil || flow == nil {
			return err
		}
		hashed = pkceTokenPrefix + hashed
		return createFlowState(ctx, tx, u.ID, flow, typ, a.now())
	})
	if err != nil {
		return err
	}
	return a.sendLink(ctx, to, typ, otp, a.actionLink(typ, hashed, redirect))
}

// redirectParam is redirect_to from the query string (supabase-js) or the body, resolved against
// the allow-list.
func (a *API) redirectParam(r *http.Request, fromBody string) string {
	if q := r.URL.Query().Get("redirect_to"); q != "" {
		return a.redirects.resolve(q)
	}
	return a.redirects.resolve(fromBody)
}
