package shell_test

import (
	"net/url"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/shell"
)

// TestPagingBounded: an admin list's page holds at most 100 rows whatever the address asks for (a
// size that is not one of the list's choices gets the default, 10), and a page number past
// 1 000 000 or not a number is the first page, so no address makes a list read more than a page.
func TestPagingBounded(t *testing.T) {
	for _, tc := range []struct {
		query          string
		page, rows, at int
	}{
		{"", 1, 10, 0},
		{"rowsPerPage=100&page=3", 3, 100, 200},
		{"rowsPerPage=101", 1, 10, 0},
		{"rowsPerPage=100000", 1, 10, 0},
		{"rowsPerPage=-1", 1, 10, 0},
		{"page=1000000&rowsPerPage=25", 1000000, 25, 24999975},
		{"page=1000001", 1, 10, 0},
		{"page=0", 1, 10, 0},
		{"page=dos", 1, 10, 0},
	} {
		q, err := url.ParseQuery(tc.query)
		if err != nil {
			t.Fatal(err)
		}
		p := shell.ParsePaging(q)
		if p.Page != tc.page || p.RowsPerPage != tc.rows || p.Offset() != tc.at {
			t.Errorf("?%s: page %d of %d rows at %d, want page %d of %d at %d", tc.query, p.Page, p.RowsPerPage, p.Offset(), tc.page, tc.rows, tc.at)
		}
	}
}
