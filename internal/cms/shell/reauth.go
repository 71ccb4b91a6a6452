package shell

import (
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
)

// reauthWindow: a sensitive action needs the password or a code entered this recently.
const reauthWindow = 10 * time.Minute

// keyAuthAt is when the user last proved who they are (password at sign-in, a code, or the
// confirmation page), in Unix seconds.
const keyAuthAt = "authenticated_at"

// ReauthPath is the confirmation page.
const ReauthPath = "/admin/cuenta/confirmar"

func (a *App) markAuthenticated(r *http.Request) {
	a.sessions.Put(r.Context(), keyAuthAt, a.now().Unix())
}

// RecentlyAuthenticated reports whether the user entered the password or a code within the last
// 10 minutes.
func (a *App) RecentlyAuthenticated(r *http.Request) bool {
	at := a.sessions.GetInt64(r.Context(), keyAuthAt)
	return at != 0 && a.now().Sub(time.Unix(at, 0)) <= reauthWindow
}

// RequireRecentAuthAPI answers 403 {success:false, error, reauth:<confirmation page>} unless the
// user authenticated recently; it reports whether to go on. Sensitive actions call it after their
// input is validated and before they write.
func (a *App) RequireRecentAuthAPI(w http.ResponseWriter, r *http.Request) bool {
	if a.RecentlyAuthenticated(r) {
		return true
	}
	WriteJSON(w, http.StatusForbidden, APIResponse{"success": false, "error": cms.MsgReauthRequired,
		"reauth": ReauthPath + "?next=" + url.QueryEscape(refererPath(r))})
	return false
}

// RequireRecentAuthPage sends the user to the confirmation page (and back to back) unless they
// authenticated recently; it reports whether to go on.
func (a *App) RequireRecentAuthPage(w http.ResponseWriter, r *http.Request, back string) bool {
	if a.RecentlyAuthenticated(r) {
		return true
	}
	a.Flash(r.Context(), cms.MsgReauthRequired)
	http.Redirect(w, r, ReauthPath+"?next="+url.QueryEscape(back), http.StatusSeeOther)
	return false
}

// refererPath is the admin page a script's request came from, for the way back.
func refererPath(r *http.Request) string {
	if u, err := url.Parse(r.Referer()); err == nil && strings.HasPrefix(u.Path, "/admin/") {
		return u.Path
	}
	return "/admin/"
}

// reauthPage serves GET /admin/cuenta/confirmar.
func (a *App) reauthPage(w http.ResponseWriter, r *http.Request) {
	v := a.AdminView(r, "", cms.MsgReauthTitle)
	v.Form = map[string]string{"next": safeNext(r.URL.Query().Get("next"))}
	v.Data = UserOf(r).HasSecondFactor
	a.render(w, r, http.StatusOK, "reauth", v)
}

// reauth serves POST /admin/cuenta/confirmar: the password (checked by a sign-in whose platform
// session is closed at once) or, for a user with a second factor, a code of it. Failures count in
// the sign-in limiter.
func (a *App) reauth(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	u := UserOf(r)
	next := safeNext(r.PostFormValue("next"))
	password, code := r.PostFormValue("password"), strings.TrimSpace(r.PostFormValue("codigo"))
	v := a.AdminView(r, "", cms.MsgReauthTitle)
	v.Form = map[string]string{"next": next}
	v.Data = u.HasSecondFactor
	keys := []string{"ip:" + clientAddress(r), "email:" + strings.ToLower(u.Email)}
	if blocked, err := a.limiter.blocked(ctx, keys...); err != nil || blocked {
		v.Error = cms.MsgTooManyAttempts
		a.render(w, r, http.StatusTooManyRequests, "reauth", v)
		return
	}
	ok := false
	switch {
	case code != "" && u.HasSecondFactor && cms.LooksLikeTOTP(code):
		acct, err := a.svc.Client().GetUser(ctx, u.Token)
		if err == nil {
			if f, has := acct.VerifiedFactor(); has {
				if s, err := a.svc.Client().ChallengeAndVerify(ctx, u.Token, f.ID, code); err == nil {
					a.storeTokens(ctx, s)
					ok = true
				}
			}
		}
	case password != "":
		if s, err := a.svc.Client().SignInWithPassword(ctx, u.Email, password); err == nil {
			_ = a.svc.Client().SignOut(ctx, s.AccessToken, "local")
			ok = true
		}
	}
	if !ok {
		if err := a.limiter.fail(ctx, keys...); err != nil {
			a.logger.ErrorContext(ctx, "sign-in limiter", "error", err)
		}
		v.Error = cms.MsgReauthFailed
		a.render(w, r, http.StatusUnauthorized, "reauth", v)
		return
	}
	a.markAuthenticated(r)
	a.recordSecurityEvent(r, u.Email, eventReauthenticated, map[string]any{"with_code": code != "" && password == ""})
	a.Flash(ctx, cms.MsgReauthDone)
	http.Redirect(w, r, next, http.StatusSeeOther)
}
