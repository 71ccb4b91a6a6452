package rest

import (
	"slices"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// keepsTextsVersion reports whether t, a translatable table outside the lifecycle, has a
// version_textos that only the platform moves: a write's own value for it is dropped from an update.
func keepsTextsVersion(t *schema.Table) bool { return t.Translations != nil && !t.Lifecycle }

// textsVersion writes, after an UPDATE's SET list, the raise of t's version_textos by one when set
// gives one of its translatable columns a value other than the row's (the right-hand side of a SET
// reads the row as it was); nothing when set names none of them, so reordering a menu or moving a
// category keeps their translations up to date.
func (b *sqlBuilder) textsVersion(t *schema.Table, set schema.Row) {
	b.raiseTextsVersion(t, "", func(name string) bool { _, ok := set[name]; return ok }, func(name string) string {
		if b.dialect == database.Postgres {
			return b.placeholder(set[name], t.Column(name).Type.PGName())
		}
		b.args = append(b.args, sqlArg(set[name]))
		return "?"
	})
}

// upsertTextsVersion is textsVersion for an upsert's DO UPDATE, whose new values are excluded's
// columns (those of cols) and whose stored row is named by its table.
func (b *sqlBuilder) upsertTextsVersion(t *schema.Table, cols []string) {
	b.raiseTextsVersion(t, quoteIdent(t.Name)+".", func(name string) bool { return slices.Contains(cols, name) },
		func(name string) string { return "excluded." + quoteIdent(name) })
}

// raiseTextsVersion writes ", version_textos = <stored> + CASE WHEN <a translatable column differs
// from its new value> OR … THEN 1 ELSE 0 END" over t's translatable columns that the write gives a
// value (written), the stored ones prefixed with qualifier; nothing when it gives none.
func (b *sqlBuilder) raiseTextsVersion(t *schema.Table, qualifier string, written func(column string) bool, newValue func(column string) string) {
	if !keepsTextsVersion(t) {
		return
	}
	distinct := " IS NOT "
	if b.dialect == database.Postgres {
		distinct = " IS DISTINCT FROM "
	}
	first := true
	for _, name := range t.Translations.Fields {
		if !written(name) {
			continue
		}
		if first {
			v := quoteIdent(schema.ColumnTextsVersion)
			b.write(", " + v + " = " + qualifier + v + " + CASE WHEN ")
			first = false
		} else {
			b.write(" OR ")
		}
		b.write(qualifier + quoteIdent(name) + distinct)
		b.write(newValue(name))
	}
	if !first {
		b.write(" THEN 1 ELSE 0 END")
	}
}
