package rest

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"net/url"
	"sort"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// payload is a write's body: one or more objects.
type payload struct {
	rows  []map[string]json.RawMessage
	array bool
}

// readPayload reads a JSON object or array of objects (or a form-encoded single row).
func readPayload(w http.ResponseWriter, r *http.Request) (*payload, error) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBodyBytes))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return nil, newError(http.StatusRequestEntityTooLarge, "PGRST102", "Request body too large")
		}
		return nil, errInvalidBody("Empty or invalid json")
	}
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch mt {
	case "", "application/json", "application/vnd.pgrst.object+json", "text/plain":
	case "application/x-www-form-urlencoded":
		return formPayload(body)
	default:
		return nil, newError(http.StatusUnsupportedMediaType, "PGRST107", "Content-Type not acceptable: "+mt)
	}
	body = bytes.TrimSpace(body)
	p := &payload{}
	switch {
	case len(body) > 0 && body[0] == '[':
		p.array = true
		if err := json.Unmarshal(body, &p.rows); err != nil {
			return nil, errInvalidBody("Empty or invalid json")
		}
	case len(body) > 0 && body[0] == '{':
		var row map[string]json.RawMessage
		if err := json.Unmarshal(body, &row); err != nil {
			return nil, errInvalidBody("Empty or invalid json")
		}
		p.rows = []map[string]json.RawMessage{row}
	default:
		return nil, errInvalidBody("Empty or invalid json")
	}
	return p, nil
}

func formPayload(body []byte) (*payload, error) {
	values, err := url.ParseQuery(string(body))
	if err != nil {
		return nil, errInvalidBody("Empty or invalid form body")
	}
	row := map[string]json.RawMessage{}
	for k, v := range values {
		enc, _ := json.Marshal(v[len(v)-1]) // a string always marshals
		row[k] = enc
	}
	return &payload{rows: []map[string]json.RawMessage{row}}, nil
}

// columnsOf decides which columns a payload writes: the `columns` parameter when given, else the
// keys of the objects, which must all have the same keys.
func columnsOf(t *schema.Table, p *payload, explicit []string) ([]string, error) {
	if explicit != nil {
		for _, c := range explicit {
			if t.Column(c) == nil {
				return nil, errNoColumnInCache(t.Name, c)
			}
		}
		return explicit, nil
	}
	if len(p.rows) == 0 {
		return nil, nil
	}
	keys := make([]string, 0, len(p.rows[0]))
	for k := range p.rows[0] {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, row := range p.rows[1:] {
		if len(row) != len(keys) {
			return nil, errInvalidBody("All object keys must match")
		}
		for _, k := range keys {
			if _, ok := row[k]; !ok {
				return nil, errInvalidBody("All object keys must match")
			}
		}
	}
	for _, k := range keys {
		if t.Column(k) == nil {
			return nil, errNoColumnInCache(t.Name, k)
		}
	}
	return inTableOrder(t, keys), nil
}

// inTableOrder sorts column names in the table's column order.
func inTableOrder(t *schema.Table, cols []string) []string {
	set := make(map[string]bool, len(cols))
	for _, c := range cols {
		set[c] = true
	}
	out := make([]string, 0, len(cols))
	for _, c := range t.Columns {
		if set[c.Name] {
			out = append(out, c.Name)
		}
	}
	return out
}

// toRow converts one object to column values. Absent columns are left out (the database default
// applies) unless fillNull, which makes them NULL, as PostgREST does with `columns` and no
// `Prefer: missing=default`.
func toRow(t *schema.Table, obj map[string]json.RawMessage, cols []string, fillNull bool) (schema.Row, error) {
	row := make(schema.Row, len(cols))
	for _, c := range cols {
		raw, ok := obj[c]
		if !ok {
			if fillNull {
				row[c] = nil
			}
			continue
		}
		v, err := fromJSON(t.Column(c), raw)
		if err != nil {
			return nil, err
		}
		row[c] = v
	}
	return row, nil
}

// checkNotNull rejects a NULL, or an omitted value without a default, in a NOT NULL column.
func checkNotNull(t *schema.Table, row schema.Row, inserting bool) error {
	for _, c := range t.Columns {
		if !c.NotNull {
			continue
		}
		v, present := row[c.Name]
		if (present && v == nil) || (!present && inserting && !c.HasDefault) {
			return newError(http.StatusBadRequest, "23502",
				"null value in column \""+c.Name+"\" of relation \""+t.Name+"\" violates not-null constraint")
		}
	}
	return nil
}
