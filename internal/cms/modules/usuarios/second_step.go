package usuarios

import (
	"fmt"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// setSecondStep serves POST /admin/usuarios/dos-pasos: whether a role requires the two-step
// sign-in (rol_nombre, requerida 1 or 0). Users of such a role without it are sent to set it up
// before anything else (the shell enforces it).
func (m *module) setSecondStep(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	if !u.CanManageRoles(m.Svc.AdminEmail()) {
		m.Shell.RenderError(w, r, http.StatusForbidden, cms.MsgNoPermissionEmail+u.Email)
		return
	}
	rol, err := cms.RoleName(r.PostFormValue("rol_nombre"))
	if err != nil {
		m.Shell.RenderError(w, r, http.StatusBadRequest, cms.MsgInvalidRoleName)
		return
	}
	var required bool
	switch r.PostFormValue("requerida") {
	case "1":
		required = true
	case "0":
	default:
		m.Shell.RenderError(w, r, http.StatusBadRequest, cms.MsgInvalidActionDot)
		return
	}
	if !m.Shell.RequireRecentAuthPage(w, r, "/admin/usuarios/") {
		return
	}
	if err := m.Shell.SetRoleSecondStep(r.Context(), rol, required); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	msg := msgSecondStepOff
	if required {
		msg = msgSecondStepOn
	}
	m.Shell.Flash(r.Context(), fmt.Sprintf(msg, cms.RoleTitle(rol)))
	http.Redirect(w, r, "/admin/usuarios/", http.StatusSeeOther)
}
