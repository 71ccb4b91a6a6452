package web

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
	if _, err := a.db.Exec(ctx, `INSERT INTO cms_setup_tokens (token_hash, expires_at) VALUES (?, ?)`,
		hashToken(token), a.now().Add(setupLinkLifetime).UTC()); err != nil {
		return "", fmt.Errorf("store setup token: %w", err)
	}
	return a.url("/setup?token=" + token), nil
}

// setupTokenValid reports whether a setup token exists, is unused and has not expired.
func (a *App) setupTokenValid(ctx context.Context, token string) bool {
	if token == "" {
		return false
	}
	var n int
	err := a.db.QueryRow(ctx, `SELECT count(*) FROM cms_setup_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
		hashToken(token), a.now().UTC()).Scan(&n)
	return err == nil && n == 1
}

func (a *App) setupPage(w http.ResponseWriter, r *http.Request) {
	token := r.URL.Query().Get("token")
	if !a.setupTokenValid(r.Context(), token) {
		a.render(w, r, http.StatusNotFound, "error", view{Title: "Enlace no válido",
			Error: "El enlace de configuración no es válido, caducó o ya se usó."})
		return
	}
	a.render(w, r, http.StatusOK, "setup", view{Title: "Primer administrador", Form: map[string]string{"token": token}})
}

// setup creates the first administrator and spends the link.
func (a *App) setup(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	form := map[string]string{
		"token": r.PostFormValue("token"), "nombre": strings.TrimSpace(r.PostFormValue("nombre")),
		"email": strings.TrimSpace(r.PostFormValue("email")),
	}
	password := r.PostFormValue("password")
	v := view{Title: "Primer administrador", Form: form}
	fields := checkNewPassword(password, r.PostFormValue("confirm"))
	if fields == nil {
		fields = map[string]string{}
	}
	if form["nombre"] == "" {
		fields["nombre"] = "Escriba un nombre."
	}
	if addr, err := mail.ParseAddress(form["email"]); err != nil || addr.Address != form["email"] {
		fields["email"] = "Escriba un correo válido."
	}
	if len(fields) > 0 {
		v.Fields = fields
		a.render(w, r, http.StatusUnprocessableEntity, "setup", v)
		return
	}
	// Spend the link first, atomically: two submissions cannot both create an administrator.
	res, err := a.db.Exec(ctx, `UPDATE cms_setup_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
		a.now().UTC(), hashToken(form["token"]), a.now().UTC())
	if n, _ := rowsAffected(res, err); n != 1 {
		a.render(w, r, http.StatusNotFound, "error", view{Title: "Enlace no válido",
			Error: "El enlace de configuración no es válido, caducó o ya se usó."})
		return
	}
	_, err = a.svc.CreateAccount(ctx, cms.NewAccount{Email: form["email"], Password: password, Nombre: form["nombre"], Admin: true})
	if err != nil {
		a.logger.ErrorContext(r.Context(), "first administrator", "error", err)
		// Give the link back so the administrator can try again.
		_, _ = a.db.Exec(context.WithoutCancel(ctx), `UPDATE cms_setup_tokens SET used_at = NULL WHERE token_hash = ?`, hashToken(form["token"]))
		v.Error = "No se pudo crear la cuenta: revise los datos (la contraseña debe tener al menos 8 caracteres)."
		a.render(w, r, http.StatusUnprocessableEntity, "setup", v)
		return
	}
	a.flash(ctx, "Administrador creado. Inicie sesión con su correo y contraseña.")
	http.Redirect(w, r, "/login", http.StatusSeeOther)
}

func rowsAffected(res interface{ RowsAffected() (int64, error) }, err error) (int64, error) {
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}
