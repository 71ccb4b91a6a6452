package shell

import (
	"net/url"
	"strconv"
)

// rowsPerPageChoices are the list sizes users may pick (contract §4); the first is the default.
var rowsPerPageChoices = []int{10, 25, 50, 100}

// Paging is a list page as interface.md's Limits define it: offset = (page - 1) × rowsPerPage.
type Paging struct {
	Page        int
	RowsPerPage int
	Total       int // rows matching, once known
	query       url.Values
}

// ParsePaging reads `page` (default 1) and `rowsPerPage` (default 10; one of 10, 25, 50, 100);
// anything else falls back to the default.
func ParsePaging(q url.Values) Paging { return ParsePagingOf(q, rowsPerPageChoices[0]) }

// ParsePagingOf is ParsePaging with another default size, for a list whose rows are small (a grid
// of thumbnails); def should be one of the sizes users may pick.
func ParsePagingOf(q url.Values, def int) Paging {
	p := Paging{Page: 1, RowsPerPage: def, query: q}
	if n, err := strconv.Atoi(q.Get("page")); err == nil && n >= 1 && n <= 1_000_000 {
		p.Page = n
	}
	if n, err := strconv.Atoi(q.Get("rowsPerPage")); err == nil {
		for _, c := range rowsPerPageChoices {
			if n == c {
				p.RowsPerPage = n
			}
		}
	}
	return p
}

// Offset is the first row of the page.
func (p Paging) Offset() int { return (p.Page - 1) * p.RowsPerPage }

// Pages is the number of pages (at least 1).
func (p Paging) Pages() int {
	if p.Total <= 0 {
		return 1
	}
	return (p.Total + p.RowsPerPage - 1) / p.RowsPerPage
}

// HasPrev and HasNext say whether the neighbouring pages exist.
func (p Paging) HasPrev() bool { return p.Page > 1 }
func (p Paging) HasNext() bool { return p.Page < p.Pages() }

// URL is the list's address for another page, keeping the other parameters (filters, size).
func (p Paging) URL(page int) string {
	q := url.Values{}
	for k, v := range p.query {
		q[k] = v
	}
	q.Set("page", strconv.Itoa(page))
	q.Set("rowsPerPage", strconv.Itoa(p.RowsPerPage))
	return "?" + q.Encode()
}

// Choices are the sizes a user may pick.
func (p Paging) Choices() []int { return rowsPerPageChoices }
