package cms_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
)

// TestEmptyBody: a body is empty when what the site would show of it, once sanitized, is blank
// (richtext.Blank has the markup's cases); plain text is shown as typed.
func TestEmptyBody(t *testing.T) {
	for body, empty := range map[string]bool{
		"":                                   true,
		"   \n\t":                            true,
		"<p><br></p>":                        true,
		"<p><script>alert(1)</script></p>":   true, // what the sanitizer removes does not count
		"<p><iframe src=\"x\"></iframe></p>": true,
		"<p>Hola</p>":                        false,
		"Texto sin marcas":                   false,
		"&nbsp;":                             false, // plain text is shown as typed
	} {
		if got := cms.EmptyBody(body); got != empty {
			t.Errorf("EmptyBody(%q) = %v, want %v", body, got, empty)
		}
	}
}

// TestStoredBody: what is kept of a body is the sanitized markup, or nothing when it shows nothing.
func TestStoredBody(t *testing.T) {
	for body, want := range map[string]string{
		"<p>Hola</p><script>alert(1)</script>": "<p>Hola</p>",
		"  <p><br></p>  ":                      "",
		"  Texto  ":                            "Texto",
	} {
		if got := cms.StoredBody(body); got != want {
			t.Errorf("StoredBody(%q) = %q, want %q", body, got, want)
		}
	}
}
