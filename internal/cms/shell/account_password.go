package shell

import (
	"fmt"
	"net/http"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/passwords"
	"github.com/vitrina/vitrina/internal/platformclient"
)

func (a *App) passwordPage(w http.ResponseWriter, r *http.Request) {
	v := a.AdminView(r, "", cms.MsgPasswordTitle)
	if a.sessions.GetBool(r.Context(), keyMustChangePass) {
		v.Data = true
	}
	a.render(w, r, http.StatusOK, "password", v)
}

// changePassword sets the signed-in user's password and clears requires_password_change.
func (a *App) changePassword(w http.ResponseWriter, r *http.Request) {
	p, _ := userFrom(r.Context())
	password, confirm := r.PostFormValue("password"), r.PostFormValue("confirm")
	v := a.AdminView(r, "", cms.MsgPasswordTitle)
	if fields := a.checkNewPassword(password, confirm); fields != nil {
		v.Fields = fields
		a.render(w, r, http.StatusUnprocessableEntity, "password", v)
		return
	}
	_, err := a.svc.Client().UpdateUser(r.Context(), p.Token, platformclient.UserUpdate{
		Password: &password, Data: map[string]any{"requires_password_change": false},
	})
	if err != nil {
		v.Fields = map[string]string{"password": passwordError(err)}
		a.render(w, r, http.StatusUnprocessableEntity, "password", v)
		return
	}
	a.sessions.Put(r.Context(), keyMustChangePass, false)
	// The platform ended the other platform sessions; the other browsers' CMS sessions end too.
	if _, err := a.state.UserSessions.EndAll(r.Context(), p.UserID, a.sessions.GetString(r.Context(), keySessionRow)); err != nil {
		a.logger.ErrorContext(r.Context(), "end other sessions after a password change", "error", err)
	}
	a.Flash(r.Context(), cms.MsgPasswordChanged)
	http.Redirect(w, r, "/admin/", http.StatusSeeOther)
}

// checkNewPassword returns messages by field, or nil when the pair is acceptable: the same rules as
// the platform's (which has the last word), said in Spanish — length, 72 bytes, not a common one.
func (a *App) checkNewPassword(password, confirm string) map[string]string {
	switch {
	case utf8.RuneCountInString(password) < a.minPassword:
		return map[string]string{"password": fmt.Sprintf(cms.MsgPasswordTooShort, a.minPassword)}
	case len(password) > 72:
		return map[string]string{"password": cms.MsgPasswordTooLong}
	case passwords.IsCommon(password):
		return map[string]string{"password": cms.MsgPasswordCommon}
	case password != confirm:
		return map[string]string{"confirm": cms.MsgPasswordMismatch}
	}
	return nil
}

// passwordError explains the platform's refusal of a new password.
func passwordError(err error) string {
	switch platformclient.CodeOf(err) {
	case "weak_password":
		return cms.MsgPasswordWeak
	case "same_password":
		return cms.MsgPasswordSame
	}
	if platformclient.StatusOf(err) == 0 {
		return cms.MsgPlatformDown
	}
	return cms.MsgPasswordFailed
}
