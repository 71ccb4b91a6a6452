package auth

import (
	"log/slog"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/ratelimit"
)

// limits are the API's limiters. Per-address values are GoTrue's defaults; per-e-mail ones slow down
// guessing against one account from many addresses.
type limits struct {
	tokenIP    ratelimit.Limiter // password and refresh grants: 150 per 5 min, burst 30
	tokenEmail ratelimit.Limiter // password grant per e-mail
	otpIP      ratelimit.Limiter // recover, resend, signup: 30 per 5 min
	otpEmail   ratelimit.Limiter
	verifyIP   ratelimit.Limiter // verify: 30 per 5 min
	verifyKey  ratelimit.Limiter // verify per e-mail: bounds OTP guessing
}

// newLimits counts in memory on SQLite (one process owns the file) and in the database on
// PostgreSQL, where several instances share it and must share the counts. Each limit is n per 5
// minutes (config.AuthRateLimits); its burst is the default's, or n when that is smaller.
func newLimits(db *database.DB, logger *slog.Logger, n config.AuthRateLimits) *limits {
	mk := func(name string, perPeriod, burst int) ratelimit.Limiter {
		return ratelimit.New(db, logger, name, perPeriod, rateLimitPeriod, min(burst, perPeriod))
	}
	return &limits{
		tokenIP:    mk("token_ip", n.TokenIP, 30),
		tokenEmail: mk("token_email", n.TokenEmail, 20),
		otpIP:      mk("otp_ip", n.OTPIP, 30),
		otpEmail:   mk("otp_email", n.OTPEmail, 5),
		verifyIP:   mk("verify_ip", n.VerifyIP, 30),
		verifyKey:  mk("verify_key", n.VerifyEmail, 5),
	}
}

// rateLimitPeriod is the window every /auth/v1 limit counts in.
const rateLimitPeriod = 5 * time.Minute

// clientIP is the address the connection comes from. Forwarding headers are not trusted: anyone can
// set them, and they would let a client pick its own rate-limit bucket.
func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// allowIP and allowKey report whether the request may proceed; keys are compared case-insensitively.
func (a *API) allowIP(l ratelimit.Limiter, r *http.Request) bool {
	return l.Allow(clientIP(r), a.now())
}

func (a *API) allowKey(l ratelimit.Limiter, key string) bool {
	return l.Allow(strings.ToLower(strings.TrimSpace(key)), a.now())
}

// limitIP answers 429 when the client address is over l; it reports whether to go on.
func (a *API) limitIP(w http.ResponseWriter, r *http.Request, l ratelimit.Limiter) bool {
	if !a.allowIP(l, r) {
		a.fail(w, r, errRateLimited)
		return false
	}
	return true
}
