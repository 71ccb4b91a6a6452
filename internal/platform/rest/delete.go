package rest

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/audit"
)

// delete answers DELETE: the filters select the rows. A DELETE without any filter is refused, and
// rows still referenced from other tables are not deleted (PostgreSQL's 23503 with the reason).
func (a *API) delete(w http.ResponseWriter, r *http.Request, req *request) error {
	ctx := r.Context()
	t := req.table
	s, where, args, err := a.filteredWrite(req, "DELETE")
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
		if recs, err = returning(ctx, tx, b, t); err != nil {
			return err
		}
		if err := checkSingular(req, recs); err != nil {
			return err
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
