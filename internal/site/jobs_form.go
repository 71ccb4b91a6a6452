package site

import (
	"bytes"
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"net/http"

	"github.com/gabriel-vasile/mimetype"
)

// The application form is multipart (it carries the CV). It is read part by part with hard bounds
// — at most jobMaxParts parts, jobMaxText bytes in a text part, jobMaxCV in the CV, known field
// names only — so a multipart bomb or an oversized file is refused before it costs memory or disk.

// CV kinds accepted, checked from the bytes (never from the name or the declared type), and the
// extension each is stored with.
var cvKinds = map[string]string{
	"application/pdf": "pdf",
	"application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
}

// applicationForm is what the multipart body held.
type applicationForm struct {
	Values map[string]string
	CV     []byte // nil: no file sent
	CVSize bool   // the file was over jobMaxCV
}

var (
	errFormUnreadable = errors.New("application form unreadable")
	errFormTooLarge   = errors.New("application form too large")
)

// jobFormFields are the form's text parts; any other part name is refused.
var jobFormFields = map[string]bool{"nombre": true, "email": true, "telefono": true, "mensaje": true,
	"consentimiento": true, "formulario": true, contactHoneypot: true}

// readApplicationForm reads the multipart body of r within the bounds above.
func readApplicationForm(w http.ResponseWriter, r *http.Request) (applicationForm, error) {
	f := applicationForm{Values: map[string]string{}}
	mt, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" || params["boundary"] == "" {
		return f, errFormUnreadable
	}
	r.Body = http.MaxBytesReader(w, r.Body, jobMaxCV+jobMaxParts*jobMaxText+64<<10)
	mr := multipart.NewReader(r.Body, params["boundary"])
	for parts := 0; ; parts++ {
		p, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return f, nil
		}
		if err != nil {
			var tooBig *http.MaxBytesError
			if errors.As(err, &tooBig) {
				return f, errFormTooLarge
			}
			return f, errFormUnreadable
		}
		if parts >= jobMaxParts {
			return f, errFormUnreadable
		}
		name := p.FormName()
		switch {
		case name == "cv" && p.FileName() != "":
			if f.CV != nil || f.CVSize {
				return f, errFormUnreadable
			}
			var buf bytes.Buffer
			n, err := io.Copy(&buf, io.LimitReader(p, jobMaxCV+1))
			if err != nil {
				return f, readError(err)
			}
			if n > jobMaxCV {
				f.CVSize = true
				if _, err := io.Copy(io.Discard, p); err != nil {
					return f, readError(err)
				}
				continue
			}
			f.CV = buf.Bytes()
		case name == "cv":
			// an empty file input: no CV
		case jobFormFields[name]:
			if _, dup := f.Values[name]; dup {
				return f, errFormUnreadable
			}
			b, err := io.ReadAll(io.LimitReader(p, jobMaxText+1))
			if err != nil {
				return f, readError(err)
			}
			if len(b) > jobMaxText {
				return f, errFormTooLarge
			}
			f.Values[name] = string(b)
		default:
			return f, errFormUnreadable
		}
	}
}

func readError(err error) error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return errFormTooLarge
	}
	return errFormUnreadable
}

// cvKind checks a CV from its bytes: the extension to store it with, or "" when it is neither a PDF
// nor a DOCX (an HTML or SVG file named .pdf included).
func cvKind(b []byte) string {
	m := mimetype.Detect(b)
	for mt, ext := range cvKinds {
		if m.Is(mt) {
			return ext
		}
	}
	return ""
}
