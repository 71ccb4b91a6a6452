package server

import (
	"context"

	"github.com/vitrina/vitrina/internal/platform/mail"
)

// cmsMailer lets the CMS send its notices through the platform's mail path (SMTP_URL, else the
// outbox), the same sender the platform's own security notices use.
type cmsMailer struct{ sender mail.Sender }

func (m cmsMailer) Send(ctx context.Context, to, subject, body string) error {
	return m.sender.Send(ctx, mail.Message{To: to, Subject: subject, Body: body})
}
