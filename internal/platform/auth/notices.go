package auth

import (
	"context"
	"net/http"

	"github.com/vitrina/vitrina/internal/platform/mail"
)

// Security notices (GoTrue's "security notifications"): the account's owner hears of every change
// to how it signs in, so a change they did not make does not go unnoticed (ASVS 2.2.3, 2.5.5).
const (
	noticePasswordChanged = "password_changed"
	noticeFactorEnrolled  = "mfa_factor_enrolled"
	noticeFactorRemoved   = "mfa_factor_unenrolled"
)

var noticeTexts = map[string][2]string{
	noticePasswordChanged: {"Su contraseña cambió", "La contraseña de su cuenta acaba de cambiar."},
	noticeFactorEnrolled: {"Verificación en dos pasos activada",
		"Se activó la verificación en dos pasos de su cuenta: al entrar se le pedirá un código de su aplicación de autenticación."},
	noticeFactorRemoved: {"Verificación en dos pasos desactivada",
		"Se desactivó la verificación en dos pasos de su cuenta: ahora basta la contraseña para entrar."},
}

// notify e-mails a security notice after the change committed. A failure to send is logged, not
// answered: the change itself is done (as in GoTrue).
func (a *API) notify(ctx context.Context, r *http.Request, to, kind string) {
	t := noticeTexts[kind]
	body := t[1] + "\n\nDesde la dirección " + clientIP(r) + ", el " + a.now().Format("02/01/2006 a las 15:04 (MST)") + ".\n\n" +
		"Si no fue usted, cambie su contraseña enseguida y avise a un administrador.\n"
	if err := a.mailer.Send(ctx, mail.Message{To: to, Subject: t[0], Body: body}); err != nil {
		a.logger.WarnContext(ctx, "auth: security notice not sent", "kind", kind, "error", err)
	}
}
