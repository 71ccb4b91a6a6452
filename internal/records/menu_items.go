package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// MenuItems reads the items of both menus in their order, at most limit, as a visitor sees them.
func MenuItems(ctx context.Context, c *platformclient.Client, limit int) ([]MenuItem, error) {
	return MenuItemsAs(ctx, c, c.Anon(), limit)
}

// MenuItemsIn is MenuItems in lang ("": Spanish): each item's label and own address from its
// published translation into lang, where it has one.
func MenuItemsIn(ctx context.Context, c *platformclient.Client, lang string, limit int) ([]MenuItem, error) {
	q := inLanguage(c.From("menus", c.Anon()).Select(MenuColumns).Order("orden", false).Order("id", false).Limit(limit), "menus", MenuColumns, lang)
	items, _, _, err := getIn(ctx, q, lang, func(m MenuItem) int64 { return m.ID })
	if items == nil {
		items = []MenuItem{}
	}
	return items, wrap("read menus", err)
}

// MenuItemsAs reads the items of both menus in their order, at most limit, as cred sees them.
func MenuItemsAs(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, limit int) ([]MenuItem, error) {
	return MenuItemsWhere(ctx, c, cred, IDFilter{}, limit)
}

// MenuItemsWhere reads the menu items only keeps (every item when it is inactive), in order.
func MenuItemsWhere(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, only IDFilter, limit int) ([]MenuItem, error) {
	items := []MenuItem{}
	_, err := only.Apply(c.From("menus", cred).Select(MenuColumns+",version_textos")).Order("orden", false).Order("id", false).
		Limit(limit).Get(ctx, &items)
	return items, wrap("read menus", err)
}

// InsertMenuItems inserts menu items and answers them as created.
func InsertMenuItems(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) ([]MenuItem, error) {
	var created []MenuItem
	err := c.From("menus", cred).Insert(ctx, rows, &created)
	return created, wrap("insert menu items", err)
}
