package database

import (
	"context"
	"fmt"
	"io/fs"

	"github.com/pressly/goose/v3"
)

// MigrationsPending reports whether some embedded migration is not applied yet (for /readyz). It
// takes no migration lock: it only reads the version table.
func (db *DB) MigrationsPending(ctx context.Context) (bool, error) {
	dir, err := fs.Sub(migrations, "migrations/"+db.dialect)
	if err != nil {
		return false, fmt.Errorf("migrations for %s: %w", db.dialect, err)
	}
	dialect := goose.DialectSQLite3
	if db.dialect == Postgres {
		dialect = goose.DialectPostgres
	}
	provider, err := goose.NewProvider(dialect, db.read, dir)
	if err != nil {
		return false, fmt.Errorf("load migrations: %w", err)
	}
	pending, err := provider.HasPending(ctx)
	if err != nil {
		return false, fmt.Errorf("check pending migrations: %w", err)
	}
	return pending, nil
}
