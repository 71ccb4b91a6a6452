package imaging

import (
	"fmt"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"

	"github.com/gen2brain/webp"
	xwebp "golang.org/x/image/webp"
)

// DefaultQuality is the lossy quality used when none is asked for (Supabase's default).
const DefaultQuality = 80

// Encode writes img to w in format f; quality (1–100, ≤ 0: DefaultQuality) applies to JPEG and
// WebP, which is always lossy here.
//
// WebP is encoded by libwebp compiled to WebAssembly and run by wazero (github.com/gen2brain/webp):
// real libwebp output, with no cgo and nothing for the build machines to install.
func Encode(w io.Writer, img image.Image, f Format, quality int) error {
	if quality <= 0 {
		quality = DefaultQuality
	}
	quality = min(quality, 100)
	var err error
	switch f {
	case JPEG:
		err = jpeg.Encode(w, img, &jpeg.Options{Quality: quality})
	case PNG:
		err = (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(w, img)
	case GIF:
		err = gif.Encode(w, img, nil)
	case WebP:
		err = webp.Encode(w, img, webp.Options{Quality: quality, Method: 4})
	default:
		return fmt.Errorf("encode image: %w: %q", ErrUnsupported, f)
	}
	if err != nil {
		return fmt.Errorf("encode %s: %w", f, err)
	}
	return nil
}

// codec is one format's decoder pair; the formats are called directly rather than through
// image.Decode's registry, so which decoder runs never depends on what other packages register.
type codec struct {
	config func(io.Reader) (image.Config, error)
	decode func(io.Reader) (image.Image, error)
}

func codecOf(f Format) codec {
	switch f {
	case JPEG:
		return codec{jpeg.DecodeConfig, jpeg.Decode}
	case PNG:
		return codec{png.DecodeConfig, png.Decode}
	case GIF:
		return codec{gif.DecodeConfig, gif.Decode} // gif.Decode returns the first frame
	}
	return codec{xwebp.DecodeConfig, xwebp.Decode}
}
