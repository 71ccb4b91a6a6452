package backup_test

import (
	"context"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/backup"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// Several instances on one database run the same scheduled time at once: one backup is taken. On
// SQLite (one process per data directory) the instances run one after the other; with
// VITRINA_TEST_DATABASE_URL they race on PostgreSQL's advisory lock. Then Prune keeps the newest.
func TestOneBackupPerScheduledTime(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db, err := database.Open(ctx, database.Options{URL: platformtest.MigratedDatabase(t, dir), DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	blobs, err := blob.NewLocal(filepath.Join(dir, "storage"))
	if err != nil {
		t.Fatal(err)
	}
	target, err := backup.OpenTarget(ctx, filepath.Join(t.TempDir(), "backups"), blob.Credentials{})
	if err != nil {
		t.Fatal(err)
	}
	instance := func() *backup.Scheduler {
		return &backup.Scheduler{Every: time.Hour, Keep: 2, Target: target, Logger: slog.New(slog.DiscardHandler),
			Site: backup.Site{DB: db, Blobs: blobs, DataDir: dir}}
	}
	slot := time.Now().Add(-time.Second)
	var wg sync.WaitGroup
	for range 3 {
		s := instance()
		if db.Dialect() == database.Postgres {
			wg.Add(1)
			go func() { defer wg.Done(); s.RunSlot(ctx, slot) }()
		} else {
			s.RunSlot(ctx, slot)
		}
	}
	wg.Wait()
	names, err := target.List(ctx)
	if err != nil || len(names) != 1 {
		t.Fatalf("after one scheduled time: %v %v, want one backup", names, err)
	}

	for _, at := range []string{"20260101T000000Z", "20260102T000000Z", "20260103T000000Z"} {
		if err := target.Write(ctx, "vitrina-backup-"+at+".tar.gz", strings.NewReader(""), 0); err != nil {
			t.Fatal(err)
		}
	}
	if deleted, err := backup.Prune(ctx, target, 2); err != nil || deleted != 2 {
		t.Fatalf("prune: %d %v, want 2 deleted", deleted, err)
	}
	if kept, _ := target.List(ctx); len(kept) != 2 || kept[1] != names[0] || kept[0] != "vitrina-backup-20260103T000000Z.tar.gz" {
		t.Fatalf("kept %v, want the newest two", kept)
	}
}
