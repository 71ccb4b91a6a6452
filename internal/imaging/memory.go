package imaging

import (
	"image/color"
)

// The memory a transformation holds, so that a server can admit decodes by a budget: the decoded
// image (its pixels at their decoded depth), the resize's working band and its result, and the
// encoder's. What the decoders keep beside the pixels (a row or two, the compressed stream's
// window) is within the allowance.

// workingAllowance covers the resize's band (bandBytes), its halvings and the decoders' own buffers.
const workingAllowance = 2*bandBytes + 4<<20

// The WebP encoder (libwebp in WebAssembly) holds far more than the picture: its module's memory
// grows by copies while libwebp works on the frame. Measured as the process's peak resident memory
// over encodes of 640² to 2 500² pixels: about 20 MiB plus 70 bytes a pixel (a 2 500 × 2 500 frame
// took 455 MiB), rounded up here.
const (
	webpBase     = 24 << 20
	webpPerPixel = 76
)

// Size is the size of the variant of h made for box (an image is never enlarged).
func (h Header) Size(box Box) (w, ht int) {
	_, w, ht = plan(h.Width, h.Height, box)
	return w, ht
}

// Memory is about how many bytes decoding the image h describes and making a variant of it for box
// in format f hold at their peak.
func (h Header) Memory(box Box, f Format) int64 {
	decoded := int64(h.Width) * int64(h.Height) * h.BytesPerPixel
	w, ht := h.Size(box)
	pixels := int64(w) * int64(ht)
	need := decoded + 2*pixels*4 + workingAllowance
	if f == WebP {
		need += webpBase + webpPerPixel*pixels
	}
	return need
}

// bytesPerPixel is what a pixel of the colour model takes once decoded by the standard decoders:
// one byte for palettes and grey, two for 16-bit grey, eight for 16-bit colour, three for JPEG's
// YCbCr at its largest (4:4:4), four for the rest.
func bytesPerPixel(m color.Model) int64 {
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	switch m {
	case color.GrayModel:
		return 1
	case color.Gray16Model:
		return 2
	case color.YCbCrModel:
		return 3
	case color.RGBA64Model, color.NRGBA64Model:
		return 8
	}
	return 4
}
