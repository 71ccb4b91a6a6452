package auth

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/boombuler/barcode/qr"
)

// qrModule is the size of one QR module in SVG user units; qrQuiet is the quiet zone around the
// code, in modules, which scanners need.
const (
	qrModule = 4
	qrQuiet  = 4
)

// qrSVG renders text as a QR code in SVG markup, the shape GoTrue answers in totp.qr_code (supabase-js
// adds the data: prefix). The encoder is boombuler/barcode, which pquerna/otp already depends on;
// the SVG is one path of dark modules, small and free of anything a browser would run.
func qrSVG(text string) (string, error) {
	code, err := qr.Encode(text, qr.M, qr.Auto)
	if err != nil {
		return "", fmt.Errorf("encode qr code: %w", err)
	}
	b := code.Bounds()
	n := b.Dx()
	size := (n + 2*qrQuiet) * qrModule
	var path strings.Builder
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < n; x++ {
			if code.At(b.Min.X+x, b.Min.Y+y) == color.Black {
				fmt.Fprintf(&path, "M%d %dh%dv%dh-%dz", (x+qrQuiet)*qrModule, (y+qrQuiet)*qrModule, qrModule, qrModule, qrModule)
			}
		}
	}
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" shape-rendering="crispEdges">`+
		`<rect width="100%%" height="100%%" fill="#fff"/><path fill="#000" d="%s"/></svg>`,
		size, size, size, size, path.String()), nil
}
