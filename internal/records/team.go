package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// TeamDepartment is a department of the public team page, as equipo_publico answers it.
type TeamDepartment struct {
	Departamento string       `json:"departamento"`
	Descripcion  *string      `json:"descripcion"`
	Personas     []TeamMember `json:"personas"`
}

// TeamMember is a person of the public team page.
type TeamMember struct {
	Nombre      string `json:"nombre"`
	Responsable bool   `json:"responsable"`
}

// PublicTeam reads the public team; shown is false while the appearance settings keep it off.
func PublicTeam(ctx context.Context, c *platformclient.Client) (team []TeamDepartment, shown bool, err error) {
	var groups *[]TeamDepartment
	if err := c.RPC(ctx, c.Anon(), "equipo_publico", struct{}{}, &groups); err != nil {
		return nil, false, wrap("read the team", err)
	}
	if groups == nil {
		return nil, false, nil
	}
	return *groups, true, nil
}
