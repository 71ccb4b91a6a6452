package rest

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"strconv"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// An embed that brings at most one row per parent — a many-to-one embed (the row a foreign key
// points at), or a translation table's rows of one language (unique per item and language) — and
// embeds nothing itself is read in its parent's statement: each of its columns is a correlated
// subquery of the parent's select list, one index lookup per parent row, instead of a statement
// of its own. A read in a language then costs its rows' lookups, not a second statement.

// inlineEmbed is an embed of a shape read within its parent's statement.
type inlineEmbed struct {
	item int // index in the parent's items
	e    *embedded
}

// inlineEmbeds are the embeds of s read within its statement, in the order of its items.
func (s *shape) inlineEmbeds() []inlineEmbed {
	var out []inlineEmbed
	for i, e := range s.embeds {
		if e.oneRowPerParent() {
			out = append(out, inlineEmbed{item: i, e: e})
		}
	}
	sort.Slice(out, func(a, b int) bool { return out[a].item < out[b].item })
	return out
}

// oneRowPerParent reports whether e brings at most one row per parent and embeds nothing: a
// many-to-one embed, or the rows of a translation table for one language (its filters pin
// the language), with no limit or offset that could drop that row.
func (e *embedded) oneRowPerParent() bool {
	if len(e.shape.embeds) > 0 || len(e.shape.innerFn) > 0 {
		return false
	}
	p := e.params
	if p != nil && (p.limit == 0 || p.offset > 0) {
		return false
	}
	if !e.rel.toMany {
		return true
	}
	t := e.rel.target
	if t.TranslationOf == "" || e.rel.fk.Column != schema.ColumnTranslationOf || p == nil {
		return false
	}
	for _, c := range p.where {
		if c.column == schema.ColumnLanguage && c.op == "eq" && !c.negate && c.logic == "" && c.quantifier == "" && len(c.path) == 0 {
			return true
		}
	}
	return false
}

// inlineKey is where a parent record keeps an inline embed's row (nil: none): no column's name.
func inlineKey(item int) string { return "\x00embed" + strconv.Itoa(item) }

// writeInlineColumns writes, after a select list of parent's columns, one correlated subquery per
// column of each inline embed, the parent referred to by its table's name.
func (b *sqlBuilder) writeInlineColumns(parent *schema.Table, inline []inlineEmbed) error {
	for _, in := range inline {
		e := in.e
		t := e.rel.target
		parentCol, childCol := e.joinColumns(parent)
		for _, col := range e.shape.fetch {
			alias := b.nextAlias()
			b.write(", (SELECT " + alias + ".")
			b.ident(col)
			b.write(" FROM ")
			b.ident(t.Name)
			b.write(" AS " + alias + " WHERE " + alias + ".")
			b.ident(childCol)
			b.write(" = ")
			b.ident(parent.Name)
			b.write(".")
			b.ident(parentCol)
			b.publishedNow(t, alias, e.shape.published)
			// The embed's filters name its columns unqualified: inside the subquery they resolve to
			// the aliased embedded table, whose columns planShape checked.
			if e.params != nil {
				for _, c := range e.params.where {
					b.write(" AND ")
					if err := b.condition(t, c); err != nil {
						return err
					}
				}
			}
			b.write(" LIMIT 1) AS " + alias) // named apart from the parent's columns its ORDER BY names
		}
	}
	return nil
}

// readInlineRecords decodes rows of a statement selecting cols of t followed by the inline
// embeds' columns: each record keeps its embeds' rows under inlineKey (nil when there is none).
func readInlineRecords(rows *sql.Rows, t *schema.Table, cols []string, inline []inlineEmbed) ([]record, error) {
	n := len(cols)
	for _, in := range inline {
		n += len(in.e.shape.fetch)
	}
	var out []record
	raw := make([]any, n)
	dest := make([]any, n)
	for i := range raw {
		dest[i] = &raw[i]
	}
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return nil, fmt.Errorf("scan %s: %w", t.Name, err)
		}
		rec := make(record, len(cols)+len(inline))
		for i, c := range cols {
			v, err := decode(t.Column(c), raw[i])
			if err != nil {
				return nil, err
			}
			rec[c] = v
		}
		at := len(cols)
		for _, in := range inline {
			target := in.e.rel.target
			_, childCol := in.e.joinColumns(t)
			var child record
			if raw[at+indexOf(in.e.shape.fetch, childCol)] != nil {
				child = make(record, len(in.e.shape.fetch))
				for j, c := range in.e.shape.fetch {
					v, err := decode(target.Column(c), raw[at+j])
					if err != nil {
						return nil, err
					}
					child[c] = v
				}
			}
			rec[inlineKey(in.item)] = child
			at += len(in.e.shape.fetch)
		}
		out = append(out, rec)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// inlineObjects renders the rows of embed item that recs carry inline (nil, false when they carry
// none: recs were read without it), by parent record.
func (a *API) inlineObjects(ctx context.Context, q querier, s *shape, item int, recs []record) (map[int]*object, bool, error) {
	key := inlineKey(item)
	if len(recs) == 0 {
		return nil, false, nil
	}
	if _, ok := recs[0][key]; !ok {
		return nil, false, nil
	}
	var children []record
	var parents []int
	for r, rec := range recs {
		if child, _ := rec[key].(record); child != nil {
			children = append(children, child)
			parents = append(parents, r)
		}
	}
	// The embed embeds nothing: rendering its rows reads nothing more.
	objs, err := a.render(ctx, q, s.embeds[item].shape, children)
	if err != nil {
		return nil, false, err
	}
	out := make(map[int]*object, len(objs))
	for i, o := range objs {
		out[parents[i]] = o
	}
	return out, true, nil
}

// inlineValue is an inline embed's value in its parent's object: its row (null when none), in an
// array for a one-to-many embed.
func inlineValue(e *embedded, o *object) any {
	switch {
	case !e.rel.toMany && o == nil:
		return nil
	case !e.rel.toMany:
		return o
	case o == nil:
		return []*object{}
	}
	return []*object{o}
}
