package auth

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/google/uuid"
	"github.com/vitrina/vitrina/internal/database"
)

// MFA limits. Expiries and the factor cap are GoTrue's defaults; the lock is Vitrina's bound on
// code guessing (GoTrue has only a per-address limit): after mfaFreeFailures wrong codes in a row a
// factor refuses codes for mfaLockBase, doubling with each further wrong code, until a right one.
// Three codes are valid at any moment (one step of skew each way), so an attacker who knows the
// password gets about 3·10⁻⁶ per guess and, with the lock, 24 guesses in five years of trying and
// fewer than 30 in a century: under 1 in 10 000 (TestFactorBruteForceStaysUnderOneIn10000 counts
// them on an injected clock).
const (
	mfaFactorExpiry    = 5 * time.Minute
	mfaChallengeExpiry = 5 * time.Minute
	mfaMaxFactors      = 10
	mfaFreeFailures    = 5
	mfaLockBase        = 5 * time.Minute
	mfaMaxLockShift    = 24 // 5 min << 24 is about 160 years, and still fits a time.Duration
)

// Methods and levels of the session claims.
const (
	aal1      = "aal1"
	aal2      = "aal2"
	amrTOTP   = "totp"
	typeTOTP  = "totp"
	typePhone = "phone"
	typeWebAu = "webauthn"
)

var (
	errFactorNotFound = &apiError{Status: http.StatusNotFound, Code: "mfa_factor_not_found", Message: "Factor not found"}
	errBadFactorID    = &apiError{Status: http.StatusNotFound, Code: "validation_failed", Message: "factor_id must be an UUID"}
	errCodeInvalid    = &apiError{Status: http.StatusUnprocessableEntity, Code: "mfa_verification_failed",
		Message: "Invalid TOTP code entered"}
	errFactorLocked = &apiError{Status: http.StatusTooManyRequests, Code: "over_request_rate_limit",
		Message: "Too many invalid MFA codes for this factor, please try again later"}
)

// lockAfter returns when a factor with failures consecutive wrong codes may be tried again; zero
// when it is not locked.
func lockAfter(now time.Time, failures int) time.Time {
	if failures < mfaFreeFailures {
		return time.Time{}
	}
	shift := min(failures-mfaFreeFailures, mfaMaxLockShift)
	return now.Add(mfaLockBase << shift)
}

// callerFactor reads the factor named in the path for the caller, with GoTrue's errors.
func (a *API) callerFactor(ctx context.Context, q database.Querier, c *caller, r *http.Request, forUpdate bool) (*factor, error) {
	id := r.PathValue("factor_id")
	if _, err := uuid.Parse(id); err != nil {
		return nil, errBadFactorID
	}
	f, err := findFactor(ctx, q, c.user.ID, id, forUpdate)
	if errors.Is(err, errNoFactor) {
		return nil, errFactorNotFound
	}
	return f, err
}

// callerAAL is the assurance level of the caller's session as stored (a token minted before the
// session was raised still counts as the session).
func (a *API) callerAAL(ctx context.Context, q database.Querier, c *caller) (string, error) {
	if c.claims.SessionID == "" {
		return c.claims.AAL, nil
	}
	s, err := findSession(ctx, q, c.claims.SessionID)
	if err != nil {
		return "", err
	}
	return s.AAL, nil
}

// hasVerifiedFactor reports whether the user has a verified factor.
func hasVerifiedFactor(fs []*factor) bool {
	for _, f := range fs {
		if f.verified() {
			return true
		}
	}
	return false
}
