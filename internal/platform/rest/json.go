package rest

import (
	"encoding/json"
	"strconv"
	"unicode/utf8"
)

// object is a JSON object whose keys keep the order of the select list, as PostgREST's do.
type object struct {
	keys []string
	vals []any
}

func (o *object) set(key string, v any) {
	for i, k := range o.keys {
		if k == key {
			o.vals[i] = v
			return
		}
	}
	o.keys = append(o.keys, key)
	o.vals = append(o.vals, v)
}

// appendObjects writes rows as a JSON array.
func appendObjects(b []byte, rows []*object) []byte {
	b = append(b, '[')
	for i, r := range rows {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendObject(b, r)
	}
	return append(b, ']')
}

func appendObject(b []byte, o *object) []byte {
	if o == nil {
		return append(b, "null"...)
	}
	b = append(b, '{')
	for i, k := range o.keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, k)
		b = append(b, ':')
		b = appendValue(b, o.vals[i])
	}
	return append(b, '}')
}

func appendValue(b []byte, v any) []byte {
	switch x := v.(type) {
	case nil:
		return append(b, "null"...)
	case int64:
		return strconv.AppendInt(b, x, 10)
	case bool:
		return strconv.AppendBool(b, x)
	case string:
		return appendString(b, x)
	case timestamptzValue:
		return appendString(b, string(x))
	case json.RawMessage:
		return append(b, x...)
	case *object:
		return appendObject(b, x)
	case []*object:
		return appendObjects(b, x)
	}
	enc, err := json.Marshal(v)
	if err != nil {
		return append(b, "null"...)
	}
	return append(b, enc...)
}

const hexDigits = "0123456789abcdef"

// appendString writes a JSON string as PostgreSQL does: no HTML escaping; invalid UTF-8 replaced.
// Runs of bytes written as they are (most of a page's texts) are copied at once, not byte by
// byte: every text of every row a read returns goes through here.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0 // the run of bytes written as they are
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, "\ufffd"...)
			i++
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
