package records

import (
	"context"
	"encoding/json"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// Preview is vista_previa's answer for a live preview token: the item's table and key, and its
// fields (null for an item that was never revised, hence published as it is).
type Preview struct {
	Tabla    string          `json:"tabla"`
	Registro string          `json:"registro"`
	Datos    json.RawMessage `json:"datos"`
	// Idioma is the language the item's page is shown in: a translation's preview ("" Spanish).
	Idioma string `json:"idioma,omitempty"`
}

// ReadPreview reads what a preview token opens; nil for a token that opens nothing (unknown,
// expired or revoked).
func ReadPreview(ctx context.Context, c *platformclient.Client, token string) (*Preview, error) {
	var pv *Preview
	if err := c.RPC(ctx, c.Anon(), "vista_previa", map[string]string{"p_token": token}, &pv); err != nil {
		return nil, wrap("read preview", err)
	}
	return pv, nil
}

// Revised reports whether the platform answered the item's fields (it does for any item written
// since the lifecycle began; null is an item never revised, hence published as it is).
func (p *Preview) Revised() bool { return len(p.Datos) > 0 && string(p.Datos) != "null" }
