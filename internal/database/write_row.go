package database

import (
	"context"
	"fmt"
)

// WriteRow runs one statement that writes and returns one row (INSERT … RETURNING) and scans it
// into dest. On PostgreSQL it runs alone on the write pool, a transaction of its own: one round
// trip where InTx takes three (BEGIN, the statement, COMMIT). On SQLite it runs in InTx, whose
// group commit shares one commit among the writes that queue.
func (db *DB) WriteRow(ctx context.Context, query string, args []any, dest ...any) error {
	if db.group != nil {
		return db.InTx(ctx, func(tx *Tx) error { return tx.QueryRow(ctx, query, args...).Scan(dest...) })
	}
	if err := db.write.QueryRowContext(ctx, db.rebind(query), encodeArgs(db.dialect, args)...).Scan(dest...); err != nil {
		return fmt.Errorf("write row: %w", err)
	}
	return nil
}
