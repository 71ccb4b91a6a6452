package shell

import (
	"context"

	"github.com/vitrina/vitrina/internal/records"
)

// SitePreview is the public site as the admin shows it before anything is saved: rendered by the
// site's own code and templates, read as anon, never cached. The assembly wires the real site in
// (Options.SitePreview), so that no module builds or imports the site.
type SitePreview interface {
	// RenderPage renders an unsaved free page at the address it would have.
	RenderPage(ctx context.Context, page records.PreviewPage) ([]byte, error)
	// RenderItem renders an unsaved editorial item of item.Tabla from its fields (item.Datos, its
	// columns as a revision keeps them; item.Registro "" for an item never saved) as its public page
	// would show it, marked as a preview.
	RenderItem(ctx context.Context, item records.Preview) ([]byte, error)
	// RenderHome renders the home page with unsaved appearance settings.
	RenderHome(ctx context.Context, st records.Settings) ([]byte, error)
	// MenuTargets is the address of every menu item whose target the public can reach, by item id.
	MenuTargets(ctx context.Context, items []records.MenuItem) (map[int64]string, error)
}
