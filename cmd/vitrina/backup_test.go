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

// TestBackupRestores: `vitrina backup` taken while the server is open writes one timestamped
// backup; `vitrina restore` brings it into an empty data directory, whose server has the same keys,
// rows and files, and refuses a data directory that already holds a site.
func TestBackupRestores(t *testing.T) {
	dir, out, restoredDir := t.TempDir(), filepath.Join(t.TempDir(), "copies"), t.TempDir()
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
	stdout, stderr := &strings.Builder{}, &strings.Builder{}
	env := &environment{stdout: stdout, stderr: stderr, lookupEnv: func(string) (string, bool) { return "", false }}
	if err := run(context.Background(), env, []string{"backup", "--data-dir", dir, "--out", out}); err != nil {
		t.Fatalf("backup: %v\n%s", err, stderr)
	}
	if !strings.Contains(stderr.String(), "backup: done") || !strings.Contains(stdout.String(), "vitrina-backup-") {
		t.Errorf("backup output: %q %q", stdout, stderr)
	}
	names, _ := filepath.Glob(filepath.Join(out, "vitrina-backup-*Z.tar.gz"))
	if entries, _ := os.ReadDir(out); len(names) != 1 || len(entries) != 1 {
		t.Fatalf("backups in %s: %v (%d entries)", out, names, len(entries))
	}

	if err := run(context.Background(), env, []string{"restore", "--data-dir", restoredDir, "--from", names[0]}); err != nil {
		t.Fatalf("restore: %v\n%s", err, stderr)
	}
	err := run(context.Background(), env, []string{"restore", "--data-dir", restoredDir, "--from", out})
	if err == nil || !strings.Contains(err.Error(), "not empty") || !strings.Contains(err.Error(), "restore only into an empty data directory") {
		t.Errorf("a second restore into the same data directory: %v", err)
	}
	restored := openTestServer(t, restoredDir)
	if restored.Keys().ServiceRoleKey() != key {
		t.Error("the restored site has other keys (the JWT secret was not restored)")
	}
	if code, body := call(restored.Handler(), "GET", "/rest/v1/categorias?nombre=eq.Respaldada&select=nombre", "", auth...); code != 200 || !strings.Contains(body, "Respaldada") {
		t.Fatalf("row in the restored site: %d %s", code, body)
	}
	if code, body := call(restored.Handler(), "GET", "/storage/v1/object/clientes/1/logos/a.svg", "", auth...); code != 200 || body != logo {
		t.Fatalf("file in the restored site: %d %q", code, body)
	}
	if err := run(context.Background(), env, []string{"restore", "--data-dir", t.TempDir(), "--from", filepath.Join(out, "none.tar.gz")}); err == nil {
		t.Error("restore from a missing file succeeded")
	}
}

func openTestServer(t *testing.T, dir string) *server.Server {
	t.Helper()
	cfg := config.Defaults()
	cfg.DataDir = dir
	return openConfigured(t, cfg)
}

func openConfigured(t *testing.T, cfg config.Config) *server.Server {
	t.Helper()
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
	b, _ := io.ReadAll(rec.Body)
	return rec.Code, string(b)
}
