package theme

import (
	"net/url"
	"regexp"
	"strings"
)

// PageBudget bounds what a first visit downloads for one page: its HTML, its stylesheets and the
// fonts they load, uncompressed, measured with the site's default (system) font. 150 KB is what a
// phone on a slow 3G link (400 kbit/s) fetches in about three seconds. The base theme's pages weigh
// 25 to 43 KB so, and 141 KB at most with the heaviest bundled font (Merriweather, 98 KB for two
// weights) chosen in Apariencia: a theme has about 100 KB for its own CSS, images it links from
// CSS aside, and one font family.
const PageBudget = 150 << 10

// Weight is what a first visit downloads for one page, uncompressed (what the browser parses;
// compression varies by server): the HTML, the stylesheets it links and the fonts they load.
// Images are not counted: the site serves them resized and lazily.
type Weight struct {
	HTML, CSS, Fonts int
	// Stylesheets and FontFiles are the addresses counted, each once, in the order met.
	Stylesheets, FontFiles []string
}

// Total is the page's whole weight.
func (w Weight) Total() int { return w.HTML + w.CSS + w.Fonts }

var (
	stylesheetLinks = regexp.MustCompile(`<link rel="stylesheet" href="([^"]+)"`)
	fontURLs        = regexp.MustCompile(`url\(["']?([^"')]+\.woff2[^"')]*)["']?\)`)
)

// PageWeight weighs the rendered page body, reading each stylesheet it links and each font those
// load with fetch (an address of the site, as written in the page: a path with its query).
func PageWeight(body []byte, fetch func(address string) []byte) Weight {
	w := Weight{HTML: len(body)}
	seen := map[string]bool{}
	for _, m := range stylesheetLinks.FindAllSubmatch(body, -1) {
		href := strings.ReplaceAll(string(m[1]), "&amp;", "&")
		if seen[href] {
			continue
		}
		seen[href] = true
		css := fetch(href)
		w.CSS += len(css)
		w.Stylesheets = append(w.Stylesheets, href)
		for _, f := range fontURLs.FindAllSubmatch(css, -1) {
			if u := resolve(href, string(f[1])); !seen[u] {
				seen[u] = true
				w.Fonts += len(fetch(u))
				w.FontFiles = append(w.FontFiles, u)
			}
		}
	}
	return w
}

// resolve is ref as the browser reads it in the stylesheet at href (a theme's fonts are relative).
func resolve(href, ref string) string {
	b, err := url.Parse(href)
	if err != nil {
		return ref
	}
	r, err := url.Parse(ref)
	if err != nil {
		return ref
	}
	return b.ResolveReference(r).String()
}
