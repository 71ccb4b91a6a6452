package database_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/database"
)

// TestRefreshRotationMigration: refresh tokens stored before a rotation wrote one row (migration
// 00262) keep their meaning — a parent's first child is its rotation child, a later one (a reuse
// within the interval) is marked reissued — and from then on a second rotation child of one token
// is refused. On SQLite, and on PostgreSQL when it is configured.
func TestRefreshRotationMigration(t *testing.T) {
	eachBackendAt(t, 261, func(t *testing.T, db *database.DB) {
		ctx := t.Context()
		const user, sess = "5d0c4c38-0000-4000-8000-000000000001", "5d0c4c38-0000-4000-8000-0000000000aa"
		exec := func(query string, args ...any) error {
			_, err := db.Exec(ctx, query, args...)
			return err
		}
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		must(exec("INSERT INTO auth_users (id, email) VALUES (?, ?)", user, "ana@example.com"))
		must(exec("INSERT INTO auth_sessions (id, user_id) VALUES (?, ?)", sess, user))
		// h0 rotated to h1, h1 to h2, then h1 reused within the interval (h4); h2 rotated to h3.
		tokens := []struct {
			hash, parent string
			revoked      bool
		}{
			{"h0", "", true}, {"h1", "h0", true}, {"h2", "h1", true}, {"h3", "h2", false}, {"h4", "h1", false},
		}
		for _, tok := range tokens {
			var parent any
			if tok.parent != "" {
				parent = tok.parent
			}
			must(exec(`INSERT INTO auth_refresh_tokens (token_hash, session_id, user_id, parent, revoked)
					VALUES (?, ?, ?, ?, ?)`, tok.hash, sess, user, parent, tok.revoked))
		}
		if _, err := db.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		rows, err := db.Query(ctx, "SELECT token_hash, reissued FROM auth_refresh_tokens ORDER BY id")
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]bool{}
		for rows.Next() {
			var hash string
			var reissued bool
			must(rows.Scan(&hash, &reissued))
			got[hash] = reissued
		}
		must(rows.Err())
		want := map[string]bool{"h0": false, "h1": false, "h2": false, "h3": false, "h4": true}
		for h, w := range want {
			if got[h] != w {
				t.Errorf("%s reissued = %v, want %v", h, got[h], w)
			}
		}
		err = exec(`INSERT INTO auth_refresh_tokens (token_hash, session_id, user_id, parent) VALUES (?, ?, ?, ?)`,
			"h5", sess, user, "h2")
		if e := database.Classify(err); e == nil || e.Code != database.CodeUniqueViolation {
			t.Errorf("a second rotation child of h2: %v, want a unique violation", err)
		}
		must(exec(`INSERT INTO auth_refresh_tokens (token_hash, session_id, user_id, parent, reissued) VALUES (?, ?, ?, ?, ?)`,
			"h6", sess, user, "h2", true))
	})
}
