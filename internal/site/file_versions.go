package site

import (
	"bytes"
	"context"
	"html"
	"net/url"
	"regexp"
	"strings"
)

// Stored files are linked by version: a rendered page's addresses of the embedded platform's public
// files (pictures, their srcset variants, Open Graph images) get ?version=<the object's stored
// version>, read from the media library in one request. Storage serves an address that names the
// current version as immutable for a year, so a visitor's browser never asks for an unchanged
// picture again, while a replaced file — a new version, hence a new address once the page is drawn
// again (the storage write drops the cached pages) — is never shown stale.

// maxVersionedFiles bounds the files of one page looked up (a page links far fewer).
const maxVersionedFiles = 200

// storedFileAddress finds the addresses of public files and of their variants in HTML: the kind
// ("object" or "render/image"), the escaped bucket/path, and a query string if there is one. A
// path ends where an attribute value, a srcset candidate or a CSS url() would.
var storedFileAddress = regexp.MustCompile(`/storage/v1/(object|render/image)/public/([^"'\s?#,<>()]+)(\?[^"'\s#,<>()]*)?`)

// fileRef is a stored file by bucket and path.
type fileRef struct{ bucket, path string }

// versionFiles adds the version of each stored file the page links to its addresses. With an
// external platform (whose storage may not serve versioned addresses for good) or when the library
// cannot be read, the page is left as it is: it never fails for a version.
func (s *Site) versionFiles(ctx context.Context, body []byte) []byte {
	if s.dataLocal == "" {
		return body
	}
	matches := storedFileAddress.FindAllSubmatchIndex(body, -1)
	if len(matches) == 0 {
		return body
	}
	refs := map[string]fileRef{} // by escaped bucket/path
	for _, m := range matches {
		key := string(body[m[4]:m[5]])
		if _, ok := refs[key]; ok || len(refs) == maxVersionedFiles {
			continue
		}
		if ref, ok := parseFileRef(key); ok {
			refs[key] = ref
		}
	}
	versions, err := s.fileVersions(ctx, refs)
	if err != nil {
		s.logger.WarnContext(ctx, "read the versions of a page's files", "error", err)
		return body
	}
	var out bytes.Buffer
	out.Grow(len(body) + len(matches)*48)
	last := 0
	for _, m := range matches {
		version := versions[refs[string(body[m[4]:m[5]])]]
		if version == "" || (m[6] >= 0 && bytes.Contains(body[m[6]:m[7]], []byte("version="))) {
			continue
		}
		out.Write(body[last:m[1]])
		sep := "?"
		if m[6] >= 0 {
			sep = "&amp;"
		}
		out.WriteString(sep + "version=" + url.QueryEscape(version))
		last = m[1]
	}
	out.Write(body[last:])
	return out.Bytes()
}

// parseFileRef reads "bucket/path" as the page escaped it (HTML, then the URL path).
func parseFileRef(escaped string) (fileRef, bool) {
	p, err := url.PathUnescape(html.UnescapeString(escaped))
	if err != nil {
		return fileRef{}, false
	}
	bucket, path, ok := strings.Cut(p, "/")
	if !ok || bucket == "" || path == "" {
		return fileRef{}, false
	}
	return fileRef{bucket, path}, true
}

// fileVersions reads the stored versions of files from the media library (one request).
func (s *Site) fileVersions(ctx context.Context, refs map[string]fileRef) (map[fileRef]string, error) {
	paths := make([]string, 0, len(refs))
	for _, r := range refs {
		paths = append(paths, r.path)
	}
	var rows []struct {
		Bucket  string  `json:"bucket"`
		Ruta    string  `json:"ruta"`
		Version *string `json:"version"`
	}
	if _, err := s.client.From("medios", s.client.Anon()).Select("bucket,ruta,version").In("ruta", paths).
		Get(ctx, &rows); err != nil {
		return nil, wrap("read file versions", err)
	}
	out := make(map[fileRef]string, len(rows))
	for _, r := range rows {
		if r.Version != nil {
			out[fileRef{r.Bucket, r.Ruta}] = *r.Version
		}
	}
	return out, nil
}
