package httpgzip

import (
	"net/http"
	"strconv"
	"strings"
)

// MinSize is the smallest body worth compressing: below it gzip's header and trailer eat most of
// the saving, and one TCP packet carries it either way.
const MinSize = 1024

// compressibleTypes are the media types sent compressed: text that shrinks. Images (PNG, JPEG,
// WebP, AVIF, GIF) are compressed already and are left alone; SVG is text.
var compressibleTypes = map[string]bool{
	"text/html": true, "text/css": true, "text/javascript": true, "text/plain": true, "text/xml": true,
	"text/csv": true, "application/javascript": true, "application/json": true, "application/xml": true,
	"application/geo+json": true, "application/manifest+json": true, "image/svg+xml": true,
	"application/openapi+json": true, "application/vnd.pgrst.object+json": true,
}

// Compressible reports whether a Content-Type value names a type worth compressing. It runs on every
// response, so it reads the media type without mime.ParseMediaType's map of parameters (the
// parameters never matter here).
func Compressible(contentType string) bool {
	mt, _, _ := strings.Cut(contentType, ";")
	mt = strings.TrimSpace(mt)
	return compressibleTypes[strings.ToLower(mt)] // no copy when already lower case
}

// AcceptsGzip reports whether the request's Accept-Encoding allows gzip (or *) with a non-zero
// quality (RFC 9110 §12.5.3).
func AcceptsGzip(r *http.Request) bool {
	for _, header := range r.Header.Values("Accept-Encoding") {
		for _, item := range strings.Split(header, ",") {
			coding, params, _ := strings.Cut(strings.TrimSpace(item), ";")
			coding = strings.ToLower(strings.TrimSpace(coding))
			if coding != "gzip" && coding != "x-gzip" && coding != "*" {
				continue
			}
			if qualityOf(params) > 0 {
				return true
			}
		}
	}
	return false
}

// qualityOf reads "q=0.5" among a coding's parameters; absent or unreadable counts as 1, a
// malformed value as 0 (not acceptable).
func qualityOf(params string) float64 {
	for _, p := range strings.Split(params, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
		if !ok || strings.ToLower(strings.TrimSpace(k)) != "q" {
			continue
		}
		q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || q < 0 || q > 1 {
			return 0
		}
		return q
	}
	return 1
}

// AddVary adds Accept-Encoding to the Vary header once, so shared caches keep each encoding apart.
func AddVary(h http.Header) {
	for _, v := range h.Values("Vary") {
		for _, f := range strings.Split(v, ",") {
			if f = strings.TrimSpace(f); f == "*" || strings.EqualFold(f, "Accept-Encoding") {
				return
			}
		}
	}
	h.Add("Vary", "Accept-Encoding")
}

// WeakETag is the validator of a compressed representation: the identity bytes' strong ETag made
// weak, so a conditional request still matches (weak comparison) while no cache mistakes the
// gzip bytes for the identity ones in a range request.
func WeakETag(etag string) string {
	if etag == "" || strings.HasPrefix(etag, "W/") {
		return etag
	}
	return "W/" + etag
}
