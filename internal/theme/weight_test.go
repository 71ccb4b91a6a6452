package theme_test

import (
	"slices"
	"testing"

	"github.com/vitrina/vitrina/internal/theme"
)

// A page weighs its HTML, each stylesheet it links once and each font those load once, a theme's
// relative font addresses read from the stylesheet's own.
func TestPageWeight(t *testing.T) {
	files := map[string]string{
		"/static/site.css?v=1":           `body{font-family:x}@font-face{src:url(/static/inter-400.woff2)}`,
		"/temas/mio/mio.css?v=2":         `@font-face{src:url("titulares.woff2?v=3")}@font-face{src:url('/static/inter-400.woff2')}`,
		"/static/inter-400.woff2":        "0123456789",
		"/temas/mio/titulares.woff2?v=3": "01234",
	}
	page := []byte(`<link rel="stylesheet" href="/static/site.css?v=1"><link rel="stylesheet" href="/temas/mio/mio.css?v=2">` +
		`<link rel="stylesheet" href="/static/site.css?v=1">`)
	var fetched []string
	w := theme.PageWeight(page, func(a string) []byte { fetched = append(fetched, a); return []byte(files[a]) })
	wantCSS := len(files["/static/site.css?v=1"]) + len(files["/temas/mio/mio.css?v=2"])
	if w.HTML != len(page) || w.CSS != wantCSS || w.Fonts != 15 || w.Total() != len(page)+wantCSS+15 {
		t.Errorf("weight %+v, want HTML %d, CSS %d, fonts 15", w, len(page), wantCSS)
	}
	if want := []string{"/static/site.css?v=1", "/static/inter-400.woff2", "/temas/mio/mio.css?v=2", "/temas/mio/titulares.woff2?v=3"}; !slices.Equal(fetched, want) {
		t.Errorf("fetched %v, want %v", fetched, want)
	}
}
