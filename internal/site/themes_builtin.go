package site

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"

	"github.com/vitrina/vitrina/internal/theme"
)

// The built-in themes: "base" is the site's own templates (templates/, less the layout base.html,
// which every theme shares: it carries the site's script, the SEO head and the structured data) with
// its manifest theme.json; the others are folders under themes/.

//go:embed theme.json templates
var baseThemeFS embed.FS

//go:embed themes
var builtinThemesFS embed.FS

// BaseTheme is the name of the theme every other falls back to.
const BaseTheme = "base"

// PageTypes are the page types a theme may override (templates/<type>.html).
func PageTypes() []string { return slices.Clone(pageNames) }

// BuiltinThemes loads the themes shipped with Vitrina, "base" first.
func BuiltinThemes() ([]*theme.Theme, error) {
	base, probs := theme.Load(withoutLayout{baseThemeFS}, pageNames)
	if len(probs) > 0 {
		return nil, fmt.Errorf("built-in theme base: %v", probs)
	}
	base.Builtin = true
	out := []*theme.Theme{base}
	dirs, err := fs.ReadDir(builtinThemesFS, "themes")
	if err != nil {
		return nil, fmt.Errorf("built-in themes: %w", err)
	}
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		sub, err := fs.Sub(builtinThemesFS, path.Join("themes", d.Name()))
		if err != nil {
			return nil, fmt.Errorf("built-in theme %s: %w", d.Name(), err)
		}
		t, probs := theme.Load(sub, pageNames)
		if len(probs) > 0 {
			return nil, fmt.Errorf("built-in theme %s: %v", d.Name(), probs)
		}
		t.Builtin = true
		out = append(out, t)
	}
	return out, nil
}

// NewThemeLibrary is the library of the built-in themes and those of dir (<data dir>/themes; ""
// for none), with the folder's themes that were refused.
func NewThemeLibrary(dir string) (*theme.Library, []theme.Refused, error) {
	builtins, err := BuiltinThemes()
	if err != nil {
		return nil, nil, err
	}
	return theme.NewLibrary(dir, pageNames, builtins...)
}

// withoutLayout is the base theme's files less templates/base.html, the shared layout.
type withoutLayout struct{ fs.ReadDirFS }

const layoutFile = "templates/base.html"

func (w withoutLayout) Open(name string) (fs.File, error) {
	if name == layoutFile {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return w.ReadDirFS.Open(name)
}

func (w withoutLayout) ReadDir(name string) ([]fs.DirEntry, error) {
	entries, err := w.ReadDirFS.ReadDir(name)
	return slices.DeleteFunc(entries, func(e fs.DirEntry) bool { return path.Join(name, e.Name()) == layoutFile }), err
}
