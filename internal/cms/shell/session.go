package shell

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// Session keys. interface.md: the session holds the access token (`token`), the role (`rol`) and the
// user's e-mail; the rest keeps the refresh flow and the admin rules working without extra calls.
const (
	keyToken          = "token"
	keyRefreshToken   = "refresh_token"
	keyExpiresAt      = "expires_at"
	keyRol            = "rol"
	keyEmail          = "email"
	keyName           = "name"
	keyUserID         = "user_id"
	keyMetaAdmin      = "meta_admin"
	keyMustChangePass = "requires_password_change"
	keyFlash          = "flash"
	// keySecondStep holds the factor whose code the sign-in still waits for: until it is given the
	// session is only a first step and opens nothing but /login/codigo.
	keySecondStep = "second_step_factor"
	keyNext       = "next"
	keyEnrolling  = "enrolling_factor"
	// keyEnrollingQR and keyEnrollingKey keep a pending factor's QR code and key in the session
	// (kept on the server) until its first code, so the setup page can be reloaded or come back to.
	keyEnrollingQR  = "enrolling_qr"
	keyEnrollingKey = "enrolling_key"
	keyHasFactor    = "has_second_factor"
	keySessionRow   = "session_row" // the id of the session's row in "Sesiones activas"
)

// touchEvery: last_seen_at is written at most this often (not on every request).
const touchEvery = time.Minute

// refreshMargin: an access token this close to expiry is refreshed before it is used.
const refreshMargin = 60 * time.Second

type principalKey struct{}

// User is the signed-in user of a request, as the shell loaded it.
type User struct {
	cms.Principal
	Token string // the platform access token, refreshed when needed
	// HasSecondFactor: the user signs in in two steps (a verified TOTP factor).
	HasSecondFactor bool
	IsAdmin         bool            // sees every view
	Views           map[string]bool // the views the user may open (pages only)
	Nav             []NavItem       // the navigation: the mounted modules the user may open (pages only)
}

func userFrom(ctx context.Context) (*User, bool) {
	u, ok := ctx.Value(principalKey{}).(*User)
	return u, ok
}

// UserOf is the signed-in user of a request the shell let in (module handlers only see those).
func UserOf(r *http.Request) *User {
	u, ok := userFrom(r.Context())
	if !ok {
		panic("shell: UserOf outside a signed-in route")
	}
	return u
}

// startSession records a sign-in in a renewed session (a new id, so a planted cookie is useless)
// and lists it in "Sesiones activas".
func (a *App) startSession(r *http.Request, s *cms.SignedIn) error {
	ctx := r.Context()
	if err := a.sessions.RenewToken(ctx); err != nil {
		return err
	}
	now := a.now()
	row := cms.UserSession{ID: rand.Text(), UserID: s.Principal.UserID, UserAgent: truncate(r.UserAgent(), 300),
		IPAddress: clientAddress(r), StartedAt: now, LastSeenAt: now}
	if err := a.state.UserSessions.Start(ctx, row); err != nil {
		return err
	}
	a.sessions.Put(ctx, keySessionRow, row.ID)
	a.storeTokens(ctx, s.Session)
	a.sessions.Put(ctx, keyRol, s.Principal.Rol)
	a.sessions.Put(ctx, keyEmail, s.Principal.Email)
	a.sessions.Put(ctx, keyName, s.Principal.Name)
	a.sessions.Put(ctx, keyUserID, s.Principal.UserID)
	a.sessions.Put(ctx, keyMetaAdmin, s.Principal.MetaAdmin)
	a.sessions.Put(ctx, keyMustChangePass, s.RequiresPasswordChange)
	a.sessions.Put(ctx, keyHasFactor, s.SecondFactor != "")
	if s.SecondFactor != "" {
		a.sessions.Put(ctx, keySecondStep, s.SecondFactor)
	}
	return nil
}

// completeSecondStep turns a first-step session into a full one, under a new id (so an id seen
// before the second factor is worth nothing after it); s is the platform session raised to aal2,
// nil when the step was passed with a recovery code.
func (a *App) completeSecondStep(ctx context.Context, s *platformclient.Session) error {
	if err := a.sessions.RenewToken(ctx); err != nil {
		return err
	}
	if s != nil {
		a.storeTokens(ctx, s)
	}
	a.sessions.Remove(ctx, keySecondStep)
	return nil
}

func (a *App) storeTokens(ctx context.Context, s *platformclient.Session) {
	a.sessions.Put(ctx, keyToken, s.AccessToken)
	a.sessions.Put(ctx, keyRefreshToken, s.RefreshToken)
	expires := s.ExpiresAt
	if expires == 0 {
		expires = a.now().Unix() + s.ExpiresIn
	}
	a.sessions.Put(ctx, keyExpiresAt, expires)
}

// errSessionEnded means the session can no longer act: no token, or a refresh the platform refused.
type sessionState int

const (
	sessionOK sessionState = iota
	sessionMissing
	sessionUnavailable
	sessionSecondStep // signed in with the password, waiting for the second factor
)

// principal loads the request's session, refreshing the access token when it is about to expire.
func (a *App) principal(r *http.Request) (*User, sessionState) {
	ctx := r.Context()
	token := a.sessions.GetString(ctx, keyToken)
	if token == "" {
		return nil, sessionMissing
	}
	if state, err := a.checkSessionRow(ctx); err != nil || state != sessionOK {
		if err != nil {
			a.logger.ErrorContext(ctx, "read user session", "error", err)
			return nil, sessionUnavailable
		}
		return nil, state
	}
	if a.sessions.GetString(ctx, keySecondStep) != "" {
		return nil, sessionSecondStep
	}
	if a.now().Add(refreshMargin).Unix() >= a.sessions.GetInt64(ctx, keyExpiresAt) {
		s, err := a.svc.Client().RefreshSession(ctx, a.sessions.GetString(ctx, keyRefreshToken))
		if err != nil {
			if platformclient.StatusOf(err) == 0 || platformclient.StatusOf(err) >= 500 {
				return nil, sessionUnavailable
			}
			// Revoked or spent refresh token: the session is over.
			_ = a.sessions.Destroy(ctx)
			return nil, sessionMissing
		}
		a.storeTokens(ctx, s)
		token = s.AccessToken
	}
	p := &User{
		Principal: cms.Principal{
			UserID:    a.sessions.GetString(ctx, keyUserID),
			Email:     a.sessions.GetString(ctx, keyEmail),
			Name:      a.sessions.GetString(ctx, keyName),
			Rol:       a.sessions.GetString(ctx, keyRol),
			MetaAdmin: a.sessions.GetBool(ctx, keyMetaAdmin),
		},
		Token:           token,
		HasSecondFactor: a.sessions.GetBool(ctx, keyHasFactor),
	}
	p.IsAdmin = p.Principal.IsAdmin(a.svc.AdminEmail())
	return p, sessionOK
}

// requireAPISession answers 401 {success:false, error:"No autenticado"} without a session token.
func (a *App) requireAPISession(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, state := a.principal(r)
		switch state {
		case sessionMissing, sessionSecondStep:
			WriteJSON(w, http.StatusUnauthorized, APIFailure(cms.MsgNotAuthenticated))
			return
		case sessionUnavailable:
			WriteJSON(w, http.StatusServiceUnavailable, APIFailure(cms.MsgPlatformDown))
			return
		}
		if must, err := a.mustEnrol(r.Context(), p); err != nil || must {
			if err != nil {
				a.logger.ErrorContext(r.Context(), "read role second step", "error", err)
				WriteJSON(w, http.StatusServiceUnavailable, APIFailure(cms.MsgPlatformDown))
				return
			}
			WriteJSON(w, http.StatusForbidden, APIFailure(cms.MsgSecondStepRequired))
			return
		}
		ctx := platformclient.WithActor(r.Context(), p.Email) // the audit trail names the user
		next.ServeHTTP(w, r.WithContext(context.WithValue(ctx, principalKey{}, p)))
	})
}

// mustEnrol reports whether the user's role requires the two-step sign-in and the user has not set
// it up yet: such a user may open only the security page until they do.
func (a *App) mustEnrol(ctx context.Context, p *User) (bool, error) {
	if p.HasSecondFactor {
		return false, nil
	}
	return a.state.RoleSecondStep.Required(ctx, cms.NormalizeRole(p.Rol))
}

// requirePageSession sends visitors without a session to /login, users who must change their
// password to the change-password page, and computes the navigation of the user's views.
func (a *App) requirePageSession(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, state := a.principal(r)
		switch state {
		case sessionMissing:
			http.Redirect(w, r, "/login?next="+url.QueryEscape(r.URL.RequestURI()), http.StatusSeeOther)
			return
		case sessionSecondStep:
			http.Redirect(w, r, "/login/codigo", http.StatusSeeOther)
			return
		case sessionUnavailable:
			http.Error(w, cms.MsgPlatformDown, http.StatusServiceUnavailable)
			return
		}
		if a.sessions.GetBool(r.Context(), keyMustChangePass) && r.URL.Path != "/admin/cuenta/clave" {
			http.Redirect(w, r, "/admin/cuenta/clave", http.StatusSeeOther)
			return
		}
		if !strings.HasPrefix(r.URL.Path, "/admin/cuenta/seguridad") {
			must, err := a.mustEnrol(r.Context(), p)
			if err != nil {
				a.logger.ErrorContext(r.Context(), "read role second step", "error", err)
				http.Error(w, cms.MsgPlatformDown, http.StatusServiceUnavailable)
				return
			}
			if must {
				a.Flash(r.Context(), cms.MsgSecondStepRequired)
				http.Redirect(w, r, "/admin/cuenta/seguridad", http.StatusSeeOther)
				return
			}
		}
		views, err := a.visibleViews(r.Context(), p)
		if err != nil {
			a.logger.ErrorContext(r.Context(), "read permissions", "error", err)
			http.Error(w, cms.MsgPlatformDown, http.StatusServiceUnavailable)
			return
		}
		p.Views = views
		for _, m := range a.modules {
			if views[m.View] {
				p.Nav = append(p.Nav, NavItem{Slug: m.View, Title: cms.ViewTitle(m.View), Path: m.path()})
			}
		}
		ctx := platformclient.WithActor(r.Context(), p.Email) // the audit trail names the user
		next.ServeHTTP(w, r.WithContext(context.WithValue(ctx, principalKey{}, p)))
	})
}

// visibleViews: administrators see every view; others the views their role may see.
func (a *App) visibleViews(ctx context.Context, p *User) (map[string]bool, error) {
	if p.IsAdmin {
		all := map[string]bool{}
		for _, v := range cms.Views {
			all[v] = true
		}
		return all, nil
	}
	return a.svc.VisibleViews(ctx, p.Token, p.Rol)
}

// requireView answers 403 when the user's role may not open the view. The admin's home (/admin/)
// sends a user who may not see its view to the first view they may open instead.
func (a *App) requireView(slug string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u := UserOf(r)
		if u.Views[slug] {
			next.ServeHTTP(w, r)
			return
		}
		if r.URL.Path == "/admin/" {
			if len(u.Nav) > 0 {
				http.Redirect(w, r, u.Nav[0].Path, http.StatusSeeOther)
				return
			}
			a.RenderError(w, r, http.StatusForbidden, cms.MsgNoViews)
			return
		}
		a.RenderError(w, r, http.StatusForbidden, fmt.Sprintf(cms.MsgViewForbidden, cms.ViewTitle(slug)))
	})
}

// requireAdmin answers 403 unless the user is an administrator.
func (a *App) requireAdmin(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if p, ok := userFrom(r.Context()); !ok || !p.IsAdmin {
			a.RenderError(w, r, http.StatusForbidden, cms.MsgAdminsOnly)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// Flash keeps a one-time message for the next page.
func (a *App) Flash(ctx context.Context, msg string) { a.sessions.Put(ctx, keyFlash, msg) }
func (a *App) popFlash(ctx context.Context) string   { return a.sessions.PopString(ctx, keyFlash) }

// checkSessionRow ends the session when its row is gone (revoked from another browser, a password
// change, an administrator), when it has been idle longer than the idle timeout, or when it is
// older than the absolute lifetime; otherwise it records the activity (at most once a minute).
func (a *App) checkSessionRow(ctx context.Context) (sessionState, error) {
	id := a.sessions.GetString(ctx, keySessionRow)
	if id == "" {
		_ = a.sessions.Destroy(ctx)
		return sessionMissing, nil
	}
	row, err := a.state.UserSessions.Find(ctx, id)
	if errors.Is(err, cms.ErrSessionEnded) {
		_ = a.sessions.Destroy(ctx)
		return sessionMissing, nil
	}
	if err != nil {
		return sessionUnavailable, err
	}
	now := a.now()
	switch {
	case now.Sub(row.LastSeenAt) > a.idleTimeout || now.Sub(row.StartedAt) > a.lifetime:
		if _, err := a.state.UserSessions.End(ctx, row.UserID, row.ID); err != nil {
			return sessionUnavailable, err
		}
		_ = a.sessions.Destroy(ctx)
		a.sessions.Put(ctx, keyFlash, cms.MsgSessionExpired)
		return sessionMissing, nil
	case now.Sub(row.LastSeenAt) >= touchEvery:
		if err := a.state.UserSessions.Touch(ctx, id, now); err != nil {
			return sessionUnavailable, err
		}
	}
	return sessionOK, nil
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return strings.ToValidUTF8(s[:n], "")
}

// KeepOnce keeps value for the user's next page only (say, a secret link shown once after the
// redirect that follows its creation); TakeOnce reads and forgets it.
func (a *App) KeepOnce(ctx context.Context, key, value string) {
	a.sessions.Put(ctx, "once:"+key, value)
}

// TakeOnce is the value KeepOnce kept under key, now forgotten; "" when there is none.
func (a *App) TakeOnce(ctx context.Context, key string) string {
	return a.sessions.PopString(ctx, "once:"+key)
}
