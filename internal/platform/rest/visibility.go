package rest

import (
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// visible_desde of a lifecycle row is the platform's to write (like version): it is computed from
// estado, publicar_en and eliminado_en on every insert and update, whatever the client sends, so
// that anon's rule is two comparisons the sort indexes serve (schema.PublishedNow).

// setVisibleFrom fills visible_desde of a row about to be inserted.
func setVisibleFrom(t *schema.Table, row schema.Row) {
	if !t.Lifecycle {
		return
	}
	state, _ := row[schema.ColumnState].(string)
	row[schema.ColumnVisibleFrom] = schema.VisibleFrom(state, row[schema.ColumnPublishAt], row[schema.ColumnTrashedAt])
}

// visibleFromSQL is the expression an update (or an upsert's DO UPDATE) sets visible_desde to:
// newValue gives the SQL of a column's new value when the write sets it, "" when it keeps the
// stored one (qualified with the table: in an upsert a bare name is ambiguous with excluded's).
func (b *sqlBuilder) visibleFromSQL(t *schema.Table, newValue func(column string) string) string {
	return schema.VisibleFromSQL(func(c string) string {
		if c == "" {
			return b.placeholder(schema.AlwaysVisible, "timestamptz")
		}
		if v := newValue(c); v != "" {
			return v
		}
		return quoteIdent(t.Name) + "." + quoteIdent(c)
	})
}

// placeholder adds v as an argument and answers its placeholder, typed on PostgreSQL (where a bare
// parameter in IS NULL or COALESCE has no type to infer).
func (b *sqlBuilder) placeholder(v any, pgType string) string {
	b.args = append(b.args, sqlArg(v))
	if b.dialect == database.Postgres {
		return "CAST(? AS " + pgType + ")"
	}
	return "?"
}

// lifecycleType is the PostgreSQL type of a lifecycle column, for placeholder.
func lifecycleType(column string) string {
	if column == schema.ColumnState {
		return "text"
	}
	return "timestamptz"
}
