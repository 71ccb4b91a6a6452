package media_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// TestThumbnailsAreVariants: with the platform on the CMS's origin, the library's grid and list
// show each raster image through a variant 320 pixels wide — made by the platform's image
// transformations, within their memory budget — never the full-size original.
func TestThumbnailsAreVariants(t *testing.T) {
	e := cmstest.NewCustom(t, func(o *shell.Options) { o.BaseURL = "http://platform.internal" })
	b := e.SignedInAdmin(t)
	big := image.NewRGBA(image.Rect(0, 0, 1600, 1200))
	seed := uint32(1)
	for y := range 1200 {
		for x := range 1600 {
			seed = seed*1664525 + 1013904223 // noise: a photograph's size, not a flat pattern's
			big.Set(x, y, color.RGBA{uint8(seed >> 24), uint8(seed >> 16), uint8(x), 255})
		}
	}
	var original bytes.Buffer
	if err := png.Encode(&original, big); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"uno.png", "dos.png"} {
		putFile(t, e, "contenido", "biblioteca/"+name, original.Bytes(), false)
	}
	src := regexp.MustCompile(`<img[^>]* src="([^"]+)"`)
	for _, view := range []string{"/admin/media/", "/admin/media/?vista=lista"} {
		r := b.Do("GET", view, "", "")
		cmstest.WantStatus(t, r, 200)
		found := 0
		for _, m := range src.FindAllStringSubmatch(r.Body, -1) {
			u := strings.ReplaceAll(m[1], "&amp;", "&")
			if !strings.Contains(u, "/biblioteca/") {
				continue
			}
			found++
			if !strings.HasPrefix(u, "/storage/v1/render/image/public/contenido/biblioteca/") || !strings.HasSuffix(u, "?width=320") {
				t.Fatalf("%s: thumbnail %s is not a variant", view, u)
			}
			p, err := url.Parse(u)
			if err != nil {
				t.Fatal(err)
			}
			rec := e.Plat.Do("GET", p.RequestURI()).Send()
			if rec.Code != 200 {
				t.Fatalf("GET %s: %d %s", u, rec.Code, rec.Body)
			}
			cfg, _, err := image.DecodeConfig(bytes.NewReader(rec.Body.Bytes()))
			if err != nil || cfg.Width != 320 || rec.Body.Len() >= original.Len()/4 {
				t.Fatalf("thumbnail %s: %dx%d, %d bytes for a %d-byte original (%v)", u, cfg.Width, cfg.Height, rec.Body.Len(), original.Len(), err)
			}
		}
		if found != 2 {
			t.Fatalf("%s: %d thumbnails", view, found)
		}
	}
}
