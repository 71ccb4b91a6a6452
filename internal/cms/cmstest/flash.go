package cmstest

import "regexp"

// flashText is the message a page shows at its top, after a save.
var flashText = regexp.MustCompile(`<p class="flash" role="status">([^<]*)</p>`)

// Flash is the message at the top of the page at path, unescaped; the test fails without one.
func (b *Browser) Flash(path string) string {
	b.t.Helper()
	m := flashText.FindStringSubmatch(UnescapeHTML(b.GetJSON(path).Body))
	if m == nil {
		b.t.Fatalf("%s shows no message", path)
	}
	return m[1]
}
