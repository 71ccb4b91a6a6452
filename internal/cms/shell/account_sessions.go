package shell

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
)

// sessionLine is a row of "Sesiones activas".
type sessionLine struct {
	ID, Browser, Address, Started, LastSeen string
	Current                                 bool
}

// sessionsPage serves GET /admin/cuenta/sesiones: the user's signed-in browsers.
func (a *App) sessionsPage(w http.ResponseWriter, r *http.Request) {
	a.renderSessions(w, r, http.StatusOK, "")
}

func (a *App) renderSessions(w http.ResponseWriter, r *http.Request, status int, flash string) {
	u := UserOf(r)
	v := a.AdminView(r, "", cms.MsgSessionsTitle)
	if flash != "" {
		v.Flash = flash
	}
	rows, err := a.state.UserSessions.List(r.Context(), u.UserID)
	if err != nil {
		a.logger.ErrorContext(r.Context(), "list sessions", "error", err)
		a.RenderError(w, r, http.StatusServiceUnavailable, cms.MsgPlatformDown)
		return
	}
	current := a.sessions.GetString(r.Context(), keySessionRow)
	lines := make([]sessionLine, len(rows))
	for i, s := range rows {
		lines[i] = sessionLine{ID: s.ID, Browser: browserName(s.UserAgent), Address: s.IPAddress,
			Started: cms.FormatDateTime(s.StartedAt, a.location), LastSeen: cms.FormatDateTime(s.LastSeenAt, a.location), Current: s.ID == current}
	}
	v.Data = lines
	a.render(w, r, status, "sessions", v)
}

// endSession serves POST /admin/cuenta/sesiones/cerrar: one of the user's other sessions ends (its
// next request finds it gone).
func (a *App) endSession(w http.ResponseWriter, r *http.Request) {
	u := UserOf(r)
	id := r.PostFormValue("id")
	if id == a.sessions.GetString(r.Context(), keySessionRow) {
		a.logout(w, r)
		return
	}
	if _, err := a.state.UserSessions.End(r.Context(), u.UserID, id); err != nil {
		a.logger.ErrorContext(r.Context(), "end session", "error", err)
		a.RenderError(w, r, http.StatusServiceUnavailable, cms.MsgPlatformDown)
		return
	}
	a.recordSecurityEvent(r, u.Email, eventSessionEnded, nil)
	a.Flash(r.Context(), cms.MsgSessionEnded)
	http.Redirect(w, r, "/admin/cuenta/sesiones", http.StatusSeeOther)
}

// endOtherSessions serves POST /admin/cuenta/sesiones/cerrar-otras: every other session of the user
// ends, here and at the platform.
func (a *App) endOtherSessions(w http.ResponseWriter, r *http.Request) {
	u := UserOf(r)
	n, err := a.endOthers(r, u)
	if err != nil {
		a.logger.ErrorContext(r.Context(), "end other sessions", "error", err)
		a.RenderError(w, r, http.StatusServiceUnavailable, cms.MsgPlatformDown)
		return
	}
	a.recordSecurityEvent(r, u.Email, eventOtherSessionsEnded, map[string]any{"sessions": n})
	a.Flash(r.Context(), fmt.Sprintf(cms.MsgOtherSessionsEnded, n))
	http.Redirect(w, r, "/admin/cuenta/sesiones", http.StatusSeeOther)
}

// endOthers ends the user's other CMS sessions and their other platform sessions.
func (a *App) endOthers(r *http.Request, u *User) (int, error) {
	n, err := a.state.UserSessions.EndAll(r.Context(), u.UserID, a.sessions.GetString(r.Context(), keySessionRow))
	if err != nil {
		return 0, err
	}
	if err := a.svc.Client().SignOut(r.Context(), u.Token, "others"); err != nil {
		a.logger.WarnContext(r.Context(), "sign out other platform sessions", "error", err)
	}
	return n, nil
}

// browserName reads a User-Agent as a person would name the browser: "Firefox en Windows".
func browserName(ua string) string {
	browser, system := "Navegador desconocido", ""
	for _, b := range []struct{ token, name string }{{"Edg/", "Edge"}, {"OPR/", "Opera"}, {"Firefox/", "Firefox"},
		{"Chrome/", "Chrome"}, {"Safari/", "Safari"}, {"curl/", "curl"}} {
		if strings.Contains(ua, b.token) {
			browser = b.name
			break
		}
	}
	for _, s := range []struct{ token, name string }{{"Android", "Android"}, {"iPhone", "iPhone"}, {"iPad", "iPad"},
		{"Windows", "Windows"}, {"Mac OS X", "macOS"}, {"Linux", "Linux"}} {
		if strings.Contains(ua, s.token) {
			system = s.name
			break
		}
	}
	if system == "" {
		return browser
	}
	return browser + " en " + system
}
