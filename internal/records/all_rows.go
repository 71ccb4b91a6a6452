package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// allRowsPage is how many rows one read of allRows brings (PostgREST's usual max-rows).
const allRowsPage = 1000

// allRows reads every row a query selects, a page at a time in id order (a platform may cap what
// one read answers). query makes the query afresh for each page.
func allRows[T any](ctx context.Context, query func() *platformclient.Query, id func(T) int64) ([]T, error) {
	var all []T
	var last int64
	for {
		var rows []T
		if _, err := query().Filter("id", "gt", last).Order("id", false).Limit(allRowsPage).Get(ctx, &rows); err != nil {
			return nil, err
		}
		all = append(all, rows...)
		if len(rows) < allRowsPage {
			return all, nil
		}
		last = id(rows[len(rows)-1])
	}
}
