package shell

import (
	"context"

	"github.com/vitrina/vitrina/internal/theme"
)

// SiteThemes are the public site's themes as Apariencia offers them: the ones the settings may
// choose and the installation of an uploaded one. The assembly wires them (Options.Themes), since
// checking a theme renders the demo site.
type SiteThemes interface {
	// List is every theme the site can use, the built-in ones first.
	List() []*theme.Theme
	// Install checks a zipped theme and, when it passes, makes it available; the problems say why
	// it was refused (nothing is installed then).
	Install(ctx context.Context, zip []byte) (*theme.Theme, []theme.Problem, error)
}

// Themes are the site's themes; nil when the assembly gave none (only the base theme is offered).
func (a *App) Themes() SiteThemes { return a.themes }
