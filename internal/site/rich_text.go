package site

import (
	"html"
	"html/template"
	"regexp"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
)

// Pictures inserted in a rich text (the admin's editor stores their platform address) get the same
// treatment as the site's own pictures: an address relative to the site when the file is the
// embedded platform's, and a srcset of its WebP variants (images.go).

// bodyImageSizes is a rich text picture's width in the layout: the text column.
const bodyImageSizes = "(max-width: 54rem) 100vw, 52rem"

// bodyImage and bodyImageSrc find the pictures of a sanitized rich text and their src (the sanitizer
// writes every attribute double-quoted).
var (
	bodyImage    = regexp.MustCompile(`<img [^>]*>`)
	bodyImageSrc = regexp.MustCompile(` src="([^"]*)"`)
)

// richText is a stored rich text as a page shows it: sanitized (cms.RenderBody), the embedded
// platform's pictures addressed from the site's origin, with variants when they are raster images.
func (s *Site) richText(body string) template.HTML {
	out := string(cms.RenderBody(s.policy, body))
	if !strings.Contains(out, "<img") {
		return template.HTML(out) // #nosec G203: sanitized by RenderBody
	}
	out = bodyImage.ReplaceAllStringFunc(out, func(tag string) string {
		m := bodyImageSrc.FindStringSubmatchIndex(tag)
		if m == nil || strings.Contains(tag, " srcset=") {
			return tag
		}
		src := html.UnescapeString(tag[m[2]:m[3]])
		if s.dataLocal == "" || !strings.HasPrefix(src, s.dataLocal+"/") {
			return tag // another origin's picture, or already relative
		}
		src = strings.TrimPrefix(src, s.dataLocal)
		attrs := ` src="` + html.EscapeString(src) + `"`
		if set := srcsetAttrs(src, bodyImageSizes); set != "" {
			attrs += " " + string(set)
		}
		return tag[:m[0]] + attrs + tag[m[1]:]
	})
	return template.HTML(out) // #nosec G203: sanitized by RenderBody; only a src made relative and a srcset of escaped addresses added
}
