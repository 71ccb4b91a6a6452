package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestExportImport: `vitrina export` then `vitrina import` moves a data directory's site, reports
// progress, and a second import into the now non-empty database is refused with a clear message.
func TestExportImport(t *testing.T) {
	src, dst := t.TempDir(), t.TempDir()
	if out, err := runCLI(t, "users", "create", "--data-dir", src, "--email", "jefa@example.com", "--password", "una-clave-larga"); err != nil {
		t.Fatalf("users create: %v\n%s", err, out)
	}
	file := filepath.Join(t.TempDir(), "site.tar.gz")
	out, err := runCLI(t, "export", "--data-dir", src, "--out", file)
	if err != nil || !strings.Contains(out, "table auth_users           1 rows") || !strings.Contains(out, "exported the site") {
		t.Fatalf("export: %v\n%s", err, out)
	}
	if out, err := runCLI(t, "import", "--data-dir", dst, "--in", file); err != nil || !strings.Contains(out, "table Empleados            1 rows") {
		t.Fatalf("import: %v\n%s", err, out)
	}
	_, err = runCLI(t, "import", "--data-dir", dst, "--in", file)
	if err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Fatalf("second import: %v, want a refusal", err)
	}
	if out, err := runCLI(t, "export", "--data-dir", src); err == nil {
		t.Fatalf("export without --out: want an error\n%s", out)
	}
}
