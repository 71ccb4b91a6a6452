package shell

import (
	"fmt"
	"github.com/vitrina/vitrina/internal/cms"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/platformclient"
)

func (a *App) forgotPage(w http.ResponseWriter, r *http.Request) {
	a.render(w, r, http.StatusOK, "forgot", View{Title: cms.MsgForgotTitle})
}

// forgot asks the platform to e-mail a recovery link; the answer is the same whether or not the
// address has an account.
func (a *App) forgot(w http.ResponseWriter, r *http.Request) {
	email := strings.TrimSpace(r.PostFormValue("email"))
	v := View{Title: cms.MsgForgotTitle, Form: map[string]string{"email": email}}
	if email == "" {
		v.Error = cms.MsgEmailRequired
		a.render(w, r, http.StatusUnprocessableEntity, "forgot", v)
		return
	}
	err := a.svc.Client().ResetPasswordForEmail(r.Context(), email, a.URL("/restablecer"))
	switch {
	case platformclient.StatusOf(err) == http.StatusTooManyRequests:
		v.Error = cms.MsgRecoverTooSoon
		a.render(w, r, http.StatusTooManyRequests, "forgot", v)
		return
	case err != nil:
		a.logger.ErrorContext(r.Context(), "recover", "error", err)
		v.Error = cms.MsgRecoverFailed
		a.render(w, r, http.StatusServiceUnavailable, "forgot", v)
		return
	}
	a.Flash(r.Context(), cms.MsgRecoverSent)
	http.Redirect(w, r, "/login", http.StatusSeeOther)
}

// resetPage is where the recovery link lands: its script copies the token from the fragment.
func (a *App) resetPage(w http.ResponseWriter, r *http.Request) {
	a.render(w, r, http.StatusOK, "reset", View{Title: cms.MsgResetTitle})
}

// reset sets the new password with the recovery session's access token.
func (a *App) reset(w http.ResponseWriter, r *http.Request) {
	token := r.PostFormValue("access_token")
	password, confirm := r.PostFormValue("password"), r.PostFormValue("confirm")
	v := View{Title: cms.MsgResetTitle}
	if token == "" {
		v.Error = cms.MsgResetLinkInvalid
		a.render(w, r, http.StatusBadRequest, "reset", v)
		return
	}
	if fields := a.checkNewPassword(password, confirm); fields != nil {
		v.Fields = fields
		a.render(w, r, http.StatusUnprocessableEntity, "reset", v)
		return
	}
	_, err := a.svc.Client().UpdateUser(r.Context(), token, platformclient.UserUpdate{
		Password: &password, Data: map[string]any{"requires_password_change": false},
	})
	if err != nil {
		if st := platformclient.StatusOf(err); st == http.StatusUnauthorized || st == http.StatusForbidden {
			v.Error = cms.MsgResetLinkInvalid
		} else {
			v.Fields = map[string]string{"password": passwordError(err)}
		}
		a.render(w, r, http.StatusUnprocessableEntity, "reset", v)
		return
	}
	_ = a.svc.Client().SignOut(r.Context(), token, "local")
	a.Flash(r.Context(), cms.MsgResetDone)
	http.Redirect(w, r, "/login", http.StatusSeeOther)
}

func (a *App) linksPage(w http.ResponseWriter, r *http.Request) {
	a.render(w, r, http.StatusOK, "links", a.AdminView(r, "", "Enlaces de acceso"))
}

// links lets an administrator generate a recovery link for an employee (shown once, not e-mailed)
// or resend the confirmation e-mail.
func (a *App) links(w http.ResponseWriter, r *http.Request) {
	email := strings.TrimSpace(r.PostFormValue("email"))
	v := a.AdminView(r, "", "Enlaces de acceso")
	v.Form = map[string]string{"email": email}
	if email == "" {
		v.Error = cms.MsgEmployeeEmailRequired
		a.render(w, r, http.StatusUnprocessableEntity, "links", v)
		return
	}
	switch r.PostFormValue("accion") {
	case "recuperacion":
		link, err := a.svc.Client().GenerateLink(r.Context(), "recovery", email, a.URL("/restablecer"))
		if err != nil {
			v.Error = cms.MsgLinkFailed
			if platformclient.StatusOf(err) == http.StatusNotFound {
				v.Error = cms.MsgNoSuchAccount
			}
			a.render(w, r, http.StatusUnprocessableEntity, "links", v)
			return
		}
		v.Data = link.ActionLink
		a.render(w, r, http.StatusOK, "links", v)
	case "confirmacion":
		if err := a.svc.Client().Resend(r.Context(), email, a.URL("/login")); err != nil {
			v.Error = cms.MsgResendFailed
			a.render(w, r, http.StatusUnprocessableEntity, "links", v)
			return
		}
		v.Flash = cms.MsgResendSent
		a.render(w, r, http.StatusOK, "links", v)
	case "dos_pasos":
		if a.RequireRecentAuthPage(w, r, "/admin/cuenta/enlaces") {
			a.resetSecondStep(w, r, v, email)
		}
	case "sesiones":
		if a.RequireRecentAuthPage(w, r, "/admin/cuenta/enlaces") {
			a.endUserSessions(w, r, v, email)
		}
	default:
		v.Error = cms.MsgInvalidActionDot
		a.render(w, r, http.StatusBadRequest, "links", v)
	}
}

// resetSecondStep removes every factor and recovery code of an employee's account (a lost phone
// and no recovery code left); the platform's audit trail records it in the administrator's name.
func (a *App) resetSecondStep(w http.ResponseWriter, r *http.Request, v View, email string) {
	acct, err := a.svc.Client().AdminFindUser(r.Context(), email)
	if err == nil && acct == nil {
		v.Error = cms.MsgNoSuchAccount
		a.render(w, r, http.StatusNotFound, "links", v)
		return
	}
	if err == nil {
		err = a.switchOffSecondStep(r.Context(), acct.ID)
	}
	if err != nil {
		a.logger.ErrorContext(r.Context(), "reset second step", "error", err)
		v.Error = cms.MsgOperationFailed
		a.render(w, r, http.StatusBadGateway, "links", v)
		return
	}
	v.Flash = fmt.Sprintf(cms.MsgFactorsReset, acct.Email)
	a.render(w, r, http.StatusOK, "links", v)
}

// endUserSessions ends every CMS session of an employee's account (a lost laptop, a dismissal).
func (a *App) endUserSessions(w http.ResponseWriter, r *http.Request, v View, email string) {
	acct, err := a.svc.Client().AdminFindUser(r.Context(), email)
	if err == nil && acct == nil {
		v.Error = cms.MsgNoSuchAccount
		a.render(w, r, http.StatusNotFound, "links", v)
		return
	}
	n := 0
	if err == nil {
		n, err = a.state.UserSessions.EndAll(r.Context(), acct.ID, "")
	}
	if err != nil {
		a.logger.ErrorContext(r.Context(), "end user sessions", "error", err)
		v.Error = cms.MsgOperationFailed
		a.render(w, r, http.StatusBadGateway, "links", v)
		return
	}
	a.recordSecurityEvent(r, UserOf(r).Email, eventUserSessionsEnded, map[string]any{"email": acct.Email, "sessions": n})
	v.Flash = fmt.Sprintf(cms.MsgUserSessionsEnded, n, acct.Email)
	a.render(w, r, http.StatusOK, "links", v)
}
