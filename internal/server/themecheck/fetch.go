package themecheck

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"

	"github.com/vitrina/vitrina/internal/site"
)

// get answers a path of the site, in process.
func get(ctx context.Context, s *site.Site, path string) (int, []byte) {
	req := httptest.NewRequestWithContext(ctx, http.MethodGet, base+path, nil)
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	body, _ := io.ReadAll(rec.Result().Body)
	return rec.Code, body
}

var (
	stylesheets = regexp.MustCompile(`<link rel="stylesheet" href="([^"]+)"`)
	fontURLs    = regexp.MustCompile(`url\(["']?([^"')]+\.woff2[^"')]*)["']?\)`)
)

// pageWeight is what a first visit downloads for a page: the HTML, its stylesheets and each font
// they load, uncompressed (what the browser parses; compression varies by server).
func pageWeight(ctx context.Context, s *site.Site, body []byte) int {
	total := len(body)
	seen := map[string]bool{}
	for _, m := range stylesheets.FindAllSubmatch(body, -1) {
		href := unescape(string(m[1]))
		if seen[href] {
			continue
		}
		seen[href] = true
		_, css := get(ctx, s, href)
		total += len(css)
		for _, f := range fontURLs.FindAllSubmatch(css, -1) {
			if u := resolve(href, string(f[1])); !seen[u] {
				seen[u] = true
				_, font := get(ctx, s, u)
				total += len(font)
			}
		}
	}
	return total
}

// resolve is ref as the browser reads it in the stylesheet at href (a theme's fonts are relative).
func resolve(href, ref string) string {
	b, err := url.Parse(href)
	if err != nil {
		return ref
	}
	r, err := url.Parse(ref)
	if err != nil {
		return ref
	}
	return b.ResolveReference(r).String()
}

var amp = regexp.MustCompile(`&amp;`)

func unescape(s string) string { return amp.ReplaceAllString(s, "&") }
