package database

import (
	"container/list"
	"context"
	"database/sql"
	"sync"
)

// stmtCacheSize is how many distinct statements a pool keeps prepared. The platform's hot requests
// repeat a few dozen texts (a point read, an insert with its audit entry, a refresh); the rest
// cycle through the least recently used slots.
const stmtCacheSize = 512

// stmtCache keeps a SQLite pool's statements prepared by their text, so a repeated query skips
// SQLite's parser and planner (measured at 13–16 % of a point read's, an insert's and a refresh's
// CPU). database/sql prepares a cached statement on each connection the first time it runs there
// and reuses it after. PostgreSQL needs none: pgx keeps its own per-connection statement cache.
type stmtCache struct {
	pool *sql.DB

	mu    sync.Mutex
	bySQL map[string]*list.Element // of *cachedStmt
	lru   list.List                // most recently used first
}

// cachedStmt is one prepared statement. users counts the callers between get and release: an
// evicted statement is closed only when its last user is done with it, so no caller ever runs a
// statement another goroutine closed.
type cachedStmt struct {
	query   string
	stmt    *sql.Stmt
	users   int
	evicted bool
}

func newStmtCache(pool *sql.DB) *stmtCache {
	return &stmtCache{pool: pool, bySQL: make(map[string]*list.Element)}
}

// get returns query's prepared statement, preparing it on a miss. The caller runs it and then calls
// release. A statement that fails to prepare is not kept, and its error is the one the query would
// have returned. Never call it while holding one of the pool's connections (inside a transaction):
// preparing takes a connection, and SQLite's write pool has one. Transactions use lookup and prepare
// what they missed once they are over (prepareMissed).
func (c *stmtCache) get(ctx context.Context, query string) (*cachedStmt, error) {
	if cs := c.lookup(query); cs != nil {
		return cs, nil
	}
	stmt, err := c.pool.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	return c.add(query, stmt), nil
}

// lookup returns query's prepared statement, for the caller to run and release, or nil.
func (c *stmtCache) lookup(query string) *cachedStmt {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.bySQL[query]
	if !ok {
		return nil
	}
	cs := e.Value.(*cachedStmt)
	cs.users++
	c.lru.MoveToFront(e)
	return cs
}

// add keeps stmt as query's statement (or closes it when another caller kept one meanwhile) and
// returns the kept one, for the caller to release.
func (c *stmtCache) add(query string, stmt *sql.Stmt) *cachedStmt {
	c.mu.Lock()
	if e, ok := c.bySQL[query]; ok {
		cs := e.Value.(*cachedStmt)
		cs.users++
		c.lru.MoveToFront(e)
		c.mu.Unlock()
		_ = stmt.Close()
		return cs
	}
	cs := &cachedStmt{query: query, stmt: stmt, users: 1}
	c.bySQL[query] = c.lru.PushFront(cs)
	var idle []*sql.Stmt
	for c.lru.Len() > stmtCacheSize {
		old := c.lru.Remove(c.lru.Back()).(*cachedStmt)
		delete(c.bySQL, old.query)
		old.evicted = true
		if old.users == 0 {
			idle = append(idle, old.stmt)
		}
	}
	c.mu.Unlock()
	closeStmts(idle)
	return cs
}

// prepareMissed prepares, once a transaction has given its connection back, the statements it ran
// unprepared, so the next transaction finds them. A statement that does not prepare is skipped: it
// already failed or succeeded as the transaction ran it.
func (c *stmtCache) prepareMissed(ctx context.Context, missed []string) {
	for _, q := range missed {
		if cs := c.lookup(q); cs != nil {
			c.release(cs)
			continue
		}
		stmt, err := c.pool.PrepareContext(context.WithoutCancel(ctx), q)
		if err != nil {
			continue
		}
		c.release(c.add(q, stmt))
	}
}

// release ends a use that get began. Rows still open keep the statement usable: database/sql's
// Close waits for them.
func (c *stmtCache) release(cs *cachedStmt) {
	c.mu.Lock()
	cs.users--
	last := cs.evicted && cs.users == 0
	c.mu.Unlock()
	if last {
		closeStmts([]*sql.Stmt{cs.stmt})
	}
}

// closeStmts closes evicted statements in the background: Close waits for their open rows, which
// the goroutine that evicted them may itself be reading.
func closeStmts(stmts []*sql.Stmt) {
	if len(stmts) == 0 {
		return
	}
	go func() {
		for _, s := range stmts {
			_ = s.Close()
		}
	}()
}

// close closes every cached statement, when the pool closes.
func (c *stmtCache) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for e := c.lru.Front(); e != nil; e = e.Next() {
		_ = e.Value.(*cachedStmt).stmt.Close()
	}
	c.lru.Init()
	clear(c.bySQL)
}

// exec, query and queryRow run a statement through the cache, outside any transaction.
func (c *stmtCache) exec(ctx context.Context, query string, args []any) (sql.Result, error) {
	cs, err := c.get(ctx, query)
	if err != nil {
		return nil, err
	}
	defer c.release(cs)
	return cs.stmt.ExecContext(ctx, args...)
}

func (c *stmtCache) query(ctx context.Context, query string, args []any) (*sql.Rows, error) {
	cs, err := c.get(ctx, query)
	if err != nil {
		return nil, err
	}
	defer c.release(cs)
	return cs.stmt.QueryContext(ctx, args...)
}

func (c *stmtCache) queryRow(ctx context.Context, query string, args []any) *sql.Row {
	cs, err := c.get(ctx, query)
	if err != nil {
		// sql.Row carries its error only from a query: let database/sql prepare it again to report it.
		return c.pool.QueryRowContext(ctx, query, args...)
	}
	defer c.release(cs)
	return cs.stmt.QueryRowContext(ctx, args...)
}
