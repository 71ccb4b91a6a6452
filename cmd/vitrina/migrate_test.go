package main

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/database"
)

// `vitrina migrate` and `vitrina serve` refuse a database a newer Vitrina migrated: the command
// fails (main prints the error and exits 1) saying what to do, and serve does not start.
func TestCommandsRefuseANewerSchema(t *testing.T) {
	dir := t.TempDir()
	if _, err := runCLI(t, "migrate", "--data-dir", dir); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	db, err := database.Open(ctx, database.Options{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(ctx, "INSERT INTO goose_db_version (version_id, is_applied) VALUES ((SELECT MAX(version_id) + 1 FROM goose_db_version), true)"); err != nil {
		t.Fatal(err)
	}
	_ = db.Close()
	for _, args := range [][]string{
		{"migrate", "--data-dir", dir},
		{"serve", "--data-dir", dir, "--addr", "127.0.0.1:0"},
	} {
		out, err := runCLI(t, args...)
		if !errors.Is(err, database.ErrSchemaTooNew) {
			t.Fatalf("%s: %v, want the newer-schema refusal\n%s", args[0], err, out)
		}
		if msg := err.Error(); !strings.Contains(msg, "the database was migrated by a newer Vitrina (schema version ") ||
			!strings.Contains(msg, "upgrade this binary, or restore a backup taken before the upgrade") {
			t.Errorf("%s: message %q", args[0], msg)
		}
		if strings.Contains(out, "Vitrina en ") || strings.Contains(out, "applied ") {
			t.Errorf("%s went on:\n%s", args[0], out)
		}
	}
}
