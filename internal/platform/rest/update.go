package rest

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/audit"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// update answers PATCH: the filters select the rows, the body's columns are set. A PATCH without
// any filter is refused, so one bad request cannot rewrite a whole table.
func (a *API) update(w http.ResponseWriter, r *http.Request, req *request) error {
	ctx := r.Context()
	t, q := req.table, req.query
	s, where, args, err := a.filteredWrite(req, "UPDATE")
	if err != nil {
		return err
	}
	p, err := readPayload(w, r)
	if err != nil {
		return err
	}
	if p.array && len(p.rows) != 1 {
		return errInvalidBody("PATCH takes a single JSON object")
	}
	cols, err := columnsOf(t, p, q.columns)
	if err != nil {
		return err
	}
	var set schema.Row
	if len(p.rows) == 1 {
		if set, err = toRow(t, p.rows[0], cols, false); err != nil {
			return err
		}
	}
	if err := checkNotNull(t, set, false); err != nil {
		return err
	}
	if err := checkBounds(t, set); err != nil {
		return err
	}
	if err := checkRowTables(req, req.identity.Role, set); err != nil {
		return err
	}

	bumpVersion := t.Lifecycle
	if bumpVersion {
		delete(set, schema.ColumnVersion)     // only the platform moves it, one step per update
		delete(set, schema.ColumnVisibleFrom) // computed from the other columns below
	}
	if keepsTextsVersion(t) {
		delete(set, schema.ColumnTextsVersion) // raised below when a translatable text changes
	}
	var recs []record
	err = a.db.InTx(ctx, func(tx *database.Tx) error {
		if len(set) == 0 {
			return nil
		}
		if hook := t.Hooks.BeforeUpdate; hook != nil {
			cond := ""
			if where != "" {
				cond = where[len(" WHERE "):]
			}
			if err := hook(ctx, tx, set, cond, args); err != nil {
				return err
			}
		}
		before, err := selectForAudit(ctx, tx, t, where, args)
		if err != nil {
			return err
		}
		b := newSQL(tx.Dialect())
		b.write("UPDATE ")
		b.ident(t.Name)
		b.write(" SET ")
		for i, c := range inTableOrder(t, keysOf(set)) {
			if i > 0 {
				b.write(", ")
			}
			b.ident(c)
			b.write(" = ")
			b.arg(set[c])
		}
		b.textsVersion(t, set)
		if bumpVersion {
			v := quoteIdent(schema.ColumnVersion)
			b.write(", " + v + " = " + v + " + 1")
			visible := b.visibleFromSQL(t, func(c string) string {
				if val, ok := set[c]; ok {
					return b.placeholder(val, lifecycleType(c))
				}
				return ""
			})
			b.write(", " + quoteIdent(schema.ColumnVisibleFrom) + " = " + visible)
		}
		b.write(where)
		b.args = append(b.args, args...)
		if recs, err = returning(ctx, tx, b, t); err != nil {
			return uniqueDetail(err, set)
		}
		if err := checkSingular(req, recs); err != nil {
			return err
		}
		return recordAudit(ctx, tx, r, req, audit.Update, before, recs)
	})
	if err != nil {
		return a.explainReferences(ctx, t, []schema.Row{set}, err)
	}
	if len(recs) > 0 {
		a.onWrite(t.Name)
	}
	return a.writeResult(w, r, req, s, recs, http.StatusNoContent)
}

func keysOf(row schema.Row) []string {
	out := make([]string, 0, len(row))
	for k := range row {
		out = append(out, k)
	}
	return out
}
