package rest

import (
	"strconv"
	"strings"
)

// appendCSV writes rows as PostgREST's text/csv: a header line of the first row's keys, then one
// line per row in PostgreSQL's record text format (a value is quoted when it is empty or holds a
// quote, backslash, parenthesis, comma or whitespace, with " and \ doubled inside; null is
// nothing; booleans are t and f; JSON values and embeds are their JSON text). Like PostgREST's,
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
