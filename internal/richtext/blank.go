// Package richtext reads the HTML that editors write in a rich text field.
package richtext

import (
	"strings"

	"golang.org/x/net/html"
)

// Blank reports whether markup shows a reader nothing: no text but white space (&nbsp; included)
// and no picture, as a rich editor leaves an emptied field ("<p></p>", "<p><br></p>"). A required
// rich text that is blank is missing, wherever it is written (a form, /rest/v1).
func Blank(markup string) bool {
	z := html.NewTokenizer(strings.NewReader(markup))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return true
		case html.TextToken:
			if strings.TrimSpace(string(z.Text())) != "" { // Text decodes &nbsp;, a space to TrimSpace
				return false
			}
		case html.StartTagToken, html.SelfClosingTagToken:
			if name, attrs := z.TagName(); string(name) == "img" && attrs && hasSource(z) {
				return false // a picture alone is content
			}
		}
	}
}

// hasSource reports whether the tokenizer's current tag has a non-empty src.
func hasSource(z *html.Tokenizer) bool {
	for {
		key, val, more := z.TagAttr()
		if string(key) == "src" && strings.TrimSpace(string(val)) != "" {
			return true
		}
		if !more {
			return false
		}
	}
}
