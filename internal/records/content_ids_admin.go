package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// ContentExists reports whether content item id exists as cred sees it, in any state (a draft a link
// points at becomes public later).
func ContentExists(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id string) (bool, error) {
	var rows []idRow
	_, err := c.From("contenido", cred).Select("id").Eq("id", id).Get(ctx, &rows)
	return len(rows) == 1, wrap("read whether a content item exists", err)
}

// ContentTargets reads the content items a link may point at (outside the trash, any state), by
// title, with their category's name, at most limit.
func ContentTargets(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, limit int) ([]ContentAdmin, error) {
	rows := []ContentAdmin{}
	_, err := c.From("contenido", cred).Select("id,titulo,categoria,cat:categoria(name)").Filter(trashedColumn, "is", "null").
		Order("titulo", false).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read the content items to link to", err)
}
