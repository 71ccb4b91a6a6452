package rest

import (
	"fmt"
	"strings"
)

var sprintf = fmt.Sprintf

// parseSelect parses the select parameter: `*`, `col`, `alias:col`, `rel(items)`,
// `alias:rel!hint(items)` and `rel!inner(items)`, separated by commas; embeds nest to any depth. Whitespace outside quotes
// is ignored, as supabase-js strips it.
func parseSelect(s string) ([]selectItem, error) {
	s = stripSpaces(s)
	if s == "" {
		return []selectItem{{column: "*"}}, nil
	}
	parts, err := splitTopLevel(s)
	if err != nil {
		return nil, errParse("select parameter", s, err.Error())
	}
	items := make([]selectItem, 0, len(parts))
	for _, p := range parts {
		item, err := parseSelectItem(p)
		if err != nil {
			return nil, errParse("select parameter", s, err.Error())
		}
		items = append(items, item)
	}
	return items, nil
}

func parseSelectItem(p string) (selectItem, error) {
	if p == "" {
		return selectItem{}, errorf("empty select item")
	}
	var item selectItem
	if open := strings.IndexByte(p, '('); open >= 0 {
		if !strings.HasSuffix(p, ")") {
			return item, errorf("expected ) at the end of %q", p)
		}
		head, inner := p[:open], p[open+1:len(p)-1]
		alias, name := cutAlias(head)
		spec := &embedSpec{}
		name, hints, _ := strings.Cut(name, "!")
		spec.name = strings.Trim(name, `"`)
		for _, h := range strings.Split(hints, "!") {
			switch h {
			case "":
			case "inner":
				spec.inner = true
			case "left":
			default:
				spec.hint = h
			}
		}
		if spec.name == "" {
			return item, errorf("embedded resource without a name: %q", p)
		}
		sub := inner
		if sub == "" {
			sub = "*"
		}
		parts, err := splitTopLevel(sub)
		if err != nil {
			return item, err
		}
		for _, sp := range parts {
			child, err := parseSelectItem(sp)
			if err != nil {
				return item, err
			}
			spec.items = append(spec.items, child)
		}
		item.alias, item.embed = alias, spec
		return item, nil
	}
	alias, name := cutAlias(p)
	if i := strings.LastIndex(name, "::"); i >= 0 {
		name, item.cast = name[:i], strings.ToLower(name[i+2:])
		if item.cast == "" {
			return item, errorf("empty cast in %q", p)
		}
	}
	ref, err := parseFieldRef(name)
	if err != nil {
		return item, err
	}
	item.alias, item.column, item.path = alias, ref.column, ref.path
	if item.column == "" || (item.column == "*" && (alias != "" || item.cast != "" || len(item.path) > 0)) {
		return item, errorf("invalid select item %q", p)
	}
	return item, nil
}

// cutAlias splits `alias:name`; a `::` cast is not an alias.
func cutAlias(s string) (alias, name string) {
	if i := strings.IndexByte(s, ':'); i > 0 && !strings.HasPrefix(s[i:], "::") {
		return strings.Trim(s[:i], `"`), s[i+1:]
	}
	return "", s
}

// stripSpaces removes whitespace outside double quotes.
func stripSpaces(s string) string {
	if !strings.ContainsAny(s, " \t\n\r") {
		return s
	}
	var b strings.Builder
	inQuote := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '"' {
			inQuote = !inQuote
		}
		if !inQuote && (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}
