package database

import (
	"context"
	"embed"
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

// Migrate applies the migrations not yet applied. On PostgreSQL a session advisory lock makes it safe
// for several instances to start at once.
func (db *DB) Migrate(ctx context.Context) (MigrationResult, error) {
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
	results, err := provider.Up(ctx)
	if err != nil {
		return MigrationResult{}, fmt.Errorf("apply migrations: %w", err)
	}
	version, err := provider.GetDBVersion(ctx)
	if err != nil {
		return MigrationResult{}, fmt.Errorf("read schema version: %w", err)
	}
	return MigrationResult{Applied: len(results), Version: version}, nil
}
