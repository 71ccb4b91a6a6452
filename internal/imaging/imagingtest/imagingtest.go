// Package imagingtest makes test images: a photo-like gradient of any size, encoded in any format
// the imaging package writes.
package imagingtest

import (
	"bytes"
	"image"
	"image/color"
	"testing"

	"github.com/vitrina/vitrina/internal/imaging"
)

// Picture is a w×h image with detail in every direction (the encoders do real work on it).
func Picture(w, h int) *image.NRGBA {
	m := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			m.SetNRGBA(x, y, color.NRGBA{uint8(x * 255 / w), uint8(y * 255 / h), uint8(x ^ y), 255})
		}
	}
	return m
}

// Encoded is Picture(w, h) in format f (quality 90 where it applies).
func Encoded(t testing.TB, w, h int, f imaging.Format) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := imaging.Encode(&b, Picture(w, h), f, 90); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}
