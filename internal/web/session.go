package web

import (
	"context"
	"net/http"
	"net/url"
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
	keyUserID         = "user_id"
	keyMetaAdmin      = "meta_admin"
	keyMustChangePass = "requires_password_change"
	keyFlash          = "flash"
)

// refreshMargin: an access token this close to expiry is refreshed before it is used.
const refreshMargin = 60 * time.Second

type principalKey struct{}

// sessionPrincipal is the signed-in user of a request.
type sessionPrincipal struct {
	cms.Principal
	token   string
	isAdmin bool
	nav     []navItem
}

func principalFrom(ctx context.Context) (*sessionPrincipal, bool) {
	p, ok := ctx.Value(principalKey{}).(*sessionPrincipal)
	return p, ok
}

// startSession records a sign-in in a renewed session (a new id, so a planted cookie is useless).
func (a *App) startSession(ctx context.Context, s *cms.SignedIn) error {
	if err := a.sessions.RenewToken(ctx); err != nil {
		return err
	}
	a.storeTokens(ctx, s.Session)
	a.sessions.Put(ctx, keyRol, s.Principal.Rol)
	a.sessions.Put(ctx, keyEmail, s.Principal.Email)
	a.sessions.Put(ctx, keyUserID, s.Principal.UserID)
	a.sessions.Put(ctx, keyMetaAdmin, s.Principal.MetaAdmin)
	a.sessions.Put(ctx, keyMustChangePass, s.RequiresPasswordChange)
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
)

// principal loads the request's session, refreshing the access token when it is about to expire.
func (a *App) principal(r *http.Request) (*sessionPrincipal, sessionState) {
	ctx := r.Context()
	token := a.sessions.GetString(ctx, keyToken)
	if token == "" {
		return nil, sessionMissing
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
	p := &sessionPrincipal{
		Principal: cms.Principal{
			UserID:    a.sessions.GetString(ctx, keyUserID),
			Email:     a.sessions.GetString(ctx, keyEmail),
			Rol:       a.sessions.GetString(ctx, keyRol),
			MetaAdmin: a.sessions.GetBool(ctx, keyMetaAdmin),
		},
		token: token,
	}
	p.isAdmin = p.IsAdmin(a.svc.AdminEmail())
	return p, sessionOK
}

// requireAPISession answers 401 {success:false, error:"No autenticado"} without a session token.
func (a *App) requireAPISession(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, state := a.principal(r)
		switch state {
		case sessionMissing:
			writeJSON(w, http.StatusUnauthorized, apiFailure(cms.MsgNotAuthenticated))
			return
		case sessionUnavailable:
			writeJSON(w, http.StatusServiceUnavailable, apiFailure(cms.MsgPlatformDown))
			return
		}
		ctx := platformclient.WithActor(r.Context(), p.Email) // the audit trail names the user
		next.ServeHTTP(w, r.WithContext(context.WithValue(ctx, principalKey{}, p)))
	})
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
		case sessionUnavailable:
			http.Error(w, cms.MsgPlatformDown, http.StatusServiceUnavailable)
			return
		}
		if a.sessions.GetBool(r.Context(), keyMustChangePass) && r.URL.Path != "/admin/cuenta/clave" {
			http.Redirect(w, r, "/admin/cuenta/clave", http.StatusSeeOther)
			return
		}
		views, err := a.visibleViews(r.Context(), p)
		if err != nil {
			a.logger.ErrorContext(r.Context(), "read permissions", "error", err)
			http.Error(w, cms.MsgPlatformDown, http.StatusServiceUnavailable)
			return
		}
		for _, m := range modules {
			if views[m.slug] {
				p.nav = append(p.nav, navItem{Slug: m.slug, Title: viewTitle(m.slug), Path: m.path})
			}
		}
		ctx := platformclient.WithActor(r.Context(), p.Email) // the audit trail names the user
		ctx = context.WithValue(ctx, principalKey{}, p)
		ctx = context.WithValue(ctx, viewsKey{}, views)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

type viewsKey struct{}

// visibleViews: administrators see every view; others the views their role may see.
func (a *App) visibleViews(ctx context.Context, p *sessionPrincipal) (map[string]bool, error) {
	if p.isAdmin {
		all := map[string]bool{}
		for _, v := range cms.Views {
			all[v] = true
		}
		return all, nil
	}
	return a.svc.VisibleViews(ctx, p.token, p.Rol)
}

// requireView answers 403 when the user's role may not open the view.
func (a *App) requireView(slug string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		views, _ := r.Context().Value(viewsKey{}).(map[string]bool)
		if !views[slug] {
			a.renderError(w, r, http.StatusForbidden, "Su rol no tiene acceso a "+viewTitle(slug)+".")
			return
		}
		next.ServeHTTP(w, r)
	})
}

// requireAdmin answers 403 unless the user is an administrator.
func (a *App) requireAdmin(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if p, ok := principalFrom(r.Context()); !ok || !p.isAdmin {
			a.renderError(w, r, http.StatusForbidden, "Solo los administradores pueden abrir esta página.")
			return
		}
		next.ServeHTTP(w, r)
	})
}

// flash keeps a one-time message for the next page.
func (a *App) flash(ctx context.Context, msg string) { a.sessions.Put(ctx, keyFlash, msg) }
func (a *App) popFlash(ctx context.Context) string   { return a.sessions.PopString(ctx, keyFlash) }
