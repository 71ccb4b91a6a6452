package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
)

// ErrNotSQLite means an operation exists only for the embedded SQLite database.
var ErrNotSQLite = errors.New("not a SQLite database")

// VacuumInto writes a consistent copy of the SQLite database to dest (which must not exist) with
// VACUUM INTO. It reads one snapshot, so writers keep going while it runs. It uses a connection of its
// own because the read pool is query_only, which VACUUM INTO refuses.
func (db *DB) VacuumInto(ctx context.Context, dest string) error {
	if db.dialect != SQLite {
		return ErrNotSQLite
	}
	if _, err := os.Stat(dest); err == nil {
		return fmt.Errorf("backup %s: %w", dest, os.ErrExist)
	}
	q := url.Values{"_pragma": {"busy_timeout(10000)"}}
	conn, err := sql.Open("sqlite", "file:"+db.path+"?"+q.Encode())
	if err != nil {
		return fmt.Errorf("open sqlite for backup: %w", err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "VACUUM INTO ?", dest); err != nil {
		return fmt.Errorf("vacuum into %s: %w", dest, err)
	}
	return nil
}
