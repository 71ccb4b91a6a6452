package auth_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/config"
)

// TestEmailChange: PUT /user {email} records a change both addresses must confirm; the first
// confirmation (a link) answers a message and no session, the second (a code) moves the account and
// signs in; a code is good once; an address of another account is refused; /resend sends new codes.
func TestEmailChange(t *testing.T) {
	env := newEnv(t)
	createUser(t, env, "ana@example.com", true, "")
	createUser(t, env, "luis@example.com", true, "")
	tok := signIn(t, env, "ana@example.com")["access_token"].(string)
	put := func(body string) map[string]any {
		return decode(t, env.Do("PUT", "/auth/v1/user").As(tok).JSON(body).Send())
	}
	if m := put(`{"email":"luis@example.com"}`); m["error_code"] != "email_exists" {
		t.Fatalf("an address of another account: %v", m)
	}
	m := put(`{"email":"Ana.Nueva@Example.com"}`)
	if m["email"] != "ana@example.com" || m["new_email"] != "ana.nueva@example.com" || m["email_change_sent_at"] == nil {
		t.Fatalf("PUT /user email: %v", m)
	}
	if m := put(`{"email":"otra@example.com"}`); m["error_code"] != "over_email_send_rate_limit" {
		t.Fatalf("a second change within the minute: %v", m)
	}
	current, next := outbox(t, env, "ana@example.com"), outbox(t, env, "ana.nueva@example.com")
	if len(current) != 1 || len(next) != 1 {
		t.Fatalf("e-mails: %d to the current address, %d to the new one", len(current), len(next))
	}

	// The current address confirms by its link: a message in the fragment, no session yet.
	rec := env.Do("GET", strings.TrimPrefix(linkIn(t, current[0]), "http://vitrina.test")).Send()
	_, v := fragment(t, rec.Header().Get("Location"))
	if rec.Code != http.StatusSeeOther || !strings.HasPrefix(v.Get("message"), "Confirmation link accepted") || v.Has("access_token") {
		t.Fatalf("first confirmation: %s", rec.Header().Get("Location"))
	}
	if me := decode(t, env.Do("GET", "/auth/v1/user").As(tok).Send()); me["email"] != "ana@example.com" {
		t.Fatalf("the address changed after one confirmation: %v", me)
	}
	rec = env.Do("GET", strings.TrimPrefix(linkIn(t, current[0]), "http://vitrina.test")).Send()
	if _, v := fragment(t, rec.Header().Get("Location")); v.Get("error_code") != "otp_expired" {
		t.Fatalf("the same link again: %s", rec.Header().Get("Location"))
	}

	// The new address confirms with its code: the account moves and a session starts.
	verify := `{"type":"email_change","email":"ana.nueva@example.com","token":"` + codeOf(t, next[0]) + `"}`
	done := expect(t, env.Do("POST", "/auth/v1/verify").As("anon").JSON(verify).Send(), 200, "")
	if done["access_token"] == nil || done["user"].(map[string]any)["email"] != "ana.nueva@example.com" {
		t.Fatalf("second confirmation: %v", done)
	}
	expect(t, env.Do("POST", "/auth/v1/verify").As("anon").JSON(verify).Send(), 403, "otp_expired")
	signIn(t, env, "ana.nueva@example.com")
	expect(t, env.Do("POST", "/auth/v1/token?grant_type=password").As("anon").
		JSON(`{"email":"ana@example.com","password":"`+testPassword+`"}`).Send(), 400, "invalid_credentials")

	// Resend: fresh codes to both addresses of a pending change, nothing for an account without one.
	tok = done["access_token"].(string)
	env.Clock.Advance(2 * time.Minute)
	expect(t, env.Do("PUT", "/auth/v1/user").As(tok).JSON(`{"email":"ana3@example.com"}`).Send(), 200, "")
	env.Clock.Advance(2 * time.Minute)
	expect(t, env.Do("POST", "/auth/v1/resend").As("anon").JSON(`{"type":"email_change","email":"ana.nueva@example.com"}`).Send(), 200, "")
	expect(t, env.Do("POST", "/auth/v1/resend").As("anon").JSON(`{"type":"email_change","email":"luis@example.com"}`).Send(), 200, "")
	if n, m := len(outbox(t, env, "ana3@example.com")), len(outbox(t, env, "luis@example.com")); n != 2 || m != 0 {
		t.Fatalf("after resend: %d e-mails to the new address (want 2), %d to an account without a change", n, m)
	}
	// Codes expire with the one-time tokens.
	env.Clock.Advance(25 * time.Hour)
	last := outbox(t, env, "ana3@example.com")[1]
	expect(t, env.Do("POST", "/auth/v1/verify").As("anon").JSON(`{"type":"email_change","email":"ana3@example.com","token":"`+codeOf(t, last)+`"}`).Send(), 403, "otp_expired")
}

// TestReauthentication: with GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION, a session
// older than a day needs the e-mailed code of GET /reauthenticate to change the password; a wrong or
// spent code is refused; a young session needs none.
func TestReauthentication(t *testing.T) {
	env := newEnv(t, func(c *config.Config) { c.UpdatePasswordRequireReauthentication = true })
	createUser(t, env, "ana@example.com", true, "")
	s := signIn(t, env, "ana@example.com")
	put := func(tok, body string) map[string]any {
		return decode(t, env.Do("PUT", "/auth/v1/user").As(tok).JSON(body).Send())
	}
	if m := put(s["access_token"].(string), `{"password":"una-clave-nueva-1"}`); m["error_code"] != nil {
		t.Fatalf("a young session's password change: %v", m)
	}
	env.Clock.Advance(25 * time.Hour)
	tok := decode(t, refresh(env, s["refresh_token"].(string)))["access_token"].(string) // the same session, a day old
	if m := put(tok, `{"password":"una-clave-nueva-2"}`); m["error_code"] != "reauthentication_needed" {
		t.Fatalf("without a code: %v", m)
	}
	if m := put(tok, `{"password":"una-clave-nueva-2","nonce":"123456"}`); m["error_code"] != "reauthentication_not_valid" {
		t.Fatalf("a wrong code: %v", m)
	}
	expect(t, env.Do("GET", "/auth/v1/reauthenticate").As(tok).Send(), 200, "")
	expect(t, env.Do("GET", "/auth/v1/reauthenticate").As(tok).Send(), 429, "over_email_send_rate_limit")
	mails := outbox(t, env, "ana@example.com")
	code := codeOf(t, mails[len(mails)-1])
	if m := put(tok, `{"password":"una-clave-nueva-2","nonce":"`+code+`"}`); m["error_code"] != nil {
		t.Fatalf("with the code: %v", m)
	}
	if m := put(tok, `{"password":"una-clave-nueva-3","nonce":"`+code+`"}`); m["error_code"] != "reauthentication_not_valid" {
		t.Fatalf("a spent code: %v", m)
	}
	expect(t, env.Do("GET", "/auth/v1/reauthenticate").As("anon").Send(), 403, "")
}
