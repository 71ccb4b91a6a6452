package changes_test

import (
	"context"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/database/changes"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

func open(t *testing.T, url string) *database.DB {
	t.Helper()
	db, err := database.Open(t.Context(), database.Options{URL: url, DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

// run starts the feed's listener for the rest of the test.
func run(t *testing.T, f *changes.Feed) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); f.Run(ctx) }()
	t.Cleanup(func() { cancel(); <-done })
}

func receive(t *testing.T, ch <-chan string, want string) {
	t.Helper()
	select {
	case got := <-ch:
		if got != want {
			t.Fatalf("received %q, want %q", got, want)
		}
	case <-time.After(10 * time.Second): // a deadline for a hung test, not a timing assumption
		t.Fatalf("nothing received, want %q", want)
	}
}

func subscribe(f *changes.Feed, topic string) <-chan string {
	ch := make(chan string, 16)
	f.Subscribe(topic, func(p string) { ch <- p })
	return ch
}

func TestPublishReachesLocalSubscribers(t *testing.T) {
	f := changes.New(open(t, platformtest.TestDatabaseURL(t)), nil)
	tables, other := subscribe(f, "table"), subscribe(f, "other")
	f.Publish(t.Context(), "table", "contenido")
	receive(t, tables, "contenido")
	select {
	case p := <-other:
		t.Fatalf("another topic received %q", p)
	default:
	}
}

// TestPublishReachesOtherInstances: two feeds on one PostgreSQL schema, as two instances have; a
// notice published on A reaches B's subscribers, and A's own exactly once. Cutting B's listening
// connection makes B reconnect and tell its subscribers that notices may have been missed.
func TestPublishReachesOtherInstances(t *testing.T) {
	url := platformtest.TestDatabaseURL(t)
	if url == "" {
		t.Skip("instances share a database only on PostgreSQL: set VITRINA_TEST_DATABASE_URL")
	}
	a, b := changes.New(open(t, url), nil), changes.New(open(t, url), nil)
	onA, onB := subscribe(a, "table"), subscribe(b, "table")
	run(t, a)
	run(t, b)
	receive(t, onA, changes.Missed) // each listener announces that it (re)started listening
	receive(t, onB, changes.Missed)

	a.Publish(t.Context(), "table", "contenido")
	receive(t, onA, "contenido")
	receive(t, onB, "contenido")
	b.Publish(t.Context(), "table", "clientes")
	receive(t, onB, "clientes")
	receive(t, onA, "clientes")
	select {
	case p := <-onA:
		t.Fatalf("A received %q twice", p)
	default:
	}

	admin := open(t, url)
	var schema string
	if err := admin.QueryRow(t.Context(), "SELECT current_schema()").Scan(&schema); err != nil {
		t.Fatal(err)
	}
	if _, err := admin.Exec(t.Context(), "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE ?",
		"LISTEN %"+schema+"%"); err != nil {
		t.Fatal(err)
	}
	receive(t, onA, changes.Missed)
	receive(t, onB, changes.Missed)
	a.Publish(t.Context(), "table", "categorias")
	receive(t, onA, "categorias")
	receive(t, onB, "categorias")
}
