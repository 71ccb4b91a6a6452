package rest

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// quoteIdent quotes an identifier. Identifiers always come from the schema catalog; quoting keeps
// names such as "categoria-servicios" and "Empleados" intact on both dialects.
func quoteIdent(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }

// sqlBuilder accumulates SQL text and its bound arguments.
type sqlBuilder struct {
	dialect string
	sb      strings.Builder
	args    []any
	aliases int // subquery aliases handed out by nextAlias
}

func (b *sqlBuilder) write(s string)    { b.sb.WriteString(s) }
func (b *sqlBuilder) arg(v any)         { b.sb.WriteByte('?'); b.args = append(b.args, sqlArg(v)) }
func (b *sqlBuilder) String() string    { return b.sb.String() }
func (b *sqlBuilder) ident(name string) { b.sb.WriteString(quoteIdent(name)) }
func newSQL(dialect string) *sqlBuilder { return &sqlBuilder{dialect: dialect} }

// where writes the AND of conds; it writes nothing for no conditions.
func (b *sqlBuilder) where(t *schema.Table, conds []condition) error {
	if len(conds) == 0 {
		return nil
	}
	b.write(" WHERE ")
	return b.conjunction(t, "AND", conds)
}

func (b *sqlBuilder) conjunction(t *schema.Table, op string, conds []condition) error {
	for i, c := range conds {
		if i > 0 {
			b.write(" " + op + " ")
		}
		if err := b.condition(t, c); err != nil {
			return err
		}
	}
	return nil
}

func (b *sqlBuilder) condition(t *schema.Table, c condition) error {
	if c.negate {
		b.write("NOT ")
	}
	b.write("(")
	defer b.write(")")
	if c.logic != "" {
		return b.conjunction(t, strings.ToUpper(c.logic), c.children)
	}
	if c.quantifier != "" {
		leaves, joiner, empty := expandQuantified(c)
		if len(leaves) == 0 {
			if t.Column(c.column) == nil {
				return errNoColumn(t.Name, c.column)
			}
			b.write(empty)
			return nil
		}
		for i, leaf := range leaves {
			if i > 0 {
				b.write(joiner)
			}
			if err := b.condition(t, leaf); err != nil {
				return err
			}
		}
		return nil
	}
	ref := fieldRef{c.column, c.path}
	col, err := resolveField(t, ref)
	if err != nil {
		return err
	}
	if len(c.path) > 0 && col.Type == schema.JSONB {
		return b.jsonPathCondition(ref, c)
	}
	switch c.op {
	case "eq", "neq", "gt", "gte", "lt", "lte":
		v, err := fromText(col, c.value)
		if err != nil {
			return err
		}
		b.field(ref, false)
		b.write(map[string]string{"eq": " = ", "neq": " <> ", "gt": " > ", "gte": " >= ", "lt": " < ", "lte": " <= "}[c.op])
		b.arg(v)
	case "like", "ilike":
		if col.Type != schema.Text && col.Type != schema.UUID {
			op := map[string]string{"like": "~~", "ilike": "~~*"}[c.op]
			return newError(http.StatusNotFound, "42883",
				fmt.Sprintf("operator does not exist: %s %s unknown", col.Type.PGName(), op)).
				withHint("No operator matches the given name and argument types. You might need to add explicit type casts.")
		}
		pattern := strings.ReplaceAll(c.value, "*", "%")
		// Backslash escapes % and _ on both dialects (PostgreSQL's default; SQLite needs ESCAPE).
		switch {
		case b.dialect == database.Postgres && c.op == "like":
			b.field(ref, false)
			b.write(" LIKE ")
			b.arg(pattern)
		case b.dialect == database.Postgres:
			b.field(ref, false)
			b.write(" ILIKE ")
			b.arg(pattern)
		case c.op == "like":
			b.field(ref, false)
			b.write(" LIKE ")
			b.arg(pattern)
			b.write(` ESCAPE '\'`)
		default:
			b.write("lower(")
			b.field(ref, false)
			b.write(") LIKE lower(")
			b.arg(pattern)
			b.write(`) ESCAPE '\'`)
		}
	case "isdistinct":
		v, err := fromText(col, c.value)
		if err != nil {
			return err
		}
		b.field(ref, false)
		if b.dialect == database.Postgres {
			b.write(" IS DISTINCT FROM ")
		} else {
			b.write(" IS NOT ") // SQLite's null-safe inequality
		}
		b.arg(v)
	case "in":
		if len(c.list) == 0 {
			b.write("1 = 0")
			return nil
		}
		values := make([]any, len(c.list))
		for i, raw := range c.list {
			v, err := fromText(col, raw)
			if err != nil {
				return err
			}
			values[i] = v
		}
		b.inList(ref, values)
	case "cs", "cd":
		return b.containment(ref, col, c)
	case "ov":
		return errNoOperator(col.Type.PGName(), "&&")
	case "match", "imatch":
		return b.regexMatch(ref, col, c)
	case "fts", "plfts", "phfts", "wfts":
		return b.ftsCondition(t, col, c)
	case "is":
		b.field(ref, false)
		switch c.value {
		case "null", "unknown":
			b.write(" IS NULL")
		case "not_null":
			b.write(" IS NOT NULL")
		case "true", "false":
			if col.Type != schema.Boolean {
				return newError(http.StatusBadRequest, "42804",
					fmt.Sprintf("argument of IS %s must be type boolean, not type %s", strings.ToUpper(c.value), col.Type.PGName()))
			}
			b.write(" = ")
			b.arg(c.value == "true")
		}
	}
	return nil
}

// orderBy writes ORDER BY. For nullable columns PostgreSQL's default null placement (last when
// ascending, first when descending) is made explicit so SQLite sorts nulls the same way; for NOT
// NULL columns it is left out, which lets SQLite walk an index instead of sorting.
func (b *sqlBuilder) orderBy(t *schema.Table, terms []orderTerm) error {
	for i, o := range terms {
		col := t.Column(o.column)
		if col == nil {
			return errNoColumn(t.Name, o.column)
		}
		if i == 0 {
			b.write(" ORDER BY ")
		} else {
			b.write(", ")
		}
		ref := fieldRef{o.column, o.path}
		if _, err := resolveField(t, ref); err != nil {
			return err
		}
		b.field(ref, true)
		nulls := o.nulls
		if o.desc {
			b.write(" DESC")
			if nulls == "" {
				nulls = "first"
			}
		} else {
			b.write(" ASC")
			if nulls == "" {
				nulls = "last"
			}
		}
		if !col.NotNull || len(o.path) > 0 { // a JSON path may find no value in any row
			b.write(" NULLS " + strings.ToUpper(nulls))
		}
	}
	return nil
}

// limitOffset writes LIMIT and OFFSET; a negative limit means none. The limit is written as a
// number, not bound: SQLite plans with a bound LIMIT's value and so marks the statement to be
// prepared again each time it is bound, which made a kept statement cost a new one at every run.
func (b *sqlBuilder) limitOffset(limit, offset int64) {
	if limit >= 0 {
		b.write(" LIMIT " + strconv.FormatInt(limit, 10))
	} else if offset > 0 && b.dialect == database.SQLite {
		b.write(" LIMIT -1") // SQLite needs a LIMIT before OFFSET
	}
	if offset > 0 {
		b.write(" OFFSET ")
		b.arg(offset)
	}
}

// in writes `"column" IN (?, ?, …)` for already-converted values.
func (b *sqlBuilder) in(column string, values []any) { b.inList(fieldRef{column: column}, values) }

// inList writes `field IN (…)`.
func (b *sqlBuilder) inList(f fieldRef, values []any) {
	b.field(f, false)
	b.write(" IN (")
	for i, v := range values {
		if i > 0 {
			b.write(", ")
		}
		b.arg(v)
	}
	b.write(")")
}

// columnList writes the quoted names.
func (b *sqlBuilder) columnList(cols []string) {
	for i, c := range cols {
		if i > 0 {
			b.write(", ")
		}
		b.ident(c)
	}
}
