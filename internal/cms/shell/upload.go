package shell

import (
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"time"

	"github.com/gabriel-vasile/mimetype"

	"github.com/vitrina/vitrina/internal/cms"
)

// formMemory is how much of a multipart form stays in memory; larger files spill to a temporary
// file, so memory does not grow with the upload's size.
const formMemory = 1 << 20

// minUploadSpeed is the slowest upload waited for, and minBodyTime the least time a body is
// given (the server's read timeout).
const (
	minUploadSpeed = 32 << 10 // bytes a second
	minBodyTime    = 2 * time.Minute
)

// ParseUploadForm parses a multipart form whose body is bounded by the upload limit (plus room for
// the other fields). It returns a Spanish message for the user on failure.
func (a *App) ParseUploadForm(w http.ResponseWriter, r *http.Request) string {
	// The body may take as long as its size needs at the slowest speed waited for (more than the
	// server's read timeout for a large file), never for ever.
	d := max(minBodyTime, time.Duration((a.uploadLimit+formMemory)/minUploadSpeed+1)*time.Second)
	_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(d))
	r.Body = http.MaxBytesReader(w, r.Body, a.uploadLimit+formMemory)
	err := r.ParseMultipartForm(formMemory)
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return fmt.Sprintf(cms.MsgFileTooLarge, humanSize(a.uploadLimit))
	case errors.Is(err, http.ErrNotMultipart):
		return "" // a form without a file input (no upload)
	case err != nil:
		return cms.MsgFormUnreadable
	}
	return ""
}

// Upload is a file chosen in a form, checked from its bytes.
type Upload struct {
	FileName string // the stored name (interface.md's rule)
	Kind     string // detected MIME type
	file     multipart.File
}

// Close releases the file (and its temporary copy).
func (u *Upload) Close() error { return u.file.Close() }

// FormUpload returns the file of a form field, or nil when none was chosen; the message explains a
// refused file (wrong kind, too large).
func (a *App) FormUpload(r *http.Request, field string, kinds []string) (*Upload, string) {
	if r.MultipartForm == nil {
		return nil, ""
	}
	f, hdr, err := r.FormFile(field)
	if errors.Is(err, http.ErrMissingFile) {
		return nil, ""
	}
	if err != nil {
		return nil, cms.MsgFileUnreadable
	}
	return a.checkUpload(f, hdr, kinds)
}

// Chosen is one of several files chosen in one form field: the upload, or why it was refused.
type Chosen struct {
	Original string // the name the browser sent
	Upload   *Upload
	Refused  string
}

// FormUploads returns every file of a form field that allows several (`<input type=file
// multiple>`), each checked as FormUpload checks one; empty files are skipped.
func (a *App) FormUploads(r *http.Request, field string, kinds []string) []Chosen {
	if r.MultipartForm == nil {
		return nil
	}
	var out []Chosen
	for _, hdr := range r.MultipartForm.File[field] {
		c := Chosen{Original: hdr.Filename}
		f, err := hdr.Open()
		if err != nil {
			c.Refused = cms.MsgFileUnreadable
		} else {
			c.Upload, c.Refused = a.checkUpload(f, hdr, kinds)
		}
		if c.Upload != nil || c.Refused != "" {
			out = append(out, c)
		}
	}
	return out
}

// checkUpload checks an opened file of a form: not empty (nil, ""), within the upload limit, of
// one of kinds judged from its bytes. A refused file is closed.
func (a *App) checkUpload(f multipart.File, hdr *multipart.FileHeader, kinds []string) (*Upload, string) {
	if hdr.Size == 0 {
		f.Close()
		return nil, ""
	}
	if hdr.Size > a.uploadLimit {
		f.Close()
		return nil, fmt.Sprintf("El archivo supera el tamaño máximo (%s).", humanSize(a.uploadLimit))
	}
	kind, err := mimetype.DetectReader(f)
	if err != nil {
		f.Close()
		return nil, cms.MsgFileUnreadable
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		f.Close()
		return nil, cms.MsgFileUnreadable
	}
	for _, k := range kinds {
		if kind.Is(k) {
			return &Upload{FileName: cms.StoredFileName(hdr.Filename), Kind: k, file: f}, ""
		}
	}
	f.Close()
	return nil, fmt.Sprintf(cms.MsgFileKind, kindNames(kinds))
}

// File is the upload for cms.Service.SaveWithFile; nil when no file was chosen.
func (u *Upload) File() *cms.File {
	if u == nil {
		return nil
	}
	return &cms.File{Name: u.FileName, Body: u.file}
}

func kindNames(kinds []string) string {
	names := make([]string, len(kinds))
	for i, k := range kinds {
		names[i] = map[string]string{"image/jpeg": "JPG", "image/png": "PNG", "image/webp": "WebP", "image/gif": "GIF", "image/svg+xml": "SVG"}[k]
	}
	return strings.Join(names[:len(names)-1], ", ") + " o " + names[len(names)-1]
}

func humanSize(n int64) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d KiB", n>>10)
}
