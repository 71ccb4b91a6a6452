package site

import (
	"html"
	"html/template"
	"path"
	"strconv"
	"strings"
)

// Responsive images: every public template that shows a stored image writes
//
//	<img src="{{.Image}}" {{srcset .Image "<sizes>"}} alt="…">
//
// The original stays the src (what a browser without srcset support, or a failed candidate's
// fallback, loads); srcset offers the Storage render endpoint's WebP variants at these widths.

// localObjectPrefix starts the address of a file of the embedded platform's public buckets as
// imageURL writes it (relative: same origin as the site, so the page's CSP img-src 'self' covers
// the variants too).
const localObjectPrefix = "/storage/v1/object/public/"

// rasterImage reports whether a file name has a type the render endpoint resizes; SVG logos are left as they are.
func rasterImage(name string) bool {
	switch strings.ToLower(path.Ext(name)) {
	case ".jpg", ".jpeg", ".png", ".gif", ".webp":
		return true
	}
	return false
}

// srcsetAttrs returns the srcset and sizes attributes of an <img> whose src is src: variants of
// the embedded platform's raster images, made by /storage/v1/render/image/public/… (WebP for
// browsers that accept it). It returns nothing for anything else — SVG, an empty src, or files
// of an external platform, whose image transformations may not be enabled (Supabase's are a paid
// feature), so the src alone is used there.
func srcsetAttrs(src, sizes string) template.HTMLAttr {
	if !strings.HasPrefix(src, localObjectPrefix) || strings.ContainsAny(src, "?#\"' ,") || !rasterImage(src) {
		return ""
	}
	render := "/storage/v1/render/image/public/" + strings.TrimPrefix(src, localObjectPrefix)
	var b strings.Builder
	b.WriteString(`srcset="`)
	for i, w := range []int{320, 640, 960, 1280} { // the widths the variants are offered at
		if i > 0 {
			b.WriteString(", ")
		}
		n := strconv.Itoa(w)
		b.WriteString(html.EscapeString(render) + "?width=" + n + " " + n + "w")
	}
	b.WriteString(`" sizes="` + html.EscapeString(sizes) + `"`)
	return template.HTMLAttr(b.String())
}
