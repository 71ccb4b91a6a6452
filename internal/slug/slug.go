// Package slug owns the one rule for URL-friendly names (contract §3): lowercase, accents folded,
// every run of other characters turned into one "-". The platform uses it for category slugs and the
// public site for content addresses, so every slug on the site looks alike.
package slug

import (
	"strings"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// Of returns the slug of name, or fallback when name has no letter or digit to keep.
func Of(name, fallback string) string {
	folded, _, err := transform.String(transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC), name)
	if err != nil {
		folded = name
	}
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(folded) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	if s := strings.TrimSuffix(b.String(), "-"); s != "" {
		return s
	}
	return fallback
}
