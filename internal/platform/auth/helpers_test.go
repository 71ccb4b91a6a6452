package auth_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"golang.org/x/crypto/bcrypt"
)

// testPassword's hash is made once at bcrypt's minimum cost and imported with password_hash, so that
// tests do not pay cost 10 for every account they create.
const testPassword = "correct-horse-9"

var testHash = func() string {
	h, err := bcrypt.GenerateFromPassword([]byte(testPassword), bcrypt.MinCost)
	if err != nil {
		panic(err)
	}
	return string(h)
}()

// newEnv starts a platform (SQLite, or PostgreSQL when VITRINA_TEST_DATABASE_URL is set).
func newEnv(t testing.TB, opts ...platformtest.Option) *platformtest.Env {
	t.Helper()
	return platformtest.New(t, opts...)
}

// decode parses a JSON response body into a map.
func decode(t *testing.T, rec *httptest.ResponseRecorder) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
		t.Fatalf("response is not a JSON object (%d): %q", rec.Code, rec.Body.String())
	}
	return m
}

// expect checks the status and, for errors, GoTrue's legacy error code.
func expect(t *testing.T, rec *httptest.ResponseRecorder, status int, code string) map[string]any {
	t.Helper()
	if rec.Code != status {
		t.Fatalf("status = %d, want %d; body %s", rec.Code, status, rec.Body.String())
	}
	if status == http.StatusNoContent {
		return nil
	}
	m := decode(t, rec)
	if code != "" {
		if m["error_code"] != code || rec.Header().Get("x-sb-error-code") != code {
			t.Fatalf("error_code = %v (header %q), want %s; body %s", m["error_code"],
				rec.Header().Get("x-sb-error-code"), code, rec.Body.String())
		}
	}
	return m
}

// createUser creates an account through the admin API and returns its id.
func createUser(t *testing.T, env *platformtest.Env, email string, confirmed bool, extra string) string {
	t.Helper()
	body := `{"email":` + quote(email) + `,"password_hash":` + quote(testHash) + `,"email_confirm":` +
		map[bool]string{true: "true", false: "false"}[confirmed]
	if extra != "" {
		body += "," + extra
	}
	rec := env.Do("POST", "/auth/v1/admin/users").As("service_role").JSON(body + "}").Send()
	m := expect(t, rec, http.StatusOK, "")
	return m["id"].(string)
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// signIn signs in with the test password and returns the session JSON.
func signIn(t *testing.T, env *platformtest.Env, email string) map[string]any {
	t.Helper()
	rec := env.Do("POST", "/auth/v1/token?grant_type=password").As("anon").
		JSON(`{"email":` + quote(email) + `,"password":"` + testPassword + `"}`).Send()
	return expect(t, rec, http.StatusOK, "")
}

func refresh(env *platformtest.Env, token string) *httptest.ResponseRecorder {
	return env.Do("POST", "/auth/v1/token?grant_type=refresh_token").As("anon").
		JSON(`{"refresh_token":` + quote(token) + `}`).Send()
}

// outbox returns the bodies of the e-mails kept for to, oldest first.
func outbox(t *testing.T, env *platformtest.Env, to string) []string {
	t.Helper()
	rows, err := env.DB.Query(t.Context(), `SELECT body FROM mail_outbox WHERE recipient = ? ORDER BY id`, to)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var b string
		if err := rows.Scan(&b); err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

// linkIn extracts the first /auth/v1/verify link of an e-mail body.
func linkIn(t *testing.T, body string) string {
	t.Helper()
	i := strings.Index(body, "http")
	if i < 0 {
		t.Fatalf("no link in %q", body)
	}
	return strings.Fields(body[i:])[0]
}

// createUserTB and signInTB are createUser and signIn for fuzz targets and their inner tests.
func createUserTB(t testing.TB, env *platformtest.Env, email string) {
	t.Helper()
	rec := env.Do("POST", "/auth/v1/admin/users").As("service_role").
		JSON(`{"email":` + quote(email) + `,"password_hash":` + quote(testHash) + `,"email_confirm":true}`).Send()
	if rec.Code != http.StatusOK {
		t.Fatalf("create user = %d %s", rec.Code, rec.Body.String())
	}
}

func signInTB(t testing.TB, env *platformtest.Env, email string) string {
	t.Helper()
	rec := env.Do("POST", "/auth/v1/token?grant_type=password").As("anon").
		JSON(`{"email":` + quote(email) + `,"password":"` + testPassword + `"}`).Send()
	var m map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil || rec.Code != http.StatusOK {
		t.Fatalf("sign in = %d %s", rec.Code, rec.Body.String())
	}
	return m["access_token"].(string)
}
