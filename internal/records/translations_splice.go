package records

import "bytes"

// spliceTranslations rewrites body, the rows of a read in a language, so that each row's embedded
// translation (`"tr":[{…}]` or `"tr":[]`, the row's last key, as inLanguage asks for it) becomes
// the translation's columns written after the row's own. Decoding the result takes, for a key
// written twice, its last value: the rows decode in lang in one pass, as a Spanish read decodes,
// instead of the rows and then their translations apart. It reports, row by row, whether there
// was a translation; ok is false when body is not shaped so (a translation not last, or more than
// one per row), and the caller decodes it the long way. Translated columns left null or empty keep
// the row's own (withoutEmpty).
func spliceTranslations(body []byte) (out []byte, translated []bool, ok bool) {
	key := []byte(`,"` + translationEmbed + `":[`)
	out = make([]byte, 0, len(body))
	i := 0
	for {
		j := bytes.Index(body[i:], key)
		if j < 0 {
			break
		}
		j += i
		out = append(out, body[i:j]...)
		k := j + len(key)
		if k >= len(body) {
			return nil, nil, false
		}
		if body[k] == ']' {
			if k+1 >= len(body) || body[k+1] != '}' {
				return nil, nil, false
			}
			translated = append(translated, false)
			i = k + 1
			continue
		}
		if body[k] != '{' {
			return nil, nil, false
		}
		end, found := valueEnd(body, k) // just after the translation's closing brace
		if !found || body[end-1] != '}' || end+1 >= len(body) || body[end] != ']' || body[end+1] != '}' {
			return nil, nil, false
		}
		columns, err := nonEmptyColumns(body[k:end])
		if err != nil {
			return nil, nil, false
		}
		if inner := columns[1 : len(columns)-1]; len(inner) > 0 {
			out = append(out, ',')
			out = append(out, inner...)
		}
		translated = append(translated, true)
		i = end + 1
	}
	return append(out, body[i:]...), translated, true
}

// dropEmptyMembers is obj, a JSON object, without its members whose value is null or "" (as
// withoutEmpty leaves a decoded one), written in one pass over the bytes instead of decoding the
// object into a map and encoding it again, for every translated row a page in a language reads.
// ok is false when obj is not an object it can walk; the caller decodes it then, and reports
// what is wrong with it.
func dropEmptyMembers(obj []byte) (out []byte, ok bool) {
	i := skipSpace(obj, 0)
	if i >= len(obj) || obj[i] != '{' {
		return nil, false
	}
	out = make([]byte, 0, len(obj))
	out = append(out, '{')
	for i = skipSpace(obj, i+1); ; {
		if i >= len(obj) {
			return nil, false
		}
		if obj[i] == '}' && len(out) == 1 {
			break // an empty object
		}
		keyEnd, found := valueEnd(obj, i)
		if !found || obj[i] != '"' {
			return nil, false
		}
		colon := skipSpace(obj, keyEnd)
		if colon >= len(obj) || obj[colon] != ':' {
			return nil, false
		}
		v := skipSpace(obj, colon+1)
		end, found := valueEnd(obj, v)
		if !found {
			return nil, false
		}
		if value := obj[v:end]; string(value) != "null" && string(value) != `""` {
			if len(out) > 1 {
				out = append(out, ',')
			}
			out = append(out, obj[i:keyEnd]...)
			out = append(out, ':')
			out = append(out, value...)
		}
		i = skipSpace(obj, end)
		if i >= len(obj) {
			return nil, false
		}
		if obj[i] == '}' {
			break
		}
		if obj[i] != ',' {
			return nil, false
		}
		i = skipSpace(obj, i+1)
	}
	if skipSpace(obj, i+1) != len(obj) {
		return nil, false
	}
	return append(out, '}'), true
}

// valueEnd is the index just after the JSON value that starts at start: a string, an object or
// an array (to its closing quote or bracket), or a literal or number (to the next delimiter).
func valueEnd(b []byte, start int) (int, bool) {
	if start >= len(b) {
		return 0, false
	}
	switch b[start] {
	case '"':
		for i := start + 1; i < len(b); i++ {
			switch b[i] {
			case '\\':
				i++
			case '"':
				return i + 1, true
			}
		}
		return 0, false
	case '{', '[':
		depth, inString := 0, false
		for i := start; i < len(b); i++ {
			c := b[i]
			switch {
			case inString && c == '\\':
				i++
			case c == '"':
				inString = !inString
			case inString:
			case c == '{' || c == '[':
				depth++
			case c == '}' || c == ']':
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

func skipSpace(b []byte, i int) int {
	for i < len(b) && isSpace(b[i]) {
		i++
	}
	return i
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
