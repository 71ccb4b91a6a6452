package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The service categories (table categoria-servicios) form the site's tree of services.

// Category is a row of categoria-servicios.
type Category struct {
	ID      int    `json:"id"`
	Name    string `json:"name"`
	Slug    string `json:"slug"`
	IDPadre *int   `json:"id_padre"`
}

// Categories reads the whole tree by name.
func Categories(ctx context.Context, c *platformclient.Client) ([]Category, error) {
	var rows []Category
	_, err := c.From("categoria-servicios", c.Anon()).Select("id,name,slug,id_padre").Order("name", false).Get(ctx, &rows)
	return rows, wrap("read categories", err)
}

// CategorySlugs reads the id and slug of the categories with the ids given.
func CategorySlugs(ctx context.Context, c *platformclient.Client, ids []string) ([]Category, error) {
	var rows []Category
	_, err := c.From("categoria-servicios", c.Anon()).Select("id,slug").In("id", ids).Get(ctx, &rows)
	return rows, wrap("read category slugs", err)
}

// TopCategories reads the id and name of the categories at the top of the tree, by id.
func TopCategories(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) ([]Category, error) {
	var rows []Category
	_, err := c.From("categoria-servicios", cred).Select("id,name").Filter("id_padre", "is", "null").
		Order("id", false).Get(ctx, &rows)
	return rows, wrap("read the top categories", err)
}

// TopCategoryNamed reads the top-level categories named name (none or one).
func TopCategoryNamed(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, name string) ([]Category, error) {
	var rows []Category
	_, err := c.From("categoria-servicios", cred).Select("id").Eq("name", name).
		Filter("id_padre", "is", "null").Get(ctx, &rows)
	return rows, wrap("look for a top category", err)
}

// InsertCategories inserts categories and answers them as created.
func InsertCategories(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) ([]Category, error) {
	var created []Category
	err := c.From("categoria-servicios", cred).Insert(ctx, rows, &created)
	return created, wrap("insert categories", err)
}
