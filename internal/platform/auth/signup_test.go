package auth_test

import (
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/config"
)

func TestSignupDisabled(t *testing.T) {
	env := newEnv(t)
	rec := env.Do("POST", "/auth/v1/signup").As("anon").JSON(`{"email":"a@example.com","password":"long-enough-1"}`).Send()
	m := expect(t, rec, 422, "signup_disabled")
	if m["msg"] != "Signups not allowed for this instance" {
		t.Fatalf("msg = %v", m["msg"])
	}
}

func TestSignupAndResend(t *testing.T) {
	env := newEnv(t, func(c *config.Config) { c.SignupEnabled = true })
	signup := func(body string) map[string]any {
		return decode(t, env.Do("POST", "/auth/v1/signup").As("anon").JSON(body).Send())
	}
	for _, c := range []struct {
		body   string
		status int
		code   string
	}{
		{`{"email":"x@example.com"}`, 400, "validation_failed"},
		{`{"email":"x@example.com","password":"short"}`, 422, "weak_password"},
		{`{"email":"bad","password":"long-enough-1"}`, 400, "validation_failed"},
		{`{"password":"long-enough-1"}`, 422, "anonymous_provider_disabled"},
	} {
		expect(t, env.Do("POST", "/auth/v1/signup").As("anon").JSON(c.body).Send(), c.status, c.code)
	}

	u := signup(`{"email":"Nueva@Example.com","password":"long-enough-1","data":{"nombre":"Nueva"}}`)
	if u["email"] != "nueva@example.com" || u["confirmation_sent_at"] == nil || u["access_token"] != nil ||
		u["user_metadata"].(map[string]any)["nombre"] != "Nueva" {
		t.Fatalf("signup = %v", u)
	}
	expect(t, env.Do("POST", "/auth/v1/token?grant_type=password").As("anon").
		JSON(`{"email":"nueva@example.com","password":"long-enough-1"}`).Send(), 400, "email_not_confirmed")

	// Resend within a minute is refused; after it a second mail goes out.
	resend := func() int {
		return env.Do("POST", "/auth/v1/resend").As("anon").JSON(`{"type":"signup","email":"nueva@example.com"}`).Send().Code
	}
	if resend() != 429 {
		t.Fatal("resend within 60 s should be 429")
	}
	env.Clock.Advance(61 * time.Second)
	if resend() != 200 {
		t.Fatal("resend after 60 s should be 200")
	}
	mails := outbox(t, env, "nueva@example.com")
	if len(mails) != 2 || !strings.Contains(mails[1], "type=signup") {
		t.Fatalf("mails = %q", mails)
	}
	// The first link was replaced by the second.
	rec := env.Do("GET", strings.TrimPrefix(linkIn(t, mails[0]), "http://vitrina.test")).Send()
	if _, v := fragment(t, rec.Header().Get("Location")); v.Get("error_code") != "otp_expired" {
		t.Fatalf("old link = %s", rec.Header().Get("Location"))
	}
	rec = env.Do("GET", strings.TrimPrefix(linkIn(t, mails[1]), "http://vitrina.test")).Send()
	if _, v := fragment(t, rec.Header().Get("Location")); v.Get("type") != "signup" {
		t.Fatalf("confirm = %s", rec.Header().Get("Location"))
	}
	expect(t, env.Do("POST", "/auth/v1/token?grant_type=password").As("anon").
		JSON(`{"email":"nueva@example.com","password":"long-enough-1"}`).Send(), 200, "")

	// A confirmed address gets a fake user, not an error; no mail goes out.
	fake := signup(`{"email":"nueva@example.com","password":"long-enough-2"}`)
	if fake["id"] == u["id"] || len(fake["identities"].([]any)) != 0 {
		t.Fatalf("fake user = %v", fake)
	}
	// Resend for confirmed, unknown, other types.
	env.Clock.Advance(61 * time.Second)
	for _, c := range []struct {
		body   string
		status int
		code   string
	}{
		{`{"type":"signup","email":"nueva@example.com"}`, 200, ""},
		{`{"type":"signup","email":"ghost@example.com"}`, 200, ""},
		{`{"type":"email_change","email":"nueva@example.com"}`, 200, ""},
		{`{"type":"signup"}`, 400, "validation_failed"},
		{`{"type":"bogus","email":"x@example.com"}`, 400, "validation_failed"},
		{`{"type":"sms","phone":"+34600"}`, 422, "phone_provider_disabled"},
	} {
		expect(t, env.Do("POST", "/auth/v1/resend").As("anon").JSON(c.body).Send(), c.status, c.code)
	}
	if n := len(outbox(t, env, "nueva@example.com")); n != 2 {
		t.Fatalf("mails after confirmation = %d, want 2", n)
	}
}
