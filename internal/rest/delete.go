package rest

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/audit"
	"github.com/vitrina/vitrina/internal/database"
)

// delete answers DELETE: the filters select the rows. A DELETE without any filter is refused, and
// rows still referenced from other tables are not deleted (PostgreSQL's 23503 with the reason).
func (a *API) delete(w http.ResponseWriter, r *http.Request, req *request) error {
	ctx := r.Context()
	t, q := req.table, req.query
	if len(q.where) == 0 {
		return errNeedsWhere("DELETE")
	}
	s, err := a.resolveShape(t, q.selects, req.identity.Role, false)
	if err != nil {
		return err
	}
	where, args, err := a.whereClause(s, q)
	if err != nil {
		return err
	}
	var recs []record
	err = a.db.InTx(ctx, func(tx *database.Tx) error {
		if err := a.checkNotReferenced(ctx, tx, t, where, args); err != nil {
			return err
		}
		b := newSQL(tx.Dialect())
		b.write("DELETE FROM ")
		b.ident(t.Name)
		b.write(where)
		b.args = append(b.args, args...)
		b.write(" RETURNING ")
		all := allColumns(t)
		b.columnList(all)
		if recs, err = scanRecords(ctx, tx, t, all, b.String(), b.args); err != nil {
			return err
		}
		if req.singular && req.prefer.returning == "representation" && len(recs) != 1 {
			return errSingular(len(recs))
		}
		return recordAudit(ctx, tx, r, req, audit.Delete, recs, nil)
	})
	if err != nil {
		return err
	}
	if len(recs) > 0 {
		a.onWrite(t.Name)
	}
	return a.writeResult(w, r, req, s, recs, http.StatusNoContent)
}
