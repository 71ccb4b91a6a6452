package auth

import (
	"context"
	"fmt"

	"github.com/vitrina/vitrina/internal/platform/mail"
)

// emailTexts are the subject and opening line of each e-mail, in the CMS's language.
var emailTexts = map[string][2]string{
	"recovery":  {"Restablecer su contraseña", "Recibimos una solicitud para restablecer la contraseña de su cuenta."},
	"signup":    {"Confirme su correo electrónico", "Gracias por registrarse. Confirme su dirección de correo electrónico."},
	"magiclink": {"Su enlace de acceso", "Use este enlace para iniciar sesión."},
	"invite":    {"Ha sido invitado", "Ha sido invitado a crear una cuenta."},
	"email_change": {"Confirme el cambio de correo electrónico",
		"Recibimos una solicitud para cambiar la dirección de correo de su cuenta. El cambio se hace cuando se confirma desde la dirección actual y desde la nueva."},
}

// sendCode e-mails a code to type by hand (re-authentication), with no link.
func (a *API) sendCode(ctx context.Context, to, otp string) error {
	body := fmt.Sprintf("Para confirmar que es usted, introduzca este código: %s\n\nSi no lo solicitó, cambie su contraseña.\n", otp)
	if err := a.mailer.Send(ctx, mail.Message{To: to, Subject: "Su código de confirmación", Body: body}); err != nil {
		return fmt.Errorf("send re-authentication code: %w", err)
	}
	return nil
}

// sendLink e-mails the action link and the code of a one-time token.
func (a *API) sendLink(ctx context.Context, to, typ, otp, link string) error {
	t := emailTexts[typ]
	closing := "Si no solicitó este correo, ignórelo."
	if typ == "invite" {
		closing = "Si no esperaba esta invitación, puede ignorar este correo." // an invitation was asked for by someone else
	}
	body := fmt.Sprintf("%s\n\nAbra este enlace:\n%s\n\nO introduzca este código: %s\n\n"+
		"El enlace caduca en 24 horas. %s\n", t[1], link, otp, closing)
	if err := a.mailer.Send(ctx, mail.Message{To: to, Subject: t[0], Body: body}); err != nil {
		return fmt.Errorf("send %s e-mail: %w", typ, err)
	}
	return nil
}
