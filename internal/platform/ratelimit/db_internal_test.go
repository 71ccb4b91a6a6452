package ratelimit

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// TestDBLimiterMatchesMemory runs the same sequence of attempts through the in-memory limiter and
// the database one (on SQLite here; the two-instance server test runs it on PostgreSQL): burst,
// refusal without consuming, refill with time, separate keys, and the sweep of idle buckets.
func TestDBLimiterMatchesMemory(t *testing.T) {
	ctx := context.Background()
	db, err := database.Open(ctx, database.Options{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	mem := NewMemory(6, time.Minute, 3) // one token every 10 s, burst 3
	dbl := NewDB(db, slog.New(slog.DiscardHandler), "test", 6, time.Minute, 3)
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	steps := []struct {
		key  string
		at   time.Duration
		want bool
	}{
		{"a", 0, true}, {"a", 0, true}, {"a", 0, true}, {"a", 0, false}, {"a", time.Second, false},
		{"b", time.Second, true},
		{"a", 10 * time.Second, true}, {"a", 10 * time.Second, false},
		{"a", 15 * time.Second, false}, {"a", 20 * time.Second, true},
		{"a", time.Hour, true}, {"a", time.Hour, true}, {"a", time.Hour, true}, {"a", time.Hour, false},
		// Attempts that commit out of order (a later one first) take no token back in time.
		{"c", time.Hour + 30*time.Second, true}, {"c", time.Hour + 29*time.Second, true},
		{"c", time.Hour + 29*time.Second, true}, {"c", time.Hour + 29*time.Second, false},
	}
	for i, s := range steps {
		now := start.Add(s.at)
		if got := mem.Allow(s.key, now); got != s.want {
			t.Fatalf("step %d memory: %v, want %v", i, got, s.want)
		}
		if got := dbl.Allow(s.key, now); got != s.want {
			t.Fatalf("step %d database: %v, want %v", i, got, s.want)
		}
	}
	var n int
	if err := db.QueryRow(ctx, "SELECT count(*) FROM auth_rate_limits").Scan(&n); err != nil || n != 2 {
		t.Fatalf("buckets after the sweep: %d (%v), want only a's and c's", n, err)
	}
}
