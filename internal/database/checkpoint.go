package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// checkpointEvery is the shortest time between two checkpoints while writes go on.
const checkpointEvery = 100 * time.Millisecond

// checkpointer copies the SQLite write-ahead log into the database file on a connection of its own.
// SQLite's automatic checkpoint runs inside the commit that crosses 1 000 log pages, with an fsync
// of the database file, so every few hundred writes one request waited for the disk while holding
// the only writer (7 % of a refresh's CPU, and the waits on top). The writer's automatic checkpoint
// is off (wal_autocheckpoint(0)); after writes this one runs a PASSIVE checkpoint, which never
// blocks the writer or the readers. Durability is unchanged: in WAL mode with synchronous=NORMAL a
// commit is safe from a process crash once written to the log, and the log is synced before each
// checkpoint either way.
type checkpointer struct {
	conn   *sql.DB
	wanted chan struct{} // one pending signal: there were writes since the last checkpoint
	done   chan struct{}
	stop   context.CancelFunc
}

func newCheckpointer(conn *sql.DB) *checkpointer {
	ctx, stop := context.WithCancel(context.Background())
	c := &checkpointer{conn: conn, wanted: make(chan struct{}, 1), done: make(chan struct{}), stop: stop}
	go c.run(ctx)
	return c
}

// wrote says the writer committed; it never blocks.
func (c *checkpointer) wrote() {
	select {
	case c.wanted <- struct{}{}:
	default:
	}
}

func (c *checkpointer) run(ctx context.Context) {
	defer close(c.done)
	for {
		select {
		case <-ctx.Done():
			return
		case <-c.wanted:
		}
		_ = c.checkpoint(ctx) // a failed passive checkpoint is retried after the next write
		select {
		case <-ctx.Done():
			return
		case <-time.After(checkpointEvery):
		}
	}
}

// checkpoint copies what it can of the log into the database file without waiting for anyone.
func (c *checkpointer) checkpoint(ctx context.Context) error {
	var busy, logPages, copied int
	if err := c.conn.QueryRowContext(ctx, "PRAGMA wal_checkpoint(PASSIVE)").Scan(&busy, &logPages, &copied); err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	return nil
}

// close stops the goroutine and checkpoints once more, so a closed database leaves a short log.
func (c *checkpointer) close() error {
	c.stop()
	<-c.done
	err := c.checkpoint(context.Background())
	return errors.Join(err, c.conn.Close())
}
