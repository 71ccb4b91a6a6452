package imaging

import (
	"bytes"
	"image"
	"math/rand/v2"
	"testing"

	"golang.org/x/image/draw"
)

// TestBandsMatchOneSample: the resize made band by band gives exactly what one whole first sample
// halved gives, for reductions of each depth and shape.
func TestBandsMatchOneSample(t *testing.T) {
	src := image.NewNRGBA(image.Rect(0, 0, 1801, 1203))
	r := rand.New(rand.NewPCG(1, 2))
	for i := range src.Pix {
		src.Pix[i] = uint8(r.IntN(256))
	}
	for _, wh := range [][2]int{{640, 427}, {100, 66}, {900, 601}, {37, 900}, {1, 1}} {
		w, h := wh[0], wh[1]
		sr := src.Bounds()
		got := scale(src, sr, w, h)
		k := 0
		for w<<(k+1) <= sr.Dx() && h<<(k+1) <= sr.Dy() && k < 16 {
			k++
		}
		ref := image.NewRGBA(image.Rect(0, 0, w<<k, h<<k))
		draw.ApproxBiLinear.Scale(ref, ref.Bounds(), src, sr, draw.Src, nil)
		for ; k > 0; k-- {
			ref = halve(ref)
		}
		if !bytes.Equal(got.Pix, ref.Pix) || got.Bounds() != ref.Bounds() {
			t.Errorf("%d×%d: the bands differ from the whole sample", w, h)
		}
	}
}
