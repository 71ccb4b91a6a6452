package database_test

import (
	"context"
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
