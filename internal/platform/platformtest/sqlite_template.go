package platformtest

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/vitrina/vitrina/internal/database"
)

// PrepareDataDir puts a migrated SQLite database into dir (a test's data directory, not yet
// opened) when the test runs on SQLite, so that opening it migrates nothing; on PostgreSQL it does
// nothing. The database is a copy of one migrated once per set of migrations and kept in the
// system's temporary directory: migrating each test's database anew cost as much as the test.
func PrepareDataDir(t testing.TB, dir string) {
	t.Helper()
	if os.Getenv("VITRINA_TEST_DATABASE_URL") != "" {
		return
	}
	template, err := migratedSQLite()
	if err != nil {
		t.Fatalf("migrated SQLite template: %v", err)
	}
	target := filepath.Join(dir, "vitrina.db")
	if _, err := os.Stat(target); err == nil {
		return // a test reopening a data directory it made
	}
	if err := copyFile(template, target); err != nil {
		t.Fatalf("copy the migrated SQLite template: %v", err)
	}
}

// migratedSQLite returns the path of the migrated template for the current migrations, making it
// when absent. Test binaries of several packages may race to make it: each migrates in a directory
// of its own and renames it into place; the loser's copy is dropped.
func migratedSQLite() (string, error) {
	digest, err := database.MigrationsDigest(database.SQLite)
	if err != nil {
		return "", err
	}
	final := filepath.Join(os.TempDir(), "vitrina-test-sqlite-"+digest[:16])
	path := filepath.Join(final, "vitrina.db")
	if _, err := os.Stat(path); err == nil {
		return path, nil
	}
	work, err := os.MkdirTemp(os.TempDir(), "vitrina-test-sqlite-making-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(work) // gone after the rename; left over only when another made it first
	ctx := context.Background()
	db, err := database.Open(ctx, database.Options{DataDir: work})
	if err != nil {
		return "", err
	}
	if _, err := db.Migrate(ctx); err != nil {
		_ = db.Close()
		return "", err
	}
	if err := db.Close(); err != nil { // checkpoints the log into the file
		return "", err
	}
	for _, side := range []string{"-wal", "-shm"} {
		if _, err := os.Stat(filepath.Join(work, "vitrina.db"+side)); err == nil {
			return "", fmt.Errorf("the closed template still has its %s file", side)
		}
	}
	if err := os.Rename(work, final); err != nil {
		if _, statErr := os.Stat(path); statErr == nil {
			return path, nil // another test binary made it first
		}
		return "", err
	}
	return path, nil
}

func copyFile(from, to string) error {
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(dst, src); err != nil {
		_ = dst.Close()
		return err
	}
	return dst.Close()
}
