package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/processtest"
)

// newerSchemaDir returns a data directory whose database a newer Vitrina migrated: its version table
// holds one version more than this binary has.
func newerSchemaDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if _, err := runCLI(t, "migrate", "--data-dir", dir); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	db, err := database.Open(ctx, database.Options{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(ctx, "INSERT INTO goose_db_version (version_id, is_applied) VALUES ((SELECT MAX(version_id) + 1 FROM goose_db_version), true)"); err != nil {
		t.Fatal(err)
	}
	return dir
}

// wantNewerSchemaMessage checks the refusal's words: what happened and what to do.
func wantNewerSchemaMessage(t *testing.T, what, msg string) {
	t.Helper()
	if !strings.Contains(msg, "the database was migrated by a newer Vitrina (schema version ") ||
		!strings.Contains(msg, "upgrade this binary, or restore a backup taken before the upgrade") {
		t.Errorf("%s: message %q", what, msg)
	}
}

// `vitrina migrate` and `vitrina serve` refuse a database a newer Vitrina migrated: the command
// fails saying what to do, and serve does not start.
func TestCommandsRefuseANewerSchema(t *testing.T) {
	dir := newerSchemaDir(t)
	before := schemaRows(t, dir)
	for _, args := range [][]string{
		{"migrate", "--data-dir", dir},
		{"serve", "--data-dir", dir, "--addr", "127.0.0.1:0"},
	} {
		out, err := runCLI(t, args...)
		if !errors.Is(err, database.ErrSchemaTooNew) {
			t.Fatalf("%s: %v, want the newer-schema refusal\n%s", args[0], err, out)
		}
		wantNewerSchemaMessage(t, args[0], err.Error())
		if strings.Contains(out, "Vitrina en ") || strings.Contains(out, "applied ") {
			t.Errorf("%s went on:\n%s", args[0], out)
		}
		if after := schemaRows(t, dir); after != before {
			t.Errorf("%s changed the refused database's migrations: %s, then %s", args[0], before, after)
		}
	}
}

// schemaRows sums up the migrations table of dir's database: nothing is half-migrated when it stays
// the same.
func schemaRows(t *testing.T, dir string) string {
	t.Helper()
	ctx := context.Background()
	db, err := database.Open(ctx, database.Options{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n, highest int64
	if err := db.QueryRow(ctx, "SELECT count(*), max(version_id) FROM goose_db_version").Scan(&n, &highest); err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%d rows up to version %d", n, highest)
}

// The real binary's `migrate` on such a database exits with status 1 and prints the refusal.
func TestMigrateBinaryExitsOnANewerSchema(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	platformtest.SQLiteOnly(t, "the binary migrates a SQLite data directory whatever the suite's backend")
	dir := newerSchemaDir(t)
	bin := processtest.Build(t, t.TempDir())
	cmd := exec.Command(bin, "migrate", "--data-dir", dir)
	cmd.Env = append(os.Environ(), "DATABASE_URL=") // the SQLite file of dir, whatever the test's environment
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 {
		t.Fatalf("vitrina migrate: %v, want exit status 1\n%s%s", err, out, stderr.String())
	}
	if !strings.HasPrefix(stderr.String(), "vitrina: ") {
		t.Errorf("stderr %q", stderr.String())
	}
	wantNewerSchemaMessage(t, "vitrina migrate", stderr.String())
}

// A backup a newer Vitrina took is refused by restore with the same words, before anything is
// written: the data directory stays empty.
func TestRestoreRefusesANewerBackup(t *testing.T) {
	dir, out, target := newerSchemaDir(t), t.TempDir(), t.TempDir()
	if msg, err := runCLI(t, "backup", "--data-dir", dir, "--out", out); err != nil {
		t.Fatalf("backup: %v\n%s", err, msg)
	}
	msg, err := runCLI(t, "restore", "--data-dir", target, "--from", out)
	if !errors.Is(err, database.ErrSchemaTooNew) {
		t.Fatalf("restore: %v, want the newer-schema refusal\n%s", err, msg)
	}
	if !strings.Contains(err.Error(), "the database was migrated by a newer Vitrina (the backup is at schema version ") {
		t.Errorf("message %q", err)
	}
	if entries, _ := os.ReadDir(target); len(entries) != 0 {
		t.Errorf("the refused restore wrote %d entries into the data directory", len(entries))
	}
}
