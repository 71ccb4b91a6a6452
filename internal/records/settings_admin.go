package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// UpsertSettings writes the row of ajustes_sitio, created the first time, in one request.
func UpsertSettings(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, row Fields) error {
	return wrap("write site settings", c.From("ajustes_sitio", cred).Upsert(ctx, []Fields{row}))
}
