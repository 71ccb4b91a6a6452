package empleados

import (
	"fmt"
	"net/http"
	"net/mail"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// maxNameRunes bounds an invited colleague's name.
const maxNameRunes = 200

// invite creates the colleague's account with its Empleados row and role (the kernel's
// CreateAccount: both or neither) and e-mails them an invitation with the link with which they
// choose their password at /restablecer. The account's first password is random and never shown.
func (m *module) invite(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	if !u.CanManageEmployees() {
		m.Shell.RenderError(w, r, http.StatusForbidden, msgInviteAdminsOnly)
		return
	}
	form := shell.FormValues(r, inviteFields...)
	for k, v := range form {
		form[k] = strings.TrimSpace(v)
	}
	roles, err := m.roleNames(r, u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	if fields := checkInvite(form, roles); len(fields) > 0 {
		m.inviteForm(w, r, http.StatusUnprocessableEntity, form, fields, cms.MsgReviewFields)
		return
	}
	password, err := cms.NewPassword()
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	_, err = m.Svc.CreateAccount(r.Context(), cms.NewAccount{Email: form["email"], Password: password, Nombre: form["nombre"], Rol: form["rol"]})
	switch {
	case platformclient.StatusOf(err) == http.StatusUnprocessableEntity:
		m.inviteForm(w, r, http.StatusUnprocessableEntity, form, cms.FieldMessages{"email": msgInviteEmailTaken}, cms.MsgReviewFields)
		return
	case err != nil:
		status, msg := m.Shell.FailureMessage(err)
		m.inviteForm(w, r, status, form, nil, msg)
		return
	}
	if err := m.sendInvitation(r.Context(), u.Principal, form["nombre"], form["email"]); err != nil {
		m.Shell.Logger().WarnContext(r.Context(), "invitation e-mail", "error", err)
		m.Shell.Saved(w, r, fmt.Sprintf(msgInvitedNoMail, form["email"]), "/admin/empleados/")
		return
	}
	m.Shell.Saved(w, r, fmt.Sprintf(msgInvited, form["email"]), "/admin/empleados/")
}

// checkInvite validates the invitation form; no messages means it may be sent.
func checkInvite(form map[string]string, roles []string) cms.FieldMessages {
	fields := cms.FieldMessages{}
	switch {
	case form["nombre"] == "":
		fields["nombre"] = cms.MsgNameRequired
	case utf8.RuneCountInString(form["nombre"]) > maxNameRunes:
		fields["nombre"] = msgInviteNameTooLong
	}
	if addr, err := mail.ParseAddress(form["email"]); err != nil || addr.Address != form["email"] {
		fields["email"] = cms.MsgEmailInvalid
	}
	if !slices.Contains(roles, form["rol"]) {
		fields["rol"] = msgInviteRoleInvalid
	}
	return fields
}
