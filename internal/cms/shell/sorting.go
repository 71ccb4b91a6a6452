package shell

import (
	"net/url"

	"github.com/vitrina/vitrina/internal/cms"
)

// SortColumn is a column header a list may be sorted by: Key in the URL (?orden=key&dir=asc), the
// Column the platform sorts on (a module's constant, never the request's text).
type SortColumn struct {
	Key, Column string
}

// Sorting is a list's order as the URL gives it, and the addresses of its sortable headers. It keeps
// every other parameter of the list's URL (filters, page size) and sends the user to page 1.
type Sorting struct {
	columns []SortColumn
	key     string // the column sorted by, "" for the list's default order
	desc    bool
	query   url.Values
}

// ParseSorting reads `orden` (one of columns' keys; anything else is the default order) and `dir`
// (`desc` descending, anything else ascending).
func ParseSorting(q url.Values, columns ...SortColumn) Sorting {
	s := Sorting{columns: columns, query: q}
	for _, c := range columns {
		if c.Key == q.Get("orden") {
			s.key, s.desc = c.Key, q.Get("dir") == "desc"
		}
	}
	return s
}

// Sort is the kernel's order for ReadPage (the zero Sort for the default order).
func (s Sorting) Sort() cms.Sort {
	for _, c := range s.columns {
		if c.Key == s.key {
			return cms.Sort{Column: c.Column, Desc: s.desc}
		}
	}
	return cms.Sort{}
}

// URL is the address that sorts by key: ascending, or descending when the list is already sorted
// ascending by it.
func (s Sorting) URL(key string) string {
	q := url.Values{}
	for k, v := range s.query {
		q[k] = v
	}
	q.Del("page")
	q.Set("orden", key)
	if s.key == key && !s.desc {
		q.Set("dir", "desc")
	} else {
		q.Set("dir", "asc")
	}
	return "?" + q.Encode()
}

// AriaSort is the header's aria-sort value: ascending, descending, or "" when the list is not
// sorted by key.
func (s Sorting) AriaSort(key string) string {
	switch {
	case s.key != key:
		return ""
	case s.desc:
		return "descending"
	}
	return "ascending"
}

// Arrow marks the sorted header for sighted users (aria-sort tells screen readers).
func (s Sorting) Arrow(key string) string {
	switch s.AriaSort(key) {
	case "ascending":
		return " ▲"
	case "descending":
		return " ▼"
	}
	return ""
}

// Hidden are the sort parameters as hidden fields, so a filter form keeps the order.
func (s Sorting) Hidden() map[string]string {
	if s.key == "" {
		return nil
	}
	dir := "asc"
	if s.desc {
		dir = "desc"
	}
	return map[string]string{"orden": s.key, "dir": dir}
}
