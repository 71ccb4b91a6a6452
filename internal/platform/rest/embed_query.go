package rest

import (
	"strconv"
)

// nextAlias names a correlated subquery's table uniquely within one statement.
func (b *sqlBuilder) nextAlias() string {
	b.aliases++
	return "vitrina_e" + strconv.Itoa(b.aliases)
}

// embedQuery is the SQL loading one batch of an embed's rows: those whose matchCol is in keys,
// passing the embed's filters and its own !inner embeds, in the embed's order (primary key by
// default). A limit or offset applies per parent, as PostgREST's lateral join does, through a
// row number over each parent's rows, so one query still serves the whole batch.
func (a *API) embedQuery(e *embedded, matchCol string, keys []any) (string, []any, error) {
	t := e.rel.target
	p := e.params
	if p == nil {
		p = &embedParams{limit: -1}
	}
	order := withTieBreaker(t, p.order)
	if len(order) == 0 {
		order = []orderTerm{{column: t.PrimaryKey}}
	}
	paged := p.limit >= 0 || p.offset > 0

	b := newSQL(a.db.Dialect())
	b.write("SELECT ")
	b.columnList(e.shape.fetch)
	if paged {
		b.write(", ROW_NUMBER() OVER (PARTITION BY ")
		b.ident(matchCol)
		if err := b.orderBy(t, order); err != nil {
			return "", nil, err
		}
		b.write(") AS vitrina_rn")
	}
	b.write(" FROM ")
	b.ident(t.Name)
	b.write(" WHERE ")
	b.in(matchCol, keys)
	for _, c := range p.where {
		b.write(" AND ")
		if err := b.condition(t, c); err != nil {
			return "", nil, err
		}
	}
	for _, fn := range e.shape.innerFn {
		b.write(" AND ")
		if err := fn(b, quoteIdent(t.Name)); err != nil {
			return "", nil, err
		}
	}
	if !paged {
		if err := b.orderBy(t, order); err != nil {
			return "", nil, err
		}
		return b.String(), b.args, nil
	}

	// Wrap: keep each parent's rows offset+1 … offset+limit, in their row-number order.
	outer := newSQL(a.db.Dialect())
	outer.write("SELECT ")
	outer.columnList(e.shape.fetch)
	outer.write(" FROM (" + b.String() + ") AS vitrina_page WHERE vitrina_rn > ")
	outer.args = append(outer.args, b.args...)
	outer.arg(p.offset)
	if p.limit >= 0 {
		outer.write(" AND vitrina_rn <= ")
		outer.arg(p.offset + p.limit)
	}
	outer.write(" ORDER BY vitrina_rn")
	return outer.String(), outer.args, nil
}
