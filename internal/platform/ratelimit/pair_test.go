package ratelimit_test

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platform/ratelimit"
)

// TestAllowBothMatchesTwoAllows: counting an address's and an e-mail's limit together (one
// statement on PostgreSQL, two calls elsewhere) says and takes what the first limit's Allow and
// then, only when it allowed, the second's would, as in-memory limiters show.
func TestAllowBothMatchesTwoAllows(t *testing.T) {
	ctx := context.Background()
	url := platformtest.TestDatabaseURL(t)
	db, err := database.Open(ctx, database.Options{URL: url, DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	logger := slog.New(slog.DiscardHandler)
	// The address: one token every 10 s, burst 3; the e-mail: one every 20 s, burst 2.
	memIP, memMail := ratelimit.NewMemory(6, time.Minute, 3), ratelimit.NewMemory(3, time.Minute, 2)
	dbIP, dbMail := ratelimit.NewDB(db, logger, "ip", 6, time.Minute, 3), ratelimit.NewDB(db, logger, "mail", 3, time.Minute, 2)
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	steps := []struct {
		ip, mail       string
		at             time.Duration
		wantIP, wantMa bool
	}{
		{"1", "a", 0, true, true}, {"1", "a", 0, true, true}, {"1", "a", 0, true, false},
		// The address is spent: the e-mail's bucket is not touched.
		{"1", "b", 0, false, false}, {"1", "b", time.Second, false, false},
		{"2", "b", time.Second, true, true}, {"2", "b", time.Second, true, true}, {"2", "b", time.Second, true, false},
		{"1", "a", 10 * time.Second, true, false},
		{"3", "a", 20 * time.Second, true, true}, {"3", "a", 20 * time.Second, true, false},
		// Out of order: an earlier time refills nothing.
		{"4", "c", 30 * time.Second, true, true}, {"4", "c", 29 * time.Second, true, true}, {"4", "c", 29 * time.Second, true, false},
	}
	for i, s := range steps {
		now := start.Add(s.at)
		ip, mail := memIP.Allow(s.ip, now), false
		if ip {
			mail = memMail.Allow(s.mail, now)
		}
		if ip != s.wantIP || mail != s.wantMa {
			t.Fatalf("step %d memory: %v %v, want %v %v", i, ip, mail, s.wantIP, s.wantMa)
		}
		if ip, mail := ratelimit.AllowBoth(dbIP, s.ip, dbMail, s.mail, now); ip != s.wantIP || mail != s.wantMa {
			t.Fatalf("step %d database (%s): %v %v, want %v %v", i, db.Dialect(), ip, mail, s.wantIP, s.wantMa)
		}
	}
	var n int
	if err := db.QueryRow(ctx, "SELECT count(*) FROM auth_rate_limits WHERE bucket LIKE 'mail:%'").Scan(&n); err != nil || n != 3 {
		t.Fatalf("e-mail buckets: %d (%v), want a, b and c only", n, err)
	}
}
