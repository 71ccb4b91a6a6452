package auth_test

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

func TestGetUserAuthErrors(t *testing.T) {
	env := newEnv(t)
	id := createUser(t, env, "ana@example.com", true, "")
	s := signIn(t, env, "ana@example.com")
	tok := s["access_token"].(string)

	m := expect(t, env.Do("GET", "/auth/v1/user").As(tok).Send(), 200, "")
	if m["id"] != id || m["email"] != "ana@example.com" {
		t.Fatalf("user = %v", m)
	}
	// A token without a session (as platformtest signs) is accepted, as GoTrue accepts it.
	expect(t, env.Do("GET", "/auth/v1/user").As(env.UserToken(id, "ana@example.com")).Send(), 200, "")

	cases := []struct {
		name   string
		req    *platformtest.Request
		status int
		code   string
	}{
		{"no bearer", env.Do("GET", "/auth/v1/user").Header("apikey", env.Keys.AnonKey()), 401, "no_authorization"},
		{"garbage", env.Do("GET", "/auth/v1/user").As("not.a.jwt"), 403, "bad_jwt"},
		{"anon key as bearer", env.Do("GET", "/auth/v1/user").As("anon"), 403, "bad_jwt"},
		{"sub not uuid", env.Do("GET", "/auth/v1/user").As(env.UserToken("x", "")), 400, "bad_jwt"},
		{"unknown user", env.Do("GET", "/auth/v1/user").As(env.UserToken("7f8e1c2a-0000-4000-8000-000000000000", "")), 403, "user_not_found"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { expect(t, c.req.Send(), c.status, c.code) })
	}

	// A ban takes effect on the next request, even with a valid token.
	expect(t, env.Do("PUT", "/auth/v1/admin/users/"+id).As("service_role").JSON(`{"ban_duration":"1h"}`).Send(), 200, "")
	expect(t, env.Do("GET", "/auth/v1/user").As(tok).Send(), 403, "user_banned")
}

func TestLogoutScopes(t *testing.T) {
	env := newEnv(t)
	createUser(t, env, "ana@example.com", true, "")
	sessions := func(n int) []string {
		var toks []string
		for range n {
			toks = append(toks, signIn(t, env, "ana@example.com")["access_token"].(string))
		}
		return toks
	}
	status := func(tok string) int { return env.Do("GET", "/auth/v1/user").As(tok).Send().Code }

	s := sessions(3)
	expect(t, env.Do("POST", "/auth/v1/logout?scope=local").As(s[0]).Send(), 204, "")
	expect(t, env.Do("GET", "/auth/v1/user").As(s[0]).Send(), 403, "session_not_found")
	if status(s[1]) != 200 || status(s[2]) != 200 {
		t.Fatal("local logout ended other sessions")
	}
	expect(t, env.Do("POST", "/auth/v1/logout?scope=others").As(s[1]).Send(), 204, "")
	if status(s[1]) != 200 || status(s[2]) != 403 {
		t.Fatalf("others: %d %d", status(s[1]), status(s[2]))
	}
	s = append(s, sessions(2)...)
	expect(t, env.Do("POST", "/auth/v1/logout?scope=global").As(s[3]).Send(), 204, "")
	for _, tok := range []string{s[1], s[3], s[4]} {
		if status(tok) != 403 {
			t.Fatal("global logout left a session")
		}
	}
	s = sessions(1)
	expect(t, env.Do("POST", "/auth/v1/logout").As(s[0]).Send(), 204, "") // default: global
	expect(t, env.Do("POST", "/auth/v1/logout?scope=everything").As(sessions(1)[0]).Send(), 400, "validation_failed")
	expect(t, env.Do("POST", "/auth/v1/logout").As("anon").Send(), 403, "bad_jwt")
	rec := env.Do("POST", "/auth/v1/logout").Header("apikey", env.Keys.AnonKey()).Send()
	expect(t, rec, 401, "no_authorization")
}

func TestUpdateUser(t *testing.T) {
	env := newEnv(t, func(c *config.Config) { c.BcryptCost = 0 }) // GoTrue's cost; MinPasswordLength 8 by default
	createUser(t, env, "ana@example.com", true, `"user_metadata":{"requires_password_change":true,"nombre":"Ana","borrar":1}`)
	keep := signIn(t, env, "ana@example.com")
	other := signIn(t, env, "ana@example.com")
	tok := keep["access_token"].(string)
	put := func(body string) *httptest.ResponseRecorder {
		return env.Do("PUT", "/auth/v1/user").As(tok).JSON(body).Send()
	}

	m := expect(t, put(`{"data":{"cargo":"Gerente","borrar":null}}`), 200, "")
	meta := m["user_metadata"].(map[string]any)
	if meta["cargo"] != "Gerente" || meta["nombre"] != "Ana" || meta["requires_password_change"] != true || meta["borrar"] != nil {
		t.Fatalf("user_metadata = %v", meta)
	}

	weak := expect(t, put(`{"password":"short"}`), 422, "weak_password")
	if r := weak["weak_password"].(map[string]any)["reasons"].([]any); len(r) != 1 || r[0] != "length" {
		t.Fatalf("weak_password = %v", weak)
	}
	expect(t, put(`{"password":"`+strings.Repeat("a", 73)+`"}`), 400, "validation_failed")
	expect(t, put(`{"password":"`+testPassword+`"}`), 422, "same_password")
	expect(t, put(`{"app_metadata":{"role":"x"}}`), 403, "not_admin")
	// The keys that decide access are the admin API's: no user makes themselves an administrator or
	// lifts a required password change; sending them back unchanged is fine.
	expect(t, put(`{"data":{"admin":true}}`), 403, "not_admin")
	expect(t, put(`{"data":{"requires_password_change":false}}`), 403, "not_admin")
	expect(t, put(`{"data":{"requires_password_change":null}}`), 403, "not_admin")
	m = expect(t, put(`{"data":{"requires_password_change":true,"admin":false,"nombre":"Ana"}}`), 200, "")
	if meta := m["user_metadata"].(map[string]any); meta["admin"] == true || meta["requires_password_change"] != true {
		t.Fatalf("user_metadata = %v", meta)
	}
	expect(t, put(`{"email":"not an address"}`), 400, "validation_failed")
	expect(t, put(`{"data":`), 400, "bad_json")

	m = expect(t, put(`{"password":"a-new-password","data":{"requires_password_change":false}}`), 200, "")
	if _, still := m["user_metadata"].(map[string]any)["requires_password_change"]; still {
		t.Fatalf("requires_password_change not cleared: %v", m["user_metadata"])
	}
	// The other session is signed out, this one stays; the new password works, the old does not.
	expect(t, env.Do("GET", "/auth/v1/user").As(other["access_token"].(string)).Send(), 403, "session_not_found")
	expect(t, env.Do("GET", "/auth/v1/user").As(tok).Send(), 200, "")
	expect(t, refresh(env, other["refresh_token"].(string)), 400, "refresh_token_not_found")
	expect(t, env.Do("POST", "/auth/v1/token?grant_type=password").As("anon").
		JSON(`{"email":"ana@example.com","password":"a-new-password"}`).Send(), 200, "")
	expect(t, env.Do("POST", "/auth/v1/token?grant_type=password").As("anon").
		JSON(`{"email":"ana@example.com","password":"`+testPassword+`"}`).Send(), 400, "invalid_credentials")

	// GoTrue stores bcrypt cost 10 ($2a$10$…).
	var hash string
	if err := env.DB.QueryRow(t.Context(), `SELECT encrypted_password FROM auth_users WHERE email = 'ana@example.com'`).Scan(&hash); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(hash, "$2a$10$") {
		t.Fatalf("hash = %q", hash)
	}
}

func TestHealthAndSettings(t *testing.T) {
	env := newEnv(t)
	m := expect(t, env.Do("GET", "/auth/v1/health").As("anon").Send(), 200, "")
	if m["name"] != "GoTrue" {
		t.Fatalf("health = %v", m)
	}
	m = expect(t, env.Do("GET", "/auth/v1/settings").As("anon").Send(), 200, "")
	if m["disable_signup"] != true || m["external"].(map[string]any)["email"] != true || m["mailer_autoconfirm"] != false {
		t.Fatalf("settings = %v", m)
	}
}
