package shell

import (
	"context"

	"github.com/vitrina/vitrina/internal/cms"
)

// defaultBrand is the admin's name until the company's own is configured.
const defaultBrand = "Vitrina"

// NavGroup is one heading of the sidebar with the entries the user may open under it.
type NavGroup struct {
	Key, Title string
	Items      []NavItem
}

// sidebar groups the user's navigation by the kernel's view groups (cms.ViewGroups), in the
// groups' order, leaving out empty groups, marks the current view and reads each entry's counter.
func (a *App) sidebar(ctx context.Context, u *User, current string) []NavGroup {
	byView := map[string]NavItem{}
	for _, item := range u.Nav {
		byView[item.Slug] = item
	}
	var out []NavGroup
	for _, g := range cms.ViewGroups() {
		group := NavGroup{Key: g.Key, Title: g.Title}
		for _, v := range g.Views {
			item, ok := byView[v]
			if !ok {
				continue
			}
			item.Current = v == current
			item.Count = a.count(ctx, u, v)
			group.Items = append(group.Items, item)
		}
		if len(group.Items) > 0 {
			out = append(out, group)
		}
	}
	return out
}

// count is the module's counter for the user's entry; 0 without one or when it fails.
func (a *App) count(ctx context.Context, u *User, view string) int {
	for _, m := range a.modules {
		if m.View != view || m.Counter == nil {
			continue
		}
		n, err := m.Counter(ctx, u)
		if err != nil {
			a.logger.WarnContext(ctx, "navigation counter", "view", view, "error", err)
			return 0
		}
		return n
	}
	return 0
}

// brandOf is the company's name and logo for the header.
func (a *App) brandOf(ctx context.Context) Brand {
	b := Brand{}
	if a.brand != nil {
		b = a.brand(ctx)
	}
	if b.Name == "" {
		b.Name = defaultBrand
	}
	return b
}

// Brand is the company's name (from the site's settings) and logo, as the admin's header shows
// them; modules name the company with it (an invitation's e-mail).
func (a *App) Brand(ctx context.Context) Brand { return a.brandOf(ctx) }
