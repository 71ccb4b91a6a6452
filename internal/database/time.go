package database

import (
	"database/sql/driver"
	"fmt"
	"time"
)

// storedTimeLayout is how SQLite stores timestamps: UTC with fixed-width microseconds, so that text
// order is time order. The SQLite migrations' default expression produces the same shape.
const storedTimeLayout = "2006-01-02T15:04:05.000000Z"

// Time is a timestamp column value that scans from either dialect (text on SQLite, time.Time on
// PostgreSQL) and is always handled in UTC.
type Time struct {
	time.Time
}

// Scan implements sql.Scanner.
func (t *Time) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		t.Time = time.Time{}
		return nil
	case time.Time:
		t.Time = v.UTC()
		return nil
	case string:
		return t.parse(v)
	case []byte:
		return t.parse(string(v))
	}
	return fmt.Errorf("scan time: unsupported type %T", src)
}

func (t *Time) parse(s string) error {
	parsed, err := ParseTime(s)
	if err != nil {
		return err
	}
	t.Time = parsed
	return nil
}

// Value implements driver.Valuer; a zero Time is NULL.
func (t Time) Value() (driver.Value, error) {
	if t.IsZero() {
		return nil, nil
	}
	return t.UTC(), nil
}

// timeLayouts are the timestamp spellings accepted from clients and from the database, most common
// first. They cover RFC 3339 and the forms PostgreSQL itself accepts for timestamptz.
var timeLayouts = []string{
	time.RFC3339Nano,
	"2006-01-02T15:04:05.999999999Z07",
	"2006-01-02 15:04:05.999999999Z07:00",
	"2006-01-02 15:04:05.999999999Z07",
	"2006-01-02T15:04:05.999999999",
	"2006-01-02 15:04:05.999999999",
	"2006-01-02",
}

// ParseTime parses a timestamp in any of the accepted spellings; one without a zone is UTC.
func ParseTime(s string) (time.Time, error) {
	for _, layout := range timeLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("invalid timestamp %q", s)
}

// FormatTime renders a timestamp as PostgREST renders a timestamptz from PostgreSQL:
// RFC 3339, microsecond precision without trailing zeros, and "+00:00" for UTC.
func FormatTime(t time.Time) string {
	return t.UTC().Truncate(time.Microsecond).Format("2006-01-02T15:04:05.999999-07:00")
}

// encodeArgs converts arguments whose storage differs between dialects: time.Time becomes
// fixed-width UTC text on SQLite.
func encodeArgs(dialect string, args []any) []any {
	if dialect != SQLite {
		return args
	}
	var out []any // copied on first change: the caller's slice is not ours to modify
	for i, a := range args {
		var enc any
		switch v := a.(type) {
		case time.Time:
			enc = v.UTC().Format(storedTimeLayout)
		case Time:
			if !v.IsZero() {
				enc = v.UTC().Format(storedTimeLayout)
			}
		default:
			continue
		}
		if out == nil {
			out = append([]any(nil), args...)
		}
		out[i] = enc
	}
	if out == nil {
		return args
	}
	return out
}
