package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The admin's reads of paginas beyond the page editor: the pages offered as a choice elsewhere.

// PageChoices reads the id and title of the pages not in the trash, by title, at most limit.
func PageChoices(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, limit int) ([]Page, error) {
	rows := []Page{}
	_, err := c.From("paginas", cred).Select("id,titulo").Filter("eliminado_en", "is", "null").
		Order("titulo", false).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read the pages to choose from", err)
}

// PageBlocks reads the blocks of page id (in the trash or not); nil when the credential sees no such
// page.
func PageBlocks(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64) (*Page, error) {
	var rows []Page
	_, err := c.From("paginas", cred).Select("bloques").Eq("id", id).Get(ctx, &rows)
	return first(rows), wrap("read a page's blocks", err)
}

// PageTargets reads the id, title and slug of the pages not in the trash (those a link may point
// at), by title, at most limit.
func PageTargets(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, limit int) ([]Page, error) {
	rows := []Page{}
	_, err := c.From("paginas", cred).Select("id,titulo,slug").Filter("eliminado_en", "is", "null").
		Order("titulo", false).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read the pages to link to", err)
}
