package catalog

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// gridPermissions is the CMS's permission grid as the platform enforces it (contract §4): the caller's
// role is the rol of the Empleados row with its e-mail (case-insensitive); an administrator
// (rol administrador or admin, user_metadata.admin, or the designated e-mail) holds every view; any
// other employee holds the views its role's roles_permisos rows mark puede_ver, provided it is active
// with CMS in sistemas_acceso — the same rule that lets it sign in to the CMS. One query.
func gridPermissions(ctx context.Context, db schema.Reader, who schema.Who) (schema.Grants, error) {
	if who.Admin {
		return schema.Grants{Admin: true}, nil
	}
	rows, err := db.Query(ctx, `SELECT e.rol, e.activo, e.sistemas_acceso, p.vista_slug
		FROM "Empleados" e LEFT JOIN roles_permisos p ON p.rol_nombre = lower(trim(e.rol)) AND p.puede_ver = ?
		WHERE lower(e.email) = lower(?)`, true, strings.TrimSpace(who.Email))
	if err != nil {
		return schema.Grants{}, fmt.Errorf("read the caller's permissions: %w", err)
	}
	defer rows.Close()
	g := schema.Grants{Views: map[string]bool{}}
	found := false
	for rows.Next() {
		var rol, view *string
		var active bool
		var systems []byte
		if err := rows.Scan(&rol, &active, &systems, &view); err != nil {
			return schema.Grants{}, fmt.Errorf("read the caller's permissions: %w", err)
		}
		if rol != nil && isAdminRole(*rol) {
			return schema.Grants{Admin: true}, nil
		}
		if !active || !hasCMS(systems) {
			continue
		}
		found = true
		if view != nil {
			g.Views[*view] = true
		}
	}
	if err := rows.Err(); err != nil {
		return schema.Grants{}, fmt.Errorf("read the caller's permissions: %w", err)
	}
	if !found {
		return schema.Grants{}, nil
	}
	return g, nil
}

func isAdminRole(rol string) bool {
	r := strings.ToLower(strings.TrimSpace(rol))
	return r == "administrador" || r == "admin"
}

// hasCMS reports whether a sistemas_acceso array lists CMS, case-insensitively.
func hasCMS(raw []byte) bool {
	var systems []string
	if json.Unmarshal(raw, &systems) != nil {
		return false
	}
	for _, s := range systems {
		if strings.EqualFold(strings.TrimSpace(s), "CMS") {
			return true
		}
	}
	return false
}
