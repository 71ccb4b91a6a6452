package auth_test

import (
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/config"
)

func TestTokenRateLimitPerAddress(t *testing.T) {
	env := newEnv(t)
	// 30 attempts pass (GoTrue's burst), the 31st is refused; after the window refills, it passes.
	send := func() int {
		return env.Do("POST", "/auth/v1/token?grant_type=refresh_token").As("anon").
			JSON(`{"refresh_token":"nope"}`).Send().Code
	}
	for i := range 30 {
		if c := send(); c != 400 {
			t.Fatalf("attempt %d = %d", i, c)
		}
	}
	rec := env.Do("POST", "/auth/v1/token?grant_type=refresh_token").As("anon").Header("X-Supabase-Api-Version", "2024-01-01").
		JSON(`{"refresh_token":"nope"}`).Send()
	if rec.Code != 429 || rec.Body.String() != `{"code":"over_request_rate_limit","message":"Request rate limit reached"}` {
		t.Fatalf("31st = %d %s", rec.Code, rec.Body.String())
	}
	env.Clock.Advance(5 * time.Minute)
	if c := send(); c != 400 {
		t.Fatalf("after the window = %d", c)
	}
}

func TestTokenRateLimitPerEmail(t *testing.T) {
	env := newEnv(t)
	createUser(t, env, "ana@example.com", true, "")
	codes := map[int]int{}
	for range 21 {
		codes[env.Do("POST", "/auth/v1/token?grant_type=password").As("anon").
			JSON(`{"email":"ana@example.com","password":"wrong-guess"}`).Send().Code]++
	}
	if codes[400] != 20 || codes[429] != 1 {
		t.Fatalf("codes = %v, want 20×400 then 429", codes)
	}
}

func TestOTPRateLimits(t *testing.T) {
	env := newEnv(t)
	// Recover: 30 per address; distinct unknown addresses so the per-e-mail limit is not what trips.
	for i := range 30 {
		rec := env.Do("POST", "/auth/v1/recover").As("anon").JSON(`{"email":"ghost` + string(rune('a'+i%26)) + string(rune('a'+i/26)) + `@example.com"}`).Send()
		expect(t, rec, 200, "")
	}
	expect(t, env.Do("POST", "/auth/v1/resend").As("anon").JSON(`{"type":"signup","email":"x@example.com"}`).Send(), 429, "over_request_rate_limit")

	// Per e-mail: 5 requests for the same address.
	env.Clock.Advance(10 * time.Minute)
	for range 5 {
		expect(t, env.Do("POST", "/auth/v1/recover").As("anon").JSON(`{"email":"ghost@example.com"}`).Send(), 200, "")
	}
	expect(t, env.Do("POST", "/auth/v1/recover").As("anon").JSON(`{"email":"GHOST@example.com"}`).Send(), 429, "over_request_rate_limit")

	// Verify: OTP guesses for one address are bounded.
	for range 5 {
		expect(t, env.Do("POST", "/auth/v1/verify").As("anon").JSON(`{"type":"recovery","email":"ghost@example.com","token":"123456"}`).Send(), 403, "otp_expired")
	}
	expect(t, env.Do("POST", "/auth/v1/verify").As("anon").JSON(`{"type":"recovery","email":"ghost@example.com","token":"123456"}`).Send(), 429, "over_request_rate_limit")
	// And GET /verify per address.
	for range 25 {
		env.Do("GET", "/auth/v1/verify?type=recovery&token=x").Send()
	}
	if c := env.Do("GET", "/auth/v1/verify?type=recovery&token=x").Send().Code; c != 429 {
		t.Fatalf("verify flood = %d", c)
	}
}

// TestConfiguredRateLimits: the limits come from the configuration (GOTRUE_RATE_LIMIT_TOKEN_REFRESH
// and the others): a limit of 3 refuses the fourth request in the window, and a burst never exceeds
// the limit.
func TestConfiguredRateLimits(t *testing.T) {
	env := newEnv(t, func(c *config.Config) { c.AuthRateLimits.TokenIP, c.AuthRateLimits.VerifyIP = 3, 2 })
	for range 3 {
		expect(t, env.Do("POST", "/auth/v1/token?grant_type=refresh_token").As("anon").JSON(`{"refresh_token":"nope"}`).Send(), 400, "")
	}
	expect(t, env.Do("POST", "/auth/v1/token?grant_type=refresh_token").As("anon").JSON(`{"refresh_token":"nope"}`).Send(), 429, "over_request_rate_limit")
	for range 2 {
		expect(t, env.Do("POST", "/auth/v1/verify").As("anon").JSON(`{"type":"signup","token_hash":"00"}`).Send(), 403, "")
	}
	expect(t, env.Do("POST", "/auth/v1/verify").As("anon").JSON(`{"type":"signup","token_hash":"00"}`).Send(), 429, "over_request_rate_limit")
}
