package rest

import (
	"encoding/json"
	"net/http"
	"regexp"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// jsonPathCondition writes a filter on a `->` path (a jsonb value): equality with a JSON literal,
// in, is, and containment. Ordering comparisons and patterns take the text of the value (`->>`).
func (b *sqlBuilder) jsonPathCondition(f fieldRef, c condition) error {
	switch c.op {
	case "eq", "neq":
		if !json.Valid([]byte(c.value)) {
			return errInvalidValue("json", c.value)
		}
		b.field(f, false)
		b.write(map[string]string{"eq": " = ", "neq": " <> "}[c.op])
		b.jsonArg(c.value)
	case "in":
		if len(c.list) == 0 {
			b.write("1 = 0")
			return nil
		}
		b.field(f, false)
		b.write(" IN (")
		for i, v := range c.list {
			if !json.Valid([]byte(v)) {
				return errInvalidValue("json", v)
			}
			if i > 0 {
				b.write(", ")
			}
			b.jsonArg(v)
		}
		b.write(")")
	case "is":
		if c.value != "null" && c.value != "not_null" && c.value != "unknown" {
			return newError(http.StatusBadRequest, "42804", "argument of IS "+c.value+" must be type boolean, not type jsonb")
		}
		b.field(f, false)
		if c.value == "not_null" {
			b.write(" IS NOT NULL")
		} else {
			b.write(" IS NULL")
		}
	case "cs", "cd":
		return b.containment(f, &schema.Column{Name: f.column, Type: schema.JSONB}, c)
	default:
		return errParse("filter", f.column+"="+c.op, "on a JSON value (->) use eq, neq, in, is, cs or cd; compare its text with ->>")
	}
	return nil
}

// containment writes cs (@>) and cd (<@) on a jsonb column or `->` path; SQLite runs PostgreSQL's
// containment rule as vitrina_json_contains (internal/database).
func (b *sqlBuilder) containment(f fieldRef, col *schema.Column, c condition) error {
	op := map[string]string{"cs": "@>", "cd": "<@"}[c.op]
	if col.Type != schema.JSONB {
		return errNoOperator(col.Type.PGName(), op)
	}
	if !json.Valid([]byte(c.value)) {
		return errInvalidValue("json", c.value)
	}
	if b.dialect == database.Postgres {
		b.field(f, false)
		b.write(" " + op + " ")
		b.jsonArg(c.value)
		return nil
	}
	b.write("vitrina_json_contains(")
	if c.op == "cs" {
		b.field(f, false)
		b.write(", ")
		b.jsonArg(c.value)
	} else {
		b.jsonArg(c.value)
		b.write(", ")
		b.field(f, false)
	}
	b.write(") = 1")
	return nil
}

// regexMatch writes match (~) and imatch (~*) on a text column or `->>` path. The pattern is checked
// here, so both backends answer the same error for one they cannot compile; SQLite runs it with
// Go's RE2 (vitrina_regexp), PostgreSQL with its own engine.
func (b *sqlBuilder) regexMatch(f fieldRef, col *schema.Column, c condition) error {
	op := map[string]string{"match": "~", "imatch": "~*"}[c.op]
	if col.Type != schema.Text {
		return errNoOperator(col.Type.PGName(), op)
	}
	if _, err := regexp.Compile(c.value); err != nil {
		return newError(http.StatusBadRequest, "2201B", "invalid regular expression: "+err.Error())
	}
	if b.dialect == database.Postgres {
		b.field(f, false)
		b.write(" " + op + " ")
		b.arg(c.value)
		return nil
	}
	b.write("vitrina_regexp(")
	b.arg(c.value)
	b.write(", ")
	b.field(f, false)
	if c.op == "imatch" {
		b.write(", 1)")
	} else {
		b.write(", 0)")
	}
	return nil
}
