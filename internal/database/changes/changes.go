// Package changes is a feed of change notices that every instance on one database sees: with
// PostgreSQL, LISTEN/NOTIFY on a channel named for the schema (so sites sharing a database in
// different schemas do not hear each other); with SQLite, whose file only one process uses, the
// notices stay in the process. A write on one instance reaches the other instances' subscribers
// as soon as PostgreSQL delivers the notification, typically within milliseconds.
//
// The feed is generic: a topic names what changed ("table" for /rest/v1 writes), a payload says
// which (the table's name). Whatever else must reach every instance (scheduled publishing, say)
// can publish on a topic of its own.
package changes

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql/driver"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"

	"github.com/vitrina/vitrina/internal/database"
)

// Missed is the payload subscribers receive when notices may have been lost (the listening
// connection was re-established): they should assume anything changed.
const Missed = ""

// Feed publishes notices to the subscribers of every instance on the database.
type Feed struct {
	db       *database.DB
	logger   *slog.Logger
	instance string // this process's id, so it does not deliver its own notices twice

	mu      sync.Mutex
	subs    map[string][]func(payload string)
	channel string // set once the schema is known
}

// notice is what travels in a NOTIFY payload (at most 8000 bytes: topics and payloads are short).
type notice struct {
	Instance string `json:"i"`
	Topic    string `json:"t"`
	Payload  string `json:"p"`
}

// New returns a feed on db; call Run to hear other instances.
func New(db *database.DB, logger *slog.Logger) *Feed {
	if logger == nil {
		logger = slog.Default()
	}
	var id [8]byte
	_, _ = rand.Read(id[:])
	return &Feed{db: db, logger: logger, instance: hex.EncodeToString(id[:]), subs: map[string][]func(string){}}
}

// Subscribe calls fn with the payload of every notice on topic, from this instance or another,
// and with Missed when notices may have been lost. fn runs on the publisher's or the listener's
// goroutine: it must be quick.
func (f *Feed) Subscribe(topic string, fn func(payload string)) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.subs[topic] = append(f.subs[topic], fn)
}

func (f *Feed) deliver(topic, payload string) {
	f.mu.Lock()
	subs := f.subs[topic]
	f.mu.Unlock()
	for _, fn := range subs {
		fn(payload)
	}
}

func (f *Feed) deliverAll(payload string) {
	f.mu.Lock()
	var all []func(string)
	for _, subs := range f.subs {
		all = append(all, subs...)
	}
	f.mu.Unlock()
	for _, fn := range all {
		fn(payload)
	}
}

// Publish delivers a notice to this instance's subscribers at once and, on PostgreSQL, to every
// other instance's. A failed NOTIFY is logged, not returned: the write it reports has committed,
// and the other instances' caches still expire on their own.
func (f *Feed) Publish(ctx context.Context, topic, payload string) {
	f.deliver(topic, payload)
	if f.db.Dialect() != database.Postgres {
		return
	}
	channel, err := f.channelName(ctx)
	if err == nil {
		msg, _ := json.Marshal(notice{Instance: f.instance, Topic: topic, Payload: payload})
		_, err = f.db.Exec(ctx, "SELECT pg_notify(?, ?)", channel, string(msg))
	}
	if err != nil {
		f.logger.WarnContext(ctx, "changes: notify failed; other instances rely on their cache lifetime", "topic", topic, "error", err)
	}
}

// channelName is the NOTIFY channel of the database's current schema, hashed when the name would
// pass PostgreSQL's 63-byte identifier limit.
func (f *Feed) channelName(ctx context.Context) (string, error) {
	f.mu.Lock()
	channel := f.channel
	f.mu.Unlock()
	if channel != "" {
		return channel, nil
	}
	var schema string
	if err := f.db.QueryRow(ctx, "SELECT current_schema()").Scan(&schema); err != nil {
		return "", fmt.Errorf("changes: current schema: %w", err)
	}
	channel = "vitrina_changes:" + schema
	if len(channel) > 63 {
		sum := sha256.Sum256([]byte(schema))
		channel = "vitrina_changes:" + hex.EncodeToString(sum[:16])
	}
	f.mu.Lock()
	f.channel = channel
	f.mu.Unlock()
	return channel, nil
}

// Run listens for other instances' notices until ctx ends (on SQLite it just waits). When the
// connection drops it reconnects, waiting up to 30 s between attempts, and tells every subscriber
// that notices may have been missed.
func (f *Feed) Run(ctx context.Context) {
	if f.db.Dialect() != database.Postgres {
		<-ctx.Done()
		return
	}
	wait := 100 * time.Millisecond
	for ctx.Err() == nil {
		err := f.listen(ctx, func() { wait = 100 * time.Millisecond })
		if ctx.Err() != nil {
			return
		}
		f.logger.Warn("changes: listening connection lost; reconnecting", "error", err, "in", wait)
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-t.C:
		}
		wait = min(2*wait, 30*time.Second)
	}
}

// listen holds one connection of the pool with LISTEN on the channel and delivers what arrives.
func (f *Feed) listen(ctx context.Context, connected func()) error {
	channel, err := f.channelName(ctx)
	if err != nil {
		return err
	}
	conn, err := f.db.WritePool().Conn(ctx)
	if err != nil {
		return fmt.Errorf("changes: connect: %w", err)
	}
	defer conn.Close()
	return conn.Raw(func(dc any) error {
		pg := dc.(*stdlib.Conn).Conn()
		if _, err := pg.Exec(ctx, "LISTEN "+pgx.Identifier{channel}.Sanitize()); err != nil {
			return fmt.Errorf("changes: listen: %w", err)
		}
		connected()
		f.deliverAll(Missed) // whatever was published while nobody listened
		for {
			n, err := pg.WaitForNotification(ctx)
			if err != nil {
				// The connection has a LISTEN on it (or is broken): never give it back to the pool.
				return errors.Join(fmt.Errorf("changes: wait: %w", err), driver.ErrBadConn)
			}
			var msg notice
			if json.Unmarshal([]byte(n.Payload), &msg) != nil || msg.Instance == f.instance {
				continue
			}
			f.deliver(msg.Topic, msg.Payload)
		}
	})
}
