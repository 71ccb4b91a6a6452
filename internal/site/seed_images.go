package site

import (
	"bytes"
	"fmt"
	"html"
	"image"
	"image/color"
	"image/png"
)

// Demo images are drawn at seed time, so the repository ships no binary files.

// palettes are the colour schemes of the demo pictures: background, two shapes, stripe.
var palettes = [][4]color.RGBA{
	{{0x10, 0x2a, 0x43, 0xff}, {0xf0, 0xb4, 0x29, 0xff}, {0x33, 0x4e, 0x68, 0xff}, {0x62, 0x7d, 0x98, 0xff}},
	{{0x0b, 0x53, 0x94, 0xff}, {0xff, 0xff, 0xff, 0xff}, {0x2b, 0xb0, 0xed, 0xff}, {0x12, 0x6f, 0xc4, 0xff}},
	{{0x27, 0xab, 0x83, 0xff}, {0xff, 0xe3, 0x8e, 0xff}, {0x0e, 0x7c, 0x61, 0xff}, {0x14, 0x91, 0x6e, 0xff}},
	{{0x9d, 0x1b, 0x4a, 0xff}, {0xfb, 0xd3, 0xe9, 0xff}, {0x6b, 0x0f, 0x33, 0xff}, {0xc8, 0x2a, 0x63, 0xff}},
	{{0x42, 0x1c, 0x7a, 0xff}, {0xd6, 0xbb, 0xfb, 0xff}, {0x69, 0x3a, 0xb3, 0xff}, {0x2d, 0x11, 0x58, 0xff}},
	{{0xe1, 0x2d, 0x39, 0xff}, {0xff, 0xee, 0xee, 0xff}, {0x8a, 0x1c, 0x24, 0xff}, {0xc0, 0x26, 0x30, 0xff}},
}

// demoPicture draws a 1200×630 picture (the Open Graph size) of flat shapes; variant picks the
// colours and the layout. A paletted PNG of flat colours stays a few kilobytes.
func demoPicture(variant int) ([]byte, error) {
	const w, h = 1200, 630
	pal := palettes[variant%len(palettes)]
	img := image.NewPaletted(image.Rect(0, 0, w, h), color.Palette{pal[0], pal[1], pal[2], pal[3]})
	cx1, cy1, r1 := 300+variant*67%600, 200+variant*41%230, 120+variant*23%110
	cx2, cy2, r2 := 900-variant*53%500, 420-variant*29%200, 180+variant*31%140
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var idx uint8
			switch {
			case inCircle(x, y, cx1, cy1, r1):
				idx = 1
			case inCircle(x, y, cx2, cy2, r2):
				idx = 2
			case (x+y+variant*90)%400 < 90:
				idx = 3
			}
			img.SetColorIndex(x, y, idx)
		}
	}
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("encode demo picture: %w", err)
	}
	return buf.Bytes(), nil
}

func inCircle(x, y, cx, cy, r int) bool { return (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r }

// demoLogoSVG draws a client's logo: a coloured mark with the initial and the name.
func demoLogoSVG(name string, variant int) []byte {
	pal := palettes[variant%len(palettes)]
	hex := func(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }
	initial := "?"
	for _, r := range name {
		initial = string(r)
		break
	}
	return fmt.Appendf(nil, `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96">`+
		`<rect width="240" height="96" rx="12" fill="#ffffff"/>`+
		`<circle cx="48" cy="48" r="32" fill="%s"/>`+
		`<text x="48" y="60" font-family="Arial, Helvetica, sans-serif" font-size="34" font-weight="700" fill="%s" text-anchor="middle">%s</text>`+
		`<text x="92" y="56" font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="700" fill="%s">%s</text>`+
		`</svg>`, hex(pal[0]), hex(pal[1]), html.EscapeString(initial), hex(pal[0]), html.EscapeString(name))
}

// demoLogoPNG draws a client's logo as a small PNG: a mark of nested shapes.
func demoLogoPNG(variant int) ([]byte, error) {
	const w, h = 240, 96
	pal := palettes[variant%len(palettes)]
	img := image.NewPaletted(image.Rect(0, 0, w, h), color.Palette{color.RGBA{0xff, 0xff, 0xff, 0xff}, pal[0], pal[1], pal[2]})
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var idx uint8
			switch {
			case inCircle(x, y, 48, 48, 20):
				idx = 2
			case inCircle(x, y, 48, 48, 36):
				idx = 1
			case x >= 100 && x < 220 && (y >= 30 && y < 44 || y >= 52 && y < 66 && x < 180):
				idx = 3
			}
			img.SetColorIndex(x, y, idx)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("encode demo logo: %w", err)
	}
	return buf.Bytes(), nil
}
