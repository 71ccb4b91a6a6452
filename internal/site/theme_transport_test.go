package site_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/theme"
)

// TestThemeTransport checks, over plain HTTP as the server serves them (its gzip included), every
// page type of every built-in theme: the answer is gzipped for a client that asks, says how long it
// may be kept (a page that may be kept carries an ETag that revalidates to 304), and the page with
// its stylesheets and fonts stays within the theme check's weight budget.
func TestThemeTransport(t *testing.T) {
	t.Parallel()
	g := newGateSite(t, testBase)
	for _, th := range g.themes {
		g.useTheme(th.Name)
		for _, p := range gatePages {
			where := th.Name + " " + p.name + " " + p.path
			want := http.StatusOK
			if p.name == "not found" {
				want = http.StatusNotFound
			}
			res := g.fetch(p.path, "Accept-Encoding", "gzip")
			if res.Code != want {
				t.Errorf("%s: status %d, want %d", where, res.Code, want)
				continue
			}
			h := res.Header()
			if h.Get("Content-Encoding") != "gzip" {
				t.Errorf("%s: not gzipped for a client that asks (Content-Encoding %q)", where, h.Get("Content-Encoding"))
			}
			cc := h.Get("Cache-Control")
			switch {
			case cc == "":
				t.Errorf("%s: no Cache-Control", where)
			case strings.Contains(cc, "max-age"):
				etag := h.Get("ETag")
				if etag == "" {
					t.Errorf("%s: %q without an ETag", where, cc)
				} else if again := g.fetch(p.path, "Accept-Encoding", "gzip", "If-None-Match", etag); again.Code != http.StatusNotModified {
					t.Errorf("%s: revalidation with %s answered %d", where, etag, again.Code)
				}
			case cc != "no-store":
				t.Errorf("%s: Cache-Control %q", where, cc)
			}
			if w := g.weight(g.fetch(p.path).Body.Bytes()); w.Total() > theme.PageBudget {
				t.Errorf("%s: %d KB with its stylesheets and fonts (HTML %d, CSS %d, fonts %d bytes); the budget is %d KB",
					where, w.Total()>>10, w.HTML, w.CSS, w.Fonts, theme.PageBudget>>10)
			}
		}
	}
}
