package rest

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strconv"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// An embed that can hold at most one row per parent — an item's translation into the one language
// a filter names, or the row a foreign key points at on a short page — is read in its parent's
// statement, as a LEFT JOIN on a subquery of the embedded table, instead of by a statement of its
// own: on SQLite a second statement looking up a page's keys cost two to three times the join's
// lookups, and every page read in a second language has such an embed in each of its reads. The
// subquery names its columns apart (vitrina_jN_…), so the parent's own filters and order, written
// unqualified, still name only the parent's columns. What the embed's rows embed in turn is read
// as before, one statement per embed.

// joinedEmbed is one embed written as a join: the key its rows are kept under in the parent's
// records, the alias of its subquery, and where its join column is among its fetched columns.
type joinedEmbed struct {
	key     string // joinKey of its index among the shape's items
	alias   string
	e       *embedded
	matchAt int
}

// joinKey is the key under which a parent record read with its joined embeds keeps embed item's
// row (nil when it has none); no column name starts with a NUL.
func joinKey(item int) string { return "\x00join" + strconv.Itoa(item) }

// maxJoinedPage is the most parents whose rows a foreign key points at are joined to them: many
// parents may point at one row, which the join reads once per parent (a thousand testimonials of
// one category read it a thousand times, 1.8 times the time of a statement of its own).
const maxJoinedPage = 25

// joinable reports whether e holds at most one row per parent of table parent, with a page of at
// most limit parents (-1: no limit), and reads no page of its own, so that it can be read in the
// parent's statement.
func (e *embedded) joinable(parent *schema.Table, limit int64) bool {
	if p := e.params; p != nil && (p.limit >= 0 || p.offset > 0) {
		return false
	}
	if !e.rel.toMany {
		// The one row the parent's foreign key points at, when few parents can share it.
		return limit >= 0 && limit <= maxJoinedPage
	}
	// An item's translations: one per language (their table's unique key), so one when a filter
	// names the language.
	if e.rel.target.TranslationOf != parent.Name || e.rel.fk.Column != schema.ColumnTranslationOf || e.params == nil {
		return false
	}
	for _, c := range e.params.where {
		if c.logic == "" && !c.negate && c.column == schema.ColumnLanguage && len(c.path) == 0 && c.op == "eq" {
			return true
		}
	}
	return false
}

// joinEmbeds writes, after the parent's FROM, a LEFT JOIN for each of s's embeds that can be read
// so in a page of at most limit rows, and returns them in the order their columns follow the
// parent's in the select list.
func (b *sqlBuilder) joinEmbeds(s *shape, limit int64) ([]joinedEmbed, error) {
	var joins []joinedEmbed
	for i := range s.items {
		e, ok := s.embeds[i]
		if !ok || !e.joinable(s.table, limit) {
			continue
		}
		parentCol, childCol := e.joinColumns(s.table)
		j := joinedEmbed{key: joinKey(i), alias: "vitrina_j" + strconv.Itoa(len(joins)), e: e,
			matchAt: slices.Index(e.shape.fetch, childCol)} // resolveShape fetches the join column
		t := e.rel.target
		b.write(" LEFT JOIN (SELECT ")
		for k, c := range e.shape.fetch {
			if k > 0 {
				b.write(", ")
			}
			b.ident(c)
			b.write(" AS " + j.column(k))
		}
		b.write(" FROM ")
		b.ident(t.Name)
		// The embed's rule and filters name its columns unqualified: inside the subquery they
		// are the embedded table's.
		b.write(" WHERE ")
		b.ident(childCol)
		b.write(" IS NOT NULL")
		b.embedPublishedNow(e, "")
		if e.params != nil {
			for _, c := range e.params.where {
				b.write(" AND ")
				if err := b.condition(t, c); err != nil {
					return nil, err
				}
			}
		}
		for _, fn := range e.shape.innerFn {
			b.write(" AND ")
			if err := fn(b, quoteIdent(t.Name)); err != nil {
				return nil, err
			}
		}
		b.write(") AS " + j.alias + " ON " + j.alias + "." + j.column(j.matchAt) + " = ")
		b.ident(s.table.Name)
		b.write(".")
		b.ident(parentCol)
		joins = append(joins, j)
	}
	return joins, nil
}

// column is the name the join's subquery gives the embed's k-th fetched column.
func (j joinedEmbed) column(k int) string { return quoteIdent(j.alias + "_" + strconv.Itoa(k)) }

// selectJoined writes the joined embeds' columns, after the parent's.
func (b *sqlBuilder) selectJoined(joins []joinedEmbed) {
	for _, j := range joins {
		for k := range j.e.shape.fetch {
			b.write(", " + j.alias + "." + j.column(k))
		}
	}
}

// readJoined decodes rows holding the parent's columns and then each joined embed's, keeping each
// embed's row in the parent record under its joinKey (nil when the parent has none).
func readJoined(rows *sql.Rows, t *schema.Table, cols []string, joins []joinedEmbed) ([]record, error) {
	n := len(cols)
	for _, j := range joins {
		n += len(j.e.shape.fetch)
	}
	raw := make([]any, n)
	dest := make([]any, n)
	for i := range raw {
		dest[i] = &raw[i]
	}
	var out []record
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return nil, fmt.Errorf("scan %s: %w", t.Name, err)
		}
		rec := make(record, len(cols)+len(joins))
		for i, c := range cols {
			v, err := decode(t.Column(c), raw[i])
			if err != nil {
				return nil, err
			}
			rec[c] = v
		}
		at := len(cols)
		for _, j := range joins {
			fetch := j.e.shape.fetch
			var child record
			if raw[at+j.matchAt] != nil {
				child = make(record, len(fetch))
				for k, c := range fetch {
					v, err := decode(j.e.rel.target.Column(c), raw[at+k])
					if err != nil {
						return nil, err
					}
					child[c] = v
				}
			}
			rec[j.key] = child
			at += len(fetch)
		}
		out = append(out, rec)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// joinedRows are the rows of embed e (item of its parent's shape) that recs were read with, each
// once (parents may point at the same row), and whether they were read so: records read by
// another statement, a write's, carry none.
func joinedRows(recs []record, item int, e *embedded, parent *schema.Table) ([]record, bool) {
	if len(recs) == 0 {
		return nil, false
	}
	key := joinKey(item)
	if _, ok := recs[0][key]; !ok {
		return nil, false
	}
	_, matchCol := e.joinColumns(parent)
	var seen map[any]bool // a parent's own translation is its alone; a row it points at, maybe not
	if !e.rel.toMany {
		seen = map[any]bool{}
	}
	out := make([]record, 0, len(recs))
	for _, r := range recs {
		child, _ := r[key].(record)
		if child == nil || seen[child[matchCol]] {
			continue
		}
		if seen != nil {
			seen[child[matchCol]] = true
		}
		out = append(out, child)
	}
	return out, true
}

// joinToPage reads page, the statement finding a page of t's rows with fetch's columns, with the
// joined embeds that joins writes: the page is found first and the embeds joined to its rows
// alone, then put in order again. SQLite joins before it sorts and skips, which would look up
// the embeds of every row it sorts or skips; the page's subquery takes t's name, so the joins'
// conditions on t's columns hold.
func joinToPage(ctx context.Context, db querier, t *schema.Table, page *sqlBuilder, fetch []string, order []orderTerm, joins *sqlBuilder, joined []joinedEmbed) ([]record, error) {
	b := newSQL(page.dialect)
	b.write("SELECT ")
	b.columnList(fetch)
	b.selectJoined(joined)
	b.write(" FROM (" + page.String() + ") AS ")
	b.ident(t.Name)
	b.args = append(b.args, page.args...)
	b.write(joins.String())
	b.args = append(b.args, joins.args...)
	if err := b.orderBy(t, order); err != nil {
		return nil, err
	}
	rows, err := db.Query(ctx, b.String(), b.args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return readJoined(rows, t, fetch, joined)
}

// withOrderColumns is fetch with the columns order sorts by that it lacks, which the page's
// subquery must give its outer statement to sort by.
func withOrderColumns(fetch []string, order []orderTerm) []string {
	out := fetch
	for _, o := range order {
		if !contains(out, o.column) {
			out = append(out[:len(out):len(out)], o.column)
		}
	}
	return out
}
