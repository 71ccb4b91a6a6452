package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// PageTitlesAs reads the id and title of the pages with the ids given, as cred sees them (any
// state, in the trash or not): one query for a whole list that names its targets.
func PageTitlesAs(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, ids []string) ([]Page, error) {
	rows := []Page{}
	if len(ids) == 0 {
		return rows, nil
	}
	_, err := c.From("paginas", cred).Select("id,titulo").In("id", ids).Get(ctx, &rows)
	return rows, wrap("read page titles", err)
}

// ContentTitlesAs reads the id and title of the content items with the ids given, as cred sees
// them (any state, in the trash or not), in one query.
func ContentTitlesAs(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, ids []string) ([]ContentItem, error) {
	rows := []ContentItem{}
	if len(ids) == 0 {
		return rows, nil
	}
	_, err := c.From("contenido", cred).Select("id,titulo").In("id", ids).Get(ctx, &rows)
	return rows, wrap("read content titles", err)
}
