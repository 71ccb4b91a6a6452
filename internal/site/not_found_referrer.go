package site

import (
	"net/http"
	"net/url"
	"strings"
)

// referrerOf is the request's referrer without its query, fragment or user info: a link's query
// can be a secret (a signed download's token, a preview's key), and the 404 log is read by editors.
func referrerOf(r *http.Request) string {
	ref := r.Referer()
	u, err := url.Parse(ref)
	if err != nil || u.Scheme == "" || u.Host == "" {
		if i := strings.IndexAny(ref, "?#"); i >= 0 {
			return ref[:i]
		}
		return ref
	}
	u.RawQuery, u.ForceQuery, u.Fragment, u.RawFragment, u.User = "", false, "", "", nil
	return u.String()
}
