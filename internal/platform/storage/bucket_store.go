package storage

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// bucket is a row of storage_buckets.
type bucket struct {
	ID               string
	Name             string
	Owner            sql.NullString
	Public           bool
	FileSizeLimit    sql.NullInt64 // bytes; NULL: only the global upload limit applies
	AllowedMimeTypes []string      // nil or empty: every type is allowed
	CreatedAt        database.Time
	UpdatedAt        database.Time
}

const bucketColumns = "id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at"

type rowScanner interface{ Scan(dest ...any) error }

func scanBucket(row rowScanner) (bucket, error) {
	var b bucket
	var mimes sql.NullString
	if err := row.Scan(&b.ID, &b.Name, &b.Owner, &b.Public, &b.FileSizeLimit, &mimes, &b.CreatedAt, &b.UpdatedAt); err != nil {
		return bucket{}, err
	}
	if mimes.Valid {
		if err := json.Unmarshal([]byte(mimes.String), &b.AllowedMimeTypes); err != nil {
			return bucket{}, fmt.Errorf("bucket %s: allowed_mime_types: %w", b.ID, err)
		}
	}
	return b, nil
}

// loadBucket reads one bucket; NoSuchBucket when absent.
func loadBucket(ctx context.Context, q database.Querier, id string) (bucket, error) {
	b, err := scanBucket(q.QueryRow(ctx, "SELECT "+bucketColumns+" FROM storage_buckets WHERE id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return bucket{}, errNoSuchBucket()
	}
	if err != nil {
		return bucket{}, fmt.Errorf("load bucket: %w", err)
	}
	return b, nil
}

// allowedMimeTypesValue is the column value for a list of allowed types: NULL for "all".
func allowedMimeTypesValue(types []string) any {
	if len(types) == 0 {
		return nil
	}
	b, _ := json.Marshal(types) // a []string always marshals
	return string(b)
}

// limit is the largest object the bucket accepts: its own limit, never above the global one.
func (b bucket) limit(global int64) int64 {
	if b.FileSizeLimit.Valid && b.FileSizeLimit.Int64 < global {
		return b.FileSizeLimit.Int64
	}
	return global
}

// allows reports whether the bucket accepts a MIME type (parameters ignored): an exact match or a
// `type/*` wildcard, as Storage's validateMimeType.
func (b bucket) allows(mimeType string) bool {
	if len(b.AllowedMimeTypes) == 0 {
		return true
	}
	base := baseMimeType(mimeType)
	major, _, _ := strings.Cut(base, "/")
	for _, a := range b.AllowedMimeTypes {
		a = strings.ToLower(a)
		if a == base || a == major+"/*" || a == "*/*" {
			return true
		}
	}
	return false
}

// baseMimeType is a MIME type without parameters, lowercased.
func baseMimeType(m string) string {
	base, _, _ := strings.Cut(m, ";")
	return strings.ToLower(strings.TrimSpace(base))
}

// bucketJSON is a bucket as Storage renders it.
type bucketJSON struct {
	ID               string   `json:"id"`
	Name             string   `json:"name"`
	Owner            string   `json:"owner"`
	OwnerID          *string  `json:"owner_id"`
	Public           bool     `json:"public"`
	Type             string   `json:"type"`
	FileSizeLimit    *int64   `json:"file_size_limit"`
	AllowedMimeTypes []string `json:"allowed_mime_types"`
	CreatedAt        string   `json:"created_at"`
	UpdatedAt        string   `json:"updated_at"`
}

func (b bucket) JSON() bucketJSON {
	j := bucketJSON{ID: b.ID, Name: b.Name, Public: b.Public, Type: "STANDARD", AllowedMimeTypes: b.AllowedMimeTypes,
		CreatedAt: isoTime(b.CreatedAt.Time), UpdatedAt: isoTime(b.UpdatedAt.Time)}
	if b.Owner.Valid {
		j.Owner = b.Owner.String
		j.OwnerID = &b.Owner.String
	}
	if b.FileSizeLimit.Valid {
		j.FileSizeLimit = &b.FileSizeLimit.Int64
	}
	return j
}

// isoTime renders a timestamp as Storage does (JavaScript's toISOString).
func isoTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format("2006-01-02T15:04:05.000Z")
}
