package themecheck

import (
	"context"
	"fmt"

	"github.com/vitrina/vitrina/internal/site"
	"github.com/vitrina/vitrina/internal/theme"
)

// Installer installs uploaded themes into a library once they pass the check (shell.SiteThemes).
type Installer struct{ lib *theme.Library }

// NewInstaller installs into lib.
func NewInstaller(lib *theme.Library) *Installer { return &Installer{lib: lib} }

// List is every theme of the library.
func (i *Installer) List() []*theme.Theme { return i.lib.List() }

// Install checks the zipped theme over a demo site of its own and installs it when nothing is
// wrong. A built-in theme's name is a problem, not an error.
func (i *Installer) Install(ctx context.Context, data []byte) (*theme.Theme, []theme.Problem, error) {
	t, probs := theme.LoadZip(data, site.PageTypes())
	if t != nil {
		if b := i.lib.Get(t.Name); b != nil && b.Builtin {
			probs = append(probs, theme.Problem{Rule: theme.RuleManifest, File: theme.ManifestFile,
				Detail: fmt.Sprintf("name %q is a built-in theme's", t.Name)})
		}
	}
	probs, err := Check(ctx, t, probs)
	if err != nil || len(probs) > 0 {
		return t, probs, err
	}
	if err := i.lib.Install(t); err != nil {
		return t, nil, fmt.Errorf("install theme %s: %w", t.Name, err)
	}
	return t, nil, nil
}
