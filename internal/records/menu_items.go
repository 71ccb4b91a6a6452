package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// MenuItems reads the items of both menus in their order, at most limit.
func MenuItems(ctx context.Context, c *platformclient.Client, limit int) ([]MenuItem, error) {
	var items []MenuItem
	_, err := c.From("menus", c.Anon()).Select(MenuColumns).Order("orden", false).Order("id", false).
		Limit(limit).Get(ctx, &items)
	return items, wrap("read menus", err)
}

// InsertMenuItems inserts menu items and answers them as created.
func InsertMenuItems(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) ([]MenuItem, error) {
	var created []MenuItem
	err := c.From("menus", cred).Insert(ctx, rows, &created)
	return created, wrap("insert menu items", err)
}
