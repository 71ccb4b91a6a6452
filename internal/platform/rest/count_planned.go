package rest

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// estimatedCountExactBelow is where Prefer: count=estimated stops counting exactly and takes the
// planner's estimate (PostgREST uses its db-max-rows; Vitrina has no such limit, so a fixed size at
// which an exact count starts to cost).
const estimatedCountExactBelow = 10_000

// plannedCount is the planner's estimate of the rows `SELECT … FROM t where` returns (Prefer:
// count=planned), from PostgreSQL's statistics (EXPLAIN). SQLite keeps no row estimates: ok is
// false there and the count is exact.
func (a *API) plannedCount(ctx context.Context, t *schema.Table, where string, args []any) (n int64, ok bool, err error) {
	if a.db.Dialect() != database.Postgres {
		return 0, false, nil
	}
	var plan string
	if err := a.db.QueryRow(ctx, "EXPLAIN (FORMAT JSON) SELECT 1 FROM "+quoteIdent(t.Name)+where, args...).Scan(&plan); err != nil {
		return 0, false, fmt.Errorf("plan count of %s: %w", t.Name, err)
	}
	var out []struct {
		Plan struct {
			Rows float64 `json:"Plan Rows"`
		} `json:"Plan"`
	}
	if err := json.Unmarshal([]byte(plan), &out); err != nil || len(out) == 0 {
		return 0, false, fmt.Errorf("read the plan of %s: %v", t.Name, err)
	}
	return int64(out[0].Plan.Rows), true, nil
}
