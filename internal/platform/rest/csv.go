package rest

import (
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// appendCSV writes rows as PostgREST's text/csv: a header line of the first row's keys, then one
// line per row in PostgreSQL's record text format (a value is quoted when it is empty or holds a
// quote, backslash, parenthesis, comma or whitespace, with " and \ doubled inside; null is
// nothing; booleans are t and f; timestamps as PostgreSQL writes them, 2026-01-02 10:00:00+00; JSON
// values and embeds are their JSON text). Like PostgREST's,
// an empty result is a lone newline.
func appendCSV(b []byte, rows []*object) []byte {
	if len(rows) > 0 {
		for i, k := range rows[0].keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendCSVField(b, k)
		}
	}
	b = append(b, '\n')
	for r, row := range rows {
		if r > 0 {
			b = append(b, '\n')
		}
		for i, v := range row.vals {
			if i > 0 {
				b = append(b, ',')
			}
			switch x := v.(type) {
			case nil:
			case bool:
				if x {
					b = append(b, 't')
				} else {
					b = append(b, 'f')
				}
			case int64:
				b = strconv.AppendInt(b, x, 10)
			case string:
				b = appendCSVField(b, x)
			case timestamptzValue:
				b = appendCSVField(b, x.pgText())
			default:
				b = appendCSVField(b, string(appendValue(nil, v)))
			}
		}
	}
	return b
}

// appendCSVField writes s as a record field, quoted when PostgreSQL's record output would.
func appendCSVField(b []byte, s string) []byte {
	if s != "" && !strings.ContainsAny(s, "\"\\(),\t\n\v\f\r ") {
		return append(b, s...)
	}
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		if s[i] == '"' || s[i] == '\\' {
			b = append(b, s[i])
		}
		b = append(b, s[i])
	}
	return append(b, '"')
}

// timestamptzValue is a timestamptz column's value in a response: JSON shows it as PostgREST does
// (database.FormatTime, ISO 8601), CSV and a ::text cast as PostgreSQL's text output.
type timestamptzValue string

// pgText is PostgreSQL's text form of the timestamp: a space for the T, and the offset's minutes
// left out when they are zero (2026-01-02 10:00:00.5+00).
func (t timestamptzValue) pgText() string {
	s := strings.Replace(string(t), "T", " ", 1)
	if n := len(s); n > 6 && (s[n-6] == '+' || s[n-6] == '-') && s[n-3:] == ":00" {
		s = s[:n-3]
	}
	return s
}

// responseValue is v as a response carries it: timestamps keep their column's type.
func responseValue(col *schema.Column, v any) any {
	if s, ok := v.(string); ok && col != nil && col.Type == schema.Timestamptz {
		return timestamptzValue(s)
	}
	return v
}
