package rest_test

import (
	"bytes"
	"context"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platform/rest"
)

// TestAbandonedRequestIsNotAServerError: a request whose client has gone away is recorded as 499 and
// logged at debug level, not as a 500 error.
func TestAbandonedRequestIsNotAServerError(t *testing.T) {
	env := platformtest.New(t)
	var logs bytes.Buffer
	api := rest.New(rest.Options{DB: env.DB, Keys: env.Keys, Logger: slog.New(slog.NewTextHandler(&logs, nil)), Catalog: catalog.New()})
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // the client is already gone
	req := httptest.NewRequest("GET", "/contenido", nil).WithContext(ctx)
	req.Header.Set("Authorization", "Bearer "+env.Keys.AnonKey())
	rec := httptest.NewRecorder()
	api.ServeHTTP(rec, req)
	if rec.Code != 499 || strings.Contains(logs.String(), "level=ERROR") {
		t.Fatalf("status %d, logs %q", rec.Code, logs.String())
	}
}
