package site

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
)

// The demo's hero: a picture of the company's namesake, the open sea at dawn, drawn as flat bands
// of colour (a paletted PNG of a few kilobytes), and the texts and buttons of the home page's
// opening.

// demoHeroPath is where the hero's picture is stored in the settings' bucket.
const demoHeroPath = "sitio/portada-altamar.png"

// demoHero are the hero's columns of the demo's settings.
func demoHero() map[string]any {
	return map[string]any{
		"portada_imagen":        demoHeroPath,
		"portada_imagen_alt":    "Amanecer en alta mar: el sol sobre el horizonte y olas en capas de azul",
		"portada_titulo":        "Tecnología con oficio para empresas que quieren crecer",
		"portada_texto":         "Desde 2009 ayudamos a pymes e instituciones a ordenar sus procesos, construir su software y llegar a más clientes, con equipos cercanos y resultados medibles.",
		"portada_boton1_texto":  "Hablemos de su proyecto",
		"portada_boton1_enlace": "/contacto",
		"portada_boton2_texto":  "Ver proyectos",
		"portada_boton2_enlace": "/proyectos",
	}
}

// demoHeroPicture draws the hero's 1280×800 picture: a sky in bands, the sun on the horizon and
// three layers of waves.
func demoHeroPicture() ([]byte, error) {
	const w, h = 1280, 800
	pal := color.Palette{
		color.RGBA{0xfd, 0xe6, 0xc4, 0xff}, color.RGBA{0xf9, 0xcf, 0xa0, 0xff}, color.RGBA{0xf3, 0xb4, 0x84, 0xff}, // sky, from the top
		color.RGBA{0xe8, 0x93, 0x6c, 0xff}, color.RGBA{0xff, 0xf4, 0xd6, 0xff}, // low sky, sun
		color.RGBA{0x7b, 0x9c, 0xbd, 0xff}, color.RGBA{0x4f, 0x7c, 0xa8, 0xff}, color.RGBA{0x2f, 0x62, 0x93, 0xff}, color.RGBA{0x1f, 0x4d, 0x7a, 0xff}, // sea
	}
	img := image.NewPaletted(image.Rect(0, 0, w, h), pal)
	horizon := 430
	wave := func(x int, base, amp, length float64, phase float64) int {
		return int(base + amp*math.Sin(float64(x)/length+phase))
	}
	for x := 0; x < w; x++ {
		w1, w2, w3 := wave(x, 470, 10, 70, 0), wave(x, 560, 16, 110, 1.3), wave(x, 670, 24, 160, 2.1)
		for y := 0; y < h; y++ {
			var idx uint8
			switch {
			case y >= w3:
				idx = 8
			case y >= w2:
				idx = 7
			case y >= w1:
				idx = 6
			case y >= horizon:
				idx = 5
			case inCircle(x, y, 880, horizon, 110):
				idx = 4
			default:
				idx = uint8(min(3, y*4/horizon))
			}
			img.Pix[y*img.Stride+x] = idx
		}
	}
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("encode demo hero picture: %w", err)
	}
	return buf.Bytes(), nil
}
