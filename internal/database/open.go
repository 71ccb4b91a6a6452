package database

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" database/sql driver
	_ "modernc.org/sqlite"             // registers the "sqlite" database/sql driver
)

// Options says which database to open.
type Options struct {
	// URL selects PostgreSQL when it starts with postgres:// or postgresql://.
	URL string
	// DataDir holds the SQLite file (vitrina.db) when URL is empty.
	DataDir string
}

// Open opens the database described by opts and checks that it answers. It does not migrate.
func Open(ctx context.Context, opts Options) (*DB, error) {
	var (
		db  *DB
		err error
	)
	if IsPostgresURL(opts.URL) {
		db, err = openPostgres(opts.URL)
	} else {
		db, err = openSQLite(filepath.Join(opts.DataDir, "vitrina.db"))
	}
	if err != nil {
		return nil, err
	}
	pingCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := db.Ping(pingCtx); err != nil {
		_ = db.Close()
		return nil, err
	}
	return db, nil
}

// IsPostgresURL reports whether a database URL selects PostgreSQL.
func IsPostgresURL(u string) bool {
	return strings.HasPrefix(u, "postgres://") || strings.HasPrefix(u, "postgresql://")
}

func openSQLite(path string) (*DB, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("create data directory: %w", err)
	}
	pragmas := []string{
		"journal_mode(WAL)",
		"foreign_keys(1)",
		"busy_timeout(10000)",
		"synchronous(NORMAL)", // durable in WAL mode across process crashes; only power loss can drop the last commits
		"case_sensitive_like(1)",
		// 16 MiB of pages per connection (SQLite's default is 2 MiB): an exact count walks a whole
		// index, and one that does not fit is read back from the file on every request (at 100 000
		// rows the counted list ran 2 800/s with the default, 4 800/s with this; BENCHMARKS.md).
		"cache_size(-16384)",
	}
	q := url.Values{}
	for _, p := range pragmas {
		q.Add("_pragma", p)
	}
	writeQ := url.Values{"_txlock": {"immediate"}}
	for k, v := range q {
		writeQ[k] = v
	}
	dsn := func(v url.Values) string { return "file:" + path + "?" + v.Encode() }

	write, err := sql.Open("sqlite", dsn(writeQ))
	if err != nil {
		return nil, fmt.Errorf("open sqlite writer: %w", err)
	}
	write.SetMaxOpenConns(1)
	write.SetMaxIdleConns(1)
	write.SetConnMaxLifetime(0)

	readQ := url.Values{}
	for k, v := range q {
		readQ[k] = v
	}
	readQ.Add("_pragma", "query_only(1)")
	read, err := sql.Open("sqlite", dsn(readQ))
	if err != nil {
		_ = write.Close()
		return nil, fmt.Errorf("open sqlite readers: %w", err)
	}
	readers := max(4, runtime.NumCPU()*2)
	read.SetMaxOpenConns(readers)
	read.SetMaxIdleConns(readers)
	// The writer creates the file and switches it to WAL before any reader opens it.
	if err := write.Ping(); err != nil {
		_ = write.Close()
		_ = read.Close()
		return nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	db := &DB{read: read, write: write, dialect: SQLite, path: path,
		readStmts: newStmtCache(read), writeStmts: newStmtCache(write)}
	db.group = &groupCommit{db: db}
	return db, nil
}
