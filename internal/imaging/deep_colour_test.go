package imaging_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"io"
	"runtime"
	"testing"

	"github.com/vitrina/vitrina/internal/imaging"
)

// TestDeepColourMemory: a 16-bit PNG (8 bytes a pixel decoded) is resized straight from its decoded
// pixels, never converted to a full-size copy first: decoding, resizing and encoding it allocate
// one decoded image and little beside, within what Header.Memory admits it for.
func TestDeepColourMemory(t *testing.T) {
	const w, h = 2000, 1500
	src := image.NewNRGBA64(image.Rect(0, 0, w, h))
	seed := uint32(7)
	for i := 0; i < len(src.Pix); i += 2 {
		seed = seed*1664525 + 1013904223
		src.Pix[i], src.Pix[i+1] = uint8(seed>>24), uint8(seed>>16)
	}
	for i := 6; i < len(src.Pix); i += 8 {
		src.Pix[i], src.Pix[i+1] = 0xff, 0xff // opaque
	}
	var data bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.NoCompression}).Encode(&data, src); err != nil {
		t.Fatal(err)
	}
	src = nil
	r := bytes.NewReader(data.Bytes())
	hdr, err := imaging.Inspect(r, 0)
	if err != nil {
		t.Fatal(err)
	}
	if hdr.BytesPerPixel != 8 {
		t.Fatalf("a 16-bit colour PNG counted at %d bytes a pixel", hdr.BytesPerPixel)
	}
	decoded := uint64(w * h * 8)
	for _, f := range []imaging.Format{imaging.PNG, imaging.JPEG, imaging.WebP} {
		box := imaging.Box{Width: 640}
		if _, err := r.Seek(0, io.SeekStart); err != nil {
			t.Fatal(err)
		}
		hdr, err := imaging.Inspect(r, 0)
		if err != nil {
			t.Fatal(err)
		}
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		img, err := hdr.Decode(r)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := img.(*image.NRGBA64); !ok && img.ColorModel() != color.RGBA64Model {
			t.Fatalf("decoded as %T", img)
		}
		small := imaging.Resize(img, box)
		if err := imaging.Encode(io.Discard, small, f, 0); err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&after)
		got := after.TotalAlloc - before.TotalAlloc
		t.Logf("%s: %d MiB allocated for a %d MiB decoded image (admitted for %d MiB)", f, got>>20, decoded>>20, hdr.Memory(box, f)>>20)
		// libwebp's module memory grows by copies, each counted here though the old one is freed: its
		// share of Memory was measured as peak resident memory instead (memory.go), and what it
		// encodes is the small result, whatever the source's depth.
		if limit := uint64(hdr.Memory(box, f)); f != imaging.WebP && got > limit {
			t.Errorf("%s: %d MiB allocated, more than the %d MiB admitted", f, got>>20, limit>>20)
		}
		if f != imaging.WebP && got > decoded+decoded/2 {
			t.Errorf("%s: %d MiB allocated for a %d MiB decoded image: a full-size copy was made", f, got>>20, decoded>>20)
		}
	}
}
