package empleados

import (
	"context"
	"fmt"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
)

// sendInvitation e-mails the colleague an invitation from inviter to the company's panel, with the
// link to choose their password (the platform's recovery link, which /restablecer completes). It is
// an invitation, not a password reset: the colleague asked for nothing. Without a mail path of the
// CMS, the platform's own recovery e-mail carries the link.
func (m *module) sendInvitation(ctx context.Context, inviter cms.Principal, name, email string) error {
	mailer := m.Shell.Mailer()
	if mailer == nil {
		return m.Svc.Client().ResetPasswordForEmail(ctx, email, m.Shell.URL("/restablecer"))
	}
	link, err := m.Svc.Client().GenerateLink(ctx, "recovery", email, m.Shell.URL("/restablecer"))
	if err != nil {
		return fmt.Errorf("invitation link: %w", err)
	}
	subject, body := invitation(inviter.DisplayName(), m.Shell.Brand(ctx).Name, name, link.ActionLink, m.Shell.URL("/login"))
	if err := mailer.Send(ctx, email, subject, body); err != nil {
		return fmt.Errorf("send the invitation: %w", err)
	}
	return nil
}

// invitation is the subject and body of the e-mail: who invites, to which company, the link.
func invitation(inviter, company, name, link, login string) (subject, body string) {
	first, _, _ := strings.Cut(strings.TrimSpace(name), " ")
	return fmt.Sprintf(msgInvitationSubject, inviter, company),
		fmt.Sprintf(msgInvitationBody, first, inviter, company, link, inviter, login)
}
