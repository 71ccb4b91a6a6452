package redirects_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/redirects"
)

// FuzzCheck holds the rules of outside input (paths the public asks for, targets clients send):
// an accepted origin is a bounded path without spaces, query or fragment, and checking it again
// keeps it; an accepted target is a site path or an http(s) address; Classify files any path under
// a key of bounded, valid text.
func FuzzCheck(f *testing.F) {
	for _, s := range []string{"/", "/blog/a/", "//evil.example", "/wp-admin/x.php", "/a?b", "https://x.example/", "javascript:alert(1)",
		"/ñandú", "/.env", strings.Repeat("/a", 200), "/admin", "\x00", "/a b", "/a//", "/a//?x"} {
		f.Add(s, "Mozilla/5.0")
	}
	f.Fuzz(func(t *testing.T, path, agent string) {
		if origin, msg := redirects.CheckOrigin(path); msg == "" {
			if !strings.HasPrefix(origin, "/") || strings.HasPrefix(origin, "//") || len(origin) > redirects.MaxPath ||
				strings.ContainsAny(origin, " \t\r\n?#") {
				t.Fatalf("accepted origin %q", origin)
			}
			if again, msg := redirects.CheckOrigin(origin); msg != "" || again != origin {
				t.Fatalf("origin %q checked again: %q %q", origin, again, msg)
			}
		}
		if target, msg := redirects.CheckTarget(path); msg == "" {
			if !redirects.IsPath(target) && !strings.HasPrefix(target, "http://") && !strings.HasPrefix(target, "https://") {
				t.Fatalf("accepted target %q", target)
			}
		}
		if !utf8.ValidString(path) {
			return
		}
		key, kind := redirects.Classify(path, agent)
		if len(key) > redirects.MaxPath || !utf8.ValidString(key) || kind == "" {
			t.Fatalf("Classify(%q) = %q %q", path, key, kind)
		}
	})
}
