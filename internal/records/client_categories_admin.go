package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// ClientCategoriesAs reads the client categories by name with the credential given (the admin's
// own, where ClientCategories reads as a visitor).
func ClientCategoriesAs(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) ([]ClientCategory, error) {
	rows := []ClientCategory{}
	_, err := c.From("categorias", cred).Select("id,nombre").Order("nombre", false).Get(ctx, &rows)
	return rows, wrap("read client categories", err)
}

// ClientCategoryExists says whether a client category with that id exists.
func ClientCategoryExists(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64) (bool, error) {
	var rows []idRow
	_, err := c.From("categorias", cred).Select("id").Eq("id", id).Get(ctx, &rows)
	return len(rows) > 0, wrap("look for a client category", err)
}

// DeleteClientCategory deletes a client category and says whether there was one. A client that
// still names it makes the platform refuse (23503).
func DeleteClientCategory(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64) (bool, error) {
	var deleted []idRow
	err := c.From("categorias", cred).Eq("id", id).Delete(ctx, &deleted)
	return len(deleted) > 0, wrap("delete client category", err)
}
