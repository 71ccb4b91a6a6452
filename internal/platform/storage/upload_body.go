package storage

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"strings"
	"time"
)

// Bounds on the parts of an upload that are not the file.
const (
	maxFieldBytes        = 64 << 10 // a multipart form field (cacheControl, contentType, metadata)
	maxMultipartOverhead = 1 << 20  // boundaries, part headers and fields around the file
	maxCacheControlBytes = 256
)

// minUploadSpeed is the slowest upload waited for: a body of up to n bytes may take
// n/minUploadSpeed seconds to arrive, and at least minBodyTime (the server's read timeout) — long
// for a large file over a slow link, never for ever.
const (
	minUploadSpeed = 32 << 10 // bytes a second
	minBodyTime    = 2 * time.Minute
)

// allowBodyTime moves the request's read deadline to fit a body of up to size bytes. A writer
// that cannot move it (a test's recorder) keeps the server's.
func allowBodyTime(w http.ResponseWriter, size int64) {
	d := max(minBodyTime, time.Duration(size/minUploadSpeed+1)*time.Second)
	_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(d))
}

// uploadInput is an upload's file stream and what came with it.
type uploadInput struct {
	file         io.Reader
	declaredType string // the client's Content-Type for the file, informational only
	cacheControl string
	userMetadata json.RawMessage
}

// errBodyRead marks a failure to read the request body (a cut connection, a malformed stream),
// so it is answered as a client error rather than logged as a server fault.
type errBodyRead struct{ err error }

func (e errBodyRead) Error() string { return "read request body: " + e.err.Error() }
func (e errBodyRead) Unwrap() error { return e.err }

// bodyReader wraps the request body so its read errors carry errBodyRead.
type bodyReader struct{ r io.Reader }

func (b bodyReader) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	if err != nil && err != io.EOF {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return n, errEntityTooLarge()
		}
		return n, errBodyRead{err}
	}
	return n, err
}

// readUploadInput prepares an upload's body as Storage accepts it: multipart/form-data (as
// supabase-js sends a Blob or File: form fields, then the file part) streamed part by part, or
// any other content type as the raw bytes of the file. Nothing is buffered beyond small fields.
func readUploadInput(w http.ResponseWriter, r *http.Request, limit int64) (uploadInput, error) {
	allowBodyTime(w, limit)
	ct := r.Header.Get("Content-Type")
	mediaType := ""
	if ct != "" {
		var err error
		if mediaType, _, err = mime.ParseMediaType(ct); err != nil {
			return uploadInput{}, errInvalidContentType()
		}
	}
	if mediaType == "multipart/form-data" {
		r.Body = http.MaxBytesReader(w, r.Body, limit+maxMultipartOverhead)
		return readMultipartUpload(r)
	}
	if r.ContentLength > limit {
		return uploadInput{}, errEntityTooLarge()
	}
	in := uploadInput{file: bodyReader{r.Body}, declaredType: ct, cacheControl: r.Header.Get("Cache-Control")}
	if len(in.cacheControl) > maxCacheControlBytes {
		return uploadInput{}, errInvalidRequest("Invalid Cache-Control header")
	}
	if in.cacheControl == "" {
		in.cacheControl = "no-cache"
	}
	if m := r.Header.Get("X-Metadata"); m != "" {
		raw, err := base64.StdEncoding.DecodeString(m)
		if err != nil {
			return uploadInput{}, errInvalidRequest("Invalid x-metadata header: not base64")
		}
		if in.userMetadata, err = metadataObject(raw); err != nil {
			return uploadInput{}, err
		}
	}
	return in, nil
}

func readMultipartUpload(r *http.Request) (uploadInput, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return uploadInput{}, errInvalidContentType()
	}
	in := uploadInput{cacheControl: "no-cache"}
	fieldType := ""
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			return uploadInput{}, errInvalidRequest("No file found in the request")
		}
		if err != nil {
			return uploadInput{}, multipartError(err)
		}
		// The file is the first part with a file name, or supabase-js's unnamed field; the
		// fields Storage reads are the ones sent before it.
		if part.FileName() != "" || part.FormName() == "" {
			in.file = bodyReader{part}
			in.declaredType = part.Header.Get("Content-Type")
			if fieldType != "" {
				in.declaredType = fieldType
			}
			return in, nil
		}
		value, err := io.ReadAll(io.LimitReader(bodyReader{part}, maxFieldBytes+1))
		if err != nil {
			return uploadInput{}, multipartError(err)
		}
		if len(value) > maxFieldBytes {
			return uploadInput{}, errInvalidRequest("Form field " + part.FormName() + " is too large")
		}
		switch part.FormName() {
		case "cacheControl":
			if in.cacheControl, err = cacheControlField(string(value)); err != nil {
				return uploadInput{}, err
			}
		case "contentType":
			fieldType = strings.TrimSpace(string(value))
		case "metadata":
			if in.userMetadata, err = metadataObject(value); err != nil {
				return uploadInput{}, err
			}
		}
	}
}

// multipartError keeps typed errors (too large, cut body) and words the rest as a bad form.
func multipartError(err error) error {
	var se *Error
	var br errBodyRead
	if errors.As(err, &se) || errors.As(err, &br) {
		return err
	}
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return errEntityTooLarge()
	}
	return errInvalidRequest("Malformed multipart form: " + err.Error())
}

// cacheControlField turns the form's cacheControl (seconds) into the stored header value,
// `max-age=<seconds>`, as Storage does.
func cacheControlField(v string) (string, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return "no-cache", nil
	}
	if len(v) > 12 || strings.TrimLeft(v, "0123456789") != "" {
		return "", errInvalidRequest("cacheControl must be a number of seconds")
	}
	return "max-age=" + v, nil
}

// metadataObject checks that user metadata is a JSON object.
func metadataObject(raw []byte) (json.RawMessage, error) {
	var obj map[string]any
	if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
		return nil, errInvalidRequest("metadata must be a JSON object")
	}
	return json.RawMessage(raw), nil
}
