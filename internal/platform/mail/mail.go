// Package mail owns outgoing e-mail: the Sender interface the services send through, an SMTP sender
// (with a timeout and a few retries) used when SMTP_URL is set, and an outbox sender that keeps each
// message in the mail_outbox table and logs it when no SMTP server is configured.
package mail

import (
	"context"
	"log/slog"
	"net/url"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
)

// Message is one plain-text e-mail.
type Message struct {
	To      string
	Subject string
	Body    string
}

// Sender delivers messages.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// New returns the SMTP sender for smtpURL, or the outbox sender when smtpURL is empty.
func New(smtpURL, from string, db *database.DB, logger *slog.Logger) (Sender, error) {
	if smtpURL == "" {
		return NewOutbox(db, logger), nil
	}
	return NewSMTP(smtpURL, from)
}

// DefaultSender is the sender address used when SMTP_URL names none: no-reply at the public host.
func DefaultSender(baseURL string) string {
	host := "localhost"
	if u, err := url.Parse(baseURL); err == nil && u.Hostname() != "" {
		host = u.Hostname()
	}
	if !strings.Contains(host, ".") {
		host += ".localdomain" // a bare host name or address is not a valid mail domain
	}
	return "no-reply@" + host
}
