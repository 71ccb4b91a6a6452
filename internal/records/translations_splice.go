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
		end, found := objectEnd(body, k)
		if !found || end+2 >= len(body) || body[end+1] != ']' || body[end+2] != '}' {
			return nil, nil, false
		}
		columns, err := nonEmptyColumns(body[k : end+1])
		if err != nil {
			return nil, nil, false
		}
		if inner := columns[1 : len(columns)-1]; len(inner) > 0 {
			out = append(out, ',')
			out = append(out, inner...)
		}
		translated = append(translated, true)
		i = end + 2
	}
	return append(out, body[i:]...), translated, true
}

// objectEnd is the index of the brace closing the JSON object that opens at start (false when
// it does not close).
func objectEnd(b []byte, start int) (int, bool) {
	if start >= len(b) || b[start] != '{' {
		return 0, false
	}
	depth, inString := 0, false
	for i := start; i < len(b); i++ {
		c := b[i]
		switch {
		case inString && c == '\\':
			i++ // the escaped character, a quote included
		case c == '"':
			inString = !inString
		case inString:
		case c == '{' || c == '[':
			depth++
		case c == '}' || c == ']':
			depth--
			if depth == 0 {
				return i, c == '}'
			}
		}
	}
	return 0, false
}
