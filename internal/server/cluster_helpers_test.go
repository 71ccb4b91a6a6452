package server_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/server"
)

// sharedSecret makes every instance of a test sign and accept the same tokens, as instances behind
// one load balancer do.
const sharedSecret = "cluster-test-secret-0123456789abcdef"

// openInstance opens a Vitrina on databaseURL ("" for SQLite in its own directory) with the shared
// secret; change adjusts the configuration first.
func openInstance(t testing.TB, databaseURL string, change ...func(*config.Config)) *server.Server {
	t.Helper()
	cfg := config.Defaults()
	cfg.DataDir = t.TempDir()
	cfg.DatabaseURL = databaseURL
	cfg.JWTSecret = sharedSecret
	cfg.PublicURL = "http://vitrina.test"
	for _, c := range change {
		c(&cfg)
	}
	srv, err := server.Open(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatalf("open instance: %v", err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	return srv
}

// requirePostgres returns a fresh PostgreSQL schema's URL, or skips the test on SQLite.
func requirePostgres(t *testing.T, why string) string {
	t.Helper()
	u := platformtest.TestDatabaseURL(t)
	if u == "" {
		t.Skip("needs PostgreSQL (" + why + "); set VITRINA_TEST_DATABASE_URL to run it")
	}
	return u
}

// reply is a recorded answer.
type reply struct {
	status int
	header http.Header
	body   string
}

func (r reply) json(t *testing.T) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(r.body), &m); err != nil {
		t.Fatalf("not a JSON object (%d): %s", r.status, r.body)
	}
	return m
}

// call sends one request to h; header is a list of name, value pairs.
func call(ctx context.Context, h http.Handler, method, path, body string, header ...string) reply {
	req := httptest.NewRequestWithContext(ctx, method, path, strings.NewReader(body))
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Add(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	b, _ := io.ReadAll(rec.Body)
	return reply{status: rec.Code, header: rec.Header(), body: string(b)}
}

// cmsLogin signs in to the CMS with JSON and returns the session cookie header value.
func cmsLogin(t testing.TB, h http.Handler, email, password string) (reply, string) {
	t.Helper()
	b, _ := json.Marshal(map[string]string{"email": email, "password": password})
	r := call(context.Background(), h, http.MethodPost, "/login", string(b), "Content-Type", "application/json")
	cookie := ""
	for _, c := range (&http.Response{Header: r.header}).Cookies() {
		if c.Value != "" {
			cookie = c.Name + "=" + c.Value
		}
	}
	return r, cookie
}
