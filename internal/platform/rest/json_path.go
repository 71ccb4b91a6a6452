package rest

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// PostgREST's JSON paths (`descripcion->layout`, `descripcion->>body`, `datos->items->0`) in select,
// filters and order, on jsonb columns. `->` keeps JSON, `->>` gives text and may only end a path.
// In select the path is walked in Go on the fetched column (one meaning on both backends); filters
// and order are SQL (`->`/`->>` exist on both), with keys and indexes bound as parameters.

// pathStep is one step of a JSON path: an object key, or an array index (digits).
type pathStep struct {
	key   string
	index bool
	text  bool // ->>
}

// fieldRef is a column with an optional JSON path.
type fieldRef struct {
	column string
	path   []pathStep
}

// parseFieldRef reads `col`, `col->a->>b` or `col->0`.
func parseFieldRef(s string) (fieldRef, error) {
	i := strings.Index(s, "->")
	if i < 0 {
		return fieldRef{column: strings.Trim(s, `"`)}, nil
	}
	f := fieldRef{column: strings.Trim(s[:i], `"`)}
	if f.column == "" {
		return f, errorf("a JSON path needs a column: %q", s)
	}
	rest := s[i:]
	for rest != "" {
		if !strings.HasPrefix(rest, "->") {
			return f, errorf("expected -> or ->> in %q", s)
		}
		if len(f.path) > 0 && f.path[len(f.path)-1].text {
			return f, errorf("->> gives text and may only end a JSON path: %q", s)
		}
		rest = rest[2:]
		step := pathStep{}
		if strings.HasPrefix(rest, ">") {
			step.text, rest = true, rest[1:]
		}
		end := strings.Index(rest, "->")
		if end < 0 {
			end = len(rest)
		}
		step.key, rest = strings.Trim(rest[:end], `"`), rest[end:]
		if step.key == "" {
			return f, errorf("empty step in JSON path %q", s)
		}
		_, err := strconv.Atoi(step.key)
		step.index = err == nil && !strings.HasPrefix(step.key, "-") && !strings.HasPrefix(step.key, "+")
		f.path = append(f.path, step)
	}
	return f, nil
}

// key is the output key PostgREST gives a path: its last step.
func (f fieldRef) key() string {
	if len(f.path) == 0 {
		return f.column
	}
	return f.path[len(f.path)-1].key
}

func (f fieldRef) asText() bool { return len(f.path) > 0 && f.path[len(f.path)-1].text }

// resolveField checks f against t: the column exists and a path is on a jsonb column. It returns the
// column as the condition and order code sees it: a path's value is text (->>) or jsonb (->).
func resolveField(t *schema.Table, f fieldRef) (*schema.Column, error) {
	col := t.Column(f.column)
	if col == nil {
		return nil, errNoColumn(t.Name, f.column)
	}
	if len(f.path) == 0 {
		return col, nil
	}
	if col.Type != schema.JSONB {
		op := "->"
		if f.path[0].text {
			op = "->>"
		}
		return nil, errNoOperator(col.Type.PGName(), op)
	}
	typ := schema.JSONB
	if f.asText() {
		typ = schema.Text
	}
	return &schema.Column{Name: f.column, Type: typ}, nil
}

// errNoOperator is PostgreSQL's 42883 for an operator the type does not have.
func errNoOperator(typeName, op string) *apiError {
	return newError(http.StatusNotFound, "42883", "operator does not exist: "+typeName+" "+op+" unknown").
		withHint("No operator matches the given name and argument types. You might need to add explicit type casts.")
}

// field writes f: the quoted column, or its path. forOrder makes SQLite's last step ->>, so that
// numbers sort as numbers (PostgreSQL orders jsonb values by type already).
func (b *sqlBuilder) field(f fieldRef, forOrder bool) {
	if len(f.path) == 0 {
		b.ident(f.column)
		return
	}
	sqliteText := b.dialect == database.SQLite && f.asText() && !forOrder
	if sqliteText {
		b.write("CAST(") // SQLite's ->> gives numbers as numbers; PostgreSQL's gives text
	}
	b.ident(f.column)
	for i, st := range f.path {
		last := i == len(f.path)-1
		if st.text || forOrder && last && b.dialect == database.SQLite {
			b.write("->>")
		} else {
			b.write("->")
		}
		if st.index {
			n, _ := strconv.Atoi(st.key)
			b.write("CAST(")
			b.arg(int64(n))
			b.write(" AS INTEGER)")
		} else {
			b.write("CAST(")
			b.arg(st.key)
			b.write(" AS TEXT)")
		}
	}
	if sqliteText {
		b.write(" AS TEXT)")
	}
}

// jsonArg writes a bound JSON value as the dialect compares it with a jsonb path or column.
func (b *sqlBuilder) jsonArg(raw string) {
	if b.dialect == database.Postgres {
		b.write("CAST(")
		b.arg(raw)
		b.write(" AS jsonb)")
		return
	}
	b.write("json(")
	b.arg(raw)
	b.write(")")
}

// walkPath follows path in a fetched jsonb value (json.RawMessage): the JSON found for ->, its text
// for ->>, nil when a step is missing.
func walkPath(v any, path []pathStep) any {
	raw, ok := v.(json.RawMessage)
	if !ok {
		return nil
	}
	for _, st := range path {
		var next json.RawMessage
		switch {
		case st.index:
			var arr []json.RawMessage
			n, _ := strconv.Atoi(st.key)
			if json.Unmarshal(raw, &arr) != nil || n >= len(arr) {
				return nil
			}
			next = arr[n]
		default:
			var obj map[string]json.RawMessage
			if json.Unmarshal(raw, &obj) != nil {
				return nil
			}
			if next, ok = obj[st.key]; !ok {
				return nil
			}
		}
		raw = next
	}
	if bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return nil
	}
	if len(path) > 0 && path[len(path)-1].text {
		return jsonText(raw)
	}
	return raw
}

// jsonText is a JSON value as PostgreSQL's ->> gives it: a string's contents, anything else its JSON.
func jsonText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var buf bytes.Buffer
	if json.Compact(&buf, raw) == nil {
		return buf.String()
	}
	return string(raw)
}
