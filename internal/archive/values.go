package archive

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// scanner returns a destination for a column of kind k and a function giving its archive value.
func scanner(k kind) (any, func() any) {
	switch k {
	case kInt:
		var v sql.NullInt64
		return &v, func() any { return nullable(v.Valid, v.Int64) }
	case kBool:
		var v sql.NullBool
		return &v, func() any { return nullable(v.Valid, v.Bool) }
	case kTime:
		var v database.Time
		return &v, func() any { return nullable(!v.IsZero(), v.UTC().Format(time.RFC3339Nano)) }
	case kJSON:
		var v sql.NullString
		return &v, func() any { return nullable(v.Valid, json.RawMessage(v.String)) }
	default:
		var v sql.NullString
		return &v, func() any { return nullable(v.Valid, v.String) }
	}
}

func nullable(valid bool, v any) any {
	if !valid {
		return nil
	}
	return v
}

// bind turns an archived value back into a query argument for a column of kind k.
func bind(k kind, raw json.RawMessage) (any, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	switch k {
	case kInt:
		var n int64
		err := json.Unmarshal(raw, &n)
		return n, err
	case kBool:
		var b bool
		err := json.Unmarshal(raw, &b)
		return b, err
	case kJSON:
		return string(raw), nil
	case kTime:
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, err
		}
		return time.Parse(time.RFC3339Nano, s)
	default:
		var s string
		err := json.Unmarshal(raw, &s)
		return s, err
	}
}

func selectSQL(t table) string {
	names := make([]string, len(t.columns))
	for i, c := range t.columns {
		names[i] = quote(c.name)
	}
	order := quote(t.columns[0].name)
	return fmt.Sprintf("SELECT %s FROM %s ORDER BY %s", strings.Join(names, ", "), quote(t.name), order)
}

func insertSQL(t table) string {
	names := make([]string, len(t.columns))
	marks := make([]string, len(t.columns))
	updates := make([]string, 0, len(t.columns))
	for i, c := range t.columns {
		names[i], marks[i] = quote(c.name), "?"
		if i > 0 {
			updates = append(updates, quote(c.name)+" = excluded."+quote(c.name))
		}
	}
	q := fmt.Sprintf("INSERT INTO %s (%s) VALUES (%s)", quote(t.name), strings.Join(names, ", "), strings.Join(marks, ", "))
	if t.upsert {
		q += fmt.Sprintf(" ON CONFLICT (%s) DO UPDATE SET %s", quote(t.columns[0].name), strings.Join(updates, ", "))
	}
	return q
}
