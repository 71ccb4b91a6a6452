package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/server"
	"github.com/vitrina/vitrina/internal/version"
)

// syncBuffer is a log sink safe for the concurrent writes of a server.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// pngBytes is a PNG signature and header chunk: enough for the type check of a bucket.
const pngBytes = "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00"

func openServer(t *testing.T, logs io.Writer) *server.Server {
	t.Helper()
	cfg := config.Defaults()
	cfg.DataDir = t.TempDir()
	cfg.DatabaseURL = platformtest.TestDatabaseURL(t) // PostgreSQL when VITRINA_TEST_DATABASE_URL is set
	cfg.PublicURL = "http://vitrina.test"
	srv, err := server.Open(context.Background(), cfg, slog.New(slog.NewJSONHandler(logs, nil)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	return srv
}

func do(t *testing.T, h http.Handler, method, path, body string, header ...string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// TestMetrics: /metrics counts requests under their route pattern (never the raw path), records
// latencies, the database pools and uploads.
func TestMetrics(t *testing.T) {
	srv := openServer(t, io.Discard)
	h := srv.Handler()
	key := srv.Keys().ServiceRoleKey()
	auth := []string{"apikey", key, "Authorization", "Bearer " + key}
	do(t, h, "GET", "/healthz", "")
	do(t, h, "GET", "/rest/v1/contenido?select=id", "", auth...)
	do(t, h, "GET", "/no/such/page/raw-path-marker", "")
	if rec := do(t, h, "PUT", "/storage/v1/object/contenido/imagenes/a.png", pngBytes, append(auth, "Content-Type", "image/png")...); rec.Code/100 != 2 {
		t.Fatalf("upload: %d %s", rec.Code, rec.Body)
	}
	rec := do(t, h, "GET", "/metrics", "")
	if rec.Code != 200 {
		t.Fatalf("/metrics: %d", rec.Code)
	}
	body := rec.Body.String()
	for _, want := range []string{
		`vitrina_http_requests_total{code="200",method="GET",route="GET /healthz"} 1`,
		`vitrina_http_requests_total{code="200",method="GET",route="/rest/v1/"} 1`,
		`vitrina_http_requests_total{code="404",method="GET",route="/"} 1`,
		`vitrina_http_request_duration_seconds_bucket{method="GET",route="/rest/v1/",le="+Inf"} 1`,
		`vitrina_db_pool_open_connections{pool="read"}`,
		`vitrina_storage_uploads_total 1`,
		`vitrina_storage_uploaded_bytes_total 29`,
		`vitrina_storage_image_renders_total 0`,
		`go_goroutines`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
	if platformtest.TestDatabaseURL(t) == "" { // SQLite: group commit's counters
		for _, name := range []string{"vitrina_db_sqlite_committed_writes_total", "vitrina_db_sqlite_commits_total"} {
			if !regexp.MustCompile(`(?m)^` + name + ` [1-9]`).MatchString(body) {
				t.Errorf("/metrics lacks a non-zero %s", name)
			}
		}
	}
	// A distinctive word, not digits: a memory or byte counter may hold any run of digits.
	if strings.Contains(body, "raw-path-marker") {
		t.Error("/metrics carries a raw path")
	}
}

// TestReadyz: ready once the database answers and is migrated; 503 when it cannot answer.
func TestReadyz(t *testing.T) {
	srv := openServer(t, io.Discard)
	h := srv.Handler()
	if rec := do(t, h, "GET", "/readyz", ""); rec.Code != 200 || !strings.Contains(rec.Body.String(), `"ready"`) {
		t.Fatalf("/readyz: %d %s", rec.Code, rec.Body)
	}
	if _, err := srv.DB().Exec(context.Background(), "DELETE FROM goose_db_version WHERE version_id = (SELECT MAX(version_id) FROM goose_db_version)"); err != nil {
		t.Fatal(err)
	}
	if rec := do(t, h, "GET", "/readyz", ""); rec.Code != 503 || !strings.Contains(rec.Body.String(), "migrations pending") {
		t.Fatalf("/readyz with a migration missing: %d %s", rec.Code, rec.Body)
	}
	_ = srv.DB().Close()
	if rec := do(t, h, "GET", "/readyz", ""); rec.Code != 503 {
		t.Fatalf("/readyz with the database closed: %d %s", rec.Code, rec.Body)
	}
}

// TestHealthzNamesTheBuild: /healthz answers, as JSON, whether the process and its database answer
// and which build runs (version, commit, build date, Go version) — and nothing about where the data
// lives — also while the database does not answer.
func TestHealthzNamesTheBuild(t *testing.T) {
	srv := openServer(t, io.Discard)
	h := srv.Handler()
	check := func(wantCode int, wantStatus string) {
		t.Helper()
		rec := do(t, h, "GET", "/healthz", "")
		var got map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil || rec.Code != wantCode {
			t.Fatalf("/healthz: %d %s %v", rec.Code, rec.Body, err)
		}
		want := map[string]any{"status": wantStatus, "version": version.Current().Version, "commit": version.Current().Commit,
			"build_date": version.Current().BuildDate, "go_version": runtime.Version()}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("/healthz %s = %v, want %v (%s)", k, got[k], v, rec.Body)
			}
		}
		for k := range got {
			if _, ok := want[k]; !ok && k != "modified" {
				t.Errorf("/healthz says more than the build: %s (%s)", k, rec.Body)
			}
		}
	}
	check(200, "ok")
	_ = srv.DB().Close()
	check(503, "unavailable")
}

// TestRequestIDOnHandlerLogLines: a handler's own log line carries the same request_id as the
// access log line and the X-Request-Id header.
func TestRequestIDOnHandlerLogLines(t *testing.T) {
	logs := &syncBuffer{}
	srv := openServer(t, logs)
	h := srv.Handler()
	key := srv.Keys().ServiceRoleKey()
	// A closed database makes /rest/v1 log its failure from inside the handler.
	_ = srv.DB().Close()
	rec := do(t, h, "GET", "/rest/v1/contenido", "", "apikey", key, "Authorization", "Bearer "+key)
	id := rec.Header().Get("X-Request-Id")
	if id == "" {
		t.Fatal("no X-Request-Id")
	}
	var handlerLine, accessLine bool
	for _, line := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("log line %q: %v", line, err)
		}
		switch rec["msg"] {
		case "request":
			accessLine = rec["request_id"] == id
		case "rest request failed":
			handlerLine = rec["request_id"] == id
		}
	}
	if !handlerLine || !accessLine {
		t.Fatalf("request_id %s on handler line %v, access line %v; logs:\n%s", id, handlerLine, accessLine, logs)
	}
}
