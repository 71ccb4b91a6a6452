package theme

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"
)

// Theme is a loaded theme: its manifest, the templates of the page types it overrides and its
// static files, all in memory (a theme is small: see the limits below).
type Theme struct {
	Manifest
	Templates map[string]string // page type → template source
	Static    map[string][]byte // file name under static/ → bytes
	Hash      string            // of every file: tells two versions of a theme apart
	Builtin   bool              // shipped inside Vitrina
	files     map[string][]byte // every file by its path, as installed
}

// Limits of a theme's files: a theme is CSS, a few templates, images and fonts.
const (
	MaxFiles     = 200
	MaxFileBytes = 2 << 20
	MaxBytes     = 8 << 20
)

// staticTypes are the kinds of static file a theme may carry.
var staticTypes = []string{".css", ".png", ".jpg", ".jpeg", ".webp", ".avif", ".gif", ".svg", ".ico", ".woff2", ".txt"}

// Load reads a theme from fsys (a folder, a zip or an embedded tree) and checks its layout and
// manifest against the site's page types. The theme is nil when it cannot be used at all; the
// problems list every reason it is refused, the file scan's included (Scan).
func Load(fsys fs.FS, pages []string) (*Theme, []Problem) {
	files, probs := readFiles(fsys)
	raw, ok := files[ManifestFile]
	if !ok {
		return nil, append(probs, Problem{Rule: RuleManifest, File: ManifestFile, Detail: "missing"})
	}
	m, mp := parseManifest(raw, pages)
	probs = append(probs, mp...)
	t := &Theme{Manifest: m, Templates: map[string]string{}, Static: map[string][]byte{}, files: files}
	sum := sha256.New()
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		body := files[name]
		fmt.Fprintf(sum, "%s\x00%d\x00", name, len(body))
		sum.Write(body)
		dir, file := path.Split(name)
		switch {
		case name == ManifestFile:
		case dir == "templates/" && path.Ext(file) == ".html":
			page := strings.TrimSuffix(file, ".html")
			if !slices.Contains(m.Overrides, page) {
				probs = append(probs, Problem{Rule: RuleLayout, File: name, Detail: "a template for a page type the manifest does not list in overrides"})
				continue
			}
			t.Templates[page] = string(body)
		case dir == "static/":
			if !slices.Contains(staticTypes, strings.ToLower(path.Ext(file))) {
				rule := RuleFileType
				if ext := strings.ToLower(path.Ext(file)); ext == ".js" || ext == ".mjs" || ext == ".wasm" {
					rule = RuleCode
				}
				probs = append(probs, Problem{Rule: rule, File: name, Detail: file})
				continue
			}
			t.Static[file] = body
		default:
			probs = append(probs, Problem{Rule: RuleLayout, File: name, Detail: "only theme.json, templates/*.html and static/* belong in a theme"})
		}
	}
	for _, p := range m.Overrides {
		if _, ok := t.Templates[p]; !ok && slices.Contains(pages, p) {
			probs = append(probs, Problem{Rule: RuleLayout, File: "templates/" + p + ".html", Detail: "listed in overrides but missing"})
		}
	}
	t.Hash = hex.EncodeToString(sum.Sum(nil)[:8])
	return t, append(probs, Scan(t)...)
}

// readFiles reads every regular file of fsys within the limits.
func readFiles(fsys fs.FS) (map[string][]byte, []Problem) {
	files := map[string][]byte{}
	var probs []Problem
	total := 0
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || strings.HasPrefix(path.Base(name), ".") {
			return nil // hidden files (.DS_Store) are left out
		}
		if !d.Type().IsRegular() {
			probs = append(probs, Problem{Rule: RuleLayout, File: name, Detail: "not a regular file"})
			return nil
		}
		if len(files) >= MaxFiles {
			return fmt.Errorf("more than %d files", MaxFiles)
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if info.Size() > MaxFileBytes {
			return fmt.Errorf("%s is over %d MB", name, MaxFileBytes>>20)
		}
		body, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		if total += len(body); total > MaxBytes || len(body) > MaxFileBytes {
			return fmt.Errorf("the theme is over %d MB", MaxBytes>>20)
		}
		files[name] = body
		return nil
	})
	if err != nil {
		probs = append(probs, Problem{Rule: RuleArchive, Detail: err.Error()})
	}
	return files, probs
}

// Files are the theme's files by path, as they are installed.
func (t *Theme) Files() map[string][]byte { return t.files }
