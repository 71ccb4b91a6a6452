package database_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// BenchmarkSQLiteCommit is the floor under every write on SQLite: one row, three indexes, committed
// on its own through this package (prepared statement, WAL, synchronous=NORMAL, SQLite's automatic
// checkpoints included). Nothing a request writes can commit faster on one writer; BENCHMARKS.md
// sets the insert and refresh figures against it.
func BenchmarkSQLiteCommit(b *testing.B) {
	db, err := database.Open(b.Context(), database.Options{DataDir: b.TempDir()})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = db.Close() })
	for _, q := range []string{
		`CREATE TABLE floor (id INTEGER PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, session_id TEXT NOT NULL, parent TEXT, created_at TEXT NOT NULL)`,
		`CREATE INDEX floor_session ON floor (session_id)`,
		`CREATE UNIQUE INDEX floor_parent ON floor (parent)`,
	} {
		if _, err := db.Exec(b.Context(), q); err != nil {
			b.Fatal(err)
		}
	}
	now := time.Now()
	b.ResetTimer()
	for i := range b.N {
		if _, err := db.Exec(b.Context(), `INSERT INTO floor (token_hash, session_id, parent, created_at) VALUES (?, ?, ?, ?)`,
			fmt.Sprintf("%064x", i), "session", fmt.Sprintf("p%063x", i), now); err != nil {
			b.Fatal(err)
		}
	}
}
