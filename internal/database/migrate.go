package database

import (
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"

	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
)

// migrations holds one directory of goose SQL files per dialect. Both directories describe the same
// schema; a test checks that they agree.
//
//go:embed migrations
var migrations embed.FS

// MigrationResult says how many migrations a Migrate call applied and which version the database is at.
type MigrationResult struct {
	Applied int
	Version int64
}

// ErrSchemaTooNew is returned by Migrate when the database holds a migration this binary does not
// have: a newer Vitrina migrated it, and this one would run on tables it does not know.
var ErrSchemaTooNew = errors.New("the database was migrated by a newer Vitrina")

// Migrate applies the migrations not yet applied, and refuses (ErrSchemaTooNew) a database a newer
// Vitrina migrated. On PostgreSQL a session advisory lock makes it safe for several instances to
// start at once.
func (db *DB) Migrate(ctx context.Context) (MigrationResult, error) {
	return db.migrate(ctx, 0)
}

// MigrateTo applies the migrations not yet applied up to version (inclusive): a database as an
// older release left it, to test what a later migration does with its rows.
func (db *DB) MigrateTo(ctx context.Context, version int64) (MigrationResult, error) {
	if version <= 0 {
		return MigrationResult{}, fmt.Errorf("migrate to version %d: not a version", version)
	}
	return db.migrate(ctx, version)
}

// migrate applies the pending migrations, up to version when it is positive.
func (db *DB) migrate(ctx context.Context, version int64) (MigrationResult, error) {
	dir, err := fs.Sub(migrations, "migrations/"+db.dialect)
	if err != nil {
		return MigrationResult{}, fmt.Errorf("migrations for %s: %w", db.dialect, err)
	}
	var opts []goose.ProviderOption
	dialect := goose.DialectSQLite3
	if db.dialect == Postgres {
		dialect = goose.DialectPostgres
		locker, err := lock.NewPostgresSessionLocker()
		if err != nil {
			return MigrationResult{}, fmt.Errorf("migration lock: %w", err)
		}
		opts = append(opts, goose.WithSessionLocker(locker))
	}
	provider, err := goose.NewProvider(dialect, db.write, dir, opts...)
	if err != nil {
		return MigrationResult{}, fmt.Errorf("load migrations: %w", err)
	}
	if err := refuseNewerSchema(ctx, provider); err != nil {
		return MigrationResult{}, err
	}
	var results []*goose.MigrationResult
	if version > 0 {
		results, err = provider.UpTo(ctx, version)
	} else {
		results, err = provider.Up(ctx)
	}
	if err != nil {
		return MigrationResult{}, fmt.Errorf("apply migrations: %w", err)
	}
	current, err := provider.GetDBVersion(ctx)
	if err != nil {
		return MigrationResult{}, fmt.Errorf("read schema version: %w", err)
	}
	return MigrationResult{Applied: len(results), Version: current}, nil
}

// refuseNewerSchema fails with ErrSchemaTooNew when the highest version applied to the database is
// above the last migration this binary embeds (goose alone would find nothing to do and go on). It
// runs before any migration, so the refused database is left as it was.
func refuseNewerSchema(ctx context.Context, provider *goose.Provider) error {
	applied, err := provider.GetDBVersion(ctx)
	if err != nil {
		return fmt.Errorf("read schema version: %w", err)
	}
	sources := provider.ListSources()
	if len(sources) == 0 {
		return errors.New("no migrations embedded")
	}
	if known := sources[len(sources)-1].Version; applied > known {
		return fmt.Errorf("%w (schema version %d, this binary knows up to %d): upgrade this binary, "+
			"or restore a backup taken before the upgrade", ErrSchemaTooNew, applied, known)
	}
	return nil
}

// MigrationsDigest is a SHA-256 of the dialect's migration files, names and contents: two databases
// migrated from the same digest have the same schema (tests copy one migrated SQLite file instead of
// migrating each database anew).
func MigrationsDigest(dialect string) (string, error) {
	h := sha256.New()
	err := fs.WalkDir(migrations, "migrations/"+dialect, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := migrations.ReadFile(path)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s %d\n", path, len(b))
		h.Write(b)
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("digest of the %s migrations: %w", dialect, err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
