package theme

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"sync"
)

// Library is the themes a site can use: the built-in ones and those in a folder (each theme in
// <dir>/<name>/, placed by an operator or installed after an upload passed the check). Built-in
// names cannot be replaced.
type Library struct {
	mu       sync.RWMutex
	dir      string
	builtins []*Theme
	themes   map[string]*Theme
}

// Refused is a theme of the folder left out, with its problems.
type Refused struct {
	Dir      string
	Problems []Problem
}

// NewLibrary builds the library from the built-in themes and the folder dir ("" for none; a missing
// folder is an empty one). Folder themes with problems are left out and answered as refused.
func NewLibrary(dir string, pages []string, builtins ...*Theme) (*Library, []Refused, error) {
	l := &Library{dir: dir, builtins: builtins, themes: map[string]*Theme{}}
	for _, b := range builtins {
		l.themes[b.Name] = b
	}
	if dir == "" {
		return l, nil, nil
	}
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return l, nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("read themes folder: %w", err)
	}
	var refused []Refused
	for _, e := range entries {
		if !e.IsDir() || e.Name()[0] == '.' {
			continue
		}
		t, probs := LoadDir(filepath.Join(dir, e.Name()), pages)
		if t != nil && t.Name != e.Name() {
			probs = append(probs, Problem{Rule: RuleManifest, File: ManifestFile, Detail: fmt.Sprintf("name %q is not the folder's name %q", t.Name, e.Name())})
		}
		if t != nil && l.builtin(t.Name) {
			probs = append(probs, Problem{Rule: RuleManifest, File: ManifestFile, Detail: fmt.Sprintf("name %q is a built-in theme's", t.Name)})
		}
		if len(probs) > 0 {
			refused = append(refused, Refused{Dir: e.Name(), Problems: probs})
			continue
		}
		l.themes[t.Name] = t
	}
	return l, refused, nil
}

func (l *Library) builtin(name string) bool {
	for _, b := range l.builtins {
		if b.Name == name {
			return true
		}
	}
	return false
}

// Get is the theme of that name, nil when there is none.
func (l *Library) Get(name string) *Theme {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.themes[name]
}

// List is every theme: the built-in ones first, in their order, then the others by name.
func (l *Library) List() []*Theme {
	l.mu.RLock()
	defer l.mu.RUnlock()
	out := append([]*Theme(nil), l.builtins...)
	var others []*Theme
	for _, t := range l.themes {
		if !l.builtin(t.Name) {
			others = append(others, t)
		}
	}
	sort.Slice(others, func(i, j int) bool { return others[i].Name < others[j].Name })
	return append(out, others...)
}

// ErrBuiltinName refuses to install a theme under a built-in theme's name.
var ErrBuiltinName = errors.New("theme: a built-in theme has that name")

// Install writes a checked theme to <dir>/<name>/ (replacing a former version in one rename) and
// makes it available. The caller has checked it (Load's problems and the rendering check).
func (l *Library) Install(t *Theme) error {
	if l.builtin(t.Name) {
		return ErrBuiltinName
	}
	if l.dir == "" {
		return errors.New("theme: no themes folder")
	}
	if err := os.MkdirAll(l.dir, 0o755); err != nil {
		return fmt.Errorf("theme: create themes folder: %w", err)
	}
	tmp, err := os.MkdirTemp(l.dir, ".install-")
	if err != nil {
		return fmt.Errorf("theme: install: %w", err)
	}
	defer os.RemoveAll(tmp)
	for name, body := range t.files {
		p := filepath.Join(tmp, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return fmt.Errorf("theme: install: %w", err)
		}
		if err := os.WriteFile(p, body, 0o644); err != nil {
			return fmt.Errorf("theme: install: %w", err)
		}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	final := filepath.Join(l.dir, t.Name)
	old := final + ".old"
	_ = os.RemoveAll(old)
	if err := os.Rename(final, old); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("theme: install: %w", err)
	}
	if err := os.Rename(tmp, final); err != nil {
		return fmt.Errorf("theme: install: %w", err)
	}
	_ = os.RemoveAll(old)
	l.themes[t.Name] = t
	return nil
}
