package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// RoleAssigned reports whether any employee (active or not) has a role matching the ilike pattern
// rolePattern, so a role in use is neither created again nor deleted.
func RoleAssigned(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rolePattern string) (bool, error) {
	var assigned []struct{ ID string }
	_, err := c.From("Empleados", cred).Select("id").Filter("rol", "ilike", rolePattern).Limit(1).Get(ctx, &assigned)
	return len(assigned) > 0, wrap("read whether a role is assigned", err)
}
