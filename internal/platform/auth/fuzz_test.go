package auth_test

import (
	"testing"
)

// FuzzBodies sends arbitrary bodies to the public endpoints: every answer is a GoTrue-shaped client
// error or success, never a 5xx.
func FuzzBodies(f *testing.F) {
	env := newEnv(f)
	for _, s := range []string{`{"email":"a@b.c","password":"x"}`, `{"refresh_token":""}`, `[]`, `null`, `{"email":{}}`,
		`{"type":"recovery","email":"a@b.c","token":"1"}`, `{"type":"signup","token_hash":"00"}`, "\x00", `{"data":{"a":null}}`} {
		f.Add(s)
	}
	paths := []string{"/auth/v1/token?grant_type=password", "/auth/v1/token?grant_type=refresh_token",
		"/auth/v1/recover", "/auth/v1/verify", "/auth/v1/resend", "/auth/v1/signup"}
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
