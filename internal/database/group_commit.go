package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
)

// SQLite has one writer, and each transaction pays for its BEGIN, its COMMIT (every page it changed
// appended to the log) and its share of the checkpoints that copy the log back. Under concurrent
// writes those costs, not the statements, bound the rate. Group commit lets the writes that queue
// while one runs share its transaction: each runs inside a savepoint of its own, so a failure undoes
// only its work, and the last of the queue commits for all of them. A write returns only after the
// commit that holds it, so nothing is acknowledged before it is durable, and the writes of a batch
// are applied in the order they ran, as if one by one.

// maxBatch bounds how many writes one commit holds, and so how long the first waits for the last.
const maxBatch = 32

// errBatchLost: SQLite ended a batch's transaction on its own (an I/O error, a full disk), so the
// writes that had succeeded in it are gone and their callers must hear it.
var errBatchLost = errors.New("the write's transaction was lost")

// groupCommit runs SQLite's write transactions in shared batches.
type groupCommit struct {
	db *DB

	waiting atomic.Int32 // writes queued on mu
	mu      sync.Mutex   // held by the write running its statements, or by the batch's committer
	// The open batch, guarded by mu: its transaction (nil between batches), the writes that
	// succeeded in it and wait for its commit, and the statements they ran unprepared.
	tx      *sql.Tx
	members []chan error
	missed  []string

	writes, commits atomic.Int64 // committed writes and the commits that held them, for metrics
}

// WriteCommits reports, on SQLite, how many writes have been committed and in how many commits
// (their ratio is group commit's average batch); ok is false on PostgreSQL.
func (db *DB) WriteCommits() (writes, commits int64, ok bool) {
	if db.group == nil {
		return 0, 0, false
	}
	return db.group.writes.Load(), db.group.commits.Load(), true
}

// run runs fn in the open batch (beginning one if none is open), then either leaves the commit to a
// write queued behind it or commits the batch itself.
func (g *groupCommit) run(ctx context.Context, fn func(tx *Tx) error) error {
	g.lock()
	return g.runLocked(ctx, fn)
}

// exec runs one statement: alone, in SQLite's own transaction, when no batch is open and no write
// waits (a BEGIN and a COMMIT fewer), else in the batch like any write.
func (g *groupCommit) exec(ctx context.Context, query string, args []any) (sql.Result, error) {
	g.lock()
	if g.tx == nil && g.waiting.Load() == 0 {
		defer g.mu.Unlock()
		res, err := g.db.writeStmts.exec(ctx, query, encodeArgs(g.db.dialect, args))
		if err == nil {
			g.writes.Add(1)
			g.commits.Add(1)
		}
		return res, err
	}
	var res sql.Result
	err := g.runLocked(ctx, func(tx *Tx) error {
		var err error
		res, err = tx.Exec(ctx, query, args...)
		return err
	})
	return res, err
}

// lock queues for the writer, counted in waiting while it does.
func (g *groupCommit) lock() {
	g.waiting.Add(1)
	g.mu.Lock()
	g.waiting.Add(-1)
}

// runLocked is run once the lock is held; it releases it.
func (g *groupCommit) runLocked(ctx context.Context, fn func(tx *Tx) error) error {
	if g.tx == nil {
		// Shared by the batch: one caller's cancellation must not end the others' transaction.
		sqlTx, err := g.db.write.BeginTx(context.WithoutCancel(ctx), nil)
		if err != nil {
			g.mu.Unlock()
			return fmt.Errorf("begin transaction: %w", err)
		}
		g.tx = sqlTx
	}
	tx := &Tx{tx: g.tx, dialect: g.db.dialect, stmts: g.db.writeStmts, detached: true}
	// The first write of a batch needs no savepoint: when it fails, the whole transaction goes.
	first := len(g.members) == 0
	var out outcome
	if err := ctx.Err(); err != nil { // given up before its turn: it writes nothing
		out.err = fmt.Errorf("begin transaction: %w", err)
	} else {
		out = g.runOne(ctx, tx, fn, !first)
	}
	g.missed = append(g.missed, tx.missed...)
	err := out.err
	if first && (err != nil || out.panicked) && !out.lost {
		_ = g.tx.Rollback()
		g.tx = nil
	}

	if !out.lost && g.waiting.Load() > 0 && len(g.members) < maxBatch-1 {
		// A write is queued: it runs in this batch and commits it, or passes that on.
		if err != nil || out.panicked {
			g.mu.Unlock()
			if out.panicked {
				panic(out.panicValue)
			}
			return err // its work is already undone; nothing to wait for
		}
		done := make(chan error, 1)
		g.members = append(g.members, done)
		g.mu.Unlock()
		return <-done
	}

	// This write ends the batch.
	var commitErr error
	switch {
	case out.lost:
		commitErr = errBatchLost
		_ = g.tx.Rollback()
	case g.tx == nil: // rolled back above: it held only this write, which failed
	default:
		if cerr := g.tx.Commit(); cerr != nil {
			commitErr = fmt.Errorf("commit transaction: %w", cerr)
			break
		}
		n := int64(len(g.members))
		if err == nil && !out.panicked {
			n++
		}
		g.writes.Add(n)
		g.commits.Add(1)
	}
	acknowledged := len(g.members) > 0
	for _, m := range g.members {
		m <- commitErr
	}
	missed := g.missed
	g.tx, g.members, g.missed = nil, nil, nil
	if g.db.writeStmts != nil && len(missed) > 0 {
		g.db.writeStmts.prepareMissed(context.WithoutCancel(ctx), missed)
	}
	g.mu.Unlock()
	if acknowledged {
		// The members just woken would run on this core only once the committer blocks, after
		// writing its own response; yielding lets them answer now while the committer goes back to
		// the run queue, where another core can take it. About +5 % on inserts from 2 connections
		// over 16 alternated pairs on a 2-core Intel Xeon, no change from 32.
		runtime.Gosched()
	}
	if out.panicked {
		panic(out.panicValue)
	}
	if err == nil {
		err = commitErr
	}
	return err
}

// outcome is how one write in a batch ended.
type outcome struct {
	err        error
	lost       bool // the batch's transaction is gone (a savepoint statement failed)
	panicked   bool // fn panicked with panicValue, to be raised once the batch is in order
	panicValue any
}

// runOne runs fn, between SAVEPOINT and RELEASE when inSavepoint, rolling back to the savepoint when
// fn fails or panics.
func (g *groupCommit) runOne(ctx context.Context, tx *Tx, fn func(tx *Tx) error, inSavepoint bool) (out outcome) {
	if inSavepoint {
		if _, err := tx.Exec(ctx, "SAVEPOINT vitrina_write"); err != nil {
			return outcome{err: fmt.Errorf("%w: %w", errBatchLost, err), lost: true}
		}
	}
	func() {
		defer func() {
			if r := recover(); r != nil {
				out.panicked, out.panicValue = true, r
			}
		}()
		out.err = fn(tx)
	}()
	if !inSavepoint {
		return out
	}
	if out.err == nil && !out.panicked {
		if _, err := tx.Exec(ctx, "RELEASE vitrina_write"); err != nil {
			return outcome{err: fmt.Errorf("%w: %w", errBatchLost, err), lost: true}
		}
		return out
	}
	for _, q := range []string{"ROLLBACK TO vitrina_write", "RELEASE vitrina_write"} {
		if _, err := tx.Exec(ctx, q); err != nil {
			out.err, out.lost = errors.Join(out.err, fmt.Errorf("%w: %w", errBatchLost, err)), true
			return out
		}
	}
	return out
}
