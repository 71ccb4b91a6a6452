// Package imagingtest makes test images: a photo-like gradient of any size, encoded in any format
// the imaging package writes.
package imagingtest

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
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

// PlainPNG is a w×h PNG of one colour, RGBA at 8 or 16 bits a channel (PlainPNGBytes).
func PlainPNG(t testing.TB, w, h int, sixteenBits bool) []byte {
	t.Helper()
	b, err := PlainPNGBytes(w, h, sixteenBits)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// PlainPNGBytes is a w×h PNG of one colour, RGBA at 8 or 16 bits a channel, written row by row: a
// small file (a 6 300 × 6 300 one is about 170 KB) whose decoding takes the full w × h × 4 (or 8)
// bytes, as a visitor probing the image transformations would use. Making it holds one row.
func PlainPNGBytes(w, h int, sixteenBits bool) ([]byte, error) {
	depth, channelBytes := byte(8), 1
	if sixteenBits {
		depth, channelBytes = 16, 2
	}
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(kind string, data []byte) {
		_ = binary.Write(&out, binary.BigEndian, uint32(len(data)))
		crc := crc32.NewIEEE()
		out.WriteString(kind)
		crc.Write([]byte(kind))
		out.Write(data)
		crc.Write(data)
		_ = binary.Write(&out, binary.BigEndian, crc.Sum32())
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = depth, 6 // RGBA
	chunk("IHDR", ihdr)
	var idat bytes.Buffer
	z, err := zlib.NewWriterLevel(&idat, zlib.BestCompression)
	if err != nil {
		return nil, err
	}
	row := make([]byte, 1+w*4*channelBytes) // filter "none", then the pixels
	for i := 1; i < len(row); i++ {
		row[i] = 0x5a
	}
	for range h {
		if _, err := z.Write(row); err != nil {
			return nil, err
		}
	}
	if err := z.Close(); err != nil {
		return nil, err
	}
	chunk("IDAT", idat.Bytes())
	chunk("IEND", nil)
	return out.Bytes(), nil
}
