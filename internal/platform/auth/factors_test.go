package auth_test

import (
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// mfaUser is a signed-in user with an unverified TOTP factor.
type mfaUser struct {
	env    *platformtest.Env
	id     string
	email  string
	token  string // the current access token
	factor string
	secret string
}

func newMFAUser(t *testing.T, env *platformtest.Env, email string) *mfaUser {
	t.Helper()
	id := createUser(t, env, email, true, "")
	u := &mfaUser{env: env, id: id, email: email, token: signIn(t, env, email)["access_token"].(string)}
	m := expect(t, u.do("POST", "/auth/v1/factors", `{"factor_type":"totp","friendly_name":"phone"}`), http.StatusOK, "")
	u.factor = m["id"].(string)
	u.secret = m["totp"].(map[string]any)["secret"].(string)
	return u
}

func (u *mfaUser) do(method, path, body string) *httptest.ResponseRecorder {
	return u.env.Do(method, path).As(u.token).JSON(body).Send()
}

// code is the factor's code at the platform clock, offset by steps of 30 s.
func (u *mfaUser) code(t *testing.T, steps int) string {
	t.Helper()
	c, err := totp.GenerateCode(u.secret, u.env.Clock.Now().Add(time.Duration(steps)*30*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func (u *mfaUser) challenge(t *testing.T) string {
	t.Helper()
	m := expect(t, u.do("POST", "/auth/v1/factors/"+u.factor+"/challenge", ""), http.StatusOK, "")
	return m["id"].(string)
}

func (u *mfaUser) verify(challenge, code string) *httptest.ResponseRecorder {
	return u.do("POST", "/auth/v1/factors/"+u.factor+"/verify", `{"challenge_id":"`+challenge+`","code":"`+code+`"}`)
}

// verified challenges and verifies with the current code, keeping the new session's access token.
func (u *mfaUser) verified(t *testing.T) map[string]any {
	t.Helper()
	m := expect(t, u.verify(u.challenge(t), u.code(t, 0)), http.StatusOK, "")
	u.token = m["access_token"].(string)
	return m
}

// wrongCode is a six-digit code that matches none of the steps the platform accepts now.
func (u *mfaUser) wrongCode(t *testing.T) string {
	t.Helper()
	valid := map[string]bool{u.code(t, -1): true, u.code(t, 0): true, u.code(t, 1): true}
	for _, c := range []string{"000000", "111111", "222222", "333333"} {
		if !valid[c] {
			return c
		}
	}
	t.Fatal("no wrong code")
	return ""
}

// claimsOf decodes an access token's payload (the signature is the platform's business).
func claimsOf(t *testing.T, token string) map[string]any {
	t.Helper()
	parts := strings.Split(token, ".")
	raw, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestFactorEnrollAnswersGoTruesShape(t *testing.T) {
	env := newEnv(t)
	createUser(t, env, "ana@example.com", true, "")
	tok := signIn(t, env, "ana@example.com")["access_token"].(string)
	m := expect(t, env.Do("POST", "/auth/v1/factors").As(tok).JSON(`{"factor_type":"totp","friendly_name":"Móvil"}`).Send(), http.StatusOK, "")
	if m["type"] != "totp" || m["friendly_name"] != "Móvil" || m["id"] == "" {
		t.Fatalf("enroll = %v", m)
	}
	to := m["totp"].(map[string]any)
	if qr := to["qr_code"].(string); !strings.HasPrefix(qr, "<svg") || strings.Contains(qr, "<script") {
		t.Errorf("qr_code is not bare SVG markup: %.60q", qr)
	}
	secret := to["secret"].(string)
	if uri := to["uri"].(string); !strings.HasPrefix(uri, "otpauth://totp/") || !strings.Contains(uri, "secret="+secret) ||
		!strings.Contains(uri, "issuer=vitrina.test") {
		t.Errorf("uri = %q", uri)
	}
	u := expect(t, env.Do("GET", "/auth/v1/user").As(tok).Send(), http.StatusOK, "")
	fs := u["factors"].([]any)
	if len(fs) != 1 || fs[0].(map[string]any)["status"] != "unverified" || fs[0].(map[string]any)["factor_type"] != "totp" {
		t.Fatalf("factors = %v", u["factors"])
	}

	// The seed is sealed at rest: the database holds neither it nor anything it can be read from alone.
	var stored string
	if err := env.DB.QueryRow(t.Context(), `SELECT secret FROM auth_mfa_factors WHERE id = ?`, m["id"]).Scan(&stored); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(stored, secret) || !strings.HasPrefix(stored, "v1:") {
		t.Errorf("stored secret = %q", stored)
	}
}

func TestFactorVerifyRaisesTheSessionToAAL2(t *testing.T) {
	env := newEnv(t)
	u := newMFAUser(t, env, "ana@example.com")
	first := signIn(t, env, "ana@example.com") // another aal1 session, to be ended
	if c := claimsOf(t, u.token); c["aal"] != "aal1" {
		t.Fatalf("aal before = %v", c["aal"])
	}
	ch := expect(t, u.do("POST", "/auth/v1/factors/"+u.factor+"/challenge", ""), http.StatusOK, "")
	if ch["type"] != "totp" || int64(ch["expires_at"].(float64)) != env.Clock.Now().Add(5*time.Minute).Unix() {
		t.Fatalf("challenge = %v", ch)
	}
	m := expect(t, u.verify(ch["id"].(string), u.code(t, 0)), http.StatusOK, "")
	for _, k := range []string{"access_token", "refresh_token", "expires_in", "expires_at", "user"} {
		if m[k] == nil {
			t.Errorf("verify response lacks %s: %v", k, m)
		}
	}
	c := claimsOf(t, m["access_token"].(string))
	amr := c["amr"].([]any)
	if c["aal"] != "aal2" || amr[0].(map[string]any)["method"] != "totp" || amr[1].(map[string]any)["method"] != "password" {
		t.Fatalf("claims = aal %v amr %v", c["aal"], c["amr"])
	}
	if fs := m["user"].(map[string]any)["factors"].([]any); fs[0].(map[string]any)["status"] != "verified" {
		t.Fatalf("factors = %v", fs)
	}
	// The refreshed token keeps aal2.
	r := expect(t, refresh(env, m["refresh_token"].(string)), http.StatusOK, "")
	if claimsOf(t, r["access_token"].(string))["aal"] != "aal2" {
		t.Error("refresh lost aal2")
	}
	// The other aal1 session is gone; a new sign-in starts at aal1 again.
	expect(t, env.Do("GET", "/auth/v1/user").As(first["access_token"].(string)).Send(), http.StatusForbidden, "session_not_found")
	expect(t, refresh(env, first["refresh_token"].(string)), http.StatusBadRequest, "refresh_token_not_found")
	again := signIn(t, env, "ana@example.com")
	if claimsOf(t, again["access_token"].(string))["aal"] != "aal1" {
		t.Error("a password sign-in of an MFA user must be aal1")
	}
}

func TestFactorVerifyRefusesTheAAL1RefreshToken(t *testing.T) {
	env := newEnv(t)
	createUser(t, env, "ana@example.com", true, "")
	s := signIn(t, env, "ana@example.com")
	u := &mfaUser{env: env, email: "ana@example.com", token: s["access_token"].(string)}
	m := expect(t, u.do("POST", "/auth/v1/factors", `{"factor_type":"totp"}`), http.StatusOK, "")
	u.factor, u.secret = m["id"].(string), m["totp"].(map[string]any)["secret"].(string)
	u.verified(t)
	// Even within the reuse interval, the aal1 refresh token mints nothing.
	expect(t, refresh(env, s["refresh_token"].(string)), http.StatusBadRequest, "refresh_token_not_found")
}

func TestFactorCodeIsGoodOnce(t *testing.T) {
	env := newEnv(t)
	u := newMFAUser(t, env, "ana@example.com")
	code := u.code(t, 0)
	expect(t, u.verify(u.challenge(t), code), http.StatusOK, "")
	// The same code on a fresh challenge, in the same 30 s: refused.
	expect(t, u.verify(u.challenge(t), code), http.StatusUnprocessableEntity, "mfa_verification_failed")
	// The previous step's code is older than the one spent: refused too.
	expect(t, u.verify(u.challenge(t), u.code(t, -1)), http.StatusUnprocessableEntity, "mfa_verification_failed")
	// The next step's code is new.
	env.Clock.Advance(30 * time.Second)
	expect(t, u.verify(u.challenge(t), u.code(t, 0)), http.StatusOK, "")
	// A challenge is spent by its verification.
	ch := u.challenge(t)
	env.Clock.Advance(30 * time.Second)
	expect(t, u.verify(ch, u.code(t, 0)), http.StatusOK, "")
	env.Clock.Advance(30 * time.Second)
	expect(t, u.verify(ch, u.code(t, 0)), http.StatusUnprocessableEntity, "mfa_ip_address_mismatch")
}

func TestFactorAcceptsOneStepOfClockSkew(t *testing.T) {
	for _, steps := range []int{-1, 1} {
		env := newEnv(t)
		u := newMFAUser(t, env, "ana@example.com")
		expect(t, u.verify(u.challenge(t), u.code(t, steps)), http.StatusOK, "")
	}
	env := newEnv(t)
	u := newMFAUser(t, env, "ana@example.com")
	expect(t, u.verify(u.challenge(t), u.code(t, 2)), http.StatusUnprocessableEntity, "mfa_verification_failed")
	expect(t, u.verify(u.challenge(t), u.code(t, -2)), http.StatusUnprocessableEntity, "mfa_verification_failed")
}

func TestFactorLocksAfterWrongCodes(t *testing.T) {
	env := newEnv(t)
	u := newMFAUser(t, env, "ana@example.com")
	for range 5 {
		expect(t, u.verify(u.challenge(t), u.wrongCode(t)), http.StatusUnprocessableEntity, "mfa_verification_failed")
	}
	// Locked: even the right code is refused, without being looked at.
	expect(t, u.verify(u.challenge(t), u.code(t, 0)), http.StatusTooManyRequests, "over_request_rate_limit")
	env.Clock.Advance(5*time.Minute - time.Second)
	expect(t, u.verify(u.challenge(t), u.code(t, 0)), http.StatusTooManyRequests, "over_request_rate_limit")
	env.Clock.Advance(time.Second)
	// One more wrong code doubles the lock.
	expect(t, u.verify(u.challenge(t), u.wrongCode(t)), http.StatusUnprocessableEntity, "mfa_verification_failed")
	env.Clock.Advance(10*time.Minute - time.Second)
	expect(t, u.verify(u.challenge(t), u.code(t, 0)), http.StatusTooManyRequests, "over_request_rate_limit")
	env.Clock.Advance(time.Second)
	// A right code clears the count.
	u.verified(t)
	env.Clock.Advance(30 * time.Second)
	for range 4 {
		expect(t, u.verify(u.challenge(t), u.wrongCode(t)), http.StatusUnprocessableEntity, "mfa_verification_failed")
	}
	expect(t, u.verify(u.challenge(t), u.code(t, 0)), http.StatusOK, "")
}

// TestFactorBruteForceStaysUnderOneIn10000 plays an attacker who knows the password and guesses
// codes for five years (the API keys themselves expire after ten), waiting out every lock: the guesses the platform looks at, times the three
// codes valid at any moment, stay under one chance in 10 000.
func TestFactorBruteForceStaysUnderOneIn10000(t *testing.T) {
	env := newEnv(t)
	u := newMFAUser(t, env, "ana@example.com")
	u.verified(t)
	end := env.Clock.Now().AddDate(5, 0, 0)
	looked := 0
	for env.Clock.Now().Before(end) {
		u.token = signIn(t, env, u.email)["access_token"].(string) // a fresh first step each time
		rec := u.verify(u.challenge(t), u.wrongCode(t))
		switch rec.Code {
		case http.StatusUnprocessableEntity:
			looked++
		case http.StatusTooManyRequests:
			// The best an attacker can do: come back the moment the lock ends.
			var until database.Time
			if err := env.DB.QueryRow(t.Context(), `SELECT locked_until FROM auth_mfa_factors WHERE id = ?`, u.factor).Scan(&until); err != nil {
				t.Fatal(err)
			}
			env.Clock.Advance(until.Sub(env.Clock.Now()))
		default:
			t.Fatalf("unexpected answer %d %s", rec.Code, rec.Body.String())
		}
	}
	if chance := float64(looked) * 3 / 1e6; chance >= 1e-4 {
		t.Fatalf("%d guesses looked at in 5 years: chance %.2g", looked, chance)
	}
	t.Logf("%d guesses looked at in 5 years (chance %.1g)", looked, float64(looked)*3/1e6)
}

func TestFactorChallengeAndFactorExpire(t *testing.T) {
	env := newEnv(t)
	u := newMFAUser(t, env, "ana@example.com")
	ch := u.challenge(t)
	env.Clock.Advance(5*time.Minute + time.Second)
	expect(t, u.verify(ch, u.code(t, 0)), http.StatusUnprocessableEntity, "mfa_challenge_expired")
	expect(t, u.verify(ch, u.code(t, 0)), http.StatusUnprocessableEntity, "mfa_factor_not_found") // deleted
	// The unverified factor is older than 5 minutes: the next enrolment drops it.
	old := u.factor
	m := expect(t, u.do("POST", "/auth/v1/factors", `{"factor_type":"totp","friendly_name":"phone"}`), http.StatusOK, "")
	if m["id"] == old {
		t.Fatal("same factor")
	}
	u.factor = old
	expect(t, u.do("POST", "/auth/v1/factors/"+old+"/challenge", ""), http.StatusNotFound, "mfa_factor_not_found")
}

func TestFactorUnenrollAndEnrollNeedAAL2OnceVerified(t *testing.T) {
	env := newEnv(t)
	u := newMFAUser(t, env, "ana@example.com")
	u.verified(t)
	aal2 := u.token
	u.token = signIn(t, env, u.email)["access_token"].(string) // a fresh aal1 session
	expect(t, u.do("DELETE", "/auth/v1/factors/"+u.factor, ""), http.StatusUnprocessableEntity, "insufficient_aal")
	expect(t, u.do("POST", "/auth/v1/factors", `{"factor_type":"totp"}`), http.StatusForbidden, "insufficient_aal")
	expect(t, u.do("PUT", "/auth/v1/user", `{"password":"another-password-77"}`), http.StatusUnauthorized, "insufficient_aal")
	u.token = aal2
	expect(t, u.do("POST", "/auth/v1/factors", `{"factor_type":"totp","friendly_name":"phone"}`), http.StatusUnprocessableEntity, "mfa_factor_name_conflict")
	expect(t, u.do("POST", "/auth/v1/factors", `{"factor_type":"totp","friendly_name":"tablet"}`), http.StatusOK, "")
	m := expect(t, u.do("DELETE", "/auth/v1/factors/"+u.factor, ""), http.StatusOK, "")
	if m["id"] != u.factor {
		t.Fatalf("unenroll = %v", m)
	}
	expect(t, u.do("DELETE", "/auth/v1/factors/"+u.factor, ""), http.StatusNotFound, "mfa_factor_not_found")
}

func TestFactorErrorsInBothShapes(t *testing.T) {
	env := newEnv(t)
	u := newMFAUser(t, env, "ana@example.com")
	other := newMFAUser(t, env, "otro@example.com")
	cases := []struct {
		name, method, path, body, token string
		status                          int
		code, message                   string
	}{
		{"no token", "POST", "/auth/v1/factors", `{"factor_type":"totp"}`, "-", 401, "no_authorization", "This endpoint requires a valid Bearer token"},
		{"bad type", "POST", "/auth/v1/factors", `{"factor_type":"sms"}`, "", 400, "validation_failed", "factor_type needs to be totp, phone, or webauthn"},
		{"phone", "POST", "/auth/v1/factors", `{"factor_type":"phone","phone":"+34600000000"}`, "", 422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone"},
		{"webauthn", "POST", "/auth/v1/factors", `{"factor_type":"webauthn"}`, "", 422, "mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn"},
		{"bad json", "POST", "/auth/v1/factors", `{"factor_type":`, "", 400, "bad_json", ""},
		{"factor id not uuid", "POST", "/auth/v1/factors/nope/challenge", ``, "", 404, "validation_failed", "factor_id must be an UUID"},
		{"unknown factor", "POST", "/auth/v1/factors/7d3c1c5e-0000-4000-8000-000000000000/challenge", ``, "", 404, "mfa_factor_not_found", "Factor not found"},
		{"another user's factor", "POST", "/auth/v1/factors/" + other.factor + "/challenge", ``, "", 404, "mfa_factor_not_found", "Factor not found"},
		{"empty code", "POST", "/auth/v1/factors/" + u.factor + "/verify", `{"challenge_id":"x","code":""}`, "", 400, "validation_failed", "Code needs to be non-empty"},
		{"unknown challenge", "POST", "/auth/v1/factors/" + u.factor + "/verify", `{"challenge_id":"7d3c1c5e-0000-4000-8000-000000000000","code":"123456"}`, "", 422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found"},
		{"unenroll unknown", "DELETE", "/auth/v1/factors/7d3c1c5e-0000-4000-8000-000000000000", ``, "", 404, "mfa_factor_not_found", "Factor not found"},
		{"admin list with a user token", "GET", "/auth/v1/admin/users/" + u.id + "/factors", ``, "", 403, "not_admin", "User not allowed"},
	}
	for _, tc := range cases {
		for _, modern := range []bool{false, true} {
			req := env.Do(tc.method, tc.path).JSON(tc.body)
			if tc.token != "-" {
				req = req.As(u.token)
			} else {
				req = req.Header("apikey", env.Keys.AnonKey())
			}
			if modern {
				req = req.Header("X-Supabase-Api-Version", "2024-01-01")
			}
			rec := req.Send()
			if rec.Code != tc.status || rec.Header().Get("x-sb-error-code") != tc.code {
				t.Errorf("%s (modern %v): %d %s, want %d %s", tc.name, modern, rec.Code, rec.Body.String(), tc.status, tc.code)
				continue
			}
			m := decode(t, rec)
			if modern {
				if m["code"] != tc.code || (tc.message != "" && m["message"] != tc.message) {
					t.Errorf("%s: new shape = %v", tc.name, m)
				}
			} else if m["error_code"] != tc.code || m["code"] != float64(tc.status) || (tc.message != "" && m["msg"] != tc.message) {
				t.Errorf("%s: legacy shape = %v", tc.name, m)
			}
		}
	}
}

func TestFactorChallengeFromAnotherAddressIsRefused(t *testing.T) {
	env := newEnv(t)
	u := newMFAUser(t, env, "ana@example.com")
	m := expect(t, env.Do("POST", "/auth/v1/factors/"+u.factor+"/challenge").As(u.token).From("203.0.113.9:5000").Send(), http.StatusOK, "")
	expect(t, u.verify(m["id"].(string), u.code(t, 0)), http.StatusUnprocessableEntity, "mfa_ip_address_mismatch")
}

func TestAdminFactors(t *testing.T) {
	env := newEnv(t)
	u := newMFAUser(t, env, "ana@example.com")
	u.verified(t)
	var list []map[string]any
	rec := env.Do("GET", "/auth/v1/admin/users/"+u.id+"/factors").As("service_role").Send()
	if err := json.Unmarshal(rec.Body.Bytes(), &list); err != nil || len(list) != 1 || list[0]["status"] != "verified" {
		t.Fatalf("list = %s", rec.Body.String())
	}
	if _, leaked := list[0]["secret"]; leaked {
		t.Fatal("the admin listing shows the seed")
	}
	user := expect(t, env.Do("GET", "/auth/v1/admin/users/"+u.id).As("service_role").Send(), http.StatusOK, "")
	if len(user["factors"].([]any)) != 1 {
		t.Fatalf("admin user factors = %v", user["factors"])
	}
	m := expect(t, env.Do("DELETE", "/auth/v1/admin/users/"+u.id+"/factors/"+u.factor).As("service_role").Send(), http.StatusOK, "")
	if m["id"] != u.factor || m["factor_type"] != "totp" {
		t.Fatalf("delete = %v", m)
	}
	expect(t, env.Do("DELETE", "/auth/v1/admin/users/"+u.id+"/factors/"+u.factor).As("service_role").Send(), http.StatusNotFound, "mfa_factor_not_found")
	rec = env.Do("GET", "/auth/v1/admin/users/"+u.id+"/factors").As("service_role").Send()
	if strings.TrimSpace(rec.Body.String()) != "[]" {
		t.Fatalf("after delete: %s", rec.Body.String())
	}
	expect(t, env.Do("GET", "/auth/v1/admin/users/7d3c1c5e-0000-4000-8000-000000000000/factors").As("service_role").Send(), http.StatusNotFound, "user_not_found")
}

func TestFactorEventsAreAudited(t *testing.T) {
	env := newEnv(t)
	u := newMFAUser(t, env, "ana@example.com")
	expect(t, u.verify(u.challenge(t), u.wrongCode(t)), http.StatusUnprocessableEntity, "mfa_verification_failed")
	u.verified(t)
	env.Do("DELETE", "/auth/v1/admin/users/"+u.id+"/factors/"+u.factor).As("service_role").Header("X-Vitrina-Actor", "jefa@example.com").Send()
	rows, err := env.DB.Query(t.Context(), `SELECT actor, action, record_id, after FROM audit_log WHERE target = 'auth:mfa_factors' ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var got []string
	for rows.Next() {
		var actor, action, record, after string
		if err := rows.Scan(&actor, &action, &record, &after); err != nil {
			t.Fatal(err)
		}
		var entry map[string]any
		if err := json.Unmarshal([]byte(after), &entry); err != nil {
			t.Fatal(err)
		}
		if record != u.factor || strings.Contains(after, u.secret) || entry["user_id"] != u.id {
			t.Errorf("entry %s: record %s after %s", action, record, after)
		}
		got = append(got, actor+" "+action)
	}
	want := []string{"ana@example.com mfa_enroll", "ana@example.com mfa_verify_failed", "ana@example.com mfa_verify", "jefa@example.com mfa_admin_delete"}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("audit = %v, want %v", got, want)
	}
}

func TestCommonPasswordsAreRefused(t *testing.T) {
	env := newEnv(t, func(c *config.Config) { c.MinPasswordLength = 8 })
	createUser(t, env, "ana@example.com", true, "")
	tok := signIn(t, env, "ana@example.com")["access_token"].(string)
	for _, modern := range []bool{false, true} {
		req := env.Do("PUT", "/auth/v1/user").As(tok).JSON(`{"password":"iloveyou"}`)
		if modern {
			req = req.Header("X-Supabase-Api-Version", "2024-01-01")
		}
		rec := req.Send()
		m := decode(t, rec)
		reasons := m["weak_password"].(map[string]any)["reasons"].([]any)
		if rec.Code != 422 || rec.Header().Get("x-sb-error-code") != "weak_password" || reasons[0] != "pwned" {
			t.Fatalf("common password = %d %s", rec.Code, rec.Body.String())
		}
	}
	expect(t, env.Do("POST", "/auth/v1/admin/users").As("service_role").JSON(`{"email":"b@example.com","password":"Password1"}`).Send(), 422, "weak_password")
	expect(t, env.Do("PUT", "/auth/v1/user").As(tok).JSON(`{"password":"caballo grapa batería"}`).Send(), 200, "")
}

func TestSecurityNoticesAreEmailed(t *testing.T) {
	env := newEnv(t)
	u := newMFAUser(t, env, "ana@example.com")
	expect(t, u.verify(u.challenge(t), u.wrongCode(t)), http.StatusUnprocessableEntity, "")
	u.verified(t)
	env.Clock.Advance(30 * time.Second)
	u.verified(t) // a later verification is a sign-in, not an enrolment: no notice
	expect(t, u.do("PUT", "/auth/v1/user", `{"password":"caballo grapa batería"}`), http.StatusOK, "")
	expect(t, u.do("DELETE", "/auth/v1/factors/"+u.factor, ""), http.StatusOK, "")
	mails := outbox(t, env, "ana@example.com")
	want := []string{"Se activó la verificación en dos pasos", "La contraseña de su cuenta acaba de cambiar", "Se desactivó la verificación en dos pasos"}
	if len(mails) != len(want) {
		t.Fatalf("%d e-mails: %q", len(mails), mails)
	}
	for i, w := range want {
		if !strings.Contains(mails[i], w) || !strings.Contains(mails[i], "192.0.2.1") {
			t.Errorf("e-mail %d = %q, want %q", i, mails[i], w)
		}
	}
}
