// Package imaging is the one place that decodes, resizes and encodes raster images: JPEG, PNG,
// GIF (its first frame) and WebP in, JPEG, PNG, GIF or WebP out. Decoding reads the header first
// and refuses an image whose pixel count is over a limit before a pixel is decoded, so a small
// file that claims huge dimensions (a decompression bomb) costs no memory. It never writes to its
// input: originals stay as they were stored.
package imaging

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"io"
)

// Format is a raster format this package reads and writes.
type Format string

// The formats, named as image.DecodeConfig names them.
const (
	JPEG Format = "jpeg"
	PNG  Format = "png"
	GIF  Format = "gif"
	WebP Format = "webp"
)

// MimeType is the format's media type.
func (f Format) MimeType() string { return "image/" + string(f) }

// Extension is the usual file extension of the format, without the dot.
func (f Format) Extension() string {
	if f == JPEG {
		return "jpg"
	}
	return string(f)
}

// DefaultMaxPixels is the default limit on width × height (about 40 megapixels: a 7 700 × 5 200
// photo). Decoding such an image takes about 160 MB as RGBA, which bounds a render's memory.
const DefaultMaxPixels = 40_000_000

// Errors that Decode returns; callers test them with errors.Is.
var (
	// ErrUnsupported means the bytes are not an image of a format this package decodes.
	ErrUnsupported = errors.New("not a JPEG, PNG, GIF or WebP image")
	// ErrTooLarge means the image's dimensions are over the pixel-count limit.
	ErrTooLarge = errors.New("image dimensions exceed the limit")
	// ErrCorrupt means the header was read but the image could not be decoded.
	ErrCorrupt = errors.New("image could not be decoded")
)

// FormatOf tells the format from a file's first bytes (12 are enough); ok is false for anything
// else, SVG included.
func FormatOf(head []byte) (Format, bool) {
	switch {
	case bytes.HasPrefix(head, []byte("\xff\xd8\xff")):
		return JPEG, true
	case bytes.HasPrefix(head, []byte("\x89PNG\r\n\x1a\n")):
		return PNG, true
	case bytes.HasPrefix(head, []byte("GIF87a")), bytes.HasPrefix(head, []byte("GIF89a")):
		return GIF, true
	case len(head) >= 12 && string(head[:4]) == "RIFF" && string(head[8:12]) == "WEBP":
		return WebP, true
	}
	return "", false
}

// FormatOfType is the format of a media type (image/jpeg …); ok is false for other types.
func FormatOfType(mimeType string) (Format, bool) {
	switch mimeType {
	case "image/jpeg":
		return JPEG, true
	case "image/png":
		return PNG, true
	case "image/gif":
		return GIF, true
	case "image/webp":
		return WebP, true
	}
	return "", false
}

// Header is what an image's first bytes tell before any pixel is decoded: its format, its size
// and how many bytes each of its pixels takes once decoded.
type Header struct {
	Format        Format
	Width, Height int
	BytesPerPixel int64
}

// Inspect reads an image's header from r, refusing it with ErrTooLarge when it declares more than
// maxPixels pixels (≤ 0: DefaultMaxPixels), with ErrUnsupported when it is not a JPEG, PNG, GIF or
// WebP, and with ErrCorrupt when its header is broken. r is left where the header ended.
func Inspect(r io.ReadSeeker, maxPixels int64) (Header, error) {
	if maxPixels <= 0 {
		maxPixels = DefaultMaxPixels
	}
	head := make([]byte, 12)
	n, err := io.ReadFull(r, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return Header{}, fmt.Errorf("read image: %w", err)
	}
	format, ok := FormatOf(head[:n])
	if !ok {
		return Header{}, ErrUnsupported
	}
	if _, err := r.Seek(0, io.SeekStart); err != nil {
		return Header{}, fmt.Errorf("read image: %w", err)
	}
	cfg, err := codecOf(format).config(r)
	if err != nil {
		return Header{Format: format}, fmt.Errorf("%w: %s header: %w", ErrCorrupt, format, err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return Header{Format: format}, fmt.Errorf("%w: %s of %d×%d pixels", ErrCorrupt, format, cfg.Width, cfg.Height)
	}
	if int64(cfg.Width)*int64(cfg.Height) > maxPixels {
		return Header{Format: format}, fmt.Errorf("%w: %d×%d pixels, at most %d", ErrTooLarge, cfg.Width, cfg.Height, maxPixels)
	}
	return Header{Format: format, Width: cfg.Width, Height: cfg.Height, BytesPerPixel: bytesPerPixel(cfg.ColorModel)}, nil
}

// Decode decodes the image whose header h is, from the start of r.
func (h Header) Decode(r io.ReadSeeker) (image.Image, error) {
	if _, err := r.Seek(0, io.SeekStart); err != nil {
		return nil, fmt.Errorf("read image: %w", err)
	}
	img, err := codecOf(h.Format).decode(r)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrCorrupt, h.Format, err)
	}
	return img, nil
}

// Decode reads an image from r: Inspect, then the pixels. r is read from its start and left where
// decoding stopped.
func Decode(r io.ReadSeeker, maxPixels int64) (image.Image, Format, error) {
	h, err := Inspect(r, maxPixels)
	if err != nil {
		return nil, h.Format, err
	}
	img, err := h.Decode(r)
	return img, h.Format, err
}
