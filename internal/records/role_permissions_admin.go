package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The permission grid (table roles_permisos): whether a role may see each view of the CMS.

// ViewPermission is whether a role may see one view.
type ViewPermission struct {
	VistaSlug string `json:"vista_slug"`
	PuedeVer  bool   `json:"puede_ver"`
}

// RolePermission is a row of roles_permisos.
type RolePermission struct {
	ID        int64  `json:"id"`
	RolNombre string `json:"rol_nombre"`
	ViewPermission
}

// RolePermissions reads every permission, by role name and then view.
func RolePermissions(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) ([]RolePermission, error) {
	rows := []RolePermission{}
	_, err := c.From("roles_permisos", cred).Select("id,rol_nombre,vista_slug,puede_ver").
		Order("rol_nombre", false).Order("vista_slug", false).Get(ctx, &rows)
	return rows, wrap("read role permissions", err)
}

// ReplaceRolePermissions replaces every permission of role with perms in one transaction (the
// platform's replace_role_permissions), so a reader never sees half a grid.
func ReplaceRolePermissions(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, role string, perms []ViewPermission) error {
	args := map[string]any{"p_rol_nombre": role, "p_permisos": perms}
	return wrap("replace role permissions", c.RPC(ctx, cred, "replace_role_permissions", args, nil))
}

// InsertRole creates role with one permission per view, none granted; the table's unique key
// refuses a role that has permissions already.
func InsertRole(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, role string, views []string) error {
	rows := make([]Fields, len(views))
	for i, v := range views {
		rows[i] = Fields{"rol_nombre": role, "vista_slug": v, "puede_ver": false}
	}
	return wrap("insert a role", c.From("roles_permisos", cred).Insert(ctx, rows, nil))
}

// DeleteRole deletes every permission of role and answers how many there were.
func DeleteRole(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, role string) (int, error) {
	var deleted []struct{ ID int64 }
	err := c.From("roles_permisos", cred).Eq("rol_nombre", role).Delete(ctx, &deleted)
	return len(deleted), wrap("delete a role", err)
}
