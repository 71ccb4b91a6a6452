package shell

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/http"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
)

// browserCookieAge is how long a browser stays recognised without signing in (400 days, the most
// browsers keep a cookie).
const browserCookieAge = 400 * 24 * time.Hour

// browserCookie names the cookie that recognises a browser: __Host- over HTTPS, as the session's.
func (a *App) browserCookie() string {
	if a.sessions.Cookie.Secure {
		return "__Host-vitrina_browser"
	}
	return "vitrina_browser"
}

// checkBrowser runs after a full sign-in: a browser the account has not signed in from before (no
// cookie, or one this account has not seen) is remembered and the account's owner is e-mailed the
// time, browser and address, unless it is the account's first sign-in ever (nothing to compare
// with). The browser keeps one random id for every account; the store keeps it hashed per user. A
// failure is logged, never shown: the sign-in is done.
func (a *App) checkBrowser(w http.ResponseWriter, r *http.Request, userID, email string) {
	ctx := r.Context()
	id := ""
	if c, err := r.Cookie(a.browserCookie()); err == nil && len(c.Value) == 43 {
		if b, err := base64.RawURLEncoding.DecodeString(c.Value); err == nil && len(b) == 32 {
			id = c.Value
		}
	}
	if id == "" {
		b := make([]byte, 32)
		_, _ = rand.Read(b) // crypto/rand.Read does not fail (Go 1.24)
		id = base64.RawURLEncoding.EncodeToString(b)
	}
	http.SetCookie(w, &http.Cookie{Name: a.browserCookie(), Value: id, Path: "/", MaxAge: int(browserCookieAge / time.Second),
		HttpOnly: true, Secure: a.sessions.Cookie.Secure, SameSite: http.SameSiteLaxMode})
	sum := sha256.Sum256([]byte(userID + ":" + id))
	isNew, hadOthers, err := a.state.KnownBrowsers.Remember(ctx, userID, hex.EncodeToString(sum[:]), a.now())
	if err != nil {
		a.logger.ErrorContext(ctx, "remember browser", "error", err)
		return
	}
	if !isNew || !hadOthers || a.mailer == nil || email == "" {
		return
	}
	now := a.now()
	when := cms.FormatDateTime(now, a.location) + " (" + now.In(a.location).Format("MST") + ")"
	body := fmt.Sprintf(cms.MsgNewBrowserBody, when, browserName(r.UserAgent()),
		clientAddress(r), a.URL("/admin/cuenta/sesiones"))
	if err := a.mailer.Send(context.WithoutCancel(ctx), email, cms.MsgNewBrowserSubject, body); err != nil {
		a.logger.WarnContext(ctx, "new-browser notice not sent", "error", err)
	}
}
