package database

import (
	"context"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
)

// LatestVersion is the version of the last migration this binary embeds for dialect: the schema
// version a database it migrates ends at.
func LatestVersion(dialect string) (int64, error) {
	entries, err := fs.ReadDir(migrations, "migrations/"+dialect)
	if err != nil {
		return 0, fmt.Errorf("migrations for %s: %w", dialect, err)
	}
	var latest int64
	for _, e := range entries {
		number, _, ok := strings.Cut(e.Name(), "_")
		if !ok {
			continue
		}
		if v, err := strconv.ParseInt(number, 10, 64); err == nil && v > latest {
			latest = v
		}
	}
	if latest == 0 {
		return 0, fmt.Errorf("no migrations embedded for %s", dialect)
	}
	return latest, nil
}

// SchemaVersion is the highest migration applied to the database q reads (inside a read
// transaction, the version of that snapshot).
func SchemaVersion(ctx context.Context, q Querier) (int64, error) {
	var v int64
	if err := q.QueryRow(ctx, "SELECT coalesce(max(version_id), 0) FROM goose_db_version WHERE is_applied").Scan(&v); err != nil {
		return 0, fmt.Errorf("read schema version: %w", err)
	}
	return v, nil
}
