package records

import "bytes"

// spliceTranslations rewrites body, the rows of a read in a language (a JSON array of objects),
// so that each row's embedded translation (its member "tr", `[{…}]` or `[]`, as inLanguage asks
// for it) replaces the row's own values of the columns it names (writeOver): the rows then decode
// in lang in one pass, as a Spanish read decodes, each value decoded once, instead of the rows and
// then their translations apart. It reports, row by row, whether there was a translation; ok is
// false when body is not shaped so (a row with more than one translation, embedded rows that carry
// translations of their own, bytes it cannot walk), and the caller decodes it the long way.
// Translated columns left null or empty keep the row's own (withoutEmpty).
func spliceTranslations(body []byte) (out []byte, translated []bool, ok bool) {
	i := skipSpace(body, 0)
	if i >= len(body) || body[i] != '[' {
		return nil, nil, false
	}
	out = make([]byte, 0, len(body))
	out = append(out, '[')
	var row, over []member // reused from row to row
	for i = skipSpace(body, i+1); i < len(body) && body[i] != ']'; {
		if len(translated) > 0 {
			if body[i] != ',' {
				return nil, nil, false
			}
			i = skipSpace(body, i+1)
			out = append(out, ',')
		}
		var end int
		if row, end, ok = members(row[:0], body, i); !ok {
			return nil, nil, false
		}
		var tr []byte
		for k := 0; k < len(row); k++ {
			m := row[k]
			switch {
			case string(m.key) == `"`+translationEmbed+`"`:
				if tr != nil {
					return nil, nil, false
				}
				tr = m.value
				row = append(row[:k], row[k+1:]...)
				k--
			case (m.value[0] == '[' || m.value[0] == '{') && bytes.Contains(m.value, []byte(`"`+translationEmbed+`":`)):
				return nil, nil, false // embedded rows with translations of their own
			}
		}
		over, ok = translationColumns(over[:0], tr)
		if !ok {
			return nil, nil, false
		}
		translated = append(translated, tr != nil && len(bytes.TrimSpace(tr[1:len(tr)-1])) > 0)
		out = writeOver(out, row, over)
		i = skipSpace(body, end)
	}
	if i >= len(body) || skipSpace(body, i+1) != len(body) {
		return nil, nil, false
	}
	return append(out, ']'), translated, true
}

// translationColumns appends to over the columns of tr, a row's embedded translation (`[]`, `[{…}]`
// or nil when the row has none), but those left null or empty, which keep the row's own; ok is
// false when tr is neither.
func translationColumns(over []member, tr []byte) ([]member, bool) {
	if tr == nil {
		return over, true
	}
	i := skipSpace(tr, 1)
	if tr[0] != '[' || i >= len(tr) {
		return nil, false
	}
	if tr[i] == ']' {
		return over, i == len(tr)-1
	}
	start := len(over)
	over, end, ok := members(over, tr, i)
	if !ok || skipSpace(tr, end) != len(tr)-1 || tr[len(tr)-1] != ']' {
		return nil, false
	}
	kept := over[:start]
	for _, m := range over[start:] {
		if !isEmpty(m.value) {
			kept = append(kept, m)
		}
	}
	return kept, true
}

// writeOver appends to out the object of row's members with over's (a translation's columns)
// written over them: row's members that over names (the same key) are left out, and over's come
// after the rest. Decoding it sets each field as decoding row and then over into the same value
// does — a later key wins — with each of the row's replaced values left undecoded.
func writeOver(out []byte, row, over []member) []byte {
	out = append(out, '{')
	first := true
	put := func(m member) {
		if !first {
			out = append(out, ',')
		}
		first = false
		out = append(out, m.key...)
		out = append(out, ':')
		out = append(out, m.value...)
	}
	for _, m := range row {
		if !names(over, m.key) {
			put(m)
		}
	}
	for _, m := range over {
		put(m)
	}
	return append(out, '}')
}

// names reports whether one of ms has key (as written).
func names(ms []member, key []byte) bool {
	for _, m := range ms {
		if bytes.Equal(m.key, key) {
			return true
		}
	}
	return false
}

// isEmpty reports whether a translated column's value is null or "", which keeps the row's own.
func isEmpty(v []byte) bool { return string(v) == "null" || string(v) == `""` }

// member is a member of a JSON object: its key as written, quotes included, and its value.
type member struct{ key, value []byte }

// members appends to ms the members of the JSON object that starts at b[start], and returns the
// index just after it; ok is false when there is no object there it can walk. Values are not
// checked beyond finding where they end: the decoder reports what is wrong with them.
func members(ms []member, b []byte, start int) (out []member, end int, ok bool) {
	if start >= len(b) || b[start] != '{' {
		return nil, 0, false
	}
	i := skipSpace(b, start+1)
	if i < len(b) && b[i] == '}' {
		return ms, i + 1, true // an empty object
	}
	for {
		if i >= len(b) || b[i] != '"' {
			return nil, 0, false
		}
		keyEnd, found := valueEnd(b, i)
		if !found {
			return nil, 0, false
		}
		colon := skipSpace(b, keyEnd)
		if colon >= len(b) || b[colon] != ':' {
			return nil, 0, false
		}
		v := skipSpace(b, colon+1)
		vEnd, found := valueEnd(b, v)
		if !found {
			return nil, 0, false
		}
		ms = append(ms, member{key: b[i:keyEnd], value: b[v:vEnd]})
		i = skipSpace(b, vEnd)
		if i >= len(b) {
			return nil, 0, false
		}
		switch b[i] {
		case '}':
			return ms, i + 1, true
		case ',':
			i = skipSpace(b, i+1)
		default:
			return nil, 0, false
		}
	}
}

// dropEmptyMembers is obj, a JSON object, without its members whose value is null or "" (as
// withoutEmpty leaves a decoded one), written in one pass over the bytes instead of decoding the
// object into a map and encoding it again, for every translated row a page in a language reads.
// ok is false when obj is not an object it can walk; the caller decodes it then, and reports
// what is wrong with it.
func dropEmptyMembers(obj []byte) (out []byte, ok bool) {
	ms, end, ok := members(nil, obj, skipSpace(obj, 0))
	if !ok || skipSpace(obj, end) != len(obj) {
		return nil, false
	}
	kept := ms[:0]
	for _, m := range ms {
		if !isEmpty(m.value) {
			kept = append(kept, m)
		}
	}
	return writeOver(make([]byte, 0, len(obj)), kept, nil), true
}

// valueEnd is the index just after the JSON value that starts at start: a string, an object or
// an array (to its closing quote or bracket), or a literal or number (to the next delimiter).
func valueEnd(b []byte, start int) (int, bool) {
	if start >= len(b) {
		return 0, false
	}
	switch b[start] {
	case '"':
		return stringEnd(b, start)
	case '{', '[':
		depth := 0
		for i := start; i < len(b); i++ {
			switch b[i] {
			case '"':
				end, found := stringEnd(b, i)
				if !found {
					return 0, false
				}
				i = end - 1
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return i + 1, true
				}
			}
		}
		return 0, false
	case ',', '}', ']', ':':
		return 0, false
	}
	i := start
	for i < len(b) && b[i] != ',' && b[i] != '}' && b[i] != ']' && !isSpace(b[i]) {
		i++
	}
	return i, true
}

// stringEnd is the index just after the JSON string that starts at b[start], a quote: its closing
// quote is the first one after an even run of backslashes, found by IndexByte rather than byte by
// byte (a page's texts are most of its bytes).
func stringEnd(b []byte, start int) (int, bool) {
	for i := start + 1; i < len(b); i++ {
		j := bytes.IndexByte(b[i:], '"')
		if j < 0 {
			return 0, false
		}
		i += j
		escaped := false
		for k := i - 1; b[k] == '\\'; k-- { // the opening quote ends the run
			escaped = !escaped
		}
		if !escaped {
			return i + 1, true
		}
	}
	return 0, false
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && isSpace(b[i]) {
		i++
	}
	return i
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
