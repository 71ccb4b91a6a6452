package usuarios

import (
	"net/http"
	"net/url"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// rolesPageData is the list of roles, each linking to its own page.
type rolesPageData struct {
	Roles []roleRow
	Views int // how many views there are, for «5 de 18»
}

// roleRow is a role in the list.
type roleRow struct {
	cms.Role
	Title, Path string
	Admin       bool // sees every view whatever its permissions say
	Allowed     int  // views its permissions open
	SecondStep  bool // requires the two-step sign-in
}

// rolesDone are the results the script reports after a reload (fixed texts, nothing reflected).
var rolesDone = map[string]string{"creado": msgRoleCreated, "eliminado": msgRoleDeleted}

// rolePath is a role's own page.
func rolePath(name string) string { return "/admin/usuarios/roles/" + url.PathEscape(name) }

// rolesPage is /admin/usuarios/: the roles with their active employees and how many views each may
// open. A user who may open the view but is no administrator gets what the API would answer them
// (403 `Sin permisos. Su correo: <EMAIL>`).
func (m *module) rolesPage(w http.ResponseWriter, r *http.Request) {
	v, ok := m.adminView(w, r)
	if !ok {
		return
	}
	u := shell.UserOf(r)
	roles, err := m.Svc.Roles(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	allowed, err := m.allowedViews(r, "")
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	second, err := m.Shell.SecondStepRoles(r.Context())
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	rows := make([]roleRow, len(roles))
	for i, rl := range roles {
		rows[i] = roleRow{Role: rl, Title: cms.RoleTitle(rl.Nombre), Path: rolePath(rl.Nombre),
			Admin: cms.IsAdministratorRole(rl.Nombre), Allowed: len(allowed[rl.Nombre]), SecondStep: second[rl.Nombre]}
	}
	if msg := rolesDone[r.URL.Query().Get("hecho")]; msg != "" && v.Flash == "" {
		v.Flash = msg
	}
	v.Data = rolesPageData{Roles: rows, Views: len(cms.Views)}
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "usuarios", v)
}

// adminView is the module's page view, or the 403 page (answered here) for a user who is no
// administrator by the endpoint's rule.
func (m *module) adminView(w http.ResponseWriter, r *http.Request) (shell.View, bool) {
	u := shell.UserOf(r)
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	if !u.CanManageRoles(m.Svc.AdminEmail()) {
		v.Error = cms.MsgNoPermissionEmail + u.Email
		m.Shell.Render(w, r, http.StatusForbidden, m.Pages, "usuarios", v)
		return v, false
	}
	return v, true
}

// allowedViews are the views each role's permissions open, by role; only role's when role is not "".
func (m *module) allowedViews(r *http.Request, role string) (map[string]map[string]bool, error) {
	perms, err := m.permissions(r.Context(), shell.UserOf(r).Token)
	if err != nil {
		return nil, err
	}
	out := map[string]map[string]bool{}
	for _, pm := range perms {
		name := cms.NormalizeRole(pm.RolNombre)
		if !pm.PuedeVer || (role != "" && name != role) {
			continue
		}
		if out[name] == nil {
			out[name] = map[string]bool{}
		}
		out[name][pm.VistaSlug] = true
	}
	return out, nil
}
