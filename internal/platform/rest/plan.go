package rest

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"time"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// relation is how an embedded resource relates to its parent.
type relation struct {
	toMany bool // one-to-many (child rows point at the parent); else many-to-one
	fk     schema.ForeignKey
	target *schema.Table
}

// shape is a resolved select list: what to fetch and how to build each output object.
type shape struct {
	table   *schema.Table
	items   []selectItem
	fetch   []string          // columns the main query must return
	embeds  map[int]*embedded // by index in items
	innerFn []innerFunc       // conditions added by !inner embeds
	// published restricts the rows to those published at this moment (anon on a lifecycle table);
	// zero: every row.
	published time.Time
}

// innerFunc writes a condition keeping only rows of the table referred to as parentRef that have
// a matching related row.
type innerFunc func(b *sqlBuilder, parentRef string) error

// embedded is a resolved embed with its own shape and the parameters addressed to it.
type embedded struct {
	rel    relation
	shape  *shape
	params *embedParams // nil when the request has none for this embed
	// itemsPublished: the embed is a translation table under the items it translates, which are
	// narrowed to those published now for the same reader: its rows need only their own rule, not
	// its test of their item (a lookup per row).
	itemsPublished bool
}

// resolveShape checks every selected column and relationship against the catalog and the role,
// embeds included at every depth.
func (a *API) resolveShape(t *schema.Table, items []selectItem, role string) (*shape, error) {
	if items == nil {
		items = []selectItem{{column: "*"}}
	}
	s := &shape{table: t, items: items, embeds: map[int]*embedded{}}
	if t.PublishedOnly(role) {
		s.published = a.now()
	}
	need := map[string]bool{}
	add := func(c string) {
		if !need[c] {
			need[c] = true
			s.fetch = append(s.fetch, c)
		}
	}
	for i, it := range items {
		switch {
		case it.embed != nil:
			rel, err := a.resolveRelation(t, it.embed)
			if err != nil {
				return nil, err
			}
			if !rel.target.CanRead(role) {
				return nil, errPermission(role, "permission denied for table "+rel.target.Name)
			}
			sub, err := a.resolveShape(rel.target, it.embed.items, role)
			if err != nil {
				return nil, err
			}
			if rel.toMany {
				add(t.PrimaryKey)
				sub.addFetch(rel.fk.Column)
			} else {
				add(rel.fk.Column)
				sub.addFetch(rel.target.PrimaryKey)
			}
			e := &embedded{rel: rel, shape: sub,
				itemsPublished: rel.toMany && rel.target.TranslationOf == t.Name && !s.published.IsZero()}
			s.embeds[i] = e
			if it.embed.inner {
				s.innerFn = append(s.innerFn, innerCondition(t, e))
			}
		case it.column == "*":
			for _, c := range t.Columns {
				add(c.Name)
			}
		default:
			if _, err := resolveField(t, fieldRef{it.column, it.path}); err != nil {
				return nil, err
			}
			if _, ok := selectCasts[it.cast]; it.cast != "" && !ok {
				return nil, newError(http.StatusBadRequest, "42704", `type "`+it.cast+`" does not exist`)
			}
			add(it.column)
		}
	}
	return s, nil
}

func (s *shape) addFetch(c string) {
	for _, f := range s.fetch {
		if f == c {
			return
		}
	}
	s.fetch = append(s.fetch, c)
}

// joinColumns are the parent's column and the embedded table's column that must be equal.
func (e *embedded) joinColumns(parent *schema.Table) (parentCol, childCol string) {
	if e.rel.toMany {
		return parent.PrimaryKey, e.rel.fk.Column
	}
	return e.rel.fk.Column, e.rel.target.PrimaryKey
}

// innerCondition keeps only parents that have a related row passing the embed's filters and its
// own !inner embeds. The params are read when the SQL is written, after planShape bound them.
func innerCondition(parent *schema.Table, e *embedded) innerFunc {
	return func(b *sqlBuilder, parentRef string) error {
		if !e.rel.toMany && (e.params == nil || len(e.params.where) == 0) && len(e.shape.innerFn) == 0 && e.shape.published.IsZero() {
			b.write(parentRef + ".")
			b.ident(e.rel.fk.Column)
			b.write(" IS NOT NULL")
			return nil
		}
		parentCol, childCol := e.joinColumns(parent)
		alias := b.nextAlias()
		b.write("EXISTS (SELECT 1 FROM ")
		b.ident(e.rel.target.Name)
		b.write(" AS " + alias + " WHERE " + alias + ".")
		b.ident(childCol)
		b.write(" = " + parentRef + ".")
		b.ident(parentCol)
		b.embedPublishedNow(e, alias)
		// The embed's filters name its columns unqualified: inside the subquery they resolve to
		// the aliased embedded table, whose columns planShape checked.
		if e.params != nil {
			for _, c := range e.params.where {
				b.write(" AND ")
				if err := b.condition(e.rel.target, c); err != nil {
					return err
				}
			}
		}
		for _, fn := range e.shape.innerFn {
			b.write(" AND ")
			if err := fn(b, alias); err != nil {
				return err
			}
		}
		b.write(")")
		return nil
	}
}

// embedPublishedNow adds " AND <the rule of what e's reader sees of its rows>" when there is one,
// its rows' table referred to as qualifier.
func (b *sqlBuilder) embedPublishedNow(e *embedded, qualifier string) {
	if !e.itemsPublished || e.shape.published.IsZero() {
		b.publishedNow(e.rel.target, qualifier, e.shape.published)
		return
	}
	cond, args := schema.PublishedNow(b.dialect, qualifier, e.shape.published)
	b.write(" AND (" + cond + ")")
	b.args = append(b.args, args...)
}

// publishedNow adds " AND <t's lifecycle rule>" when published is set.
func (b *sqlBuilder) publishedNow(t *schema.Table, qualifier string, published time.Time) {
	if published.IsZero() {
		return
	}
	cond, args := t.PublishedNow(b.dialect, qualifier, published)
	b.write(" AND (" + cond + ")")
	b.args = append(b.args, args...)
}

// resolveRelation finds the one foreign key an embed name refers to: a foreign-key column or
// constraint of the parent, a table the parent points at, or a table that points at the parent.
func (a *API) resolveRelation(parent *schema.Table, e *embedSpec) (relation, error) {
	var found []relation
	matchesHint := func(fk schema.ForeignKey) bool {
		return e.hint == "" || e.hint == fk.Column || e.hint == fk.Name
	}
	for _, fk := range parent.ForeignKeys {
		if (fk.Column == e.name || fk.Name == e.name || fk.Target == e.name) && matchesHint(fk) {
			found = append(found, relation{fk: fk, target: a.catalog.Table(fk.Target)})
		}
	}
	for _, fk := range a.catalog.ReferencesTo(parent.Name) {
		if fk.Table == e.name && matchesHint(fk) {
			found = append(found, relation{toMany: true, fk: fk, target: a.catalog.Table(fk.Table)})
		}
	}
	switch len(found) {
	case 0:
		return relation{}, errNoRelationship(parent.Name, e.name)
	case 1:
		return found[0], nil
	}
	return relation{}, errAmbiguousRelationship(parent.Name, e.name)
}

// record is one fetched row: decoded values by column name.
type record map[string]any

// querier is what reads run on: the read pool or a write transaction.
type querier interface {
	Query(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// scanRecords runs a query returning cols of t and decodes every row.
func scanRecords(ctx context.Context, q querier, t *schema.Table, cols []string, query string, args []any) ([]record, error) {
	rows, err := q.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return readRecords(rows, t, cols)
}

func readRecords(rows *sql.Rows, t *schema.Table, cols []string) ([]record, error) {
	var out []record
	raw := make([]any, len(cols))
	dest := make([]any, len(cols))
	for i := range raw {
		dest[i] = &raw[i]
	}
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return nil, fmt.Errorf("scan %s: %w", t.Name, err)
		}
		rec := make(record, len(cols))
		for i, c := range cols {
			v, err := decode(t.Column(c), raw[i])
			if err != nil {
				return nil, err
			}
			rec[c] = v
		}
		out = append(out, rec)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// embedBatch is how many keys one embed query looks up; it stays far below both dialects' limits
// on bound parameters.
const embedBatch = 500

// render builds the output objects of recs, loading embedded resources with one query per embed
// and batch of keys (never one per row).
func (a *API) render(ctx context.Context, q querier, s *shape, recs []record) ([]*object, error) {
	loaded := make(map[int]map[any]any, len(s.embeds))
	for i, e := range s.embeds {
		var m map[any]any
		var err error
		if children, ok := joinedRows(recs, i, e, s.table); ok {
			m, err = a.embedRows(ctx, q, s.table, e, children)
		} else {
			m, err = a.loadEmbed(ctx, q, s.table, e, recs)
		}
		if err != nil {
			return nil, err
		}
		loaded[i] = m
	}
	// Every row has the shape's keys: each object is sized for them once rather than grown.
	width := len(s.items)
	for _, it := range s.items {
		if it.embed == nil && it.column == "*" {
			width += len(s.table.Columns)
		}
	}
	out := make([]*object, len(recs))
	for r, rec := range recs {
		o := &object{keys: make([]string, 0, width), vals: make([]any, 0, width)}
		for i, it := range s.items {
			switch {
			case it.embed != nil:
				e := s.embeds[i]
				var key any
				if e.rel.toMany {
					key = rec[s.table.PrimaryKey]
				} else {
					key = rec[e.rel.fk.Column]
				}
				v, ok := loaded[i][key]
				if !ok && e.rel.toMany {
					v = []*object{}
				} else if !ok {
					v = nil
				}
				o.set(it.key(), v)
			case it.column == "*":
				for i := range s.table.Columns {
					c := &s.table.Columns[i]
					o.set(c.Name, responseValue(c, rec[c.Name]))
				}
			default:
				v := rec[it.column]
				if len(it.path) > 0 {
					v = walkPath(v, it.path)
				} else {
					v = responseValue(s.table.Column(it.column), v)
				}
				if it.cast != "" {
					var err error
					if v, err = castValue(v, it.cast); err != nil {
						return nil, err
					}
				}
				o.set(it.key(), v)
			}
		}
		out[r] = o
	}
	return out, nil
}

// loadEmbed fetches the related rows of recs, keyed by the parent's join value: one query per
// batch of keys, narrowed and ordered by the embed's parameters.
func (a *API) loadEmbed(ctx context.Context, q querier, parent *schema.Table, e *embedded, recs []record) (map[any]any, error) {
	keyCol, matchCol := e.joinColumns(parent)
	seen := map[any]bool{}
	var keys []any
	for _, r := range recs {
		if k := r[keyCol]; k != nil && !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	out := map[any]any{}
	size := embedBatch
	if e.params != nil && (e.params.limit >= 0 || e.params.offset > 0) {
		size = pagedEmbedBatch
	}
	for start := 0; start < len(keys); start += size {
		batch := keys[start:min(start+size, len(keys))]
		query, cols, args, err := a.embedQuery(e, matchCol, batch)
		if err != nil {
			return nil, err
		}
		children, err := scanRecords(ctx, q, e.rel.target, cols, query, args)
		if err != nil {
			return nil, err
		}
		if err := a.keepEmbedRows(ctx, q, parent, e, children, out); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// embedRows are an embed's rows read in its parent's statement, keyed as loadEmbed keys them.
func (a *API) embedRows(ctx context.Context, q querier, parent *schema.Table, e *embedded, children []record) (map[any]any, error) {
	out := map[any]any{}
	return out, a.keepEmbedRows(ctx, q, parent, e, children, out)
}

// keepEmbedRows renders an embed's rows (reading what they embed in turn) into out, by the
// parent's join value.
func (a *API) keepEmbedRows(ctx context.Context, q querier, parent *schema.Table, e *embedded, children []record, out map[any]any) error {
	_, matchCol := e.joinColumns(parent)
	objs, err := a.render(ctx, q, e.shape, children)
	if err != nil {
		return err
	}
	for i, c := range children {
		k := c[matchCol]
		if e.rel.toMany {
			list, _ := out[k].([]*object)
			out[k] = append(list, objs[i])
		} else {
			out[k] = objs[i]
		}
	}
	return nil
}
