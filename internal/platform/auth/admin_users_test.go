package auth_test

import (
	"fmt"
	"strings"
	"testing"
)

func TestAdminUsers(t *testing.T) {
	env := newEnv(t)
	for i := range 5 {
		createUser(t, env, fmt.Sprintf("u%d@example.com", i), true, "")
	}

	// Create with a password (hashed here), metadata, role and confirmation.
	m := expect(t, env.Do("POST", "/auth/v1/admin/users").As("service_role").JSON(`{"email":"Jefa@Example.com",
		"password":"una-clave-larga","email_confirm":true,"user_metadata":{"admin":true},"app_metadata":{"tier":"pro"}}`).Send(), 200, "")
	id := m["id"].(string)
	if m["email"] != "jefa@example.com" || m["email_confirmed_at"] == nil ||
		m["user_metadata"].(map[string]any)["admin"] != true ||
		m["app_metadata"].(map[string]any)["tier"] != "pro" || m["app_metadata"].(map[string]any)["provider"] != "email" {
		t.Fatalf("created = %v", m)
	}
	expect(t, env.Do("POST", "/auth/v1/token?grant_type=password").As("anon").
		JSON(`{"email":"jefa@example.com","password":"una-clave-larga"}`).Send(), 200, "")

	for _, c := range []struct {
		name, method, path, body string
		status                   int
		code                     string
	}{
		{"duplicate", "POST", "", `{"email":"JEFA@example.com","password":"una-clave-larga"}`, 422, "email_exists"},
		{"no email", "POST", "", `{"password":"una-clave-larga"}`, 400, "validation_failed"},
		{"both passwords", "POST", "", `{"email":"z@example.com","password":"una-clave-larga","password_hash":"x"}`, 400, "validation_failed"},
		{"bad hash", "POST", "", `{"email":"z@example.com","password_hash":"$argon2id$v=19$x"}`, 400, "validation_failed"},
		{"weak", "POST", "", `{"email":"z@example.com","password":"corta"}`, 422, "weak_password"},
		{"bad ban", "POST", "", `{"email":"z@example.com","ban_duration":"forever"}`, 400, "validation_failed"},
		{"bad id", "GET", "/nope", ``, 404, "validation_failed"},
		{"unknown", "GET", "/7f8e1c2a-0000-4000-8000-000000000000", ``, 404, "user_not_found"},
		{"unknown put", "PUT", "/7f8e1c2a-0000-4000-8000-000000000000", `{}`, 404, "user_not_found"},
		{"unknown delete", "DELETE", "/7f8e1c2a-0000-4000-8000-000000000000", ``, 404, "user_not_found"},
		{"bad page", "GET", "?page=0", ``, 400, "validation_failed"},
	} {
		t.Run(c.name, func(t *testing.T) {
			req := env.Do(c.method, "/auth/v1/admin/users"+c.path).As("service_role")
			if c.body != "" {
				req = req.JSON(c.body)
			}
			expect(t, req.Send(), c.status, c.code)
		})
	}

	// Only the service role.
	user := signIn(t, env, "u1@example.com")["access_token"].(string)
	expect(t, env.Do("GET", "/auth/v1/admin/users").As(user).Send(), 403, "not_admin")
	expect(t, env.Do("GET", "/auth/v1/admin/users").As("anon").Send(), 403, "not_admin")
	expect(t, env.Do("DELETE", "/auth/v1/admin/users/"+id).As(user).Send(), 403, "not_admin")

	// List with pagination headers.
	rec := env.Do("GET", "/auth/v1/admin/users?per_page=2&page=1").As("service_role").Send()
	m = expect(t, rec, 200, "")
	if len(m["users"].([]any)) != 2 || m["aud"] != "authenticated" || rec.Header().Get("X-Total-Count") != "6" {
		t.Fatalf("list = %v, headers %v", m, rec.Header())
	}
	want := `<http://vitrina.test/auth/v1/admin/users?page=2&per_page=2>; rel="next", <http://vitrina.test/auth/v1/admin/users?page=3&per_page=2>; rel="last"`
	if rec.Header().Get("Link") != want {
		t.Fatalf("Link = %s", rec.Header().Get("Link"))
	}
	rec = env.Do("GET", "/auth/v1/admin/users?filter=jefa").As("service_role").Send()
	if users := expect(t, rec, 200, "")["users"].([]any); len(users) != 1 {
		t.Fatalf("filter = %v", users)
	}

	// Update: metadata merge, ban, password (which ends sessions).
	session := signIn(t, env, "u1@example.com")
	u1 := session["user"].(map[string]any)["id"].(string)
	m = expect(t, env.Do("PUT", "/auth/v1/admin/users/"+u1).As("service_role").
		JSON(`{"user_metadata":{"nombre":"Uno"},"password":"otra-clave-larga","ban_duration":"none","role":"authenticated"}`).Send(), 200, "")
	if m["user_metadata"].(map[string]any)["nombre"] != "Uno" {
		t.Fatalf("updated = %v", m)
	}
	expect(t, env.Do("GET", "/auth/v1/user").As(session["access_token"].(string)).Send(), 403, "session_not_found")
	expect(t, env.Do("PUT", "/auth/v1/admin/users/"+u1).As("service_role").JSON(`{"email":"u2@example.com"}`).Send(), 422, "email_exists")
	m = expect(t, env.Do("GET", "/auth/v1/admin/users/"+u1).As("service_role").Send(), 200, "")
	if m["email"] != "u1@example.com" {
		t.Fatalf("get = %v", m)
	}

	// Delete.
	rec = env.Do("DELETE", "/auth/v1/admin/users/"+id).As("service_role").Send()
	if rec.Code != 200 || strings.TrimSpace(rec.Body.String()) != "{}" {
		t.Fatalf("delete = %d %s", rec.Code, rec.Body.String())
	}
	expect(t, env.Do("GET", "/auth/v1/admin/users/"+id).As("service_role").Send(), 404, "user_not_found")
}
