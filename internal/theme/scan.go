package theme

import (
	"path"
	"regexp"
	"sort"
	"strings"
)

// What the file scan looks for. Themes carry no code (the site's own script is the only one its
// pages load) and nothing from other origins (the site's Content-Security-Policy would block it,
// and visitors would be tracked by a third party).
var (
	scriptTag    = regexp.MustCompile(`(?i)<script\b`)
	eventHandler = regexp.MustCompile(`(?i)<[^>]*\son[a-z]+\s*=`)
	jsURL        = regexp.MustCompile(`(?i)javascript:`)
	// src, srcset, poster and data on any element, href on link, and CSS url() and @import.
	externalAttr = regexp.MustCompile(`(?i)\b(?:src|srcset|poster|data)\s*=\s*["']?\s*((?:https?:)?//[^"'\s>]+)`)
	externalLink = regexp.MustCompile(`(?i)<link\b[^>]*\bhref\s*=\s*["']?\s*((?:https?:)?//[^"'\s>]+)`)
	externalCSS  = regexp.MustCompile(`(?i)(?:url\(\s*["']?\s*|@import\s+["'])((?:https?:)?//[^"')\s]+)`)
	imgTag       = regexp.MustCompile(`(?i)<img\b[^>]*>`)
	altAttr      = regexp.MustCompile(`(?i)\salt\s*=`)
)

// Scan checks the theme's files as written: templates, stylesheets and SVG images. What only shows
// once rendered (labels, weight) is checked on the rendered pages (ScanPage).
func Scan(t *Theme) []Problem {
	var probs []Problem
	pages := make([]string, 0, len(t.Templates))
	for p := range t.Templates {
		pages = append(pages, p)
	}
	sort.Strings(pages)
	for _, p := range pages {
		file, src := "templates/"+p+".html", t.Templates[p]
		probs = append(probs, scanMarkup(file, src)...)
		for _, img := range imgTag.FindAllString(src, -1) {
			if !altAttr.MatchString(img) {
				probs = append(probs, Problem{Rule: RuleImageAlt, File: file, Detail: shorten(img)})
			}
		}
	}
	names := make([]string, 0, len(t.Static))
	for n := range t.Static {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		switch strings.ToLower(path.Ext(n)) {
		case ".css":
			probs = append(probs, scanCSS("static/"+n, string(t.Static[n]))...)
		case ".svg":
			probs = append(probs, scanMarkup("static/"+n, string(t.Static[n]))...)
		}
	}
	return probs
}

// scanMarkup finds code and other origins in HTML or SVG source.
func scanMarkup(file, src string) []Problem {
	var probs []Problem
	if m := scriptTag.FindString(src); m != "" {
		probs = append(probs, Problem{Rule: RuleCode, File: file, Detail: "a <script> element"})
	}
	if m := eventHandler.FindString(src); m != "" {
		probs = append(probs, Problem{Rule: RuleCode, File: file, Detail: "an event handler attribute in " + shorten(m)})
	}
	if jsURL.MatchString(src) {
		probs = append(probs, Problem{Rule: RuleCode, File: file, Detail: "a javascript: address"})
	}
	for _, re := range []*regexp.Regexp{externalAttr, externalLink, externalCSS} {
		for _, m := range re.FindAllStringSubmatch(src, -1) {
			probs = append(probs, Problem{Rule: RuleExternal, File: file, Detail: m[1]})
		}
	}
	return probs
}

// scanCSS finds other origins in a stylesheet (CSS has no scripts; expression() and behaviours are
// long gone from browsers).
func scanCSS(file, src string) []Problem {
	var probs []Problem
	for _, m := range externalCSS.FindAllStringSubmatch(src, -1) {
		probs = append(probs, Problem{Rule: RuleExternal, File: file, Detail: m[1]})
	}
	if jsURL.MatchString(src) {
		probs = append(probs, Problem{Rule: RuleCode, File: file, Detail: "a javascript: address"})
	}
	return probs
}

func shorten(s string) string {
	if len(s) > 80 {
		return s[:77] + "…"
	}
	return s
}
