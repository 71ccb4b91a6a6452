package rest

import (
	"context"
	"fmt"
	"net/http"
	"slices"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/audit"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// insert answers POST: one row or an array, optionally an upsert, in one transaction.
func (a *API) insert(w http.ResponseWriter, r *http.Request, req *request) error {
	ctx := r.Context()
	t, q := req.table, req.query
	p, err := readPayload(w, r)
	if err != nil {
		return err
	}
	cols, err := columnsOf(t, p, q.columns)
	if err != nil {
		return err
	}
	fillNull := q.columns != nil && req.prefer.missing != "default"
	rows := make([]schema.Row, len(p.rows))
	for i, obj := range p.rows {
		if rows[i], err = toRow(t, obj, cols, fillNull); err != nil {
			return err
		}
		for _, c := range t.Columns {
			if _, ok := rows[i][c.Name]; !ok && c.NewDefault != nil {
				rows[i][c.Name] = c.NewDefault()
			}
		}
		setVisibleFrom(t, rows[i])
		if err := checkRowTables(req, req.identity.Role, rows[i]); err != nil {
			return err
		}
		if err := checkNotNull(t, rows[i], true); err != nil {
			return err
		}
		if err := checkBounds(t, rows[i]); err != nil {
			return err
		}
	}
	conflict, err := conflictColumns(t, q.onConflict, req.prefer.resolution)
	if err != nil {
		return err
	}
	s, err := a.planShape(t, q, req.identity.Role)
	if err != nil {
		return err
	}

	var recs []record
	allExisted := len(rows) > 0
	err = a.db.InTx(ctx, func(tx *database.Tx) error {
		if check := t.Hooks.InsertCheck; check != nil && !t.CanWrite(req.identity.Role) {
			now := a.now()
			for _, row := range rows {
				ok, err := check(ctx, tx, row, now)
				if err != nil {
					return err
				}
				if !ok {
					return errPermission(req.identity.Role, `new row violates row-level security policy for table "`+t.Name+`"`)
				}
			}
		}
		// Counted once the rows pass the checks: a refused attempt takes nothing from the allowance.
		if err := a.limitInsert(w, r, req, len(rows)); err != nil {
			return err
		}
		if hook := t.Hooks.BeforeInsert; hook != nil {
			for _, row := range rows {
				if err := hook(ctx, tx, row); err != nil {
					return err
				}
			}
		}
		for _, row := range rows {
			if conflict != nil {
				existed, err := rowExists(ctx, tx, t, conflict, row)
				if err != nil {
					return err
				}
				allExisted = allExisted && existed
			} else {
				allExisted = false
			}
			inserted, err := insertRow(ctx, tx, t, row, conflict, req.prefer.resolution)
			if err != nil {
				return uniqueDetail(err, row)
			}
			recs = append(recs, inserted...)
		}
		if err := checkSingular(req, recs); err != nil {
			return err
		}
		return recordAudit(ctx, tx, r, req, audit.Insert, nil, recs)
	})
	if err != nil {
		return a.explainReferences(ctx, t, rows, err)
	}
	a.onWrite(t.Name)

	status := http.StatusCreated
	if conflict != nil && allExisted {
		status = http.StatusOK
	}
	return a.writeResult(w, r, req, s, recs, status)
}

// conflictColumns are the upsert's conflict target: on_conflict, else the primary key.
func conflictColumns(t *schema.Table, onConflict []string, resolution string) ([]string, error) {
	if resolution == "" {
		return nil, nil
	}
	if len(onConflict) == 0 {
		return []string{t.PrimaryKey}, nil
	}
	for _, c := range onConflict {
		if t.Column(c) == nil {
			return nil, errNoColumn(t.Name, c)
		}
	}
	return onConflict, nil
}

func rowExists(ctx context.Context, tx *database.Tx, t *schema.Table, cols []string, row schema.Row) (bool, error) {
	b := newSQL(tx.Dialect())
	b.write("SELECT 1 FROM ")
	b.ident(t.Name)
	for i, c := range cols {
		v, ok := row[c]
		if !ok || v == nil {
			return false, nil
		}
		if i == 0 {
			b.write(" WHERE ")
		} else {
			b.write(" AND ")
		}
		b.ident(c)
		b.write(" = ")
		b.arg(v)
	}
	rows, err := tx.Query(ctx, b.String()+" LIMIT 1", b.args...)
	if err != nil {
		return false, fmt.Errorf("check existing %s row: %w", t.Name, err)
	}
	defer rows.Close()
	return rows.Next(), rows.Err()
}

// insertRow inserts one row (upserting on conflict when asked) and returns what was written.
func insertRow(ctx context.Context, tx *database.Tx, t *schema.Table, row schema.Row, conflict []string, resolution string) ([]record, error) {
	cols := make([]string, 0, len(row))
	for _, c := range t.Columns {
		if _, ok := row[c.Name]; ok {
			cols = append(cols, c.Name)
		}
	}
	b := newSQL(tx.Dialect())
	b.write("INSERT INTO ")
	b.ident(t.Name)
	if len(cols) == 0 {
		b.write(" DEFAULT VALUES")
	} else {
		b.write(" (")
		b.columnList(cols)
		b.write(") VALUES (")
		for i, c := range cols {
			if i > 0 {
				b.write(", ")
			}
			b.arg(row[c])
		}
		b.write(")")
	}
	if conflict != nil {
		b.write(" ON CONFLICT (")
		b.columnList(conflict)
		b.write(")")
		if resolution == "ignore-duplicates" {
			b.write(" DO NOTHING")
		} else {
			b.write(" DO UPDATE SET ")
			set := withoutColumns(cols, conflict)
			if keepsTextsVersion(t) {
				set = withoutColumns(set, []string{schema.ColumnTextsVersion}) // raised below when a text changes
			}
			if len(set) == 0 {
				set = conflict[:1] // a no-op assignment: PostgreSQL needs one
			}
			for i, c := range set {
				if i > 0 {
					b.write(", ")
				}
				b.ident(c)
				if c == schema.ColumnVisibleFrom && t.Lifecycle {
					// From the row as it will be: the insert's columns, the stored row's for the rest.
					b.write(" = " + b.visibleFromSQL(t, func(c string) string {
						if slices.Contains(cols, c) {
							return "excluded." + quoteIdent(c)
						}
						return ""
					}))
					continue
				}
				b.write(" = excluded.")
				b.ident(c)
			}
			b.upsertTextsVersion(t, cols)
		}
	}
	return returning(ctx, tx, b, t)
}

func withoutColumns(cols, drop []string) []string {
	out := make([]string, 0, len(cols))
	for _, c := range cols {
		keep := true
		for _, d := range drop {
			keep = keep && c != d
		}
		if keep {
			out = append(out, c)
		}
	}
	return out
}

func allColumns(t *schema.Table) []string {
	out := make([]string, len(t.Columns))
	for i, c := range t.Columns {
		out[i] = c.Name
	}
	return out
}

// writeResult answers a write according to Prefer: return=representation (the rows, shaped by
// select), headers-only (Location) or minimal (no body).
func (a *API) writeResult(w http.ResponseWriter, r *http.Request, req *request, s *shape, recs []record, status int) error {
	h := w.Header()
	if applied := req.prefer.applied(true); applied != "" {
		h.Set("Preference-Applied", applied)
	}
	echoProfile(w, r)
	inserting := r.Method == http.MethodPost
	switch req.prefer.returning {
	case "representation":
		objs, err := a.render(r.Context(), a.db, s, recs)
		if err != nil {
			return err
		}
		if inserting {
			h.Set("Content-Range", contentRange(0, 0, -1))
		} else {
			h.Set("Content-Range", contentRange(0, len(recs), -1))
		}
		if !inserting && status == http.StatusNoContent {
			status = http.StatusOK
		}
		return writeRows(w, r, req.singular, status, objs)
	case "headers-only":
		if inserting && len(recs) == 1 {
			pk := req.table.PrimaryKey
			h.Set("Location", fmt.Sprintf("/%s?%s=eq.%v", req.table.Name, pk, recs[0][pk]))
		}
	}
	if inserting {
		h.Set("Content-Range", "*/*")
	} else {
		h.Set("Content-Range", contentRange(0, len(recs), -1))
		status = http.StatusNoContent
	}
	w.WriteHeader(status)
	return nil
}
