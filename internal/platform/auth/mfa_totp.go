package auth

import (
	"crypto/subtle"
	"fmt"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// TOTP parameters, as GoTrue uses them and every authenticator app understands: RFC 6238 with
// SHA-1, six digits, 30-second steps, one step of clock skew either way.
const (
	totpPeriod = 30
	totpSkew   = 1
)

var totpOpts = totp.ValidateOpts{Period: totpPeriod, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

// newTOTPKey makes a new random seed (160 bits, the library's default) for account at issuer.
func newTOTPKey(issuer, account string) (*otp.Key, error) {
	key, err := totp.Generate(totp.GenerateOpts{Issuer: issuer, AccountName: account, Period: totpPeriod,
		Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		return nil, fmt.Errorf("generate totp key: %w", err)
	}
	return key, nil
}

// totpStep is the RFC 6238 time step of t.
func totpStep(t time.Time) int64 { return t.Unix() / totpPeriod }

// matchTOTP returns the time step whose code equals code, among the steps within the allowed skew
// of now that are newer than lastUsed; ok is false when none does. Refusing steps at or before
// lastUsed is what makes each code good once: a code seen over a shoulder or replayed from a log is
// already spent. Every candidate is computed and compared in constant time.
func matchTOTP(secret, code string, now time.Time, lastUsed int64) (step int64, ok bool, err error) {
	if len(code) != int(otp.DigitsSix) {
		return 0, false, nil
	}
	current := totpStep(now)
	for s := current - totpSkew; s <= current+totpSkew; s++ {
		want, err := totp.GenerateCodeCustom(secret, time.Unix(s*totpPeriod, 0), totpOpts)
		if err != nil {
			return 0, false, fmt.Errorf("totp code: %w", err)
		}
		if subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 && s > lastUsed && !ok {
			step, ok = s, true
		}
	}
	return step, ok, nil
}
