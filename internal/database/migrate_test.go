package database_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// TestConcurrentMigrate starts two instances' migrations at once on a fresh PostgreSQL schema:
// goose's session advisory lock lets one apply everything and the other find nothing left to do.
func TestConcurrentMigrate(t *testing.T) {
	u := platformtest.TestDatabaseURL(t)
	if u == "" {
		t.Skip("needs PostgreSQL (the advisory lock is PostgreSQL's); set VITRINA_TEST_DATABASE_URL to run it")
	}
	ctx := context.Background()
	var (
		wg      sync.WaitGroup
		results [2]database.MigrationResult
		errs    [2]error
	)
	for i := range 2 {
		db, err := database.Open(ctx, database.Options{URL: u})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = db.Close() })
		wg.Go(func() { results[i], errs[i] = db.Migrate(ctx) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("migration %d: %v", i, err)
		}
	}
	if results[0].Version != results[1].Version || results[0].Version == 0 {
		t.Fatalf("versions differ or are zero: %+v", results)
	}
	if total := results[0].Applied + results[1].Applied; total != results[0].Applied && total != results[1].Applied {
		t.Fatalf("both instances applied migrations: %+v", results)
	}
}

// A database a newer Vitrina migrated (its version table holds a version this binary does not
// have) is refused by Migrate and MigrateTo with ErrSchemaTooNew and a message that says what to do.
func TestMigrateRefusesANewerSchema(t *testing.T) {
	eachBackendAt(t, 1, func(t *testing.T, db *database.DB) {
		ctx := t.Context()
		res, err := db.Migrate(ctx)
		if err != nil {
			t.Fatal(err)
		}
		newer := res.Version + 1
		if _, err := db.Exec(ctx, "INSERT INTO goose_db_version (version_id, is_applied) VALUES (?, true)", newer); err != nil {
			t.Fatal(err)
		}
		_, err = db.Migrate(ctx)
		if !errors.Is(err, database.ErrSchemaTooNew) {
			t.Fatalf("Migrate on a newer schema: %v, want ErrSchemaTooNew", err)
		}
		want := fmt.Sprintf("the database was migrated by a newer Vitrina (schema version %d, this binary knows up to %d): "+
			"upgrade this binary, or restore a backup taken before the upgrade", newer, res.Version)
		if err.Error() != want {
			t.Errorf("message:\n got %s\nwant %s", err, want)
		}
		if _, err := db.MigrateTo(ctx, res.Version); !errors.Is(err, database.ErrSchemaTooNew) {
			t.Errorf("MigrateTo on a newer schema: %v, want ErrSchemaTooNew", err)
		}
	})
}
