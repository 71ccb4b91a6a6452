package cms_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
)

// TestEmptyBody: a body the rich editor leaves emptied, or that only markup, white space or
// removed elements fill, shows nothing; a word or a picture is content.
func TestEmptyBody(t *testing.T) {
	for _, c := range []struct {
		body  string
		empty bool
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
		{"<p><script>alert(1)</script></p>", true}, // what the sanitizer removes does not count
		{"<p><img></p>", true},                     // a picture of nothing
		{"<p>Hola</p>", false},
		{"<p><strong> x </strong></p>", false},
		{"<p>&amp;</p>", false},
		{"Texto sin marcas", false},
		{"&nbsp;", false}, // plain text is shown as typed
		{`<p><img src="https://example.com/a.jpg" alt=""></p>`, false},
	} {
		if got := cms.EmptyBody(c.body); got != c.empty {
			t.Errorf("EmptyBody(%q) = %v, want %v", c.body, got, c.empty)
		}
	}
}
