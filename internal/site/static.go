package site

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"

	"github.com/vitrina/vitrina/internal/httpgzip"
)

//go:embed static
var staticFS embed.FS

// staticFiles are the embedded styles and icons, addressed as /static/<name>?v=<hash of the bytes>
// so that they can be cached for a year and still change with a new release.
type staticFiles struct {
	prefix string // the files' address: /static/, or a theme's /temas/<name>/
	files  map[string]staticFile
}

type staticFile struct {
	body        []byte
	gzipped     []byte // compressed once at start; nil for what is not worth it (icons under MinSize, images)
	hash        string
	contentType string
}

// ownTypes are the types of the static files whose extension Go's built-in table may not know (it
// falls back to the machine's mime.types, which a server may lack).
var ownTypes = map[string]string{".woff2": "font/woff2", ".txt": "text/plain; charset=utf-8", ".css": "text/css; charset=utf-8",
	".svg": "image/svg+xml", ".webp": "image/webp", ".avif": "image/avif"}

func loadStatic() (*staticFiles, error) {
	entries, err := fs.ReadDir(staticFS, "static")
	if err != nil {
		return nil, fmt.Errorf("read static files: %w", err)
	}
	bodies := map[string][]byte{}
	for _, e := range entries {
		body, err := staticFS.ReadFile("static/" + e.Name())
		if err != nil {
			return nil, fmt.Errorf("read static file %s: %w", e.Name(), err)
		}
		bodies[e.Name()] = body
	}
	return newStaticFiles("/static/", bodies), nil
}

// newStaticFiles serves bodies (by file name) under prefix.
func newStaticFiles(prefix string, bodies map[string][]byte) *staticFiles {
	sf := &staticFiles{prefix: prefix, files: map[string]staticFile{}}
	for name, body := range bodies {
		sum := sha256.Sum256(body)
		ct := ownTypes[path.Ext(name)]
		if ct == "" {
			ct = mime.TypeByExtension(path.Ext(name))
		}
		if ct == "" {
			ct = "application/octet-stream"
		}
		f := staticFile{body: body, hash: hex.EncodeToString(sum[:6]), contentType: ct}
		if len(body) >= httpgzip.MinSize && httpgzip.Compressible(ct) {
			f.gzipped = httpgzip.Compress(body)
		}
		sf.files[name] = f
	}
	return sf
}

// url is a static file's versioned address.
func (sf *staticFiles) url(name string) string {
	return sf.prefix + name + "?v=" + sf.files[name].hash
}

// serve answers a static file; false when there is no such file.
func (sf *staticFiles) serve(w http.ResponseWriter, r *http.Request) bool {
	f, ok := sf.files[r.PathValue("file")]
	if !ok {
		return false
	}
	h := w.Header()
	h.Set("Content-Type", f.contentType)
	body, etag := f.body, `"`+f.hash+`"`
	if f.gzipped != nil {
		httpgzip.AddVary(h)
		if httpgzip.AcceptsGzip(r) {
			body, etag = f.gzipped, httpgzip.WeakETag(etag)
			h.Set("Content-Encoding", "gzip")
		}
	}
	h.Set("ETag", etag)
	if r.URL.Query().Get("v") == f.hash {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "public, max-age=300") // an old or missing version: revalidate soon
	}
	if etagMatches(r.Header.Get("If-None-Match"), `"`+f.hash+`"`) {
		w.WriteHeader(http.StatusNotModified)
		return true
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
	return true
}
