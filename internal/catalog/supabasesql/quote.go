package supabasesql

import "strings"

// ident quotes an identifier when PostgreSQL would not keep it as written ("categoria-servicios",
// "Empleados").
func ident(name string) string {
	plain := name != "" && (name[0] < '0' || name[0] > '9')
	for _, r := range name {
		plain = plain && (r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_')
	}
	if plain {
		return name
	}
	return `"` + strings.ReplaceAll(name, `"`, `""`) + `"`
}

// literal is a SQL string literal.
func literal(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

// textArray is a text[] literal of values, in their order.
func textArray(values []string) string {
	if len(values) == 0 {
		return "'{}'::text[]"
	}
	q := make([]string, len(values))
	for i, v := range values {
		q[i] = literal(v)
	}
	return "array[" + strings.Join(q, ", ") + "]"
}
