package auth

import (
	"errors"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// A rotation whose parent was revoked after the refresh read it (a reuse detected meanwhile)
// writes nothing and is retried, while a reissue, which may follow a revocation on purpose, is
// written; a second rotation child of one token is a unique violation. The race cannot be timed
// through HTTP, so the store is called directly, on SQLite (the refresh tests cover PostgreSQL's
// statement).
func TestRotationOfARevokedParent(t *testing.T) {
	ctx := t.Context()
	db, err := database.Open(ctx, database.Options{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	const user, sess = "5d0c4c38-0000-4000-8000-000000000001", "5d0c4c38-0000-4000-8000-0000000000aa"
	if _, err := db.Exec(ctx, "INSERT INTO auth_users (id, email) VALUES (?, ?)", user, "ana@example.com"); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(ctx, "INSERT INTO auth_sessions (id, user_id) VALUES (?, ?)", sess, user); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	first, err := insertRefreshToken(ctx, db, sess, user, "", false, now)
	if err != nil {
		t.Fatal(err)
	}
	second, err := insertRefreshToken(ctx, db, sess, user, first, false, now)
	if err != nil {
		t.Fatalf("rotating the first token: %v", err)
	}
	_, err = insertRefreshToken(ctx, db, sess, user, first, false, now)
	if e := database.Classify(err); e == nil || e.Code != database.CodeUniqueViolation {
		t.Errorf("a second rotation child: %v, want a unique violation", err)
	}
	if err := revokeRefreshFamily(ctx, db, sess, now); err != nil {
		t.Fatal(err)
	}
	if _, err := insertRefreshToken(ctx, db, sess, user, second, false, now); !errors.Is(err, errRefreshRace) {
		t.Errorf("rotating a token revoked since it was read: %v, want errRefreshRace", err)
	}
	if _, err := insertRefreshToken(ctx, db, sess, user, second, true, now); err != nil {
		t.Errorf("reissuing for a revoked token: %v", err)
	}
	tok, _, _, err := findRefreshGrant(ctx, db, second)
	if err != nil {
		t.Fatal(err)
	}
	if rotated, since := tok.rotated(); !rotated || !since.Equal(now) || !tok.Revoked {
		t.Errorf("the revoked token: rotated %v since %v, revoked %v", rotated, since, tok.Revoked)
	}
}
