package site

import (
	"bytes"
	"fmt"
	"html"
	"image"
	"image/color"
	"image/png"
	"strings"
	"unicode/utf8"
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

// demoLogoSVG draws a client's logo: a word-mark — a coloured mark with the initial (a circle, a
// rounded square or a diamond, by variant) and the company's name on one or two lines, each sized
// to fit its box.
func demoLogoSVG(name string, variant int) []byte {
	pal := palettes[variant%len(palettes)]
	hex := func(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }
	initial := "?"
	for _, r := range name {
		initial = string(r)
		break
	}
	marks := []string{
		`<circle cx="44" cy="48" r="30" fill="%s"/>`,
		`<rect x="14" y="18" width="60" height="60" rx="14" fill="%s"/>`,
		`<path d="M44 14 78 48 44 82 10 48z" fill="%s"/>`,
	}
	mark := fmt.Sprintf(marks[variant%len(marks)], hex(pal[0]))
	const textX, textWidth = 88, 142 // the name's box: x 88 to 230
	lines := logoLines(name)
	size := 22
	if len(lines) > 1 {
		size = 18
	}
	var text strings.Builder
	for i, line := range lines {
		y := 56
		if len(lines) > 1 {
			y = 44 + i*24
		}
		// Bold sans-serif runs at most about 0.62 em a character: a long line gets a smaller size.
		lineSize := min(size, int(textWidth/(0.62*float64(utf8.RuneCountInString(line)))))
		fmt.Fprintf(&text, `<text x="%d" y="%d" font-family="Arial, Helvetica, sans-serif" font-size="%d" font-weight="700" fill="%s">%s</text>`,
			textX, y, lineSize, hex(pal[0]), html.EscapeString(line))
	}
	return fmt.Appendf(nil, `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img">`+
		`<title>%s</title><rect width="240" height="96" rx="12" fill="#ffffff"/>%s`+
		`<text x="44" y="60" font-family="Arial, Helvetica, sans-serif" font-size="32" font-weight="700" fill="%s" text-anchor="middle">%s</text>%s</svg>`,
		html.EscapeString(name), mark, hex(pal[1]), html.EscapeString(initial), text.String())
}

// logoLines splits a company's name for its logo: one line when short, otherwise two balanced lines
// at a space.
func logoLines(name string) []string {
	words := strings.Fields(name)
	if utf8.RuneCountInString(name) <= 11 || len(words) < 2 {
		return []string{name}
	}
	best, bestDiff := 1, -1
	for i := 1; i < len(words); i++ {
		a, b := utf8.RuneCountInString(strings.Join(words[:i], " ")), utf8.RuneCountInString(strings.Join(words[i:], " "))
		if d := max(a-b, b-a); bestDiff < 0 || d < bestDiff {
			best, bestDiff = i, d
		}
	}
	return []string{strings.Join(words[:best], " "), strings.Join(words[best:], " ")}
}
