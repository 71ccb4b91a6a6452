package interfacetext

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// usedKey finds a text asked of the catalogue in the site's templates ({{t LANG "key"}},
// {{textIn LANG "key"}}) and Go code (s.text(ctx, "key"), textIn(lang, "key")).
var usedKey = regexp.MustCompile(`(?:\{\{-?\s*\(?(?:t|textIn)\s+\S+\s+|\(t\s+\S+\s+|s\.text\([a-zA-Z.()]+,\s*|textIn\([a-zA-Z.()]+,\s*)("(?:[^"\\]|\\.)*")`)

// TestEveryUsedKeyIsInTheCatalogue: every text the site's templates and code ask for is in the
// catalogue, so no page shows a Spanish text in another language by a typo.
func TestEveryUsedKeyIsInTheCatalogue(t *testing.T) {
	var files []string
	for _, pattern := range []string{"../templates/*.html", "../themes/*/templates/*.html", "../*.go"} {
		m, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	found := 0
	for _, f := range files {
		body, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range usedKey.FindAllStringSubmatch(string(body), -1) {
			key, err := strconv.Unquote(m[1])
			if err != nil {
				t.Fatalf("%s: %s: %v", f, m[1], err)
			}
			found++
			if _, ok := es[key]; !ok {
				t.Errorf("%s asks for %q, which the catalogue does not have", filepath.Base(f), key)
			}
		}
	}
	if found < 100 {
		t.Errorf("found %d uses of the catalogue in the site, want the site's texts (at least 100)", found)
	}
}
