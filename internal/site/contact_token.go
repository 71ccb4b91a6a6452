package site

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strconv"
	"strings"
	"time"
)

// The contact form carries the time it was served, signed: a submission that comes back sooner than
// a person could fill it in (a bot), or so late that the form is stale, is refused. The signature
// (HMAC-SHA256 with the site's form key) stops a client from choosing the time.

var (
	errFormTooFast = errors.New("contact form sent too fast")
	errFormStale   = errors.New("contact form token invalid or expired")
)

// formToken is the signed issue time of a form.
func formToken(key []byte, issued time.Time) string {
	ts := strconv.FormatInt(issued.Unix(), 10)
	return ts + "." + formSignature(key, ts)
}

func formSignature(key []byte, ts string) string {
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte("contacto:" + ts))
	return hex.EncodeToString(mac.Sum(nil))
}

// checkFormToken accepts a token signed with key, issued at least minAge and at most maxAge before now.
func checkFormToken(key []byte, token string, now time.Time, minAge, maxAge time.Duration) error {
	ts, sig, ok := strings.Cut(token, ".")
	if !ok || len(ts) > 20 || !hmac.Equal([]byte(sig), []byte(formSignature(key, ts))) {
		return errFormStale
	}
	unix, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return errFormStale
	}
	age := now.Sub(time.Unix(unix, 0))
	switch {
	case age < 0 || age > maxAge:
		return errFormStale
	case age < minAge:
		return errFormTooFast
	}
	return nil
}
