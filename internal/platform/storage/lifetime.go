package storage

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"strings"
)

// parseLifetime reads a signed URL's lifetime in seconds from a JSON number or a numeric string:
// Supabase Storage's schema validator coerces types, and supabase-py sends {"expiresIn":"60"}.
// ok is false when the value is absent or null.
func parseLifetime(raw json.RawMessage) (seconds float64, ok bool, err error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return 0, false, nil
	}
	text := string(raw)
	if raw[0] == '"' {
		if err := json.Unmarshal(raw, &text); err != nil {
			return 0, true, errInvalidRequest("body/expiresIn must be integer")
		}
		text = strings.TrimSpace(text)
	}
	n, err := strconv.ParseFloat(text, 64)
	if err != nil || math.IsNaN(n) || math.IsInf(n, 0) || n != math.Trunc(n) {
		return 0, true, errInvalidRequest("body/expiresIn must be integer")
	}
	return n, true, nil
}
