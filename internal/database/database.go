// Package database owns the platform's SQL database: opening SQLite or PostgreSQL with the right
// pool settings, applying the embedded migrations of each dialect, hiding the few differences between
// the two dialects (placeholders, time encoding) and translating driver errors into PostgreSQL
// SQLSTATE codes so that every layer above sees one kind of database.
package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// Dialect names.
const (
	SQLite   = "sqlite"
	Postgres = "postgres"
)

// DB is the platform database: a pool for reads and a pool for writes. On SQLite the write pool has
// exactly one connection, so writers queue in Go instead of failing with "database is locked"; on
// PostgreSQL both are the same pool.
type DB struct {
	read    *sql.DB
	write   *sql.DB
	dialect string
	path    string // the SQLite file; empty on PostgreSQL

	// readStmts and writeStmts keep each SQLite pool's statements prepared; nil on PostgreSQL.
	readStmts, writeStmts *stmtCache
	// group batches SQLite's write transactions (group_commit.go); nil on PostgreSQL, whose
	// transactions run side by side.
	group *groupCommit
}

// Dialect reports which SQL dialect the database speaks: SQLite or Postgres.
func (db *DB) Dialect() string { return db.dialect }

// Close closes both pools.
func (db *DB) Close() error {
	if db.readStmts != nil {
		db.readStmts.close()
		db.writeStmts.close()
	}
	err := db.write.Close()
	if db.read != db.write {
		err = errors.Join(err, db.read.Close())
	}
	return err
}

// Ping checks that the database answers.
func (db *DB) Ping(ctx context.Context) error {
	if err := db.read.PingContext(ctx); err != nil {
		return fmt.Errorf("ping database: %w", err)
	}
	return nil
}

// ReadPool returns the pool for read-only queries (used for stats and by tools such as goose).
func (db *DB) ReadPool() *sql.DB { return db.read }

// WritePool returns the pool for writes.
func (db *DB) WritePool() *sql.DB { return db.write }

// Querier runs queries written with `?` placeholders on either dialect.
type Querier interface {
	Exec(ctx context.Context, query string, args ...any) (sql.Result, error)
	Query(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRow(ctx context.Context, query string, args ...any) *sql.Row
	Dialect() string
}

// Exec runs a write outside an explicit transaction (on SQLite, in the batch of group commit).
func (db *DB) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	if db.group != nil {
		return db.group.exec(ctx, query, args)
	}
	return db.write.ExecContext(ctx, db.rebind(query), encodeArgs(db.dialect, args)...)
}

// Query runs a read on the read pool.
func (db *DB) Query(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if db.readStmts != nil {
		return db.readStmts.query(ctx, query, encodeArgs(db.dialect, args))
	}
	return db.read.QueryContext(ctx, db.rebind(query), encodeArgs(db.dialect, args)...)
}

// QueryRow runs a single-row read on the read pool.
func (db *DB) QueryRow(ctx context.Context, query string, args ...any) *sql.Row {
	if db.readStmts != nil {
		return db.readStmts.queryRow(ctx, query, encodeArgs(db.dialect, args))
	}
	return db.read.QueryRowContext(ctx, db.rebind(query), encodeArgs(db.dialect, args)...)
}

// Tx is a write transaction; its methods take `?` placeholders like DB's.
type Tx struct {
	tx      *sql.Tx
	dialect string
	stmts   *stmtCache // the pool's prepared statements; nil on PostgreSQL
	missed  []string   // statements run unprepared, prepared once the transaction is over
	// detached: the transaction is a batch shared with other callers, which a cancelled context
	// must not end (SQLite's interrupt rolls the whole transaction back), so statements ignore
	// cancellation.
	detached bool
}

// stmtCtx is the context tx's statements run under.
func (tx *Tx) stmtCtx(ctx context.Context) context.Context {
	if tx.detached {
		return context.WithoutCancel(ctx)
	}
	return ctx
}

// prepared returns the transaction's handle on query's cached statement and its release, or nil
// after noting the miss (a statement cannot be prepared for the cache while the transaction holds
// the connection: see stmtCache.get).
func (tx *Tx) prepared(ctx context.Context, query string) (*sql.Stmt, func()) {
	if tx.stmts == nil {
		return nil, nil
	}
	cs := tx.stmts.lookup(query)
	if cs == nil {
		if len(tx.missed) < 32 {
			tx.missed = append(tx.missed, query)
		}
		return nil, nil
	}
	return tx.tx.StmtContext(ctx, cs.stmt), func() { tx.stmts.release(cs) }
}

// over prepares the statements the transaction missed, once it has given its connection back.
func (tx *Tx) over(ctx context.Context) {
	if tx.stmts != nil && len(tx.missed) > 0 {
		tx.stmts.prepareMissed(ctx, tx.missed)
	}
}

// Dialect reports the SQL dialect of the transaction's database.
func (tx *Tx) Dialect() string { return tx.dialect }

// Exec runs a statement inside the transaction.
func (tx *Tx) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	ctx = tx.stmtCtx(ctx)
	if stmt, release := tx.prepared(ctx, query); stmt != nil {
		defer release()
		return stmt.ExecContext(ctx, encodeArgs(tx.dialect, args)...)
	}
	return tx.tx.ExecContext(ctx, rebind(tx.dialect, query), encodeArgs(tx.dialect, args)...)
}

// Query runs a query inside the transaction.
func (tx *Tx) Query(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	ctx = tx.stmtCtx(ctx)
	if stmt, release := tx.prepared(ctx, query); stmt != nil {
		defer release()
		return stmt.QueryContext(ctx, encodeArgs(tx.dialect, args)...)
	}
	return tx.tx.QueryContext(ctx, rebind(tx.dialect, query), encodeArgs(tx.dialect, args)...)
}

// QueryRow runs a single-row query inside the transaction.
func (tx *Tx) QueryRow(ctx context.Context, query string, args ...any) *sql.Row {
	ctx = tx.stmtCtx(ctx)
	if stmt, release := tx.prepared(ctx, query); stmt != nil {
		defer release()
		return stmt.QueryRowContext(ctx, encodeArgs(tx.dialect, args)...)
	}
	return tx.tx.QueryRowContext(ctx, rebind(tx.dialect, query), encodeArgs(tx.dialect, args)...)
}

// InTx runs fn in a write transaction, committing when fn returns nil and rolling back otherwise.
// A panic in fn rolls back and is re-raised. On SQLite the transaction may be shared with other
// callers' (group_commit.go): fn's work is undone alone when it fails, and InTx returns once the
// commit that holds it is done.
func (db *DB) InTx(ctx context.Context, fn func(tx *Tx) error) (err error) {
	if db.group != nil {
		return db.group.run(ctx, fn)
	}
	sqlTx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin transaction: %w", err)
	}
	tx := &Tx{tx: sqlTx, dialect: db.dialect, stmts: db.writeStmts}
	defer tx.over(ctx) // after the rollback below, once the connection is free
	defer func() {
		if p := recover(); p != nil {
			_ = sqlTx.Rollback()
			panic(p)
		}
	}()
	if err := fn(tx); err != nil {
		_ = sqlTx.Rollback()
		return err
	}
	if err := sqlTx.Commit(); err != nil {
		return fmt.Errorf("commit transaction: %w", err)
	}
	return nil
}

// InReadTx runs fn in a read-only transaction on the read pool: its statements see one snapshot of
// the database (on PostgreSQL at REPEATABLE READ; on SQLite a WAL read transaction), so a check and
// the read it decides agree even while others write.
func (db *DB) InReadTx(ctx context.Context, fn func(tx *Tx) error) error {
	var opts *sql.TxOptions
	if db.dialect == Postgres {
		opts = &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true}
	}
	sqlTx, err := db.read.BeginTx(ctx, opts)
	if err != nil {
		return fmt.Errorf("begin read transaction: %w", err)
	}
	tx := &Tx{tx: sqlTx, dialect: db.dialect, stmts: db.readStmts}
	defer tx.over(ctx)
	defer func() { _ = sqlTx.Rollback() }() // nothing to keep: it only read
	return fn(tx)
}

func (db *DB) rebind(query string) string { return rebind(db.dialect, query) }

// rebind turns `?` placeholders into PostgreSQL's `$n`. A `?` inside a single-quoted literal or a
// double-quoted identifier is left alone.
func rebind(dialect, query string) string {
	if dialect != Postgres || !strings.Contains(query, "?") {
		return query
	}
	var b strings.Builder
	b.Grow(len(query) + 8)
	n := 0
	var quote byte
	for i := 0; i < len(query); i++ {
		c := query[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '?':
			n++
			fmt.Fprintf(&b, "$%d", n)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}
