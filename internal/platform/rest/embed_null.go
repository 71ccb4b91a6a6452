package rest

// A top-level filter that names an embedded resource instead of a column — `rel=is.null`,
// `rel=not.is.null` (PostgREST's null filtering on embedded resources) — keeps the parents that
// have no related row passing the embed's own filters, or those that have one (as `!inner` does).
// "Items without an English translation" is then one query however many translations there are:
// `?select=*,tr:blog_entradas_traducciones(id)&tr.idioma=eq.en&tr=is.null`.

// bindEmbedNullFilters moves every such filter of q out of its column filters into s's conditions.
// A name that is both a column and an embed of the select is the embed, as in PostgREST.
func bindEmbedNullFilters(s *shape, q *query) {
	if len(s.embeds) == 0 || len(q.where) == 0 {
		return
	}
	kept := q.where[:0:0]
	for _, c := range q.where {
		e, present, ok := embedNullFilter(s, c)
		if !ok {
			kept = append(kept, c)
			continue
		}
		fn := innerCondition(s.table, e)
		if !present {
			fn = negated(fn)
		}
		s.innerFn = append(s.innerFn, fn)
	}
	q.where = kept
}

// embedNullFilter reports whether c filters an embed of s by null, which embed, and whether it
// asks for a related row to be present.
func embedNullFilter(s *shape, c condition) (e *embedded, present, ok bool) {
	if c.logic != "" || len(c.path) > 0 || c.op != "is" || (c.value != "null" && c.value != "not_null") {
		return nil, false, false
	}
	for i, it := range s.items {
		if it.embed != nil && it.key() == c.column {
			present = c.value == "not_null"
			if c.negate {
				present = !present
			}
			return s.embeds[i], present, true
		}
	}
	return nil, false, false
}

// negated is fn's condition negated.
func negated(fn innerFunc) innerFunc {
	return func(b *sqlBuilder, parentRef string) error {
		b.write("NOT (")
		if err := fn(b, parentRef); err != nil {
			return err
		}
		b.write(")")
		return nil
	}
}
