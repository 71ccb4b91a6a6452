package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The admin's writes of the service categories; the platform makes each slug from the name and
// refuses a parent that would close a cycle (P0001, with a Spanish message).

// InsertCategory inserts one category and answers the rows the platform created.
func InsertCategory(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, row Fields) ([]Category, error) {
	var rows []Category
	err := c.From("categoria-servicios", cred).Select("id,name,slug,id_padre").Insert(ctx, row, &rows)
	return rows, wrap("insert category", err)
}

// UpdateCategory writes some columns of one category and says whether there was one.
func UpdateCategory(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64, row Fields) (bool, error) {
	var rows []idRow
	err := c.From("categoria-servicios", cred).Eq("id", id).Select("id").Update(ctx, row, &rows)
	return len(rows) > 0, wrap("update category", err)
}

// DeleteCategory deletes one category and says whether there was one; rows that still refer to it
// make the platform refuse (23503, naming the referring table).
func DeleteCategory(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64) (bool, error) {
	var rows []idRow
	err := c.From("categoria-servicios", cred).Eq("id", id).Select("id").Delete(ctx, &rows)
	return len(rows) > 0, wrap("delete category", err)
}
