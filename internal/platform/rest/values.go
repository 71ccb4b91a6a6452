package rest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// Values are checked and converted in Go before they reach SQL, so both dialects accept and reject
// exactly the same input with PostgreSQL's messages.

// fromText converts a filter value to the column's type.
func fromText(col *schema.Column, s string) (any, error) {
	switch col.Type {
	case schema.Integer:
		n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
		if err != nil {
			return nil, errInvalidValue("integer", s)
		}
		if n < math.MinInt32 || n > math.MaxInt32 {
			return nil, errOutOfRange(s)
		}
		return n, nil
	case schema.Boolean:
		b, ok := parseBool(s)
		if !ok {
			return nil, errInvalidValue("boolean", s)
		}
		return b, nil
	case schema.Timestamptz:
		t, err := database.ParseTime(strings.TrimSpace(s))
		if err != nil {
			return nil, errInvalidValue(col.Type.PGName(), s)
		}
		return t, nil
	case schema.UUID:
		u, err := uuid.Parse(strings.TrimSpace(s))
		if err != nil || strings.ContainsAny(s, "{}") || strings.HasPrefix(s, "urn:") {
			return nil, errInvalidValue("uuid", s)
		}
		return u.String(), nil
	case schema.JSONB:
		if !json.Valid([]byte(s)) {
			return nil, errInvalidValue("json", s)
		}
		return compactJSON([]byte(s)), nil
	}
	return s, nil
}

// fromJSON converts a value of a request body to the column's type.
func fromJSON(col *schema.Column, raw json.RawMessage) (any, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	if col.Type == schema.JSONB {
		return compactJSON(raw), nil
	}
	switch raw[0] {
	case '"':
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, errInvalidBody("Empty or invalid json")
		}
		return fromText(col, s)
	case 't', 'f':
		if col.Type == schema.Boolean {
			return raw[0] == 't', nil
		}
		if col.Type == schema.Text {
			return string(raw), nil
		}
		return nil, errInvalidValue(col.Type.PGName(), string(raw))
	case '{', '[':
		if col.Type == schema.Text {
			return string(compactJSON(raw)), nil
		}
		return nil, errInvalidValue(col.Type.PGName(), string(raw))
	}
	// A number.
	switch col.Type {
	case schema.Integer, schema.Text:
		return fromText(col, string(raw))
	}
	return nil, errInvalidValue(col.Type.PGName(), string(raw))
}

func errOutOfRange(s string) *apiError {
	return newError(http.StatusBadRequest, "22003", fmt.Sprintf("value %q is out of range for type integer", s))
}

// parseBool accepts PostgreSQL's spellings of a boolean.
func parseBool(s string) (bool, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "t", "true", "y", "yes", "on", "1":
		return true, true
	case "f", "false", "n", "no", "off", "0":
		return false, true
	}
	return false, false
}

func compactJSON(raw []byte) json.RawMessage {
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return json.RawMessage(raw)
	}
	return json.RawMessage(b.Bytes())
}

// sqlArg converts a column value to a bound parameter: JSON travels as text on both dialects.
func sqlArg(v any) any {
	if raw, ok := v.(json.RawMessage); ok {
		return string(raw)
	}
	return v
}

// decode converts a scanned driver value into the value written to JSON for the column.
func decode(col *schema.Column, v any) (any, error) {
	if v == nil {
		return nil, nil
	}
	switch col.Type {
	case schema.Integer:
		switch n := v.(type) {
		case int64:
			return n, nil
		case int32:
			return int64(n), nil
		case float64:
			return int64(n), nil
		case []byte:
			return strconv.ParseInt(string(n), 10, 64)
		case string:
			return strconv.ParseInt(n, 10, 64)
		}
	case schema.Boolean:
		switch b := v.(type) {
		case bool:
			return b, nil
		case int64:
			return b != 0, nil
		}
	case schema.JSONB:
		// PostgreSQL renders jsonb with spaces; compacting gives both dialects the same bytes.
		switch j := v.(type) {
		case string:
			return compactJSON([]byte(j)), nil
		case []byte:
			return compactJSON(j), nil
		default:
			b, err := json.Marshal(j)
			if err != nil {
				return nil, fmt.Errorf("decode %s: %w", col.Name, err)
			}
			return json.RawMessage(b), nil
		}
	case schema.Timestamptz:
		switch t := v.(type) {
		case time.Time:
			return database.FormatTime(t), nil
		case string:
			parsed, err := database.ParseTime(t)
			if err != nil {
				return nil, fmt.Errorf("decode %s: %w", col.Name, err)
			}
			return database.FormatTime(parsed), nil
		}
	case schema.UUID:
		switch u := v.(type) {
		case string:
			return u, nil
		case [16]byte:
			return uuid.UUID(u).String(), nil
		case []byte:
			return string(u), nil
		}
	default:
		switch s := v.(type) {
		case string:
			return s, nil
		case []byte:
			return string(s), nil
		}
	}
	return nil, fmt.Errorf("decode %s: unexpected %T from the driver", col.Name, v)
}
