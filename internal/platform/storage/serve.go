package storage

import (
	"errors"
	"io"
	"mime"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// serveObject sends an object's bytes with Storage's headers. http.ServeContent answers Range
// (206, and 416 for ranges that cannot be satisfied), If-None-Match (304) against the stored ETag,
// If-Modified-Since and HEAD.
func (s *Service) serveObject(w http.ResponseWriter, r *http.Request, o object, public bool) {
	f, err := s.blobs.Open(r.Context(), o.blobKey())
	if errors.Is(err, blob.ErrNotFound) {
		s.logger.WarnContext(r.Context(), "storage: object row without bytes", "bucket", o.BucketID, "name", o.Name)
		s.fail(w, r, errNoSuchKey())
		return
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	defer f.Close()
	h := w.Header()
	h.Set("Content-Type", servedContentType(o.Metadata.Mimetype))
	h.Set("Cache-Control", cacheControlOf(r, o, public))
	if o.Metadata.ETag != "" {
		h.Set("ETag", o.Metadata.ETag)
	}
	h.Set("X-Content-Type-Options", "nosniff")
	if scriptable(o.Metadata.Mimetype) {
		h.Set("Content-Security-Policy", svgPolicy)
	}
	if name, ok := r.URL.Query()["download"]; ok {
		h.Set("Content-Disposition", contentDisposition(name[0]))
	}
	sendContent(w, r, o.UpdatedAt.Time, f)
}

// cacheControlOf is the Cache-Control of an object or of one of its variants: a year when the URL
// names the object's current version (?version=…, as the public site links its files; a replaced
// file has a new version, hence a new URL), public for public buckets; else the object's own.
func cacheControlOf(r *http.Request, o object, public bool) string {
	if v := r.URL.Query().Get("version"); v != "" && v == o.Version {
		if public {
			return "public, " + immutableFor
		}
		return "private, " + immutableFor
	}
	if o.Metadata.CacheControl == "" {
		return "no-cache"
	}
	return o.Metadata.CacheControl
}

// sendContent sends a blob whose headers are set. http.ServeContent answers Range (206, and 416
// in Storage's shape), If-None-Match (304) against the ETag header, If-Modified-Since and HEAD.
func sendContent(w http.ResponseWriter, r *http.Request, modTime time.Time, f blob.Object) {
	var content io.ReadSeeker = f
	if fo, ok := f.(interface{ OSFile() *os.File }); ok {
		content = fo.OSFile() // a bare *os.File lets the server use sendfile
	}
	http.ServeContent(&rangeErrorWriter{ResponseWriter: w}, r, "", modTime, content)
}

// contentDisposition is Storage's attachment header: `attachment;` for a bare ?download, and the
// given name (ASCII fallback plus the RFC 5987 UTF-8 form) for ?download=name.
func contentDisposition(name string) string {
	if name == "" {
		return "attachment;"
	}
	ascii := strings.Map(func(r rune) rune {
		if r < 0x20 || r > 0x7e || r == '"' || r == '\\' {
			return '_'
		}
		return r
	}, name)
	v := mime.FormatMediaType("attachment", map[string]string{"filename": ascii})
	if v == "" {
		v = "attachment"
	}
	return v + "; filename*=UTF-8''" + rfc5987(name)
}

// rfc5987 percent-encodes a value for a `filename*` parameter (RFC 5987 attr-char kept).
func rfc5987(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("!#$&+-.^_`|~", c) >= 0 {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hex[c>>4])
		b.WriteByte(hex[c&15])
	}
	return b.String()
}

// rangeErrorWriter turns http.ServeContent's plain-text 416 into Storage's JSON error, keeping
// the real 416 status as Storage does for Range errors.
type rangeErrorWriter struct {
	http.ResponseWriter
	swallow bool
}

func (w *rangeErrorWriter) WriteHeader(code int) {
	if code == http.StatusRequestedRangeNotSatisfiable {
		w.swallow = true
		h := w.Header()
		for _, k := range []string{"Cache-Control", "Content-Disposition", "Content-Security-Policy", "ETag", "Last-Modified"} {
			h.Del(k)
		}
		e := errInvalidRange()
		writeJSON(w.ResponseWriter, e.httpStatus(), e.body())
		return
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *rangeErrorWriter) Write(b []byte) (int, error) {
	if w.swallow {
		return len(b), nil
	}
	return w.ResponseWriter.Write(b)
}

// ReadFrom keeps the underlying writer's fast path (sendfile) that embedding would hide.
func (w *rangeErrorWriter) ReadFrom(src io.Reader) (int64, error) {
	if rf, ok := w.ResponseWriter.(io.ReaderFrom); ok && !w.swallow {
		return rf.ReadFrom(src)
	}
	return io.Copy(struct{ io.Writer }{w}, src)
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (w *rangeErrorWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
