package platformtest

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/vitrina/vitrina/internal/database"
)

// MigratedDatabase prepares an already migrated database for a test and returns its URL for
// database.Open or config.DatabaseURL: on SQLite it puts the database file into dataDir (the test's
// data directory, not yet opened) and returns ""; with VITRINA_TEST_DATABASE_URL it creates a
// PostgreSQL database of the test's own, dropped when the test ends. Either is a copy of one
// database migrated once per set of migrations (a file in the system's temporary directory, a
// template database on the server): migrating each test's database anew cost as much as most tests.
// Tests of the migrations themselves use TestDatabaseURL, which gives an empty schema.
func MigratedDatabase(t testing.TB, dataDir string) string {
	t.Helper()
	if base := os.Getenv("VITRINA_TEST_DATABASE_URL"); base != "" {
		u, err := migratedPostgres(t, base)
		if err != nil {
			t.Fatalf("migrated PostgreSQL database: %v", err)
		}
		return u
	}
	target := filepath.Join(dataDir, "vitrina.db")
	if _, err := os.Stat(target); err == nil {
		return "" // a test reopening a data directory it made
	}
	template, err := migratedSQLite()
	if err != nil {
		t.Fatalf("migrated SQLite template: %v", err)
	}
	if err := copyFile(template, target); err != nil {
		t.Fatalf("copy the migrated SQLite template: %v", err)
	}
	return ""
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
	if err := migrate(database.Options{DataDir: work}); err != nil {
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

// migratedPostgres creates the test's database from the server's template for the current
// migrations (making the template first when absent) and returns its URL. An advisory lock orders
// the test binaries that share the server: a template may not be copied while it is being made.
func migratedPostgres(t testing.TB, base string) (string, error) {
	digest, err := database.MigrationsDigest(database.Postgres)
	if err != nil {
		return "", err
	}
	template := "vt_template_" + digest[:16]
	name := fmt.Sprintf("vt_%d_%d", time.Now().UnixNano(), rand.IntN(1_000_000))
	ctx := context.Background()
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return "", err
	}
	defer admin.Close()
	conn, err := admin.Conn(ctx)
	if err != nil {
		return "", err
	}
	defer conn.Close()
	key := fnv.New64a()
	key.Write([]byte(template))
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock($1)", int64(key.Sum64())); err != nil {
		return "", err
	}
	defer func() {
		_, _ = conn.ExecContext(context.Background(), "SELECT pg_advisory_unlock($1)", int64(key.Sum64()))
	}()
	var exists bool
	if err := conn.QueryRowContext(ctx, "SELECT EXISTS (SELECT FROM pg_database WHERE datname = $1)", template).Scan(&exists); err != nil {
		return "", err
	}
	if !exists {
		making := template + "_making"
		for _, stmt := range []string{"DROP DATABASE IF EXISTS " + making + " WITH (FORCE)", "CREATE DATABASE " + making} {
			if _, err := conn.ExecContext(ctx, stmt); err != nil {
				return "", err
			}
		}
		if err := migrate(database.Options{URL: withDatabase(base, making)}); err != nil {
			return "", err
		}
		if err := execWhenFree(ctx, conn, "ALTER DATABASE "+making+" RENAME TO "+template); err != nil {
			return "", err
		}
	}
	if err := execWhenFree(ctx, conn, "CREATE DATABASE "+name+" TEMPLATE "+template); err != nil {
		return "", fmt.Errorf("copy the template: %w", err)
	}
	atTheEnd(t, base, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
	return withDatabase(base, name), nil
}

// execWhenFree runs a statement that needs a database nobody is connected to (renaming or copying
// the template): the server ends the backend of a closed connection a moment after the client has
// gone, so "in use" (55006) is retried for up to ten seconds.
func execWhenFree(ctx context.Context, conn *sql.Conn, stmt string) error {
	for wait := 10 * time.Millisecond; ; wait *= 2 {
		_, err := conn.ExecContext(ctx, stmt)
		var pgErr *pgconn.PgError
		if err == nil || !errors.As(err, &pgErr) || pgErr.Code != "55006" || wait > 5*time.Second {
			return err
		}
		time.Sleep(wait)
	}
}

// atTheEnd runs stmt on the server of base when the test ends: it drops what the test made there.
func atTheEnd(t testing.TB, base, stmt string) {
	t.Cleanup(func() {
		db, err := sql.Open("pgx", base)
		if err != nil {
			return
		}
		defer db.Close()
		_, _ = db.ExecContext(context.Background(), stmt)
	})
}

// migrate opens the database opts name, applies every migration and closes it (on SQLite closing
// folds the log into the file).
func migrate(opts database.Options) error {
	ctx := context.Background()
	db, err := database.Open(ctx, opts)
	if err != nil {
		return err
	}
	if _, err := db.Migrate(ctx); err != nil {
		_ = db.Close()
		return err
	}
	return db.Close()
}

// withDatabase is base with its database name replaced.
func withDatabase(base, name string) string {
	u, err := url.Parse(base)
	if err != nil {
		return base
	}
	u.Path = "/" + strings.TrimPrefix(name, "/")
	return u.String()
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
