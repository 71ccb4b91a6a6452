package site

import (
	"net/url"
	"strconv"
)

// pager is the navigation between the pages of a list.
type pager struct {
	Page, Pages int
	Current     string // canonical address of this page
	Prev, Next  string
}

// pageParam reads ?page= (default 1); anything but a positive whole number is not a page.
func pageParam(q url.Values) (int, bool) {
	raw := q.Get("page")
	if raw == "" {
		return 1, true
	}
	n, err := strconv.Atoi(raw)
	if err != nil || n < 1 || n > 1_000_000 {
		return 0, false
	}
	return n, true
}

// newPager returns the pager of page n of total rows; ok is false for a page past the last (page 1
// of an empty list exists).
func newPager(path string, base url.Values, n int, total int64, perPage int) (pager, bool) {
	pages := int((total + int64(perPage) - 1) / int64(perPage))
	if n > max(pages, 1) {
		return pager{}, false
	}
	link := func(p int) string {
		q := url.Values{}
		for k, v := range base {
			q[k] = v
		}
		if p > 1 {
			q.Set("page", strconv.Itoa(p))
		}
		if len(q) == 0 {
			return path
		}
		return path + "?" + q.Encode()
	}
	pg := pager{Page: n, Pages: max(pages, 1), Current: link(n)}
	if n > 1 {
		pg.Prev = link(n - 1)
	}
	if n < pages {
		pg.Next = link(n + 1)
	}
	return pg, true
}
