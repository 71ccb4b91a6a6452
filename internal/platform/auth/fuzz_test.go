package auth_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"
)

// FuzzBodies sends arbitrary bodies to the public endpoints: every answer is a GoTrue-shaped client
// error or success, never a 5xx.
func FuzzBodies(f *testing.F) {
	env := newEnv(f)
	for _, s := range []string{`{"email":"a@b.c","password":"x"}`, `{"refresh_token":""}`, `[]`, `null`, `{"email":{}}`,
		`{"type":"recovery","email":"a@b.c","token":"1"}`, `{"type":"signup","token_hash":"00"}`, "\x00", `{"data":{"a":null}}`,
		`{"email":"a@b.c","code_challenge":"` + strings.Repeat("A", 43) + `","code_challenge_method":"S256"}`,
		`{"auth_code":"x","code_verifier":"` + strings.Repeat("v", 200) + `"}`, `{"type":"email_change","token_hash":"pkce_00"}`,
		`{"type":"email","email":"a@b.c","token":"000000"}`, `{"email":"a@b.c","create_user":"sí"}`} {
		f.Add(s)
	}
	paths := []string{"/auth/v1/token?grant_type=password", "/auth/v1/token?grant_type=refresh_token",
		"/auth/v1/recover", "/auth/v1/verify", "/auth/v1/resend", "/auth/v1/signup", "/auth/v1/otp", "/auth/v1/token?grant_type=pkce"}
	f.Fuzz(func(t *testing.T, body string) {
		env.Clock.Advance(1 << 40) // keep the rate limiters out of the way
		for _, p := range paths {
			rec := env.Do("POST", p).As("anon").JSON(body).Send()
			if rec.Code >= 500 {
				t.Fatalf("POST %s %q = %d %s", p, body, rec.Code, rec.Body.String())
			}
		}
	})
}

// FuzzFactorBodies sends arbitrary bodies to the factor endpoints of a signed-in user: enrolment,
// challenge and verification answer a GoTrue-shaped error or success, never a 5xx.
func FuzzFactorBodies(f *testing.F) {
	env := newEnv(f)
	u := &mfaUser{env: env, email: "fuzz@example.com"}
	createUserTB(f, env, u.email)
	for _, s := range []string{`{"factor_type":"totp"}`, `{"challenge_id":"7d3c1c5e-0000-4000-8000-000000000000","code":"123456"}`,
		`{"code":"１２３４５６","challenge_id":""}`, `{"factor_type":"totp","friendly_name":"` + strings.Repeat("x", 300) + `"}`,
		`[]`, `null`, "\x00", `{"code":12}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		env.Clock.Advance(time.Hour) // old factors expire, locks pass, the token stays fresh below
		u.token = signInTB(t, env, u.email)
		rec := env.Do("POST", "/auth/v1/factors").As(u.token).JSON(`{"factor_type":"totp"}`).Send()
		if rec.Code != http.StatusOK {
			t.Fatalf("enroll = %d %s", rec.Code, rec.Body.String())
		}
		var m map[string]any
		_ = json.Unmarshal(rec.Body.Bytes(), &m)
		id := m["id"].(string)
		for _, p := range []string{"/auth/v1/factors", "/auth/v1/factors/" + id + "/challenge", "/auth/v1/factors/" + id + "/verify"} {
			if rec := env.Do("POST", p).As(u.token).JSON(body).Send(); rec.Code >= 500 {
				t.Fatalf("POST %s %q = %d %s", p, body, rec.Code, rec.Body.String())
			}
		}
	})
}
