package site

import (
	"bytes"
	"context"
	"html"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/vitrina/vitrina/internal/records"
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

// fileVersions answers the stored versions of files: those known since the media library last
// changed from memory, the others from the library (one request), then remembered.
func (s *Site) fileVersions(ctx context.Context, refs map[string]fileRef) (map[fileRef]string, error) {
	known, missing, gen := s.versions.lookup(refs)
	if len(missing) == 0 {
		return known, nil
	}
	read, err := s.readFileVersions(ctx, missing)
	if err != nil {
		return nil, err
	}
	s.versions.remember(gen, missing, read)
	for r, v := range read {
		known[r] = v
	}
	return known, nil
}

// readFileVersions reads the stored versions of files from the media library (one request).
func (s *Site) readFileVersions(ctx context.Context, refs []fileRef) (map[fileRef]string, error) {
	paths := make([]string, 0, len(refs))
	var buckets []string
	for _, r := range refs {
		paths = append(paths, r.path)
		if !slices.Contains(buckets, r.bucket) {
			buckets = append(buckets, r.bucket)
		}
	}
	rows, err := records.FileVersions(ctx, s.client, buckets, paths)
	if err != nil {
		return nil, err
	}
	out := make(map[fileRef]string, len(rows))
	for _, r := range rows {
		if r.Version != nil {
			out[fileRef{r.Bucket, r.Ruta}] = *r.Version
		}
	}
	return out, nil
}

// maxKnownVersions bounds the versions kept in memory (forgotten all at once past it).
const maxKnownVersions = 20_000

// fileVersionCache keeps the versions of the files pages linked until the media library changes
// (Site.Changed("medios"), on every instance): a page rendered again asks only for files it has not
// seen. A file the library does not list is kept as "" (no version), so it is not asked for again.
type fileVersionCache struct {
	mu       sync.Mutex
	gen      uint64 // bumped by forget: a read begun before it is not remembered
	versions map[fileRef]string
}

// lookup splits refs into the versions known (files without one left out) and the files to read,
// with the generation the read must be remembered under.
func (c *fileVersionCache) lookup(refs map[string]fileRef) (known map[fileRef]string, missing []fileRef, gen uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	known = make(map[fileRef]string, len(refs))
	for _, r := range refs {
		v, ok := c.versions[r]
		switch {
		case !ok:
			missing = append(missing, r)
		case v != "":
			known[r] = v
		}
	}
	return known, missing, c.gen
}

// remember keeps what a read begun at gen found for asked (absent ones as "").
func (c *fileVersionCache) remember(gen uint64, asked []fileRef, found map[fileRef]string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return // the library changed during the read
	}
	if c.versions == nil || len(c.versions)+len(asked) > maxKnownVersions {
		c.versions = make(map[fileRef]string, len(asked))
	}
	for _, r := range asked {
		c.versions[r] = found[r]
	}
}

// forget drops every known version.
func (c *fileVersionCache) forget() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	c.versions = nil
}
