package imaging_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"runtime"
	"testing"

	"github.com/vitrina/vitrina/internal/imaging"
	"github.com/vitrina/vitrina/internal/imaging/imagingtest"
)

func TestDecodeResizeEncodeEachFormat(t *testing.T) {
	for _, in := range []imaging.Format{imaging.JPEG, imaging.PNG, imaging.GIF, imaging.WebP} {
		t.Run(string(in), func(t *testing.T) {
			data := imagingtest.Encoded(t, 400, 300, in)
			img, got, err := imaging.Decode(bytes.NewReader(data), 0)
			if err != nil || got != in {
				t.Fatalf("Decode = %v, %v; want %s", got, err, in)
			}
			small := imaging.Resize(img, imaging.Box{Width: 100})
			if b := small.Bounds(); b.Dx() != 100 || b.Dy() != 75 {
				t.Fatalf("resized to %v, want 100×75", b)
			}
			for _, out := range []imaging.Format{in, imaging.WebP} {
				var buf bytes.Buffer
				if err := imaging.Encode(&buf, small, out, 80); err != nil {
					t.Fatal(err)
				}
				back, f, err := imaging.Decode(bytes.NewReader(buf.Bytes()), 0)
				if err != nil || f != out || back.Bounds().Dx() != 100 {
					t.Fatalf("re-decoded %s: %v %v %v", out, f, err, back)
				}
			}
		})
	}
}

func TestDecodeRefusals(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		want error
	}{
		{"svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`), imaging.ErrUnsupported},
		{"empty", nil, imaging.ErrUnsupported},
		{"text", []byte("hola"), imaging.ErrUnsupported},
		{"truncated png", imagingtest.Encoded(t, 40, 30, imaging.PNG)[:60], imaging.ErrCorrupt},
		{"png bomb", pngBomb(100_000, 100_000), imaging.ErrTooLarge},
		{"gif bomb", gifBomb(65_535, 65_535), imaging.ErrTooLarge},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := imaging.Decode(bytes.NewReader(tt.data), 0)
			if !errors.Is(err, tt.want) {
				t.Fatalf("Decode = %v, want %v", err, tt.want)
			}
		})
	}
}

// TestBombCostsNoMemory decodes a 60-byte PNG that claims 10 gigapixels: refused from its header,
// it must not allocate anything near the image it claims to be.
func TestBombCostsNoMemory(t *testing.T) {
	bomb := pngBomb(100_000, 100_000)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for range 100 {
		if _, _, err := imaging.Decode(bytes.NewReader(bomb), 0); !errors.Is(err, imaging.ErrTooLarge) {
			t.Fatal(err)
		}
	}
	runtime.ReadMemStats(&after)
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 8<<20 {
		t.Fatalf("100 refused bombs allocated %d bytes", grew)
	}
}

func TestResizeBoxes(t *testing.T) {
	src := imagingtest.Picture(400, 200)
	tests := []struct {
		box  imaging.Box
		w, h int
	}{
		{imaging.Box{Width: 200}, 200, 100},
		{imaging.Box{Height: 50}, 100, 50},
		{imaging.Box{Width: 1000}, 400, 200}, // never enlarged
		{imaging.Box{Width: 100, Height: 100, Fit: imaging.Cover}, 100, 100},
		{imaging.Box{Width: 100, Height: 100}, 100, 100}, // cover is the default
		{imaging.Box{Width: 100, Height: 100, Fit: imaging.Contain}, 100, 50},
		{imaging.Box{Width: 300, Height: 50, Fit: imaging.Contain}, 100, 50},
		{imaging.Box{Width: 100, Height: 100, Fit: imaging.Fill}, 100, 100},
		{imaging.Box{Width: 800, Height: 800, Fit: imaging.Fill}, 200, 200},
		{imaging.Box{Width: 800, Height: 800, Fit: imaging.Cover}, 200, 200},
		{imaging.Box{Width: 1, Height: 1000, Fit: imaging.Cover}, 1, 200},
	}
	for _, tt := range tests {
		b := imaging.Resize(src, tt.box).Bounds()
		if b.Dx() != tt.w || b.Dy() != tt.h {
			t.Errorf("Resize(%+v) = %d×%d, want %d×%d", tt.box, b.Dx(), b.Dy(), tt.w, tt.h)
		}
	}
}

// pngBomb is a PNG signature and a valid IHDR chunk declaring w×h pixels, and no pixel data.
func pngBomb(w, h uint32) []byte {
	ihdr := make([]byte, 17)
	copy(ihdr, "IHDR")
	binary.BigEndian.PutUint32(ihdr[4:], w)
	binary.BigEndian.PutUint32(ihdr[8:], h)
	ihdr[12], ihdr[13] = 8, 6 // 8-bit RGBA
	out := []byte("\x89PNG\r\n\x1a\n")
	out = binary.BigEndian.AppendUint32(out, 13)
	out = append(out, ihdr...)
	out = binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(ihdr))
	return append(out, make([]byte, 16)...)
}

// gifBomb is a GIF header whose logical screen is w×h, with one 1×1 frame of that size claimed.
func gifBomb(w, h uint16) []byte {
	out := []byte("GIF89a")
	out = binary.LittleEndian.AppendUint16(out, w)
	out = binary.LittleEndian.AppendUint16(out, h)
	return append(out, 0, 0, 0, ';')
}
