package database

import (
	"context"
	"errors"
	"fmt"
	"testing"
)

// openTestSQLite is a SQLite database with a table t(id, v) for this package's internal tests.
func openTestSQLite(t *testing.T) *DB {
	t.Helper()
	db, err := Open(context.Background(), Options{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if _, err := db.Exec(context.Background(), `CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)`); err != nil {
		t.Fatal(err)
	}
	return db
}

// More distinct statements than the cache holds all run, the cache stays bounded, and a statement
// evicted while its rows are still being read keeps reading them.
func TestStmtCacheEvictsSafely(t *testing.T) {
	ctx := context.Background()
	db := openTestSQLite(t)
	for i := range 20 {
		if _, err := db.Exec(ctx, `INSERT INTO t (v) VALUES (?)`, fmt.Sprint("v", i)); err != nil {
			t.Fatal(err)
		}
	}
	held, err := db.Query(ctx, `SELECT v FROM t ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	for i := range stmtCacheSize + 50 { // evicts the held statement while its rows are open
		var n int
		if err := db.QueryRow(ctx, fmt.Sprintf(`SELECT count(*) + %d FROM t`, i)).Scan(&n); err != nil || n != 20+i {
			t.Fatalf("query %d: %d %v", i, n, err)
		}
	}
	var got int
	for held.Next() {
		var v string
		if err := held.Scan(&v); err != nil {
			t.Fatal(err)
		}
		got++
	}
	if err := errors.Join(held.Err(), held.Close()); err != nil || got != 20 {
		t.Fatalf("rows of the evicted statement: %d, %v", got, err)
	}
	if n := db.readStmts.lru.Len(); n > stmtCacheSize {
		t.Fatalf("%d cached statements, want at most %d", n, stmtCacheSize)
	}
}

// A statement first run inside a transaction (which holds SQLite's only write connection) runs
// unprepared, is prepared once the transaction is over, and the next transaction uses it.
func TestStmtCacheInTransactions(t *testing.T) {
	ctx := context.Background()
	db := openTestSQLite(t)
	const insert = `INSERT INTO t (v) VALUES (?)`
	for i := range 2 {
		err := db.InTx(ctx, func(tx *Tx) error {
			_, err := tx.Exec(ctx, insert, "in a transaction")
			return err
		})
		if err != nil {
			t.Fatalf("transaction %d: %v", i, err)
		}
		if cs := db.writeStmts.lookup(insert); cs == nil {
			t.Fatalf("after transaction %d the statement is not prepared", i)
		} else {
			db.writeStmts.release(cs)
		}
	}
	// A statement that does not prepare fails with the database's error, in and out of transactions.
	const bad = `SELECT nothing FROM nowhere`
	if _, err := db.Query(ctx, bad); err == nil {
		t.Fatal("a bad statement ran")
	}
	if err := db.QueryRow(ctx, bad).Scan(new(int)); err == nil {
		t.Fatal("a bad single-row statement ran")
	}
	err := db.InTx(ctx, func(tx *Tx) error { _, err := tx.Query(ctx, bad); return err })
	if err == nil {
		t.Fatal("a bad statement ran in a transaction")
	}
	var n int
	if err := db.QueryRow(ctx, `SELECT count(*) FROM t`).Scan(&n); err != nil || n != 2 {
		t.Fatalf("rows: %d %v", n, err)
	}
}
