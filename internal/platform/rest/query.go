package rest

import (
	"net/url"
	"sort"
	"strconv"
	"strings"
)

// selectItem is one entry of the select parameter: a column, `*`, or an embedded resource.
type selectItem struct {
	column string // column name, or "*"
	alias  string // output key when renamed with alias:column
	embed  *embedSpec
	path   []pathStep // a JSON path into the column (`col->a->>b`)
	cast   string     // `::type`, one of selectCasts
}

// key is the item's output key.
func (s selectItem) key() string {
	if s.alias != "" {
		return s.alias
	}
	if len(s.path) > 0 {
		return fieldRef{s.column, s.path}.key()
	}
	if s.embed != nil {
		return s.embed.name
	}
	return s.column
}

// embedSpec is an embedded resource: `name!hint(items)`.
type embedSpec struct {
	name  string // a related table, or a foreign-key column of the parent
	hint  string // foreign-key column or constraint name after `!`
	inner bool   // `!inner`: drop parents without a related row
	items []selectItem
}

// condition is a filter leaf (column op value) or a logic node (and/or of children).
type condition struct {
	negate bool

	column string
	path   []pathStep // a JSON path into the column (`col->>a=eq.x`)
	op     string
	value  string
	list   []string // values of `in`, and of an `(any)`/`(all)` modifier
	// quantifier is "any" or "all" for `op(any).{a,b}`: the condition holds for some or every value.
	quantifier string
	config     string // the text search configuration of `fts(spanish)`

	logic    string // "and" or "or" for a logic node
	children []condition
}

// orderTerm is one entry of the order parameter.
type orderTerm struct {
	column string
	path   []pathStep // a JSON path into the column (`order=col->a.desc`)
	desc   bool
	nulls  string // "", "first" or "last"
}

// query is a parsed request URL.
type query struct {
	selects    []selectItem // nil means *
	where      []condition  // AND-ed
	order      []orderTerm
	limit      int64 // -1: none
	offset     int64
	onConflict []string
	columns    []string
	embeds     map[string]*embedParams // by embed path, e.g. "cat" or "cat.padre"
}

// reservedParams are query parameters that are not column filters.
var reservedParams = map[string]bool{
	"select": true, "order": true, "limit": true, "offset": true, "on_conflict": true,
	"columns": true, "or": true, "and": true, "not.or": true, "not.and": true, "apikey": true,
}

// filterOps are the supported operators.
var filterOps = map[string]bool{
	"eq": true, "neq": true, "gt": true, "gte": true, "lt": true, "lte": true,
	"like": true, "ilike": true, "in": true, "is": true, "isdistinct": true,
	"cs": true, "cd": true, "ov": true, "match": true, "imatch": true,
}

// parseQuery parses the parameters PostgREST reads from the URL.
func parseQuery(values url.Values) (*query, error) {
	q := &query{limit: -1}
	if v, ok := values["select"]; ok {
		items, err := parseSelect(strings.Join(v, ","))
		if err != nil {
			return nil, err
		}
		q.selects = items
	}
	if v := values.Get("order"); v != "" {
		terms, err := parseOrder(v)
		if err != nil {
			return nil, err
		}
		q.order = terms
	}
	if v := values.Get("limit"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 0 {
			return nil, errParse("limit", v, "limit must be a non-negative integer")
		}
		q.limit = n
	}
	if v := values.Get("offset"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 0 {
			return nil, errParse("offset", v, "offset must be a non-negative integer")
		}
		q.offset = n
	}
	if v := values.Get("on_conflict"); v != "" {
		q.onConflict = splitNames(v)
	}
	if v := values.Get("columns"); v != "" {
		q.columns = splitNames(v)
	}
	// Sorted keys make the generated SQL the same for the same request.
	keys := make([]string, 0, len(values))
	for k := range values {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, key := range keys {
		for _, raw := range values[key] {
			switch key {
			case "or", "and", "not.or", "not.and":
				c, err := parseLogic(key, raw)
				if err != nil {
					return nil, err
				}
				q.where = append(q.where, c)
			default:
				if reservedParams[key] {
					continue
				}
				if path, last, ok := cutEmbedPath(key); ok {
					if err := q.addEmbedParam(path, last, raw); err != nil {
						return nil, err
					}
					continue
				}
				c, err := parseFilter(key, raw)
				if err != nil {
					return nil, err
				}
				q.where = append(q.where, c)
			}
		}
	}
	return q, nil
}

// splitNames splits a comma-separated list of column names, dropping quotes and spaces
// (supabase-js sends columns="a","b").
func splitNames(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ",") {
		part = strings.Trim(strings.TrimSpace(part), `"`)
		if part != "" {
			out = append(out, part)
		}
	}
	return out
}

// parseFilter parses `column=[not.]op.value`.
func parseFilter(column, raw string) (condition, error) {
	ref, err := parseFieldRef(column)
	if err != nil {
		return condition{}, errParse("filter", column+"="+raw, err.Error())
	}
	c := condition{column: ref.column, path: ref.path}
	rest := raw
	if strings.HasPrefix(rest, "not.") {
		c.negate = true
		rest = rest[4:]
	}
	op, value, ok := strings.Cut(rest, ".")
	if base, quantifier, found := cutQuantifier(op); found {
		if !quantifiableOps[base] {
			return c, errParse("filter", column+"="+raw, "(any) and (all) apply to eq, gt, gte, lt, lte, like and ilike")
		}
		list, err := parseBraceList(value)
		if err != nil {
			return c, errParse("filter", column+"="+raw, err.Error())
		}
		c.op, c.quantifier, c.list = base, quantifier, list
		return c, nil
	}
	if base, config, isFTS := cutFTSConfig(op); ok && isFTS {
		c.op, c.config, c.value = base, config, value
		return c, nil
	}
	if !ok || !filterOps[op] {
		return c, errParse("filter", column+"="+raw,
			"expected an operator: eq, neq, gt, gte, lt, lte, like, ilike, match, imatch, in, is, isdistinct, cs, cd, ov, fts, plfts, phfts or wfts, optionally after not.")
	}
	c.op = op
	switch op {
	case "in":
		list, err := parseInList(value)
		if err != nil {
			return c, errParse("filter", column+"="+raw, err.Error())
		}
		c.list = list
	case "is":
		switch strings.ToLower(value) {
		case "null", "not_null", "true", "false", "unknown":
			c.value = strings.ToLower(value)
		default:
			return c, errParse("filter", column+"="+raw, "is takes null, not_null, true, false or unknown")
		}
	default:
		c.value = value
	}
	return c, nil
}

// parseInList parses `(a,b,"c,d")`.
func parseInList(s string) ([]string, error) {
	if len(s) < 2 || s[0] != '(' || s[len(s)-1] != ')' {
		return nil, errorf("in takes a parenthesised list: in.(a,b)")
	}
	inner := s[1 : len(s)-1]
	if strings.TrimSpace(inner) == "" {
		return []string{}, nil
	}
	parts, err := splitTopLevel(inner)
	if err != nil {
		return nil, err
	}
	for i, p := range parts {
		parts[i] = unquote(p)
	}
	return parts, nil
}

// parseLogic parses `or=(cond,cond,…)` and its negated and nested forms.
func parseLogic(key, raw string) (condition, error) {
	c := condition{logic: strings.TrimPrefix(key, "not."), negate: strings.HasPrefix(key, "not.")}
	if len(raw) < 2 || raw[0] != '(' || raw[len(raw)-1] != ')' {
		return c, errParse("logic tree", key+"="+raw, "expected a parenthesised list of conditions: or=(a.eq.1,b.eq.2)")
	}
	children, err := parseLogicList(raw[1 : len(raw)-1])
	if err != nil {
		return c, errParse("logic tree", key+"="+raw, err.Error())
	}
	c.children = children
	return c, nil
}

func parseLogicList(s string) ([]condition, error) {
	parts, err := splitTopLevel(s)
	if err != nil {
		return nil, err
	}
	if len(parts) == 0 {
		return nil, errorf("empty logic tree")
	}
	out := make([]condition, 0, len(parts))
	for _, p := range parts {
		negate := false
		body := p
		if strings.HasPrefix(body, "not.") && (strings.HasPrefix(body[4:], "and(") || strings.HasPrefix(body[4:], "or(")) {
			negate, body = true, body[4:]
		}
		if logic, inner, ok := cutLogic(body); ok {
			children, err := parseLogicList(inner)
			if err != nil {
				return nil, err
			}
			out = append(out, condition{logic: logic, negate: negate, children: children})
			continue
		}
		column, rest, ok := strings.Cut(p, ".")
		if !ok || column == "" {
			return nil, errorf("expected column.operator.value, got %q", p)
		}
		leaf, err := parseFilter(column, rest)
		if err != nil {
			return nil, errorf("invalid condition %q", p)
		}
		if leaf.op != "in" {
			leaf.value = unquote(leaf.value)
		}
		out = append(out, leaf)
	}
	return out, nil
}

// cutLogic recognises `and(…)` and `or(…)`.
func cutLogic(s string) (logic, inner string, ok bool) {
	for _, l := range []string{"and", "or"} {
		if strings.HasPrefix(s, l+"(") && strings.HasSuffix(s, ")") {
			return l, s[len(l)+1 : len(s)-1], true
		}
	}
	return "", "", false
}

// splitTopLevel splits on commas outside parentheses, braces and double quotes; `\` escapes inside
// quotes.
func splitTopLevel(s string) ([]string, error) {
	var (
		parts   []string
		depth   int
		inQuote bool
		start   int
	)
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case inQuote && c == '\\':
			i++
		case c == '"':
			inQuote = !inQuote
		case inQuote:
		case c == '(' || c == '{': // braces hold the values of an (any)/(all) modifier
			depth++
		case c == ')' || c == '}':
			depth--
			if depth < 0 {
				return nil, errorf("unbalanced parentheses")
			}
		case c == ',' && depth == 0:
			parts = append(parts, s[start:i])
			start = i + 1
		}
	}
	if inQuote || depth != 0 {
		return nil, errorf("unbalanced quotes or parentheses")
	}
	return append(parts, s[start:]), nil
}

// unquote removes surrounding double quotes and resolves \" and \\ escapes.
func unquote(s string) string {
	if len(s) < 2 || s[0] != '"' || s[len(s)-1] != '"' {
		return s
	}
	inner := s[1 : len(s)-1]
	if !strings.Contains(inner, `\`) {
		return inner
	}
	var b strings.Builder
	for i := 0; i < len(inner); i++ {
		if inner[i] == '\\' && i+1 < len(inner) {
			i++
		}
		b.WriteByte(inner[i])
	}
	return b.String()
}

// parseOrder parses `col[.asc|.desc][.nullsfirst|.nullslast],…`.
func parseOrder(s string) ([]orderTerm, error) {
	var terms []orderTerm
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		fields := strings.Split(part, ".")
		ref, err := parseFieldRef(fields[0])
		if err != nil {
			return nil, errParse("order", s, err.Error())
		}
		t := orderTerm{column: ref.column, path: ref.path}
		if t.column == "" {
			return nil, errParse("order", s, "expected column[.asc|.desc][.nullsfirst|.nullslast]")
		}
		for _, f := range fields[1:] {
			switch f {
			case "asc":
				t.desc = false
			case "desc":
				t.desc = true
			case "nullsfirst":
				t.nulls = "first"
			case "nullslast":
				t.nulls = "last"
			default:
				return nil, errParse("order", s, "expected column[.asc|.desc][.nullsfirst|.nullslast]")
			}
		}
		if len(fields) > 3 {
			return nil, errParse("order", s, "expected column[.asc|.desc][.nullsfirst|.nullslast]")
		}
		terms = append(terms, t)
	}
	return terms, nil
}

type parseError string

func (e parseError) Error() string { return string(e) }

func errorf(format string, args ...any) error {
	if len(args) == 0 {
		return parseError(format)
	}
	return parseError(sprintf(format, args...))
}
