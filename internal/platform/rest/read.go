package rest

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// read answers GET and HEAD on a table.
func (a *API) read(w http.ResponseWriter, r *http.Request, req *request) error {
	ctx := r.Context()
	q := req.query
	if err := applyRangeHeader(r, q); err != nil {
		return err
	}
	s, err := a.planShape(req.table, q, req.identity.Role)
	if err != nil {
		return err
	}
	where, args, err := a.whereClause(s, q)
	if err != nil {
		return err
	}

	order := withTieBreaker(req.table, q.order)
	var recs []record
	if !s.published.IsZero() && q.offset >= deferredJoinOffset && req.table.TranslationOf == "" {
		recs, err = a.deepPublishedPage(ctx, req, s, order, where, args)
	} else {
		recs, err = a.page(ctx, a.db, req, s, order, where, args)
	}
	if err != nil {
		return err
	}
	total := int64(-1)
	if req.prefer.count != "" {
		if total, err = a.count(ctx, req, s, where, args); err != nil {
			return err
		}
		if q.offset > total && total >= 0 && q.offset > 0 && req.prefer.count == "exact" { // an estimate may fall short
			return errRange(q.offset, total)
		}
	}
	objs, err := a.render(ctx, a.db, s, recs)
	if err != nil {
		return err
	}

	status := http.StatusOK
	if total >= 0 && int64(len(objs)) < total {
		status = http.StatusPartialContent
	}
	w.Header().Set("Content-Range", contentRange(q.offset, len(objs), total))
	if applied := req.prefer.applied(false); applied != "" {
		w.Header().Set("Preference-Applied", applied)
	}
	echoProfile(w, r)
	return writeRows(w, r, req.singular, status, objs)
}

// page reads the rows of the request's page through db, filtered by where; with the embeds that
// can be read in its statement (joinEmbeds), joined to the page once it is found.
func (a *API) page(ctx context.Context, db querier, req *request, s *shape, order []orderTerm, where string, args []any) ([]record, error) {
	q := req.query
	joins := newSQL(a.db.Dialect())
	var joined []joinedEmbed
	if req.table.PrimaryKey != "" {
		var err error
		if joined, err = joins.joinEmbeds(s, q.limit); err != nil {
			return nil, err
		}
	}
	fetch := s.fetch
	if len(joined) > 0 {
		fetch = withOrderColumns(fetch, order)
	}
	b := newSQL(a.db.Dialect())
	b.write("SELECT ")
	b.columnList(fetch)
	b.write(" FROM ")
	b.ident(req.table.Name)
	if q.offset >= deferredJoinOffset && len(order) > 0 {
		// Deep pages: find the page's keys on the (covering) sort index first, then fetch only
		// those rows, instead of building and discarding every skipped row.
		pk := quoteIdent(req.table.PrimaryKey)
		b.write(" WHERE " + pk + " IN (SELECT " + pk + " FROM " + quoteIdent(req.table.Name) + where)
		b.args = append(b.args, args...)
		if err := b.orderBy(req.table, order); err != nil {
			return nil, err
		}
		b.limitOffset(q.limit, q.offset)
		b.write(")")
		if err := b.orderBy(req.table, order); err != nil {
			return nil, err
		}
	} else {
		b.write(where)
		b.args = append(b.args, args...)
		if err := b.orderBy(req.table, order); err != nil {
			return nil, err
		}
		b.limitOffset(q.limit, q.offset)
	}
	if len(joined) == 0 {
		return scanRecords(ctx, db, req.table, fetch, b.String(), b.args)
	}
	return joinToPage(ctx, db, req.table, b, fetch, order, joins, joined)
}

// deepPublishedPage reads a deep page of a lifecycle table for anon. Skipping thousands of rows
// that each pass the published rule costs a test per skipped row; when no row of the table is
// hidden now — the usual case, checked by three probes of the hidden rows' index ranges
// (schema.HiddenNow) — the rule can hold for no row it would drop, and the page is read without it.
// The check and the page share one snapshot, so a row a concurrent write hides is never let through.
func (a *API) deepPublishedPage(ctx context.Context, req *request, s *shape, order []orderTerm, where string, args []any) ([]record, error) {
	var recs []record
	err := a.db.InReadTx(ctx, func(tx *database.Tx) error {
		none, err := noneHidden(ctx, tx, req.table, s.published)
		if err != nil {
			return err
		}
		if none {
			if where, args, err = a.whereClauseWith(s, req.query, nil); err != nil {
				return err
			}
		}
		recs, err = a.page(ctx, tx, req, s, order, where, args)
		return err
	})
	return recs, err
}

// noneHidden reports whether no row of lifecycle table t is hidden from the public at now: three
// probes of the hidden rows' index ranges (schema.HiddenNow) in one statement.
func noneHidden(ctx context.Context, tx *database.Tx, t *schema.Table, now time.Time) (bool, error) {
	conds, condArgs := schema.HiddenNow(tx.Dialect(), now)
	probes := make([]string, len(conds))
	var args []any
	for i, cond := range conds {
		probes[i] = "EXISTS (SELECT 1 FROM " + quoteIdent(t.Name) + " WHERE " + cond + ")"
		args = append(args, condArgs[i]...)
	}
	var hidden int
	if err := tx.QueryRow(ctx, "SELECT CASE WHEN "+strings.Join(probes, " OR ")+" THEN 1 ELSE 0 END", args...).Scan(&hidden); err != nil {
		return false, fmt.Errorf("probe hidden rows of %s: %w", t.Name, err)
	}
	return hidden == 0, nil
}

// deferredJoinOffset is the offset from which a page is read through its keys first.
const deferredJoinOffset = 1000

// withTieBreaker appends the primary key to an explicit order, so that rows with equal sort keys
// keep one order across pages (and the sort index, which ends with the key, still serves it).
func withTieBreaker(t *schema.Table, order []orderTerm) []orderTerm {
	if len(order) == 0 {
		return nil
	}
	for _, o := range order {
		if o.column == t.PrimaryKey {
			return order
		}
	}
	last := order[len(order)-1]
	return append(order[:len(order):len(order)], orderTerm{column: t.PrimaryKey, desc: last.desc})
}

// whereClause renders the request's filters plus any !inner conditions and, for anon on a
// lifecycle table, the rule of what is published now.
func (a *API) whereClause(s *shape, q *query) (string, []any, error) {
	return a.whereClauseWith(s, q, func(b *sqlBuilder) {
		cond, args := s.table.PublishedNow(b.dialect, "", s.published)
		b.write("(" + cond + ")")
		b.args = append(b.args, args...)
	})
}

// whereClauseWith is whereClause with rule (nil: none) in place of the published rule, which it
// adds when the shape is restricted to the published rows.
func (a *API) whereClauseWith(s *shape, q *query, rule func(*sqlBuilder)) (string, []any, error) {
	b := newSQL(a.db.Dialect())
	if err := b.where(s.table, q.where); err != nil {
		return "", nil, err
	}
	first := len(q.where) == 0
	and := func() {
		if first {
			b.write(" WHERE ")
			first = false
		} else {
			b.write(" AND ")
		}
	}
	for _, fn := range s.innerFn {
		and()
		if err := fn(b, quoteIdent(s.table.Name)); err != nil {
			return "", nil, err
		}
	}
	if !s.published.IsZero() && rule != nil {
		and()
		rule(b)
	}
	return b.String(), b.args, nil
}

func (a *API) count(ctx context.Context, req *request, s *shape, where string, args []any) (int64, error) {
	if req.prefer.count == "planned" || req.prefer.count == "estimated" {
		planned, ok, err := a.plannedCount(ctx, req.table, where, args)
		if err != nil {
			return 0, err
		}
		// estimated: the exact count while it is small, the planner's estimate past that.
		if ok && (req.prefer.count == "planned" || planned > estimatedCountExactBelow) {
			return planned, nil
		}
	}
	return a.exactCount(ctx, req, s, where, args)
}

func (a *API) exactCount(ctx context.Context, req *request, s *shape, where string, args []any) (int64, error) {
	var n int64
	query := "SELECT count(*) FROM " + quoteIdent(req.table.Name) + where
	if !s.published.IsZero() && len(req.query.where) == 0 && len(s.innerFn) == 0 && req.table.TranslationOf == "" {
		return a.countPublished(ctx, req, s)
	}
	if err := a.db.QueryRow(ctx, query, args...).Scan(&n); err != nil {
		return 0, fmt.Errorf("count %s: %w", req.table.Name, err)
	}
	return n, nil
}

// applyRangeHeader reads `Range: first-last` (items) when the URL sets no limit or offset.
func applyRangeHeader(r *http.Request, q *query) error {
	h := r.Header.Get("Range")
	if h == "" || q.limit >= 0 || q.offset > 0 {
		return nil
	}
	if unit := r.Header.Get("Range-Unit"); unit != "" && unit != "items" {
		return nil
	}
	h = strings.TrimPrefix(h, "items=")
	first, last, ok := strings.Cut(h, "-")
	from, err := strconv.ParseInt(first, 10, 64)
	if !ok || err != nil || from < 0 {
		return errParse("Range header", h, "expected first-last or first-")
	}
	q.offset = from
	if last != "" {
		to, err := strconv.ParseInt(last, 10, 64)
		if err != nil || to < from {
			return errParse("Range header", h, "expected first-last with last >= first")
		}
		q.limit = to - from + 1
	}
	return nil
}

// contentRange is PostgREST's Content-Range: first-last/total, `*` for an unknown total and for an
// empty result's range.
func contentRange(offset int64, n int, total int64) string {
	t := "*"
	if total >= 0 {
		t = strconv.FormatInt(total, 10)
	}
	if n == 0 {
		return "*/" + t
	}
	return fmt.Sprintf("%d-%d/%s", offset, offset+int64(n)-1, t)
}

// writeRows writes a JSON array, or a single object when the client asked for one (406 unless
// exactly one row). HEAD gets the headers only.
func writeRows(w http.ResponseWriter, r *http.Request, singular bool, status int, objs []*object) error {
	var body []byte
	if mt, _ := mediaType(r.Header.Get("Accept")); mt == mediaCSV {
		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
		body = appendCSV(nil, objs)
	} else if singular {
		if len(objs) != 1 {
			return errSingular(len(objs))
		}
		w.Header().Set("Content-Type", "application/vnd.pgrst.object+json; charset=utf-8")
		body = appendObject(make([]byte, 0, 512), objs[0])
	} else {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		body = appendObjects(make([]byte, 0, 256*len(objs)+2), objs)
	}
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
	return nil
}

// countPublished counts what anon sees of a lifecycle table without other filters: every row
// minus the hidden ones, counts the indexes answer (see schema.HiddenNow) instead of a test of every
// row. With a filter (a category's items) the filter's own index is scanned once with the rule, which
// is cheaper than the three hidden counts over the same range.
func (a *API) countPublished(ctx context.Context, req *request, s *shape) (int64, error) {
	name := quoteIdent(req.table.Name)
	all, args, err := a.whereClauseWith(s, req.query, nil)
	if err != nil {
		return 0, err
	}
	var total, hidden int64
	if err := a.db.QueryRow(ctx, "SELECT count(*) FROM "+name+all, args...).Scan(&total); err != nil {
		return 0, fmt.Errorf("count %s: %w", req.table.Name, err)
	}
	conds, condArgs := schema.HiddenNow(a.db.Dialect(), s.published)
	var parts []string
	var hiddenArgs []any
	for i, cond := range conds {
		where, args, err := a.whereClauseWith(s, req.query, func(b *sqlBuilder) {
			b.write("(" + cond + ")")
			b.args = append(b.args, condArgs[i]...)
		})
		if err != nil {
			return 0, err
		}
		parts = append(parts, "(SELECT count(*) FROM "+name+where+")")
		hiddenArgs = append(hiddenArgs, args...)
	}
	if err := a.db.QueryRow(ctx, "SELECT "+strings.Join(parts, " + "), hiddenArgs...).Scan(&hidden); err != nil {
		return 0, fmt.Errorf("count hidden rows of %s: %w", req.table.Name, err)
	}
	return total - hidden, nil
}
