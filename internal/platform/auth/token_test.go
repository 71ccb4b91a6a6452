package auth_test

import (
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"
)

func TestPasswordGrant(t *testing.T) {
	env := newEnv(t)
	id := createUser(t, env, "ana@example.com", true, `"user_metadata":{"requires_password_change":true,"nombre":"Ana"}`)
	createUser(t, env, "pending@example.com", false, "")
	createUser(t, env, "banned@example.com", true, `"ban_duration":"24h"`)
	createUser(t, env, "nopass@example.com", true, `"password_hash":null`)

	m := signIn(t, env, "ANA@example.com ")
	if m["token_type"] != "bearer" || m["expires_in"] != float64(3600) || m["refresh_token"] == "" {
		t.Fatalf("session = %v", m)
	}
	now := env.Clock.Now().Unix()
	if m["expires_at"] != float64(now+3600) {
		t.Fatalf("expires_at = %v, want %d", m["expires_at"], now+3600)
	}
	u := m["user"].(map[string]any)
	if u["id"] != id || u["email"] != "ana@example.com" || u["aud"] != "authenticated" || u["role"] != "authenticated" {
		t.Fatalf("user = %v", u)
	}
	if u["user_metadata"].(map[string]any)["requires_password_change"] != true {
		t.Fatalf("user_metadata = %v", u["user_metadata"])
	}
	if u["last_sign_in_at"] == nil || u["email_confirmed_at"] == nil || u["phone"] != "" || u["is_anonymous"] != false {
		t.Fatalf("user = %v", u)
	}
	ids := u["identities"].([]any)
	if len(ids) != 1 || ids[0].(map[string]any)["provider"] != "email" {
		t.Fatalf("identities = %v", ids)
	}

	// The access token carries GoTrue's claims with aud as a plain string.
	parts := strings.Split(m["access_token"].(string), ".")
	payload, _ := base64.RawURLEncoding.DecodeString(parts[1])
	var claims map[string]any
	if err := json.Unmarshal(payload, &claims); err != nil {
		t.Fatal(err)
	}
	if claims["aud"] != "authenticated" || claims["sub"] != id || claims["role"] != "authenticated" ||
		claims["email"] != "ana@example.com" || claims["exp"] != m["expires_at"] || claims["iat"] != float64(now) ||
		claims["aal"] != "aal1" || claims["session_id"] == "" || claims["is_anonymous"] != false || claims["phone"] != "" {
		t.Fatalf("claims = %v", claims)
	}
	amr := claims["amr"].([]any)[0].(map[string]any)
	if amr["method"] != "password" || claims["app_metadata"].(map[string]any)["provider"] != "email" {
		t.Fatalf("claims = %v", claims)
	}

	for _, c := range []struct {
		name, body string
		status     int
		code       string
	}{
		{"wrong password", `{"email":"ana@example.com","password":"nope-nope"}`, 400, "invalid_credentials"},
		{"unknown email", `{"email":"ghost@example.com","password":"x"}`, 400, "invalid_credentials"},
		{"no password set", `{"email":"nopass@example.com","password":""}`, 400, "invalid_credentials"},
		{"empty password", `{"email":"ana@example.com"}`, 400, "invalid_credentials"},
		{"unconfirmed", `{"email":"pending@example.com","password":"` + testPassword + `"}`, 400, "email_not_confirmed"},
		{"banned", `{"email":"banned@example.com","password":"` + testPassword + `"}`, 400, "user_banned"},
		{"no email", `{"password":"x"}`, 400, "validation_failed"},
		{"email and phone", `{"email":"a@b.c","phone":"+1","password":"x"}`, 400, "validation_failed"},
		{"phone", `{"phone":"+34600000000","password":"x"}`, 422, "phone_provider_disabled"},
		{"bad json", `{"email":`, 400, "bad_json"},
		{"wrong type", `{"email":5}`, 400, "bad_json"},
	} {
		t.Run(c.name, func(t *testing.T) {
			rec := env.Do("POST", "/auth/v1/token?grant_type=password").As("anon").JSON(c.body).Send()
			m := expect(t, rec, c.status, c.code)
			if c.code == "invalid_credentials" && m["msg"] != "Invalid login credentials" {
				t.Fatalf("msg = %v", m["msg"])
			}
		})
	}
	rec := env.Do("POST", "/auth/v1/token?grant_type=magic").As("anon").JSON(`{}`).Send()
	expect(t, rec, 400, "invalid_credentials")
}

// A password that no longer meets the policy still signs in, with GoTrue's weak_password notice.
func TestPasswordGrantReportsWeakPassword(t *testing.T) {
	env := newEnv(t)
	hash, err := bcrypt.GenerateFromPassword([]byte("abc123"), bcrypt.MinCost)
	if err != nil {
		t.Fatal(err)
	}
	expect(t, env.Do("POST", "/auth/v1/admin/users").As("service_role").
		JSON(`{"email":"old@example.com","email_confirm":true,"password_hash":`+quote(string(hash))+`}`).Send(), 200, "")
	m := expect(t, env.Do("POST", "/auth/v1/token?grant_type=password").As("anon").
		JSON(`{"email":"old@example.com","password":"abc123"}`).Send(), 200, "")
	wp, _ := m["weak_password"].(map[string]any)
	if wp == nil || wp["reasons"].([]any)[0] != "length" || m["access_token"] == "" {
		t.Fatalf("session = %v", m)
	}
}

func TestErrorShapes(t *testing.T) {
	env := newEnv(t)
	body := `{"email":"ghost@example.com","password":"x"}`

	legacy := env.Do("POST", "/auth/v1/token?grant_type=password").As("anon").JSON(body).Send()
	if got := legacy.Body.String(); got != `{"code":400,"error_code":"invalid_credentials","msg":"Invalid login credentials"}` {
		t.Fatalf("legacy body = %s", got)
	}
	if legacy.Header().Get("X-Supabase-Api-Version") != "" {
		t.Fatal("legacy answer must not carry X-Supabase-Api-Version")
	}

	current := env.Do("POST", "/auth/v1/token?grant_type=password").As("anon").
		Header("X-Supabase-Api-Version", "2024-01-01").JSON(body).Send()
	if got := current.Body.String(); got != `{"code":"invalid_credentials","message":"Invalid login credentials"}` {
		t.Fatalf("2024-01-01 body = %s", got)
	}
	if current.Header().Get("X-Supabase-Api-Version") != "2024-01-01" || current.Header().Get("x-sb-error-code") != "invalid_credentials" {
		t.Fatalf("headers = %v", current.Header())
	}

	ok := env.Do("GET", "/auth/v1/health").As("anon").Header("X-Supabase-Api-Version", "2024-01-01").Send()
	if ok.Code != 200 || ok.Header().Get("X-Supabase-Api-Version") != "2024-01-01" {
		t.Fatalf("success answers echo the version too: %d %v", ok.Code, ok.Header())
	}

	old := env.Do("POST", "/auth/v1/token?grant_type=password").As("anon").
		Header("X-Supabase-Api-Version", "2023-05-01").JSON(body).Send()
	if decode(t, old)["error_code"] != "invalid_credentials" {
		t.Fatalf("pre-2024 version body = %s", old.Body.String())
	}

	// Refresh without a token is OAuth-shaped.
	rec := env.Do("POST", "/auth/v1/token?grant_type=refresh_token").As("anon").JSON(`{}`).Send()
	if rec.Code != 400 || rec.Body.String() != `{"error":"invalid_request","error_description":"refresh_token required"}` {
		t.Fatalf("refresh without token = %d %s", rec.Code, rec.Body.String())
	}
}

func TestBodyLimitAndUnknownRoutes(t *testing.T) {
	env := newEnv(t)
	big := `{"email":"a@b.c","password":"` + strings.Repeat("x", 1<<20) + `"}`
	rec := env.Do("POST", "/auth/v1/token?grant_type=password").As("anon").JSON(big).Send()
	expect(t, rec, http.StatusRequestEntityTooLarge, "request_entity_too_large")

	rec = env.Do("GET", "/auth/v1/nope").As("anon").Send()
	expect(t, rec, http.StatusNotFound, "not_found")

	// Without an apikey the gateway refuses everything but /verify.
	rec = env.Do("GET", "/auth/v1/health").Send()
	if rec.Code != http.StatusUnauthorized || !strings.Contains(rec.Body.String(), "No API key found") {
		t.Fatalf("no apikey: %d %s", rec.Code, rec.Body.String())
	}
}

func TestAccessTokenExpires(t *testing.T) {
	env := newEnv(t)
	createUser(t, env, "ana@example.com", true, "")
	m := signIn(t, env, "ana@example.com")
	tok := m["access_token"].(string)
	expect(t, env.Do("GET", "/auth/v1/user").As(tok).Send(), 200, "")
	env.Clock.Advance(time.Hour + 10*time.Second)
	expect(t, env.Do("GET", "/auth/v1/user").As(tok).Send(), 403, "bad_jwt")
	// The refresh token still works after the access token expired.
	expect(t, refresh(env, m["refresh_token"].(string)), 200, "")
}
