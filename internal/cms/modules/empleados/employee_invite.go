package empleados

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// inviteFields are the fields of the invitation form.
var inviteFields = []string{"nombre", "email", "rol"}

// inviteData is the invitation form: the roles to choose from.
type inviteData struct{ Roles []string }

// invitePage is the form that invites a colleague: an account with a role, and an e-mail with a link
// to choose its password.
func (m *module) invitePage(w http.ResponseWriter, r *http.Request) {
	m.inviteForm(w, r, http.StatusOK, map[string]string{}, nil, "")
}

// inviteForm renders the invitation form, again with the input and the messages when it was refused.
func (m *module) inviteForm(w http.ResponseWriter, r *http.Request, status int, form map[string]string, fields cms.FieldMessages, msg string) {
	u := shell.UserOf(r)
	if !u.CanManageEmployees() {
		m.Shell.RenderError(w, r, http.StatusForbidden, msgInviteAdminsOnly)
		return
	}
	roles, err := m.roleNames(r, u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	v := m.Shell.AdminView(r, view, msgInviteTitle)
	v.Form, v.Fields, v.Error = form, fields, msg
	v.Data = inviteData{Roles: roles}
	m.Shell.Render(w, r, status, m.Pages, "employee_invite", v)
}

// roleNames are get_roles' names.
func (m *module) roleNames(r *http.Request, token string) ([]string, error) {
	roles, err := m.Svc.Roles(r.Context(), token)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(roles))
	for i, rl := range roles {
		names[i] = rl.Nombre
	}
	return names, nil
}
