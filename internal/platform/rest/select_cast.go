package rest

import (
	"bytes"
	"encoding/json"
	"math"
	"net/http"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// selectCasts are the types a select item may be cast to (`id::text`, `descripcion->>layout::int`),
// by PostgreSQL's names. The cast is applied to the fetched value in Go, so it means the same on
// both backends; a value the type cannot hold answers PostgreSQL's error.
var selectCasts = map[string]schema.Type{
	"text": schema.Text, "varchar": schema.Text,
	"int": schema.Integer, "int2": schema.Integer, "int4": schema.Integer, "int8": schema.Integer,
	"integer": schema.Integer, "smallint": schema.Integer, "bigint": schema.Integer,
	"numeric": schema.JSONB, "float": schema.JSONB, "float4": schema.JSONB, "float8": schema.JSONB, "real": schema.JSONB,
	"bool": schema.Boolean, "boolean": schema.Boolean,
	"json": schema.JSONB, "jsonb": schema.JSONB,
}

// castValue converts a fetched value (int64, bool, string or json.RawMessage; nil stays nil).
func castValue(v any, to string) (any, error) {
	if v == nil {
		return nil, nil
	}
	switch to {
	case "text", "varchar":
		return castText(v), nil
	case "bool", "boolean":
		switch x := v.(type) {
		case bool:
			return x, nil
		case int64:
			return x != 0, nil
		}
		b, ok := parseBool(strings.Trim(castText(v), `"`))
		if !ok {
			return nil, errInvalidValue("boolean", castText(v))
		}
		return b, nil
	case "json", "jsonb":
		if raw, ok := v.(json.RawMessage); ok {
			return raw, nil
		}
		enc, err := json.Marshal(v)
		if err != nil {
			return nil, errInvalidValue("json", castText(v))
		}
		return json.RawMessage(enc), nil
	case "numeric", "float", "float4", "float8", "real":
		s := strings.TrimSpace(castText(v))
		if _, ok := v.(bool); ok {
			return nil, errCannotCast("boolean", to)
		}
		f, err := strconv.ParseFloat(s, 64)
		if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
			return nil, errInvalidValue("numeric", s)
		}
		return json.RawMessage(strconv.FormatFloat(f, 'f', -1, 64)), nil
	}
	// The integer types.
	switch x := v.(type) {
	case int64:
		return x, nil
	case bool:
		if x {
			return int64(1), nil
		}
		return int64(0), nil
	}
	s := strings.TrimSpace(castText(v))
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return nil, errInvalidValue("integer", s)
	}
	return n, nil
}

// castText is a value as PostgreSQL's ::text writes it (jsonb compacted).
func castText(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case timestamptzValue:
		return x.pgText()
	case int64:
		return strconv.FormatInt(x, 10)
	case bool:
		return strconv.FormatBool(x)
	case json.RawMessage:
		var buf bytes.Buffer
		if json.Compact(&buf, x) == nil {
			return buf.String()
		}
		return string(x)
	}
	enc, _ := json.Marshal(v)
	return string(enc)
}

func errCannotCast(from, to string) *apiError {
	return newError(http.StatusBadRequest, "42846", "cannot cast type "+from+" to "+to)
}
