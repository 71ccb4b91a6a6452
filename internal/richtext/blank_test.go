package richtext_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/richtext"
)

// TestBlank: markup an editor emptied, or that only white space or empty elements fill, shows
// nothing; a word or a picture is content.
func TestBlank(t *testing.T) {
	for _, c := range []struct {
		markup string
		blank  bool
	}{
		{"", true},
		{"   \n\t", true},
		{"<p></p>", true},
		{"<p><br></p>", true},
		{"<p> <br/> </p>\n<p></p>", true},
		{"<p>&nbsp;</p>", true},
		{"<p>\u00a0&#160;</p>", true},
		{"<h2></h2><ul><li></li></ul>", true},
		{`<p><a href="https://example.com"></a></p>`, true},
		{"<p><img></p>", true}, // a picture of nothing
		{`<p><img src=" "></p>`, true},
		{"<!-- nota --><p></p>", true},
		{"<p>Hola</p>", false},
		{"<p><strong> x </strong></p>", false},
		{"<p>&amp;</p>", false},
		{"Texto sin marcas", false},
		{`<p><img src="https://example.com/a.jpg" alt=""></p>`, false},
		{`<img alt="" src="/a.jpg"/>`, false},
	} {
		if got := richtext.Blank(c.markup); got != c.blank {
			t.Errorf("Blank(%q) = %v, want %v", c.markup, got, c.blank)
		}
	}
}

// FuzzBlank: any markup gets an answer, the same every time, without a panic.
func FuzzBlank(f *testing.F) {
	for _, s := range []string{"", "<p><br></p>", "<p>Hola</p>", `<img src="a">`, "<p", "&#", "<!--", "<img src='"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, markup string) {
		if richtext.Blank(markup) != richtext.Blank(markup) {
			t.Fatalf("Blank(%q) changed its answer", markup)
		}
	})
}
