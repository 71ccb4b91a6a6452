package rest

import "strings"

// quantifiableOps are the operators that take PostgREST's `(any)` and `(all)` modifiers (of those
// this platform implements).
var quantifiableOps = map[string]bool{"eq": true, "gt": true, "gte": true, "lt": true, "lte": true, "like": true, "ilike": true}

// cutQuantifier splits `like(any)` into like and any.
func cutQuantifier(op string) (base, quantifier string, ok bool) {
	for _, q := range []string{"any", "all"} {
		if b, found := strings.CutSuffix(op, "("+q+")"); found {
			return b, q, true
		}
	}
	return op, "", false
}

// parseBraceList parses the array literal `{a,b,"c,d"}` that the modifiers take.
func parseBraceList(s string) ([]string, error) {
	if len(s) < 2 || s[0] != '{' || s[len(s)-1] != '}' {
		return nil, errorf("(any) and (all) take a list in braces: eq(any).{a,b}")
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

// expandQuantified turns `op(any)` into an OR and `op(all)` into an AND of one comparison per
// value; over no values `any` is false and `all` true, as PostgreSQL's `= ANY('{}')` and
// `= ALL('{}')` are.
func expandQuantified(c condition) (leaves []condition, joiner string, empty string) {
	joiner, empty = " OR ", "1 = 0"
	if c.quantifier == "all" {
		joiner, empty = " AND ", "1 = 1"
	}
	for _, v := range c.list {
		leaves = append(leaves, condition{column: c.column, op: c.op, value: v})
	}
	return leaves, joiner, empty
}
