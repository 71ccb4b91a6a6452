package web

import (
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
)

// rolesRoutes is the roles and permissions module (view usuarios). The page reads its initial
// state on the server (readable without JavaScript); its script reads and writes through
// /api/admin_roles_api.php, whose admin check and messages therefore apply as they are.
func (a *App) rolesRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /admin/usuarios/{$}", a.rolesPage)
}

// rolesPageData is the roles table and the permissions grid (a row per view, a column per role).
type rolesPageData struct {
	Roles []cms.Role
	Grid  []permissionRow
	Names string // the roles, comma-separated, so the script knows the columns
}

type permissionRow struct {
	Slug, Title string
	Cells       []permissionCell
}

type permissionCell struct {
	Rol     string
	Col     int // the column: its form's id (role names may hold spaces, ids may not)
	Checked bool
}

// rolesDone are the results the script reports after a reload (fixed texts, nothing reflected).
var rolesDone = map[string]string{"creado": "Rol creado.", "eliminado": "Rol eliminado."}

func (a *App) rolesPage(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	v := a.adminView(r, "usuarios", "Roles y permisos")
	if !p.CanManageRoles(a.svc.AdminEmail()) {
		// What the API answers this user (interface.md: 403 `Sin permisos. Su correo: <EMAIL>`).
		v.Error = cms.MsgNoPermissionEmail + p.Email
		a.render(w, r, http.StatusForbidden, "usuarios", v)
		return
	}
	roles, err := a.svc.Roles(r.Context(), p.token)
	if err != nil {
		a.failurePage(w, r, err)
		return
	}
	perms, err := a.svc.Permissions(r.Context(), p.token)
	if err != nil {
		a.failurePage(w, r, err)
		return
	}
	allowed := map[[2]string]bool{}
	for _, pm := range perms {
		if pm.PuedeVer {
			allowed[[2]string{cms.NormalizeRole(pm.RolNombre), pm.VistaSlug}] = true
		}
	}
	names := make([]string, len(roles))
	for i, rl := range roles {
		names[i] = rl.Nombre
	}
	grid := make([]permissionRow, len(cms.Views))
	for i, slug := range cms.Views {
		row := permissionRow{Slug: slug, Title: viewTitle(slug), Cells: make([]permissionCell, len(roles))}
		for j, rl := range roles {
			row.Cells[j] = permissionCell{Rol: rl.Nombre, Col: j, Checked: allowed[[2]string{rl.Nombre, slug}]}
		}
		grid[i] = row
	}
	if msg := rolesDone[r.URL.Query().Get("hecho")]; msg != "" && v.Flash == "" {
		v.Flash = msg
	}
	v.Data = rolesPageData{Roles: roles, Grid: grid, Names: strings.Join(names, ",")}
	a.render(w, r, http.StatusOK, "usuarios", v)
}
