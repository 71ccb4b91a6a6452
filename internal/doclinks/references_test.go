package doclinks

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// trackerReference is a tracker number standing in for an explanation: docs and code say what
// they mean instead.
var trackerReference = regexp.MustCompile(`(?i)issue [0-9]+|\(#[0-9]+\)`)

func TestNoTrackerReferences(t *testing.T) {
	for _, top := range []string{"README.md", "BENCHMARKS.md", "docs", "internal", "cmd"} {
		err := filepath.WalkDir(filepath.Join(root, top), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			text, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			if bytes.IndexByte(text, 0) >= 0 {
				return nil // binary (screenshots, fonts)
			}
			for i, line := range bytes.Split(text, []byte("\n")) {
				if m := trackerReference.Find(line); m != nil {
					rel, _ := filepath.Rel(root, path)
					t.Errorf("%s:%d: %q: say what it means instead of citing a number", rel, i+1, m)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
