package usuarios

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// The roles' tables. get_roles itself is the kernel's (cms.Service.Roles): empleados lists the roles
// too.
const (
	tablePermissions = "roles_permisos"
	tableEmployees   = "Empleados"
)

// permissions answers get_permisos: every permission ordered by role name (then view).
func (m *module) permissions(ctx context.Context, token string) ([]cms.Permission, error) {
	perms := []cms.Permission{}
	c := m.Svc.Client()
	_, err := c.From(tablePermissions, platformclient.AsUser(token)).Select("id,rol_nombre,vista_slug,puede_ver").
		Order("rol_nombre", false).Order("vista_slug", false).Get(ctx, &perms)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return perms, nil
}

// permissionInput is one entry of save_permisos.
type permissionInput struct {
	VistaSlug string `json:"vista_slug"`
	PuedeVer  bool   `json:"puede_ver"`
}

// parsePermisos reads save_permisos' array of {vista_slug, puede_ver}: missing → 400 Faltan
// permisos, a view outside the list → 400 Vista inválida: <slug>, anything else malformed → 400
// Permisos inválidos.
func parsePermisos(raw json.RawMessage) ([]permissionInput, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, cms.Fail(http.StatusBadRequest, cms.MsgMissingPermissions)
	}
	var items []map[string]any
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, cms.Fail(http.StatusBadRequest, cms.MsgInvalidPermissions)
	}
	out := make([]permissionInput, 0, len(items))
	for _, it := range items {
		slug, _ := it["vista_slug"].(string)
		if !cms.IsView(slug) {
			return nil, cms.Fail(http.StatusBadRequest, cms.MsgInvalidView+slug)
		}
		ver, ok := cms.ParseActivo(it["puede_ver"])
		if !ok {
			return nil, cms.Fail(http.StatusBadRequest, cms.MsgInvalidPermissions)
		}
		out = append(out, permissionInput{VistaSlug: slug, PuedeVer: ver})
	}
	return out, nil
}

// savePermissions replaces every permission of a role with perms, atomically (one RPC). name is a
// checked role name (cms.RoleName), perms checked entries (parsePermisos).
func (m *module) savePermissions(ctx context.Context, name string, perms []permissionInput) error {
	c := m.Svc.Client()
	err := c.RPC(ctx, c.Service(), "replace_role_permissions", map[string]any{"p_rol_nombre": name, "p_permisos": perms}, nil)
	if err != nil {
		return cms.PlatformFailure(err)
	}
	return nil
}

// createRole creates a role with one permission per view, all false. A role that get_roles lists
// already exists: a standard role, a role of an employee, or a role with permissions — the last is
// caught by the unique constraint of the insert itself, so two creations cannot both succeed. Two
// platform round trips at most. name is a checked role name (cms.RoleName).
func (m *module) createRole(ctx context.Context, token, name string) error {
	if cms.IsStandardRole(name) {
		return cms.Fail(http.StatusConflict, cms.MsgRoleExists)
	}
	assigned, err := m.roleAssigned(ctx, token, name)
	if err != nil {
		return err
	}
	if assigned {
		return cms.Fail(http.StatusConflict, cms.MsgRoleExists)
	}
	rows := make([]map[string]any, len(cms.Views))
	for i, v := range cms.Views {
		rows[i] = map[string]any{"rol_nombre": name, "vista_slug": v, "puede_ver": false}
	}
	c := m.Svc.Client()
	if err := c.From(tablePermissions, c.Service()).Insert(ctx, rows, nil); err != nil {
		if platformclient.CodeOf(err) == "23505" {
			return cms.Fail(http.StatusConflict, cms.MsgRoleExists)
		}
		return cms.PlatformFailure(err)
	}
	return nil
}

// deleteRole deletes a role and its permissions. A role with employees (active or not) is refused
// first; then a standard role; then a role that does not exist. name is a checked role name
// (cms.RoleName).
func (m *module) deleteRole(ctx context.Context, token, name string) error {
	assigned, err := m.roleAssigned(ctx, token, name)
	if err != nil {
		return err
	}
	if assigned {
		return cms.Fail(http.StatusConflict, cms.MsgRoleHasUsers)
	}
	if cms.IsStandardRole(name) {
		return cms.Fail(http.StatusBadRequest, cms.MsgStandardRole)
	}
	var deleted []struct{ ID int64 }
	c := m.Svc.Client()
	if err := c.From(tablePermissions, c.Service()).Eq("rol_nombre", name).Delete(ctx, &deleted); err != nil {
		return cms.PlatformFailure(err)
	}
	if len(deleted) == 0 {
		return cms.Fail(http.StatusNotFound, cms.MsgRoleNotFound)
	}
	return nil
}

// roleAssigned reports whether any employee (active or not) has the role, case-insensitively.
func (m *module) roleAssigned(ctx context.Context, token, name string) (bool, error) {
	var assigned []struct{ ID string }
	_, err := m.Svc.Client().From(tableEmployees, platformclient.AsUser(token)).Select("id").
		Filter("rol", "ilike", cms.ExactILike(name)).Limit(1).Get(ctx, &assigned)
	if err != nil {
		return false, cms.PlatformFailure(err)
	}
	return len(assigned) > 0, nil
}
