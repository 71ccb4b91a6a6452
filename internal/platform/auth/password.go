package auth

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/passwords"
	"golang.org/x/crypto/bcrypt"
)

// maxPasswordBytes is bcrypt's input limit; GoTrue refuses longer passwords instead of truncating.
const maxPasswordBytes = 72

// dummyHash is a bcrypt hash (cost 10) of a random password nobody knows. Sign-in compares unknown
// e-mails against it so that they take as long as a wrong password.
const dummyHash = "$2a$10$1TXQtc.P9Ma4VLjaUHKh1eVuT/VOU355Ekv/dh.r0dCgplARhxX0C"

// checkPassword applies the password policy: at most 72 bytes (400), at least the configured
// length in characters and not among the most common passwords (422 weak_password, with GoTrue's
// reasons "length" and "pwned"). No composition rules (NIST SP 800-63B, ASVS 2.1.9).
func (a *API) checkPassword(pw string) *apiError {
	if len(pw) > maxPasswordBytes {
		return validation("Password cannot be longer than " + strconv.Itoa(maxPasswordBytes) + " characters")
	}
	if utf8.RuneCountInString(pw) < a.cfg.MinPasswordLength {
		return &apiError{Status: http.StatusUnprocessableEntity, Code: "weak_password",
			Message: fmt.Sprintf("Password should be at least %d characters.", a.cfg.MinPasswordLength),
			Reasons: []string{"length"}}
	}
	if passwords.IsCommon(pw) {
		return &apiError{Status: http.StatusUnprocessableEntity, Code: "weak_password",
			Message: "Password is known to be weak and easy to guess, please choose a different one.",
			Reasons: []string{"pwned"}}
	}
	return nil
}

// hashPassword returns a bcrypt hash of pw at the configured cost ($2a$10$… by default).
func (a *API) hashPassword(ctx context.Context, pw string) (string, error) {
	release, err := a.bcrypt.acquire(ctx)
	if err != nil {
		return "", err
	}
	defer release()
	h, err := bcrypt.GenerateFromPassword([]byte(pw), a.cost)
	if err != nil {
		return "", fmt.Errorf("hash password: %w", err)
	}
	return string(h), nil
}

// passwordMatches compares pw with hash; an empty hash (no password set) is compared against the
// dummy hash so that it costs the same and never matches.
func (a *API) passwordMatches(ctx context.Context, hash, pw string) (bool, error) {
	release, err := a.bcrypt.acquire(ctx)
	if err != nil {
		return false, err
	}
	defer release()
	if hash == "" {
		_ = bcrypt.CompareHashAndPassword([]byte(dummyHash), []byte(pw))
		return false, nil
	}
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(pw)) == nil, nil
}

// checkNewPassword is checkPassword for sign-ups, where a password is required.
func (a *API) checkNewPassword(pw string) *apiError {
	if pw == "" {
		return validation("Signup requires a valid password")
	}
	return a.checkPassword(pw)
}
