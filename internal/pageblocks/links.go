package pageblocks

import (
	"net/url"
	"regexp"
	"strings"
)

// fileRef is "bucket/path" of a public bucket: a bucket name, then a path of safe segments.
var fileRef = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,62}/[^\s?#\\]+$`)

// ValidFile reports whether s names a file of a bucket ("contenido/imagenes/foto.jpg"): no
// scheme, no "..", no empty segment, no spaces.
func ValidFile(s string) bool {
	if len(s) > 1024 || !fileRef.MatchString(s) {
		return false
	}
	for _, seg := range strings.Split(s, "/") {
		if seg == "" || seg == "." || seg == ".." {
			return false
		}
	}
	return true
}

// SplitFile is ValidFile's bucket and path.
func SplitFile(s string) (bucket, path string) {
	bucket, path, _ = strings.Cut(s, "/")
	return bucket, path
}

// ValidLink reports whether a button may point at s: a path of this site ("/contacto", not
// "//host"), or an absolute http(s) URL with a host.
func ValidLink(s string) bool {
	if s != strings.TrimSpace(s) || s == "" || len(s) > 2048 || strings.ContainsAny(s, "\\\x00\r\n\t ") {
		return false
	}
	if strings.HasPrefix(s, "/") {
		return !strings.HasPrefix(s, "//")
	}
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && u.User == nil
}

// videoID is a YouTube or Vimeo video id.
var (
	youtubeID = regexp.MustCompile(`^[A-Za-z0-9_-]{6,20}$`)
	vimeoID   = regexp.MustCompile(`^[0-9]{1,12}$`)
)

// EmbedURL is the privacy-mode player address of a YouTube or Vimeo link — YouTube through
// www.youtube-nocookie.com, Vimeo with dnt=1 — and whether s is such a link. Nothing else is
// embedded: the hosts are an allow-list, and the id is checked, so no other page can be framed.
func EmbedURL(s string) (string, bool) {
	u, err := url.Parse(strings.TrimSpace(s))
	if err != nil || u.Scheme != "https" && u.Scheme != "http" || u.User != nil || u.Port() != "" {
		return "", false
	}
	host := strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
	path := strings.Trim(u.Path, "/")
	switch host {
	case "youtube.com", "m.youtube.com", "youtube-nocookie.com":
		id := ""
		switch {
		case path == "watch":
			id = u.Query().Get("v")
		case strings.HasPrefix(path, "embed/"), strings.HasPrefix(path, "shorts/"):
			_, id, _ = strings.Cut(path, "/")
		}
		if youtubeID.MatchString(id) {
			return "https://www.youtube-nocookie.com/embed/" + id, true
		}
	case "youtu.be":
		if youtubeID.MatchString(path) {
			return "https://www.youtube-nocookie.com/embed/" + path, true
		}
	case "vimeo.com", "player.vimeo.com":
		id := strings.TrimPrefix(path, "video/")
		if vimeoID.MatchString(id) {
			return "https://player.vimeo.com/video/" + id + "?dnt=1", true
		}
	}
	return "", false
}

// EmbedOrigins are the origins a page's video blocks may frame (the site's CSP frame-src).
const EmbedOrigins = "https://www.youtube-nocookie.com https://player.vimeo.com"
