package database

import (
	"context"
	"errors"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
)

// write is one caller of InTx in a batch test: it inserts id, then fails with fail or panics when
// asked to.
type write struct {
	id       int
	fail     error
	panic    bool
	ctx      context.Context
	conflict bool // its insert breaks the primary key
	endTx    bool // it ends the shared transaction behind the batch's back
}

// runBatch starts writes[0], which holds the writer until all the others are queued behind it, so
// all of them run in its batch; it returns what each InTx returned (or the value it panicked with).
func runBatch(t *testing.T, db *DB, writes []write) []any {
	t.Helper()
	results := make([]any, len(writes))
	holding := make(chan struct{})
	fn := func(w write, hold bool) func(tx *Tx) error {
		return func(tx *Tx) error {
			if _, err := tx.Exec(t.Context(), `INSERT INTO t (id) VALUES (?)`, w.id); err != nil {
				return err
			}
			if w.endTx {
				if _, err := tx.Exec(t.Context(), `ROLLBACK`); err != nil {
					return err
				}
			}
			if hold {
				close(holding)
				for db.group.waiting.Load() < int32(len(writes)-1) {
					runtime.Gosched()
				}
			}
			if w.panic {
				panic("write panicked")
			}
			return w.fail
		}
	}
	call := func(i int, hold bool) {
		defer func() {
			if r := recover(); r != nil {
				results[i] = r
			}
		}()
		ctx := writes[i].ctx
		if ctx == nil {
			ctx = t.Context()
		}
		if err := db.InTx(ctx, fn(writes[i], hold)); err != nil {
			results[i] = err
		}
	}
	var wg sync.WaitGroup
	wg.Go(func() { call(0, true) })
	<-holding
	for i := 1; i < len(writes); i++ {
		wg.Go(func() { call(i, false) })
	}
	wg.Wait()
	return results
}

// stored returns the ids in t.
func stored(t *testing.T, db *DB) map[int]bool {
	t.Helper()
	rows, err := db.Query(t.Context(), `SELECT id FROM t`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	ids := map[int]bool{}
	for rows.Next() {
		var id int
		if err := rows.Scan(&id); err != nil {
			t.Fatal(err)
		}
		ids[id] = true
	}
	return ids
}

func TestGroupCommitUndoesOnlyTheFailedWrite(t *testing.T) {
	failed := errors.New("refused")
	cancelled, cancel := context.WithCancel(t.Context())
	cancel()
	for _, tc := range []struct {
		name   string
		writes []write
		want   map[int]bool // ids stored afterwards
	}{
		{name: "all succeed", writes: []write{{id: 1}, {id: 2}, {id: 3}, {id: 4}},
			want: map[int]bool{1: true, 2: true, 3: true, 4: true}},
		{name: "a later write fails", writes: []write{{id: 1}, {id: 2, fail: failed}, {id: 3}},
			want: map[int]bool{1: true, 3: true}},
		{name: "the first write fails", writes: []write{{id: 1, fail: failed}, {id: 2}, {id: 3}},
			want: map[int]bool{2: true, 3: true}},
		{name: "a later write panics", writes: []write{{id: 1}, {id: 2, panic: true}, {id: 3}},
			want: map[int]bool{1: true, 3: true}},
		{name: "the first write panics", writes: []write{{id: 1, panic: true}, {id: 2}},
			want: map[int]bool{2: true}},
		{name: "a write breaks a constraint", writes: []write{{id: 1}, {id: 1, conflict: true}, {id: 3}},
			want: map[int]bool{1: true, 3: true}},
		{name: "a write given up before its turn", writes: []write{{id: 1}, {id: 2, ctx: cancelled}, {id: 3}},
			want: map[int]bool{1: true, 3: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			db := openTestSQLite(t)
			results := runBatch(t, db, tc.writes)
			for i, w := range tc.writes {
				got := results[i]
				switch {
				case w.panic:
					if got != "write panicked" {
						t.Errorf("write %d: got %v, want its panic re-raised", i, got)
					}
				case w.fail != nil:
					if err, _ := got.(error); !errors.Is(err, w.fail) {
						t.Errorf("write %d: got %v, want %v", i, got, w.fail)
					}
				case w.ctx != nil:
					if err, _ := got.(error); !errors.Is(err, context.Canceled) {
						t.Errorf("write %d: got %v, want context.Canceled", i, got)
					}
				case w.conflict:
					if got == nil {
						t.Errorf("write %d (id %d): succeeded, want its constraint error", i, w.id)
					}
				default:
					if got != nil {
						t.Errorf("write %d: %v", i, got)
					}
				}
			}
			got := stored(t, db)
			if len(got) != len(tc.want) {
				t.Errorf("stored %v, want %v", got, tc.want)
			}
			for id := range tc.want {
				if !got[id] {
					t.Errorf("stored %v, want %v", got, tc.want)
				}
			}
		})
	}
}

// When SQLite ends a batch's transaction on its own (here a write rolls it back; in production an
// I/O error or a full disk), the writes that had succeeded in it hear that they are lost, nothing
// of the batch is stored, and the next write starts a batch of its own.
func TestGroupCommitReportsALostBatch(t *testing.T) {
	db := openTestSQLite(t)
	for i, r := range runBatch(t, db, []write{{id: 1}, {id: 2, endTx: true}}) {
		if err, _ := r.(error); !errors.Is(err, errBatchLost) {
			t.Errorf("write %d: got %v, want errBatchLost", i, r)
		}
	}
	if got := stored(t, db); len(got) != 0 {
		t.Fatalf("stored %v after a lost batch, want nothing", got)
	}
	if err := db.InTx(t.Context(), func(tx *Tx) error {
		_, err := tx.Exec(t.Context(), `INSERT INTO t (id) VALUES (3)`)
		return err
	}); err != nil {
		t.Fatalf("the write after a lost batch: %v", err)
	}
	if got := stored(t, db); !got[3] || len(got) != 1 {
		t.Fatalf("stored %v, want only 3", got)
	}
}

// A batch's writes are acknowledged only by its commit: once every caller has returned, a new
// connection (another process's view) finds them all.
func TestGroupCommitAcknowledgesAfterCommit(t *testing.T) {
	db := openTestSQLite(t)
	writes := make([]write, 8)
	for i := range writes {
		writes[i].id = i + 1
	}
	writesBefore, commitsBefore, _ := db.WriteCommits()
	for i, r := range runBatch(t, db, writes) {
		if r != nil {
			t.Fatalf("write %d: %v", i, r)
		}
	}
	if w, c, ok := db.WriteCommits(); !ok || w-writesBefore != 8 || c-commitsBefore != 1 {
		t.Errorf("WriteCommits: %d writes in %d commits (%v), want 8 in 1", w-writesBefore, c-commitsBefore, ok)
	}
	other, err := Open(t.Context(), Options{DataDir: filepath.Dir(db.path)})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if got := stored(t, other); len(got) != len(writes) {
		t.Fatalf("another connection sees %d rows, want %d", len(got), len(writes))
	}
	res, err := db.Exec(t.Context(), `DELETE FROM t WHERE id > ?`, 4)
	if err != nil {
		t.Fatal(err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 4 {
		t.Fatalf("Exec in a batch: %d rows affected (%v), want 4", n, err)
	}
}
