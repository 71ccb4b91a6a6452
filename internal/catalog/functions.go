package catalog

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/vitrina/vitrina/internal/database"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// replaceRolePermissions is replace_role_permissions(p_rol_nombre text, p_permisos jsonb): it
// replaces every permission of a role with the given set, atomically. p_permisos is an array of
// {vista_slug, puede_ver}. Only the service role may call it (the CMS does, after its admin check).
func replaceRolePermissions() *schema.Function {
	return &schema.Function{
		Name: "replace_role_permissions",
		Params: []schema.Param{
			{Name: "p_rol_nombre", Type: schema.Text, Required: true},
			{Name: "p_permisos", Type: schema.JSONB, Required: true},
		},
		Call: func(ctx context.Context, tx *database.Tx, args schema.Row) (any, error) {
			role := roleArg(args)
			var perms []struct {
				VistaSlug *string `json:"vista_slug"`
				PuedeVer  *bool   `json:"puede_ver"`
			}
			if err := json.Unmarshal(args["p_permisos"].(json.RawMessage), &perms); err != nil {
				return nil, &database.Error{Code: schema.CodeRaise, Message: "p_permisos must be an array of {vista_slug, puede_ver}"}
			}
			if _, err := tx.Exec(ctx, `DELETE FROM roles_permisos WHERE rol_nombre = ?`, role); err != nil {
				return nil, fmt.Errorf("delete permissions of %s: %w", role, err)
			}
			for _, p := range perms {
				if p.VistaSlug == nil {
					return nil, &database.Error{Code: schema.CodeRaise, Message: "every permission needs a vista_slug"}
				}
				puedeVer := p.PuedeVer != nil && *p.PuedeVer
				if _, err := tx.Exec(ctx, `INSERT INTO roles_permisos (rol_nombre, vista_slug, puede_ver) VALUES (?, ?, ?)
					ON CONFLICT (rol_nombre, vista_slug) DO UPDATE SET puede_ver = excluded.puede_ver`,
					role, *p.VistaSlug, puedeVer); err != nil {
					return nil, err
				}
			}
			return nil, nil
		},
		Snapshot: func(ctx context.Context, tx *database.Tx, args schema.Row) (any, error) {
			return rolePermissions(ctx, tx, roleArg(args))
		},
	}
}

// roleArg is p_rol_nombre as the SQL function reads it (lower(trim(p_rol_nombre)) in the Supabase
// SQL): the platform's twin of the rule; the CMS checks names with cms.RoleName before calling.
func roleArg(args schema.Row) string {
	return strings.ToLower(strings.TrimSpace(args["p_rol_nombre"].(string)))
}

// rolePermissions reads a role's permissions as a map of view to puede_ver (for the audit trail).
func rolePermissions(ctx context.Context, tx *database.Tx, role string) (map[string]bool, error) {
	rows, err := tx.Query(ctx, `SELECT vista_slug, puede_ver FROM roles_permisos WHERE rol_nombre = ?`, role)
	if err != nil {
		return nil, fmt.Errorf("read permissions of %s: %w", role, err)
	}
	defer rows.Close()
	out := map[string]bool{}
	for rows.Next() {
		var slug string
		var ver bool
		if err := rows.Scan(&slug, &ver); err != nil {
			return nil, fmt.Errorf("read permissions of %s: %w", role, err)
		}
		out[slug] = ver
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read permissions of %s: %w", role, err)
	}
	return out, nil
}
