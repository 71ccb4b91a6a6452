package site

import (
	"bytes"
	"strings"
)

// A page in a language links within that language: its site-relative links (href="/…",
// action="/…") are written under the language's prefix, so that every address a template or a
// text writes the Spanish way — a card, the breadcrumbs, the pager, a link inside a post's text —
// leads to the same page in the visitor's language. Absolute links are left alone: the language
// switcher, the alternates and a link written for the Spanish page on purpose (an untranslated
// item where the language has no fallback) are absolute.

// unlocalized are the site-relative addresses that are the same in every language: files, the
// theme, the site map's XML, the preview links and the data platform's APIs.
var unlocalized = []string{"/static/", "/storage/", "/tema.css", "/tema-vista-previa.css", "/temas/", "/sitemap.xml", "/sitemaps/",
	"/robots.txt", "/vista-previa/", "/rest/", "/auth/", "/admin", "/healthz"}

// localLinks writes page's site-relative links in lang ("" leaves page as it is).
func localLinks(page []byte, lang string) []byte {
	if lang == "" {
		return page
	}
	prefix := "/" + lang
	var out bytes.Buffer
	out.Grow(len(page) + len(page)/50)
	rest := page
	for {
		i := nextLink(rest)
		if i < 0 {
			out.Write(rest)
			return out.Bytes()
		}
		out.Write(rest[:i])
		rest = rest[i:]
		end := bytes.IndexByte(rest, '"')
		if end < 0 {
			out.Write(rest)
			return out.Bytes()
		}
		if localizable(string(rest[:end]), prefix) {
			out.WriteString(prefix)
		}
		out.Write(rest[:end])
		rest = rest[end:]
	}
}

// nextLink is the index in b of the next site-relative address of an href or action attribute
// (its leading slash), -1 when there is none. One pass over the page: each `="/` found is checked
// for the attribute it belongs to.
func nextLink(b []byte) int {
	for off := 0; ; {
		i := bytes.Index(b[off:], []byte(`="/`))
		if i < 0 {
			return -1
		}
		i += off
		if bytes.HasSuffix(b[:i], []byte(" href")) || bytes.HasSuffix(b[:i], []byte(" action")) {
			return i + 2
		}
		off = i + 3
	}
}

// localizable reports whether a site-relative address is a page with a version in the language
// whose prefix is prefix: not one of the unlocalized ones, not protocol-relative, not in the
// language already.
func localizable(addr, prefix string) bool {
	if strings.HasPrefix(addr, "//") || addr == prefix || strings.HasPrefix(addr, prefix+"/") || strings.HasPrefix(addr, prefix+"?") {
		return false
	}
	for _, u := range unlocalized {
		if strings.HasPrefix(addr, u) {
			return false
		}
	}
	return true
}
