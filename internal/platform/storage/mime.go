package storage

import (
	"bytes"
	"io"

	"github.com/gabriel-vasile/mimetype"
)

// sniffBytes is how much of a file the type detection reads (mimetype's default limit).
const sniffBytes = 4096

// sniff detects a file's MIME type from its first bytes and returns a reader that yields the whole
// file again (those bytes, then the rest of the stream). The client's Content-Type is never
// trusted: an application/octet-stream upload of a PNG is stored as image/png, and a text file
// declared image/png is refused by an image bucket.
func sniff(file io.Reader) (string, io.Reader, error) {
	head := make([]byte, sniffBytes)
	n, err := io.ReadFull(file, head)
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return "", nil, err
	}
	head = head[:n]
	return mimetype.Detect(head).String(), io.MultiReader(bytes.NewReader(head), file), nil
}

// servedContentType is the Content-Type an object is served with. HTML (and XHTML) is served as
// text/plain, as Storage does, so an uploaded page can never run in the platform's origin.
func servedContentType(stored string) string {
	switch baseMimeType(stored) {
	case "":
		return "application/octet-stream"
	case "text/html", "application/xhtml+xml":
		return "text/plain; charset=utf-8"
	}
	return stored
}

// scriptable reports whether a type can carry script when opened directly (SVG and XML
// documents); those are served with a Content-Security-Policy that blocks it.
func scriptable(stored string) bool {
	switch baseMimeType(stored) {
	case "image/svg+xml", "text/xml", "application/xml":
		return true
	}
	return false
}

// svgPolicy lets an SVG render its own inline styles and nothing else: no scripts, no external
// loads, and a sandbox in case it is opened as a document.
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
