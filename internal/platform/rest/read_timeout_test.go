package rest_test

import (
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platform/rest"
)

// TestReadTimeoutByRole: a read of anon or of a signed-in user past its role's time — here an exact
// count given no time at all — is cancelled and answered as PostgreSQL's statement timeout, in
// PostgREST's shape; the service role keeps the database's own limit.
func TestReadTimeoutByRole(t *testing.T) {
	env := platformtest.New(t)
	api := rest.New(rest.Options{DB: env.DB, Keys: env.Keys, Logger: slog.New(slog.DiscardHandler), Catalog: catalog.New(),
		ReadTimeouts: map[string]time.Duration{"anon": time.Nanosecond, "authenticated": time.Nanosecond}})
	user := env.UserToken("00000000-0000-4000-8000-000000000001", "lectora@example.com")
	for _, tt := range []struct {
		name, token string
		want        int
	}{
		{"anon", env.Keys.AnonKey(), http.StatusInternalServerError},
		{"authenticated", user, http.StatusInternalServerError},
		{"service_role", env.Keys.ServiceRoleKey(), http.StatusOK},
	} {
		req := httptest.NewRequest(http.MethodGet, "/contenido?select=id", nil)
		req.Header.Set("apikey", env.Keys.AnonKey())
		req.Header.Set("Authorization", "Bearer "+tt.token)
		req.Header.Set("Prefer", "count=exact")
		rec := httptest.NewRecorder()
		api.ServeHTTP(rec, req)
		if rec.Code != tt.want {
			t.Errorf("%s: %d %s", tt.name, rec.Code, rec.Body)
			continue
		}
		if tt.want != http.StatusOK && !strings.Contains(rec.Body.String(), `"code":"57014"`) ||
			tt.want != http.StatusOK && !strings.Contains(rec.Body.String(), "canceling statement due to statement timeout") {
			t.Errorf("%s: %s", tt.name, rec.Body)
		}
	}
}
