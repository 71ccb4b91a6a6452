package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// allRowsPage is how many rows one read of rowsUpTo brings (PostgREST's usual max-rows).
const allRowsPage = 1000

// rowsUpTo reads the rows a query selects, a page at a time in id order (a platform may cap what
// one read answers), up to limit rows (0: every row), the last page asking for no more than it
// needs, so that what one call holds is bounded. query makes the query afresh for each page.
func rowsUpTo[T any](ctx context.Context, query func() *platformclient.Query, id func(T) int64, limit int) ([]T, error) {
	var all []T
	var last int64
	for {
		size := allRowsPage
		if limit > 0 {
			size = min(size, limit-len(all))
			if size <= 0 {
				return all, nil
			}
		}
		var rows []T
		if _, err := query().Filter("id", "gt", last).Order("id", false).Limit(size).Get(ctx, &rows); err != nil {
			return nil, err
		}
		all = append(all, rows...)
		if len(rows) < size {
			return all, nil
		}
		last = id(rows[len(rows)-1])
	}
}
