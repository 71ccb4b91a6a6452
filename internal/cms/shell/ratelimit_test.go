package shell

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cmsstore"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// TestLoginLimiterWindow (with the real store): the limit holds per key within the window, frees the key when the window
// passes, and old rows are pruned from cms_login_attempts.
func TestLoginLimiterWindow(t *testing.T) {
	ctx := context.Background()
	db, err := database.Open(ctx, database.Options{URL: platformtest.TestDatabaseURL(t), DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	advance := func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }
	l := &loginLimiter{max: 3, window: 15 * time.Minute, now: clock, failures: cmsstore.New(db).SignInFailures}

	blocked := func(keys ...string) bool {
		t.Helper()
		b, err := l.blocked(ctx, keys...)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	for range 3 {
		if blocked("ip:a", "email:x") {
			t.Fatal("blocked before the limit")
		}
		if err := l.fail(ctx, "ip:a", "email:x"); err != nil {
			t.Fatal(err)
		}
		advance(time.Minute)
	}
	if !blocked("ip:b", "email:x") || !blocked("ip:a") || blocked("ip:b", "email:y") {
		t.Fatal("the limit is not per key")
	}
	advance(13 * time.Minute) // the first failure is now 15 minutes old: two remain
	if blocked("ip:a") {
		t.Fatal("still blocked after the oldest failure left the window")
	}
	advance(time.Hour)
	if err := l.fail(ctx, "ip:c"); err != nil {
		t.Fatal(err)
	}
	var rows int
	if err := db.QueryRow(ctx, `SELECT count(*) FROM cms_login_attempts`).Scan(&rows); err != nil {
		t.Fatal(err)
	}
	if rows != 1 {
		t.Fatalf("%d rows left, want only the new failure", rows)
	}
}
