package imaging

import (
	"image"

	"golang.org/x/image/draw"
	"golang.org/x/image/math/f64"
)

// Fit is how an image is made to fit a box of both a width and a height, as Supabase's `resize`.
type Fit string

// The fits.
const (
	// Cover fills the box, keeping the aspect ratio, and crops what overflows (centred).
	Cover Fit = "cover"
	// Contain fits the image inside the box, keeping the aspect ratio.
	Contain Fit = "contain"
	// Fill stretches the image to the box.
	Fill Fit = "fill"
)

// Box is the wanted size; a zero Width or Height follows from the other one and the aspect ratio.
// An image is never enlarged: a box larger than the image yields the image's own size (with the
// same aspect ratio for Cover and Fill).
type Box struct {
	Width, Height int
	Fit           Fit
}

// Resize returns src scaled into box (src itself when nothing changes).
func Resize(src image.Image, box Box) image.Image {
	b := src.Bounds()
	sw, sh := b.Dx(), b.Dy()
	crop, w, h := plan(sw, sh, box)
	if crop == b.Sub(b.Min) && w == sw && h == sh {
		return src
	}
	return scale(src, crop.Add(b.Min), w, h)
}

// bandBytes bounds the memory of one band of the resize's first sample.
const bandBytes = 4 << 20

// scale resamples the part sr of src to w×h. A kernel filter over a large photo needs a
// temporary buffer of 32 bytes per (destination width × source height) pixel — 120 MB for a
// 4000×3000 photo made 1280 wide —, so instead the image is sampled bilinearly to w×h times the
// largest power of two that still fits in sr (less than a factor of two from the source: no
// aliasing), and then halved by 2×2 averaging down to w×h: the result is an area average of the
// source. That first sample is made a band of rows at a time (each band from the same mapping of
// the whole image, so bands meet without a seam), which keeps the working memory to one band
// however large the source is.
func scale(src image.Image, sr image.Rectangle, w, h int) *image.RGBA {
	k := 0
	for w<<(k+1) <= sr.Dx() && h<<(k+1) <= sr.Dy() && k < 16 {
		k++
	}
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	if k == 0 {
		draw.ApproxBiLinear.Scale(out, out.Bounds(), src, sr, draw.Src, nil)
		return out
	}
	sw, sh := w<<k, h<<k
	// The sample's mapping from the source: sample = (source − sr.Min) × (sw/sr.Dx, sh/sr.Dy).
	fx, fy := float64(sw)/float64(sr.Dx()), float64(sh)/float64(sr.Dy())
	s2d := f64.Aff3{fx, 0, -float64(sr.Min.X) * fx, 0, fy, -float64(sr.Min.Y) * fy}
	rows := max(1, bandBytes/(sw*4<<k)) // output rows per band
	buf := make([]uint8, sw*4*(rows<<k))
	for y0 := 0; y0 < h; y0 += rows {
		y1 := min(h, y0+rows)
		band := &image.RGBA{Pix: buf[:sw*4*((y1-y0)<<k)], Stride: sw * 4, Rect: image.Rect(0, y0<<k, sw, y1<<k)}
		draw.ApproxBiLinear.Transform(band, s2d, src, sr, draw.Src, nil)
		part := band
		for range k {
			part = halve(part)
		}
		copy(out.Pix[y0*out.Stride:y1*out.Stride], part.Pix)
	}
	return out
}

// halve averages each 2×2 block of src (of even width and height, premultiplied colours).
func halve(src *image.RGBA) *image.RGBA {
	w, h := src.Bounds().Dx()/2, src.Bounds().Dy()/2
	dst := image.NewRGBA(image.Rect(0, src.Rect.Min.Y/2, w, src.Rect.Min.Y/2+h))
	for y := range h {
		r0 := src.Pix[2*y*src.Stride:]
		r1 := src.Pix[(2*y+1)*src.Stride:]
		out := dst.Pix[y*dst.Stride:]
		for x := range w {
			for c := range 4 {
				i := 8*x + c
				out[4*x+c] = uint8((uint(r0[i]) + uint(r0[i+4]) + uint(r1[i]) + uint(r1[i+4]) + 2) / 4)
			}
		}
	}
	return dst
}

// plan works out which part of a sw×sh image is used (crop, relative to its origin) and the size
// it is scaled to.
func plan(sw, sh int, box Box) (crop image.Rectangle, w, h int) {
	crop = image.Rect(0, 0, sw, sh)
	bw, bh := box.Width, box.Height
	switch {
	case bw <= 0 && bh <= 0:
		return crop, sw, sh
	case bh <= 0:
		bw = min(bw, sw)
		return crop, bw, max(1, scaled(sh, bw, sw))
	case bw <= 0:
		bh = min(bh, sh)
		return crop, max(1, scaled(sw, bh, sh)), bh
	}
	switch box.Fit {
	case Fill:
		if bw > sw || bh > sh { // shrink the box, keeping its shape, until it fits the image
			k := min(float64(sw)/float64(bw), float64(sh)/float64(bh))
			bw, bh = max(1, int(float64(bw)*k)), max(1, int(float64(bh)*k))
		}
		return crop, bw, bh
	case Contain:
		if bw*sh <= bh*sw { // the width is the constraint
			bw = min(bw, sw)
			return crop, bw, max(1, scaled(sh, bw, sw))
		}
		bh = min(bh, sh)
		return crop, max(1, scaled(sw, bh, sh)), bh
	}
	// Cover: the largest centred part of the image with the box's aspect ratio.
	if bw*sh > bh*sw { // the box is wider than the image: keep the full width
		ch := max(1, scaled(sw, bh, bw))
		crop = image.Rect(0, (sh-ch)/2, sw, (sh-ch)/2+ch)
	} else {
		cw := max(1, scaled(sh, bw, bh))
		crop = image.Rect((sw-cw)/2, 0, (sw-cw)/2+cw, sh)
	}
	if bw > crop.Dx() || bh > crop.Dy() { // never enlarge
		return crop, crop.Dx(), crop.Dy()
	}
	return crop, bw, bh
}

// scaled is v × num / den, rounded to the nearest integer.
func scaled(v, num, den int) int {
	return int((int64(v)*int64(num) + int64(den)/2) / int64(den))
}
