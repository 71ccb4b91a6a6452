package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// SaveMenuItem inserts (id 0) or updates menu item id with row, and answers the id of the row
// written (0: none, the item is gone).
func SaveMenuItem(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64, row Fields) (int64, error) {
	var rows []idRow
	var err error
	if id == 0 {
		err = c.From("menus", cred).Select("id").Insert(ctx, row, &rows)
	} else {
		err = c.From("menus", cred).Select("id").Eq("id", id).Update(ctx, row, &rows)
	}
	if len(rows) == 0 {
		return 0, wrap("save a menu item", err)
	}
	return int64(rows[0].ID), wrap("save a menu item", err)
}

// UpsertMenuItems writes items in one request (a level's new order).
func UpsertMenuItems(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, items []MenuItem) error {
	return wrap("write menu items", c.From("menus", cred).Upsert(ctx, items))
}

// DeleteMenuItems deletes the items with the ids given and answers how many there were.
func DeleteMenuItems(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, ids []string) (int, error) {
	var rows []idRow
	err := c.From("menus", cred).Select("id").In("id", ids).Delete(ctx, &rows)
	return len(rows), wrap("delete menu items", err)
}
