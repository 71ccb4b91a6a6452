package storage

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// bucketInput is the body of POST /bucket and PUT /bucket/{id}. The two optional settings stay
// raw so that "absent" and "null" can be told apart.
type bucketInput struct {
	ID               *string         `json:"id"`
	Name             *string         `json:"name"`
	Public           *bool           `json:"public"`
	FileSizeLimit    json.RawMessage `json:"file_size_limit"`
	AllowedMimeTypes json.RawMessage `json:"allowed_mime_types"`
	Type             *string         `json:"type"`
}

// maxAllowedMimeTypes bounds a bucket's list of allowed types.
const maxAllowedMimeTypes = 100

var (
	sizeLimitPattern = regexp.MustCompile(`^(?i)(\d+(?:\.\d+)?)\s*(GB|MB|KB|B)$`)
	mimePattern      = regexp.MustCompile(`^([A-Za-z0-9!#$&^_.+-]+|\*)/([A-Za-z0-9!#$&^_.+-]+|\*)$`)
)

func errInvalidFileSizeLimit() *Error {
	return errInvalidRequest("Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B")
}

// parseFileSizeLimit reads file_size_limit: bytes as a number, or a string such as "10MB"
// (decimal units, as Storage). null or 0 means no bucket limit (the global limit still applies).
func parseFileSizeLimit(raw json.RawMessage) (sql.NullInt64, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return sql.NullInt64{}, nil
	}
	var n float64
	if raw[0] == '"' {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return sql.NullInt64{}, errInvalidFileSizeLimit()
		}
		m := sizeLimitPattern.FindStringSubmatch(strings.TrimSpace(s))
		if m == nil {
			return sql.NullInt64{}, errInvalidFileSizeLimit()
		}
		v, err := strconv.ParseFloat(m[1], 64)
		if err != nil {
			return sql.NullInt64{}, errInvalidFileSizeLimit()
		}
		mult := map[string]float64{"GB": 1e9, "MB": 1e6, "KB": 1e3, "B": 1}[strings.ToUpper(m[2])]
		n = v * mult
	} else if err := json.Unmarshal(raw, &n); err != nil {
		return sql.NullInt64{}, errInvalidFileSizeLimit()
	}
	if n < 0 || n > math.MaxInt64/2 || math.IsNaN(n) {
		return sql.NullInt64{}, errInvalidFileSizeLimit()
	}
	if n == 0 {
		return sql.NullInt64{}, nil
	}
	if n < 1 { // "0.1B": no whole byte
		return sql.NullInt64{}, errInvalidFileSizeLimit()
	}
	return sql.NullInt64{Int64: int64(n), Valid: true}, nil
}

// parseAllowedMimeTypes reads allowed_mime_types: null or an array of `type/subtype` or
// `type/*`. An empty list (or null) allows every type.
func parseAllowedMimeTypes(raw json.RawMessage) ([]string, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var types []string
	if err := json.Unmarshal(raw, &types); err != nil {
		return nil, errInvalidRequest("allowed_mime_types must be an array of strings")
	}
	if len(types) > maxAllowedMimeTypes {
		return nil, errInvalidRequest("allowed_mime_types has too many entries")
	}
	for i, t := range types {
		t = strings.ToLower(strings.TrimSpace(t))
		if !mimePattern.MatchString(t) {
			return nil, errInvalidRequest("Invalid mime type format: " + printableKey(t))
		}
		types[i] = t
	}
	return types, nil
}
