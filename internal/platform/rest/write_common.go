package rest

import (
	"context"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// filteredWrite resolves what a PATCH or DELETE returns and the rows it touches; verb names the
// statement in the error when no filter is given (one bad request must not rewrite a whole table).
func (a *API) filteredWrite(req *request, verb string) (*shape, string, []any, error) {
	if len(req.query.where) == req.implicitWhere {
		return nil, "", nil, errNeedsWhere(verb)
	}
	s, err := a.planShape(req.table, req.query, req.identity.Role)
	if err != nil {
		return nil, "", nil, err
	}
	where, args, err := a.whereClause(s, req.query)
	if err != nil {
		return nil, "", nil, err
	}
	return s, where, args, nil
}

// returning finishes a write statement with RETURNING every column and runs it.
func returning(ctx context.Context, tx *database.Tx, b *sqlBuilder, t *schema.Table) ([]record, error) {
	b.write(" RETURNING ")
	all := allColumns(t)
	b.columnList(all)
	return scanRecords(ctx, tx, t, all, b.String(), b.args)
}

// checkSingular refuses (rolling the write back) a write that asked for one object back but
// touched another number of rows.
func checkSingular(req *request, recs []record) error {
	if req.singular && req.prefer.returning == "representation" && len(recs) != 1 {
		return errSingular(len(recs))
	}
	return nil
}
