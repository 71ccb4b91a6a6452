package empleados_test

import (
	"context"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// TestInvitationMail: the colleague receives an invitation — who invites them to which company (the
// site's name, as the admin's header shows it) and the link to choose their password — not a
// password reset they never asked for; someone who forgot their password still receives the reset.
func TestInvitationMail(t *testing.T) {
	e := cmstest.NewCustom(t, func(o *shell.Options) {
		o.Brand = func(context.Context) shell.Brand { return shell.Brand{Name: "Altamar Consultores"} }
	})
	e.Account(t, "jefa@example.com", "administrador", false, map[string]any{"nombre": "Ana Ruiz"})
	b := e.Browser(t).SignIn("jefa@example.com")
	cmstest.WantStatus(t, b.PostForm("/admin/empleados/invitar", cmstest.Form("nombre", "Luis Pérez", "email", "luis@example.com", "rol", "mercadeo")), 303)
	if err := e.Svc.Client().ResetPasswordForEmail(context.Background(), "jefa@example.com", ""); err != nil {
		t.Fatal(err)
	}

	read := func(to string) (subject, body string) {
		t.Helper()
		if err := e.Plat.DB.QueryRow(context.Background(), `SELECT subject, body FROM mail_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1`, to).
			Scan(&subject, &body); err != nil {
			t.Fatalf("no e-mail to %s: %v", to, err)
		}
		return subject, body
	}
	for _, c := range []struct {
		mail, to, subject string
		has, lacks        []string
	}{
		{"invitation", "luis@example.com", "Ana Ruiz le invita a Altamar Consultores",
			[]string{"Hola, Luis:", "Ana Ruiz le ha dado acceso al panel de Altamar Consultores. Elija su contraseña en este enlace:\n",
				"type=recovery", "Si no esperaba esta invitación, puede ignorar este correo."},
			[]string{"Si no solicitó", "Restablecer", "restablecer la contraseña"}},
		{"reset", "jefa@example.com", "Restablecer su contraseña",
			[]string{"Recibimos una solicitud para restablecer la contraseña", "Si no solicitó este correo, ignórelo."},
			[]string{"le invita"}},
	} {
		subject, body := read(c.to)
		if subject != c.subject {
			t.Errorf("%s: subject %q, want %q", c.mail, subject, c.subject)
		}
		for _, s := range c.has {
			if !strings.Contains(body, s) {
				t.Errorf("%s lacks %q:\n%s", c.mail, s, body)
			}
		}
		for _, s := range c.lacks {
			if strings.Contains(body, s) {
				t.Errorf("%s says %q:\n%s", c.mail, s, body)
			}
		}
	}
}
