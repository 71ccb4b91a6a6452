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
	rows, _, _, err := CategoriesIn(ctx, c, "")
	return rows, err
}

// CategoriesIn is Categories in lang ("": Spanish): each category's name and slug from its
// published translation into lang, where it has one; spanish are the Spanish slugs by id.
func CategoriesIn(ctx context.Context, c *platformclient.Client, lang string) (rows []Category, spanish map[int]string, untranslated Untranslated, err error) {
	q := inLanguage(c.From("categoria-servicios", c.Anon()).Select("id,name,slug,id_padre,es_slug:slug").Order("name", false), "categoria-servicios", "id,name,slug,id_padre", lang)
	read, untranslated, _, err := getIn(ctx, q, lang, func(c categoryRow) int64 { return int64(c.ID) })
	if err != nil {
		return nil, nil, nil, wrap("read categories", err)
	}
	rows, spanish = make([]Category, len(read)), make(map[int]string, len(read))
	for i, r := range read {
		rows[i], spanish[r.ID] = r.Category, r.EsSlug
	}
	return rows, spanish, untranslated, nil
}

// categoryRow is a category read with its Spanish slug under another name, which a translation
// leaves as it is.
type categoryRow struct {
	Category
	EsSlug string `json:"es_slug"`
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
