package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// MenuItems reads the items of both menus in their order, at most limit, as a visitor sees them.
func MenuItems(ctx context.Context, c *platformclient.Client, limit int) ([]MenuItem, error) {
	return MenuItemsAs(ctx, c, c.Anon(), limit)
}

// MenuItemsAs reads the items of both menus in their order, at most limit, as cred sees them.
func MenuItemsAs(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, limit int) ([]MenuItem, error) {
	return MenuItemsWhere(ctx, c, cred, IDFilter{}, limit)
}

// MenuItemsWhere reads the menu items only keeps (every item when it is inactive), in order.
func MenuItemsWhere(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, only IDFilter, limit int) ([]MenuItem, error) {
	items := []MenuItem{}
	_, err := only.Apply(c.From("menus", cred).Select(MenuColumns)).Order("orden", false).Order("id", false).
		Limit(limit).Get(ctx, &items)
	return items, wrap("read menus", err)
}

// InsertMenuItems inserts menu items and answers them as created.
func InsertMenuItems(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) ([]MenuItem, error) {
	var created []MenuItem
	err := c.From("menus", cred).Insert(ctx, rows, &created)
	return created, wrap("insert menu items", err)
}
