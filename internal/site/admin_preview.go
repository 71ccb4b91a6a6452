package site

import (
	"context"
	"fmt"

	"github.com/vitrina/vitrina/internal/records"
)

// Preview is the public site as the admin's previews use it: the same code and templates that serve
// the public pages, reading the site's data as anon, with no cache, so nothing an editor previews is
// kept or shown to visitors. The assembly hands it to the CMS (shell.Options.SitePreview).
type Preview struct {
	opts Options
	site *Site
}

// NewPreview builds the previews' site from opts, its cache turned off.
func NewPreview(opts Options) (*Preview, error) {
	opts.CacheBytes = -1
	s, err := New(opts)
	if err != nil {
		return nil, fmt.Errorf("site preview: %w", err)
	}
	return &Preview{opts: opts, site: s}, nil
}

// RenderPage renders an unsaved free page as the public site would show it (the page editor's
// preview).
func (p *Preview) RenderPage(ctx context.Context, page records.PreviewPage) ([]byte, error) {
	return p.site.RenderPreview(ctx, page)
}

// RenderItem renders an unsaved editorial item from its fields as its public page would show it,
// marked as a preview (the editors' «Vista previa» of what they typed).
func (p *Preview) RenderItem(ctx context.Context, item records.Preview) ([]byte, error) {
	return p.site.RenderItemPreview(ctx, item)
}

// RenderHome renders the home page with unsaved appearance settings in place of the stored ones
// (the appearance preview). Settings are read once per site, so each preview builds its own.
func (p *Preview) RenderHome(ctx context.Context, st records.Settings) ([]byte, error) {
	opts := p.opts
	opts.Pinned = &st
	s, err := New(opts)
	if err != nil {
		return nil, fmt.Errorf("appearance preview: %w", err)
	}
	return s.RenderHome(ctx)
}

// MenuTargets resolves menu items' targets as the public sees them (Site.MenuTargets).
func (p *Preview) MenuTargets(ctx context.Context, items []records.MenuItem) (map[int64]string, error) {
	return p.site.MenuTargets(ctx, items)
}
