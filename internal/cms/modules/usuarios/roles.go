package usuarios

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// get_roles itself is the kernel's (cms.Service.Roles): empleados lists the roles too.

// permissions answers get_permisos: every permission ordered by role name (then view).
func (m *module) permissions(ctx context.Context, token string) ([]cms.Permission, error) {
	rows, err := records.RolePermissions(ctx, m.Svc.Client(), platformclient.AsUser(token))
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	perms := make([]cms.Permission, len(rows))
	for i, p := range rows {
		perms[i] = cms.Permission{ID: p.ID, RolNombre: p.RolNombre, VistaSlug: p.VistaSlug, PuedeVer: p.PuedeVer}
	}
	return perms, nil
}

// parsePermisos reads save_permisos' array of {vista_slug, puede_ver}: missing → 400 Faltan
// permisos, a view outside the list → 400 Vista inválida: <slug>, anything else malformed → 400
// Permisos inválidos.
func parsePermisos(raw json.RawMessage) ([]records.ViewPermission, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, cms.Fail(http.StatusBadRequest, cms.MsgMissingPermissions)
	}
	var items []map[string]any
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, cms.Fail(http.StatusBadRequest, cms.MsgInvalidPermissions)
	}
	out := make([]records.ViewPermission, 0, len(items))
	for _, it := range items {
		slug, _ := it["vista_slug"].(string)
		if !cms.IsView(slug) {
			return nil, cms.Fail(http.StatusBadRequest, cms.MsgInvalidView+slug)
		}
		ver, ok := cms.ParseActivo(it["puede_ver"])
		if !ok {
			return nil, cms.Fail(http.StatusBadRequest, cms.MsgInvalidPermissions)
		}
		out = append(out, records.ViewPermission{VistaSlug: slug, PuedeVer: ver})
	}
	return out, nil
}

// savePermissions replaces every permission of a role with perms, atomically (one RPC). name is a
// checked role name (cms.RoleName), perms checked entries (parsePermisos).
func (m *module) savePermissions(ctx context.Context, name string, perms []records.ViewPermission) error {
	c := m.Svc.Client()
	if err := records.ReplaceRolePermissions(ctx, c, c.Service(), name, perms); err != nil {
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
	c := m.Svc.Client()
	if err := records.InsertRole(ctx, c, c.Service(), name, cms.Views); err != nil {
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
	c := m.Svc.Client()
	deleted, err := records.DeleteRole(ctx, c, c.Service(), name)
	if err != nil {
		return cms.PlatformFailure(err)
	}
	if deleted == 0 {
		return cms.Fail(http.StatusNotFound, cms.MsgRoleNotFound)
	}
	return nil
}

// roleAssigned reports whether any employee (active or not) has the role, case-insensitively.
func (m *module) roleAssigned(ctx context.Context, token, name string) (bool, error) {
	assigned, err := records.RoleAssigned(ctx, m.Svc.Client(), platformclient.AsUser(token), cms.ExactILike(name))
	if err != nil {
		return false, cms.PlatformFailure(err)
	}
	return assigned, nil
}
