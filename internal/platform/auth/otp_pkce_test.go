package auth_test

import (
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

var codeInMail = regexp.MustCompile(`código: (\d{6})`)

// codeOf is the six-digit code of an e-mail body.
func codeOf(t *testing.T, body string) string {
	t.Helper()
	m := codeInMail.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no code in %q", body)
	}
	return m[1]
}

// TestOTPSignIn: POST /otp e-mails a magic link with a code to a known address (signInWithOtp); the
// code (verifyOtp type email or magiclink) or the link signs in once; an unknown address becomes a
// passwordless account only when create_user and signups allow it; the usual refusals.
func TestOTPSignIn(t *testing.T) {
	env := newEnv(t, func(c *config.Config) { c.RedirectOrigins = []string{"https://app.example"} })
	createUser(t, env, "ana@example.com", true, "")

	expect(t, env.Do("POST", "/auth/v1/otp").As("anon").JSON(`{"email":"Ana@Example.com","create_user":true}`).Send(), 200, "")
	mails := outbox(t, env, "ana@example.com")
	if len(mails) != 1 || !strings.Contains(mails[0], "type=magiclink") {
		t.Fatalf("magic link mails: %q", mails)
	}
	code := codeOf(t, mails[0])
	// A wrong code, then the right one (type email, as supabase-js sends it), then the same again.
	expect(t, env.Do("POST", "/auth/v1/verify").As("anon").JSON(`{"type":"email","email":"ana@example.com","token":"000000"}`).Send(), 403, "otp_expired")
	m := expect(t, env.Do("POST", "/auth/v1/verify").As("anon").JSON(`{"type":"email","email":"ana@example.com","token":"`+code+`"}`).Send(), 200, "")
	if m["access_token"] == nil || m["user"].(map[string]any)["email"] != "ana@example.com" {
		t.Fatalf("verify: %v", m)
	}
	expect(t, env.Do("POST", "/auth/v1/verify").As("anon").JSON(`{"type":"email","email":"ana@example.com","token":"`+code+`"}`).Send(), 403, "otp_expired")

	// Within the minute a second link is refused.
	expect(t, env.Do("POST", "/auth/v1/otp").As("anon").JSON(`{"email":"ana@example.com"}`).Send(), 429, "over_email_send_rate_limit")

	// Unknown address: refused with signups off or create_user false; nothing stored or sent.
	expect(t, env.Do("POST", "/auth/v1/otp").As("anon").JSON(`{"email":"nuevo@example.com"}`).Send(), 422, "otp_disabled")
	if len(outbox(t, env, "nuevo@example.com")) != 0 {
		t.Fatal("mail sent to an unknown address with signups off")
	}
	for _, tc := range []struct{ body, code string }{
		{`{"phone":"+34600000000"}`, "phone_provider_disabled"},
		{`{"email":"a@example.com","phone":"+34600000000"}`, "validation_failed"},
		{`{}`, "validation_failed"},
		{`{"email":"no es un correo"}`, "validation_failed"},
		{`{"email":"ana@example.com","code_challenge":"abc","code_challenge_method":"s256"}`, "validation_failed"},
		{`{"email":"ana@example.com","code_challenge":"` + strings.Repeat("a", 43) + `"}`, "validation_failed"},
		{`{"email":"ana@example.com","code_challenge":"` + strings.Repeat("a", 43) + `","code_challenge_method":"md5"}`, "validation_failed"},
	} {
		rec := env.Do("POST", "/auth/v1/otp").As("anon").JSON(tc.body).Send()
		if got := decode(t, rec)["error_code"]; got != tc.code {
			t.Errorf("%s: %d %s, want %s", tc.body, rec.Code, rec.Body.String(), tc.code)
		}
	}
}

// TestOTPSignUp: with signups on, /otp makes an unknown address a passwordless account and e-mails
// its confirmation, whose link signs it in; the account has no password to sign in with.
func TestOTPSignUp(t *testing.T) {
	env := newEnv(t, func(c *config.Config) { c.SignupEnabled = true })
	expect(t, env.Do("POST", "/auth/v1/otp").As("anon").JSON(`{"email":"nuevo@example.com","data":{"nombre":"Nuevo"}}`).Send(), 200, "")
	mails := outbox(t, env, "nuevo@example.com")
	if len(mails) != 1 || !strings.Contains(mails[0], "type=signup") {
		t.Fatalf("confirmation mails: %q", mails)
	}
	expect(t, env.Do("POST", "/auth/v1/token?grant_type=password").As("anon").JSON(`{"email":"nuevo@example.com","password":""}`).Send(), 400, "")
	rec := env.Do("GET", strings.TrimPrefix(linkIn(t, mails[0]), "http://vitrina.test")).Send()
	_, v := fragment(t, rec.Header().Get("Location"))
	claims, err := env.Keys.Verify(v.Get("access_token"))
	if err != nil || claims.Email != "nuevo@example.com" {
		t.Fatalf("the confirmation link did not sign in: %s (%v)", rec.Header().Get("Location"), err)
	}
	me := expect(t, env.Do("GET", "/auth/v1/user").As(v.Get("access_token")).Send(), 200, "")
	if me["email_confirmed_at"] == nil || me["user_metadata"].(map[string]any)["nombre"] != "Nuevo" {
		t.Fatalf("user: %v", me)
	}
	expect(t, env.Do("POST", "/auth/v1/otp").As("anon").JSON(`{"email":"otro@example.com","create_user":false}`).Send(), 422, "otp_disabled")
}

// pkcePair is a code_verifier and its S256 code_challenge.
func pkcePair(seed string) (verifier, challenge string) {
	verifier = strings.Repeat(seed, 50/len(seed)+1)[:50]
	sum := sha256.Sum256([]byte(verifier))
	return verifier, base64.RawURLEncoding.EncodeToString(sum[:])
}

// pkceLink follows a PKCE e-mail link and answers the auth code of its redirect.
func pkceLink(t *testing.T, env *platformtest.Env, mail, wantBase string) string {
	t.Helper()
	link := linkIn(t, mail)
	if !strings.Contains(link, "token=pkce_") {
		t.Fatalf("not a PKCE link: %s", link)
	}
	rec := env.Do("GET", strings.TrimPrefix(link, "http://vitrina.test")).Send()
	loc, err := url.Parse(rec.Header().Get("Location"))
	if rec.Code != http.StatusSeeOther || err != nil || loc.Fragment != "" || !strings.HasPrefix(loc.String(), wantBase+"?") {
		t.Fatalf("PKCE link answered %d %s", rec.Code, rec.Header().Get("Location"))
	}
	code := loc.Query().Get("code")
	if code == "" {
		t.Fatalf("no code in %s", loc)
	}
	return code
}

// TestPKCE: a magic link, a recovery and a signup confirmation asked with a code_challenge end in an
// auth code, not a session; the code and the right verifier give the session once; a wrong
// verifier spends the code; a code older than five minutes is expired; the code alone is worthless.
func TestPKCE(t *testing.T) {
	env := newEnv(t, func(c *config.Config) {
		c.RedirectOrigins = []string{"https://app.example"}
		c.SignupEnabled = true
	})
	createUser(t, env, "ana@example.com", true, "")
	exchange := func(code, verifier string) map[string]any {
		t.Helper()
		rec := env.Do("POST", "/auth/v1/token?grant_type=pkce").As("anon").JSON(`{"auth_code":` + quote(code) + `,"code_verifier":` + quote(verifier) + `}`).Send()
		return decode(t, rec)
	}

	verifier, challenge := pkcePair("verificador-")
	expect(t, env.Do("POST", "/auth/v1/otp?redirect_to="+url.QueryEscape("https://app.example/entrar")).As("anon").
		JSON(`{"email":"ana@example.com","code_challenge":"`+challenge+`","code_challenge_method":"s256"}`).Send(), 200, "")
	code := pkceLink(t, env, outbox(t, env, "ana@example.com")[0], "https://app.example/entrar")
	if m := exchange(code, verifier); m["access_token"] == nil || m["user"].(map[string]any)["email"] != "ana@example.com" {
		t.Fatalf("exchange: %v", m)
	}
	if m := exchange(code, verifier); m["error_code"] != "flow_state_not_found" {
		t.Fatalf("second exchange: %v", m)
	}

	// Recovery with a plain challenge, then a wrong verifier: refused, and the code is spent.
	env.Clock.Advance(2 * time.Minute)
	plain := strings.Repeat("p", 60)
	expect(t, env.Do("POST", "/auth/v1/recover").As("anon").
		JSON(`{"email":"ana@example.com","code_challenge":"`+plain+`","code_challenge_method":"plain"}`).Send(), 200, "")
	code = pkceLink(t, env, outbox(t, env, "ana@example.com")[1], "http://vitrina.test")
	if m := exchange(code, plain+"x"); m["error_code"] != "bad_code_verifier" {
		t.Fatalf("wrong verifier: %v", m)
	}
	if m := exchange(code, plain); m["error_code"] != "flow_state_not_found" {
		t.Fatalf("after a wrong verifier: %v", m)
	}

	// Signup confirmation; the code waits more than five minutes: expired.
	verifier, challenge = pkcePair("nuevo-")
	expect(t, env.Do("POST", "/auth/v1/signup").As("anon").
		JSON(`{"email":"nuevo@example.com","password":"clave-segura-1","code_challenge":"`+challenge+`","code_challenge_method":"S256"}`).Send(), 200, "")
	code = pkceLink(t, env, outbox(t, env, "nuevo@example.com")[0], "http://vitrina.test")
	env.Clock.Advance(5*time.Minute + time.Second)
	if m := exchange(code, verifier); m["error_code"] != "flow_state_expired" {
		t.Fatalf("late exchange: %v", m)
	}
	me := env.Do("POST", "/auth/v1/token?grant_type=password").As("anon").JSON(`{"email":"nuevo@example.com","password":"clave-segura-1"}`).Send()
	expect(t, me, 200, "") // the link confirmed the address even though the code came too late

	for _, body := range []string{`{}`, `{"auth_code":"x"}`, `{"code_verifier":"x"}`} {
		rec := env.Do("POST", "/auth/v1/token?grant_type=pkce").As("anon").JSON(body).Send()
		expect(t, rec, 400, "validation_failed")
	}
	if m := exchange("no-such-code", verifier); m["error_code"] != "flow_state_not_found" {
		t.Fatalf("unknown code: %v", m)
	}
}
