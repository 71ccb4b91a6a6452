package shell

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/mail"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
)

// setupLinkLifetime bounds how long a first-run link works.
const setupLinkLifetime = 24 * time.Hour

func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// SetupLink returns a one-time link that creates the first administrator, or "" when the platform
// already has an account (contract §1: serve prints it when there is no user at all).
func (a *App) SetupLink(ctx context.Context) (string, error) {
	n, err := a.svc.Client().AdminCountUsers(ctx)
	if err != nil {
		return "", fmt.Errorf("count accounts: %w", err)
	}
	if n > 0 {
		return "", nil
	}
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return "", fmt.Errorf("generate setup token: %w", err)
	}
	token := base64.RawURLEncoding.EncodeToString(raw)
	if err := a.state.SetupTokens.Create(ctx, hashToken(token), a.now().Add(setupLinkLifetime)); err != nil {
		return "", err
	}
	return a.URL("/setup?token=" + token), nil
}

// setupTokenValid reports whether a setup token exists, is unused and has not expired.
func (a *App) setupTokenValid(ctx context.Context, token string) bool {
	if token == "" {
		return false
	}
	ok, err := a.state.SetupTokens.Usable(ctx, hashToken(token), a.now())
	return err == nil && ok
}

func (a *App) setupPage(w http.ResponseWriter, r *http.Request) {
	token := r.URL.Query().Get("token")
	if !a.setupTokenValid(r.Context(), token) {
		a.render(w, r, http.StatusNotFound, "error", View{Title: cms.MsgSetupLinkTitle,
			Error: cms.MsgSetupLinkInvalid})
		return
	}
	a.render(w, r, http.StatusOK, "setup", View{Title: "Primer administrador", Form: map[string]string{"token": token}})
}

// setup creates the first administrator and spends the link.
func (a *App) setup(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	form := map[string]string{
		"token": r.PostFormValue("token"), "nombre": strings.TrimSpace(r.PostFormValue("nombre")),
		"email": strings.TrimSpace(r.PostFormValue("email")),
	}
	password := r.PostFormValue("password")
	v := View{Title: "Primer administrador", Form: form}
	fields := a.checkNewPassword(password, r.PostFormValue("confirm"))
	if fields == nil {
		fields = map[string]string{}
	}
	if form["nombre"] == "" {
		fields["nombre"] = cms.MsgNameRequired
	}
	if addr, err := mail.ParseAddress(form["email"]); err != nil || addr.Address != form["email"] {
		fields["email"] = cms.MsgEmailInvalid
	}
	if len(fields) > 0 {
		v.Fields = fields
		a.render(w, r, http.StatusUnprocessableEntity, "setup", v)
		return
	}
	// Spend the link first, atomically: two submissions cannot both create an administrator.
	if spent, _ := a.state.SetupTokens.Spend(ctx, hashToken(form["token"]), a.now()); !spent {
		a.render(w, r, http.StatusNotFound, "error", View{Title: cms.MsgSetupLinkTitle,
			Error: cms.MsgSetupLinkInvalid})
		return
	}
	_, err := a.svc.CreateAccount(ctx, cms.NewAccount{Email: form["email"], Password: password, Nombre: form["nombre"], Admin: true})
	if err != nil {
		a.logger.ErrorContext(r.Context(), "first administrator", "error", err)
		// Give the link back so the administrator can try again.
		if err := a.state.SetupTokens.Unspend(context.WithoutCancel(ctx), hashToken(form["token"])); err != nil {
			a.logger.ErrorContext(ctx, "give back setup link", "error", err)
		}
		v.Error = fmt.Sprintf(cms.MsgSetupFailed, a.minPassword)
		a.render(w, r, http.StatusUnprocessableEntity, "setup", v)
		return
	}
	a.Flash(ctx, cms.MsgSetupDone)
	http.Redirect(w, r, "/login", http.StatusSeeOther)
}
