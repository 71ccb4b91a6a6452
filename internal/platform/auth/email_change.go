package auth

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// A change of an account's e-mail address (PUT /user {email}) takes effect only once both the
// current and the new address have confirmed it, each from the link or code e-mailed to it —
// GoTrue's secure e-mail change — so neither a stolen session nor a typo can move the account
// to an address its owner does not hold. The pending change lives in auth_email_changes (the
// hashes of the two codes, which sides confirmed); a new request replaces it.

// msgEmailChangeHalf answers the first of the two confirmations, as GoTrue words it.
const msgEmailChangeHalf = "Confirmation link accepted. Please proceed to confirm link sent to the other email"

// emailChangeMail is what goes out once a change is recorded: a code and link to each address.
type emailChangeMail struct {
	current, next       string // the addresses
	otpCurrent, otpNext string
	hashCurrent         string
	hashNext            string
}

// recordEmailChange records, inside tx, a change of u's address to next, replacing a pending one;
// refused when next belongs to another account or the last change's e-mails went out less than a
// minute ago.
func (a *API) recordEmailChange(ctx context.Context, tx *database.Tx, u *user, next string, now time.Time) (*emailChangeMail, error) {
	var last database.Time
	err := tx.QueryRow(ctx, `SELECT sent_at FROM auth_email_changes WHERE user_id = ?`, u.ID).Scan(&last)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("read pending e-mail change: %w", err)
	}
	if e := a.tooSoon(last); e != nil {
		return nil, e
	}
	switch other, err := findUserByEmail(ctx, tx, next); {
	case err == nil && other.ID != u.ID:
		return nil, errEmailExists
	case err != nil && !errors.Is(err, errNoUser):
		return nil, err
	}
	m := &emailChangeMail{current: u.Email, next: next}
	if m.otpCurrent, m.hashCurrent, err = newOTP(u.Email); err != nil {
		return nil, err
	}
	if m.otpNext, m.hashNext, err = newOTP(next); err != nil {
		return nil, err
	}
	if _, err := tx.Exec(ctx, `DELETE FROM auth_email_changes WHERE user_id = ?`, u.ID); err != nil {
		return nil, fmt.Errorf("replace pending e-mail change: %w", err)
	}
	if _, err := tx.Exec(ctx, `INSERT INTO auth_email_changes (user_id, new_email, token_current_hash, token_new_hash,
		current_confirmed, new_confirmed, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		u.ID, next, m.hashCurrent, m.hashNext, false, false, now); err != nil {
		return nil, fmt.Errorf("record e-mail change: %w", err)
	}
	return m, nil
}

// send e-mails both addresses their code and link.
func (a *API) sendEmailChange(ctx context.Context, m *emailChangeMail, redirect string) error {
	if err := a.sendLink(ctx, m.current, "email_change", m.otpCurrent, a.actionLink("email_change", m.hashCurrent, redirect)); err != nil {
		return err
	}
	return a.sendLink(ctx, m.next, "email_change", m.otpNext, a.actionLink("email_change", m.hashNext, redirect))
}

// verifyEmailChange takes one confirmation of a pending change, the code's hash: the first answers
// no session (msgEmailChangeHalf), the second moves the account to the new address and signs in.
// A code is good once and for otpLifetime.
func (a *API) verifyEmailChange(ctx context.Context, hashed string) (*tokenResponse, error) {
	var resp *tokenResponse
	err := a.db.InTx(ctx, func(tx *database.Tx) error {
		now := a.now()
		var (
			userID, next, hashCurrent, hashNext string
			currentOK, nextOK                   bool
			sent                                database.Time
		)
		err := tx.QueryRow(ctx, `SELECT user_id, new_email, token_current_hash, token_new_hash, current_confirmed, new_confirmed, sent_at
			FROM auth_email_changes WHERE token_current_hash = ? OR token_new_hash = ?`, hashed, hashed).
			Scan(&userID, &next, &hashCurrent, &hashNext, &currentOK, &nextOK, &sent)
		if errors.Is(err, sql.ErrNoRows) {
			return errOTPExpired
		}
		if err != nil {
			return fmt.Errorf("read pending e-mail change: %w", err)
		}
		mine := &currentOK
		if hashed == hashNext {
			mine = &nextOK
		}
		if *mine || now.After(sent.Add(otpLifetime)) {
			return errOTPExpired
		}
		*mine = true
		if !currentOK || !nextOK {
			_, err := tx.Exec(ctx, `UPDATE auth_email_changes SET current_confirmed = ?, new_confirmed = ? WHERE user_id = ?`, currentOK, nextOK, userID)
			if err != nil {
				return fmt.Errorf("confirm e-mail change: %w", err)
			}
			return nil
		}
		u, err := findUserByID(ctx, tx, userID)
		if err != nil {
			return err
		}
		if u.banned(now) {
			return errBanned
		}
		u.Email, u.EmailConfirmedAt, u.UpdatedAt = next, database.Time{Time: now}, database.Time{Time: now}
		if err := saveUser(ctx, tx, u); err != nil {
			return err // errEmailExists: the address was taken meanwhile
		}
		if _, err := tx.Exec(ctx, `DELETE FROM auth_email_changes WHERE user_id = ?`, userID); err != nil {
			return fmt.Errorf("end e-mail change: %w", err)
		}
		resp, err = a.startSession(ctx, tx, u, "otp")
		return err
	})
	return resp, err
}

// resendEmailChange serves POST /resend type email_change: fresh codes to both addresses of the
// pending change of the account at rawEmail (its current address); 200 {} whether or not there is
// one, so the answer tells nobody about the account.
func (a *API) resendEmailChange(w http.ResponseWriter, r *http.Request, rawEmail, redirectTo string) {
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
	var change *emailChangeMail
	err := a.db.InTx(ctx, func(tx *database.Tx) error {
		u, err := findUserByEmail(ctx, tx, email)
		if errors.Is(err, errNoUser) {
			return nil
		}
		if err != nil {
			return err
		}
		var next string
		err = tx.QueryRow(ctx, `SELECT new_email FROM auth_email_changes WHERE user_id = ?`, u.ID).Scan(&next)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("read pending e-mail change: %w", err)
		}
		change, err = a.recordEmailChange(ctx, tx, u, next, a.now())
		return err
	})
	if err == nil && change != nil {
		err = a.sendEmailChange(ctx, change, a.redirectParam(r, redirectTo))
	}
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, struct{}{})
}
