package database_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// eachBackendAt runs test on a fresh database migrated up to version: on SQLite, and on PostgreSQL
// when it is configured. Tests of data migrations write rows in the old shape, then migrate.
func eachBackendAt(t *testing.T, version int64, test func(t *testing.T, db *database.DB)) {
	backends := map[string]database.Options{"sqlite": {DataDir: t.TempDir()}}
	if u := platformtest.TestDatabaseURL(t); u != "" {
		backends["postgres"] = database.Options{URL: u}
	}
	for name, opts := range backends {
		t.Run(name, func(t *testing.T) {
			db, err := database.Open(t.Context(), opts)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = db.Close() })
			if _, err := db.MigrateTo(t.Context(), version); err != nil {
				t.Fatal(err)
			}
			test(t, db)
		})
	}
}
