package usuarios

import (
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// rolesPageData is the roles table and the permissions grid (a row per view, a column per role).
type rolesPageData struct {
	Roles []cms.Role
	Grid  []permissionRow
	Names string // the roles, comma-separated, so the script knows the columns
	// SecondStep are the roles that require the two-step sign-in.
	SecondStep map[string]bool
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
var rolesDone = map[string]string{"creado": msgRoleCreated, "eliminado": msgRoleDeleted}

// rolesPage is /admin/usuarios/: the roles with their active employees and the permissions grid. A
// user who may open the view but is no administrator gets what the API would answer them (403
// `Sin permisos. Su correo: <EMAIL>`).
func (m *module) rolesPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	if !u.CanManageRoles(m.Svc.AdminEmail()) {
		v.Error = cms.MsgNoPermissionEmail + u.Email
		m.Shell.Render(w, r, http.StatusForbidden, m.Pages, "usuarios", v)
		return
	}
	roles, err := m.Svc.Roles(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	perms, err := m.permissions(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
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
		row := permissionRow{Slug: slug, Title: cms.ViewTitle(slug), Cells: make([]permissionCell, len(roles))}
		for j, rl := range roles {
			row.Cells[j] = permissionCell{Rol: rl.Nombre, Col: j, Checked: allowed[[2]string{rl.Nombre, slug}]}
		}
		grid[i] = row
	}
	if msg := rolesDone[r.URL.Query().Get("hecho")]; msg != "" && v.Flash == "" {
		v.Flash = msg
	}
	second, err := m.Shell.SecondStepRoles(r.Context())
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	v.Data = rolesPageData{Roles: roles, Grid: grid, Names: strings.Join(names, ","), SecondStep: second}
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "usuarios", v)
}
