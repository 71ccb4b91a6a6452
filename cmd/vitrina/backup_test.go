package main

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/server"
)

// TestBackupRestores: a backup taken while the server is open holds the rows and the files, and a
// server opened on the copy serves them.
func TestBackupRestores(t *testing.T) {
	dir, out := t.TempDir(), filepath.Join(t.TempDir(), "copy")
	live := openTestServer(t, dir)
	key := live.Keys().ServiceRoleKey()
	auth := []string{"apikey", key, "Authorization", "Bearer " + key}
	if code, body := call(live.Handler(), "POST", "/rest/v1/categorias", `{"nombre":"Respaldada"}`, append(auth, "Content-Type", "application/json")...); code != 201 {
		t.Fatalf("insert: %d %s", code, body)
	}
	logo := "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"
	if code, body := call(live.Handler(), "PUT", "/storage/v1/object/clientes/1/logos/a.svg", logo, append(auth, "Content-Type", "image/svg+xml")...); code/100 != 2 {
		t.Fatalf("upload: %d %s", code, body)
	}
	stderr := &strings.Builder{}
	env := &environment{stdout: io.Discard, stderr: stderr, lookupEnv: func(string) (string, bool) { return "", false }}
	if err := run(context.Background(), env, []string{"backup", "--data-dir", dir, "--out", out}); err != nil {
		t.Fatalf("backup: %v\n%s", err, stderr)
	}
	if !strings.Contains(stderr.String(), "backup: done") {
		t.Errorf("no progress on stderr: %q", stderr)
	}
	if err := run(context.Background(), env, []string{"backup", "--data-dir", dir, "--out", out}); err == nil {
		t.Error("a second backup into the same directory was accepted")
	}
	if _, err := os.Stat(filepath.Join(out, "storage", ".tmp")); err == nil {
		t.Error("the copy holds the temporary upload directory")
	}

	restored := openTestServer(t, out)
	if restored.Keys().ServiceRoleKey() != key {
		t.Error("the copy has other keys (the JWT secret was not copied)")
	}
	if code, body := call(restored.Handler(), "GET", "/rest/v1/categorias?nombre=eq.Respaldada&select=nombre", "", auth...); code != 200 || !strings.Contains(body, "Respaldada") {
		t.Fatalf("row in the copy: %d %s", code, body)
	}
	if code, body := call(restored.Handler(), "GET", "/storage/v1/object/clientes/1/logos/a.svg", "", auth...); code != 200 || body != logo {
		t.Fatalf("file in the copy: %d %q", code, body)
	}
}

func openTestServer(t *testing.T, dir string) *server.Server {
	t.Helper()
	cfg := config.Defaults()
	cfg.DataDir = dir
	srv, err := server.Open(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	return srv
}

func call(h http.Handler, method, path, body string, header ...string) (int, string) {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Code, rec.Body.String()
}
