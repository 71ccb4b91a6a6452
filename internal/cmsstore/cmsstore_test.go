package cmsstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cmsstore"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

func openState(t *testing.T) (cms.State, *database.DB) {
	t.Helper()
	ctx := context.Background()
	db, err := database.Open(ctx, database.Options{URL: platformtest.TestDatabaseURL(t), DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	return cmsstore.New(db), db
}

// TestSessions: a session is found until its expiry, replaced on commit, gone after delete, and
// swept by DeleteExpired.
func TestSessions(t *testing.T) {
	ctx := context.Background()
	st, db := openState(t)
	s := st.Sessions
	now := time.Now()
	if err := s.CommitCtx(ctx, "a", []byte("uno"), now.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if err := s.CommitCtx(ctx, "a", []byte("dos"), now.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if err := s.CommitCtx(ctx, "old", []byte("x"), now.Add(-time.Minute)); err != nil {
		t.Fatal(err)
	}
	if data, ok, err := s.FindCtx(ctx, "a"); err != nil || !ok || string(data) != "dos" {
		t.Fatalf("find a: %q %v %v", data, ok, err)
	}
	if _, ok, err := s.FindCtx(ctx, "old"); err != nil || ok {
		t.Fatalf("an expired session was found: %v %v", ok, err)
	}
	if _, ok, err := s.FindCtx(ctx, "nadie"); err != nil || ok {
		t.Fatalf("an unknown session was found: %v %v", ok, err)
	}
	if err := s.DeleteExpired(ctx); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := db.QueryRow(ctx, `SELECT count(*) FROM cms_sessions`).Scan(&n); err != nil || n != 1 {
		t.Fatalf("%d sessions after the sweep (%v), want 1", n, err)
	}
	if err := s.DeleteCtx(ctx, "a"); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := s.FindCtx(ctx, "a"); ok {
		t.Fatal("a deleted session was found")
	}
}

// TestSetupTokens: a link is usable until spent or expired, is spent once, and can be given back.
func TestSetupTokens(t *testing.T) {
	ctx := context.Background()
	st, _ := openState(t)
	tok := st.SetupTokens
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	if err := tok.Create(ctx, "h", now.Add(24*time.Hour)); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		at   time.Time
		want bool
	}{{now, true}, {now.Add(25 * time.Hour), false}} {
		if ok, err := tok.Usable(ctx, "h", c.at); err != nil || ok != c.want {
			t.Fatalf("usable at %v: %v %v, want %v", c.at, ok, err, c.want)
		}
	}
	if ok, _ := tok.Usable(ctx, "otro", now); ok {
		t.Fatal("an unknown link is usable")
	}
	if ok, err := tok.Spend(ctx, "h", now.Add(25*time.Hour)); err != nil || ok {
		t.Fatalf("spent an expired link: %v %v", ok, err)
	}
	if ok, err := tok.Spend(ctx, "h", now); err != nil || !ok {
		t.Fatalf("spend: %v %v", ok, err)
	}
	if ok, _ := tok.Spend(ctx, "h", now); ok {
		t.Fatal("a link was spent twice")
	}
	if err := tok.Unspend(ctx, "h"); err != nil {
		t.Fatal(err)
	}
	if ok, _ := tok.Spend(ctx, "h", now); !ok {
		t.Fatal("a link given back cannot be spent")
	}
}
