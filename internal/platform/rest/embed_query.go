package rest

import (
	"strconv"
)

// nextAlias names a correlated subquery's table uniquely within one statement.
func (b *sqlBuilder) nextAlias() string {
	b.aliases++
	return "vitrina_e" + strconv.Itoa(b.aliases)
}

// pagedEmbedBatch is how many parents one paged embed query serves: one UNION ALL arm each,
// well below SQLite's 500 compound terms.
const pagedEmbedBatch = 100

// embedQuery is the SQL loading one batch of an embed's rows: those whose matchCol is in keys,
// passing the embed's filters and its own !inner embeds, in the embed's order (primary key by
// default), with the columns it returns. A limit or offset applies per parent, as PostgREST's
// lateral join does: each parent gets its own LIMIT/OFFSET arm (which an index on the foreign key
// and the order serves without sorting every child), and the arms are joined with UNION ALL into
// one statement, ordered by arm and then the embed's order.
func (a *API) embedQuery(e *embedded, matchCol string, keys []any) (string, []string, []any, error) {
	t := e.rel.target
	p := e.params
	if p == nil {
		p = &embedParams{limit: -1}
	}
	order := withTieBreaker(t, p.order)
	if len(order) == 0 {
		order = []orderTerm{{column: t.PrimaryKey}}
	}
	cols := e.shape.fetch
	// arm writes the SELECT of the rows matching one key (or all keys when one arm serves all).
	arm := func(b *sqlBuilder, keys []any) error {
		b.write("SELECT ")
		b.columnList(cols)
		b.write(" FROM ")
		b.ident(t.Name)
		b.write(" WHERE ")
		b.in(matchCol, keys)
		b.embedPublishedNow(e, "") // anon sees only published rows of a lifecycle table
		for _, c := range p.where {
			b.write(" AND ")
			if err := b.condition(t, c); err != nil {
				return err
			}
		}
		for _, fn := range e.shape.innerFn {
			b.write(" AND ")
			if err := fn(b, quoteIdent(t.Name)); err != nil {
				return err
			}
		}
		if err := b.orderBy(t, order); err != nil {
			return err
		}
		b.limitOffset(p.limit, p.offset)
		return nil
	}

	b := newSQL(a.db.Dialect())
	paged := p.limit >= 0 || p.offset > 0
	if !paged || len(keys) == 1 {
		if err := arm(b, keys); err != nil {
			return "", nil, nil, err
		}
		return b.String(), cols, b.args, nil
	}
	// The outer ORDER BY needs the order columns in the arms' output.
	for _, o := range order {
		if !contains(cols, o.column) {
			cols = append(cols[:len(cols):len(cols)], o.column)
		}
	}
	b.write("SELECT ")
	b.columnList(cols)
	b.write(" FROM (")
	for i, k := range keys {
		if i > 0 {
			b.write(" UNION ALL ")
		}
		b.write("SELECT vitrina_p" + strconv.Itoa(i) + ".*, " + strconv.Itoa(i) + " AS vitrina_arm FROM (")
		if err := arm(b, []any{k}); err != nil {
			return "", nil, nil, err
		}
		b.write(") AS vitrina_p" + strconv.Itoa(i))
	}
	b.write(") AS vitrina_page ORDER BY vitrina_arm")
	for _, o := range order {
		// Within an arm the rows are already in order; repeating the terms keeps them so after
		// the union, on every planner.
		b.write(", ")
		b.ident(o.column)
		if o.desc {
			b.write(" DESC")
		}
		switch {
		case o.nulls == "first" || (o.nulls == "" && o.desc):
			b.write(" NULLS FIRST")
		default:
			b.write(" NULLS LAST")
		}
	}
	return b.String(), cols, b.args, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
