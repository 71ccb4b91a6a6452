package site_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/vitrina/vitrina/internal/site"
)

// benchThemePages are the pages measured for each built-in theme.
var benchThemePages = []string{"home", "service", "post"}

// BenchmarkThemes renders the home, a service and a post of the demo site with each built-in theme,
// every request rendered (uncached) and served from the site's cache (cached), and reports what a
// first visit downloads for each: HTML, stylesheets and fonts, as they are and gzipped as the
// server sends them (fonts are woff2, already compressed, and sent as they are).
func BenchmarkThemes(b *testing.B) {
	for _, c := range []struct {
		name string
		opts []fixtureOption
	}{{"uncached", []fixtureOption{func(o *site.Options) { o.CacheBytes = -1 }}}, {"cached", nil}} {
		g := newGateSite(b, testBase, c.opts...)
		for _, th := range g.themes {
			g.useTheme(th.Name)
			for _, name := range benchThemePages {
				path := gatePathOf(b, name)
				b.Run(c.name+"/"+th.Name+"/"+name, func(b *testing.B) {
					g.fetch(path) // the cached rows measure hits only
					for b.Loop() {
						rec := httptest.NewRecorder()
						g.site.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
						if rec.Code != 200 {
							b.Fatalf("%s: %d", path, rec.Code)
						}
					}
					b.StopTimer()
					reportWeight(b, g, path)
				})
			}
		}
	}
}

// reportWeight reports the page at path's weight, as it is and gzipped.
func reportWeight(b *testing.B, g *gateSite, path string) {
	w := g.weight(g.fetch(path).Body.Bytes())
	zipped := func(a string) float64 { return float64(g.fetch(a, "Accept-Encoding", "gzip").Body.Len()) }
	var css, fonts float64
	for _, a := range w.Stylesheets {
		css += zipped(a)
	}
	for _, a := range w.FontFiles {
		fonts += zipped(a)
	}
	b.ReportMetric(float64(w.HTML), "html-B")
	b.ReportMetric(zipped(path), "html-gz-B")
	b.ReportMetric(float64(w.CSS), "css-B")
	b.ReportMetric(css, "css-gz-B")
	b.ReportMetric(float64(w.Fonts), "fonts-B")
	b.ReportMetric(fonts, "fonts-gz-B")
}
