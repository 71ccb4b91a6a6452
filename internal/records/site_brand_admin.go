package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// SiteBrand reads the site's name and logo from its settings row (only those two columns of
// Settings are filled); nil when the row does not exist yet.
func SiteBrand(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (*Settings, error) {
	var rows []Settings
	_, err := c.From("ajustes_sitio", cred).Select("nombre_sitio,logo").Eq("id", 1).Get(ctx, &rows)
	return first(rows), wrap("read the site's brand", err)
}
