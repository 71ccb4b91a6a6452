package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// TagsByName reads the tags by name, at most limit (the admin's filter and suggestions).
func TagsByName(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, limit int) ([]Tag, error) {
	rows := []Tag{}
	_, err := c.From("etiquetas", cred).Select("id,nombre,slug").Order("nombre", false).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read tags", err)
}
