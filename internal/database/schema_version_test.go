package database_test

import (
	"context"
	"testing"

	"github.com/vitrina/vitrina/internal/database"
)

// LatestVersion and SchemaVersion agree with what Migrate reports on a freshly migrated database.
func TestSchemaVersionAfterMigrate(t *testing.T) {
	ctx := context.Background()
	db, err := database.Open(ctx, database.Options{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	res, err := db.Migrate(ctx)
	if err != nil {
		t.Fatal(err)
	}
	latest, err := database.LatestVersion(db.Dialect())
	if err != nil || latest != res.Version {
		t.Fatalf("LatestVersion %d %v, Migrate reached %d", latest, err, res.Version)
	}
	if v, err := database.SchemaVersion(ctx, db); err != nil || v != res.Version {
		t.Fatalf("SchemaVersion %d %v, want %d", v, err, res.Version)
	}
	if pg, err := database.LatestVersion(database.Postgres); err != nil || pg != latest {
		t.Fatalf("PostgreSQL's latest %d %v, SQLite's %d", pg, err, latest)
	}
}
