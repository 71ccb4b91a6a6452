package shell

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
)

type credentials struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

func (a *App) loginPage(w http.ResponseWriter, r *http.Request) {
	if a.sessions.GetString(r.Context(), keyToken) != "" {
		if a.sessions.GetString(r.Context(), keySecondStep) != "" {
			http.Redirect(w, r, "/login/codigo", http.StatusSeeOther)
			return
		}
		http.Redirect(w, r, "/admin/", http.StatusSeeOther)
		return
	}
	a.render(w, r, http.StatusOK, "login", View{Title: cms.MsgLoginTitle, Flash: a.popFlash(r.Context()),
		Form: map[string]string{"next": safeNext(r.URL.Query().Get("next"))}})
}

// login answers POST /login, as JSON ({success} or 401 {success:false, error}) or as a browser form
// (redirect, or the form again with the message).
func (a *App) login(w http.ResponseWriter, r *http.Request) {
	asJSON := WantsJSON(r)
	var c credentials
	if asJSON {
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 64<<10)).Decode(&c); err != nil {
			WriteJSON(w, http.StatusBadRequest, APIFailure(cms.MsgInvalidJSON))
			return
		}
	} else {
		c.Email, c.Password = r.PostFormValue("email"), r.PostFormValue("password")
	}
	c.Email = strings.TrimSpace(c.Email)
	next := safeNext(r.PostFormValue("next"))

	failed := func(status int, msg string) {
		if asJSON {
			WriteJSON(w, status, APIFailure(msg))
			return
		}
		a.render(w, r, status, "login", View{Title: cms.MsgLoginTitle, Error: msg,
			Form: map[string]string{"email": c.Email, "next": next}})
	}
	keys := []string{"ip:" + clientAddress(r), "email:" + strings.ToLower(c.Email)}
	blocked, err := a.limiter.blocked(r.Context(), keys...)
	if err != nil {
		a.logger.Error("sign-in limiter", "error", err)
		failed(http.StatusServiceUnavailable, cms.MsgPlatformDown)
		return
	}
	if blocked {
		failed(http.StatusTooManyRequests, cms.MsgTooManyAttempts)
		return
	}
	if c.Email == "" || c.Password == "" {
		failed(http.StatusUnauthorized, cms.MsgBadCredentials)
		return
	}
	signed, err := a.svc.SignIn(r.Context(), c.Email, c.Password)
	if err != nil {
		var ce *cms.Error
		if !errors.As(err, &ce) {
			ce = &cms.Error{Status: http.StatusInternalServerError, Message: cms.MsgInternal}
		}
		if ce.Status == http.StatusUnauthorized {
			if err := a.limiter.fail(r.Context(), keys...); err != nil {
				a.logger.Error("sign-in limiter", "error", err)
			}
			// The page says only that the e-mail or password is wrong; the trail keeps what was tried.
			a.recordSecurityEvent(r, c.Email, eventSignInFailed, map[string]any{"email": headerSafe(c.Email)})
		}
		if ce.Status >= 500 {
			a.logger.ErrorContext(r.Context(), "sign-in", "error", err)
		}
		failed(ce.Status, ce.Message)
		return
	}
	if err := a.startSession(r, signed); err != nil {
		a.logger.ErrorContext(r.Context(), "start session", "error", err)
		failed(http.StatusInternalServerError, cms.MsgInternal)
		return
	}
	a.markAuthenticated(r)
	if signed.SecondFactor == "" {
		a.recordSecurityEvent(r, signed.Principal.Email, eventSignIn, map[string]any{"second_step": false})
		a.checkBrowser(w, r, signed.Principal.UserID, signed.Principal.Email)
	}
	if signed.SecondFactor != "" {
		a.sessions.Put(r.Context(), keyNext, next)
		if asJSON {
			WriteJSON(w, http.StatusOK, APIResponse{"success": true, "second_step": true})
			return
		}
		http.Redirect(w, r, "/login/codigo", http.StatusSeeOther)
		return
	}
	if asJSON {
		WriteJSON(w, http.StatusOK, APIResponse{"success": true})
		return
	}
	if signed.RequiresPasswordChange {
		next = "/admin/cuenta/clave"
	}
	http.Redirect(w, r, next, http.StatusSeeOther)
}

// safeNext keeps a post-sign-in destination inside the admin (never an open redirect).
func safeNext(next string) string {
	if strings.HasPrefix(next, "/admin/") && !strings.HasPrefix(next, "//") && !strings.Contains(next, "\\") {
		return next
	}
	return "/admin/"
}

// logout ends the session here and the platform session behind it.
func (a *App) logout(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	if id := a.sessions.GetString(ctx, keySessionRow); id != "" {
		if _, err := a.state.UserSessions.End(ctx, a.sessions.GetString(ctx, keyUserID), id); err != nil {
			a.logger.WarnContext(ctx, "end user session", "error", err)
		}
	}
	if token := a.sessions.GetString(ctx, keyToken); token != "" {
		if err := a.svc.Client().SignOut(ctx, token, "local"); err != nil {
			a.logger.WarnContext(r.Context(), "sign out at the platform", "error", err)
		}
	}
	if err := a.sessions.Destroy(ctx); err != nil {
		a.logger.ErrorContext(r.Context(), "destroy session", "error", err)
	}
	if WantsJSON(r) {
		WriteJSON(w, http.StatusOK, APIResponse{"success": true})
		return
	}
	a.sessions.Put(ctx, keyFlash, cms.MsgSignedOut)
	http.Redirect(w, r, "/login", http.StatusSeeOther)
}
