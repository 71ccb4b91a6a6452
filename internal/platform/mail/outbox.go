package mail

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/vitrina/vitrina/internal/database"
)

// Outbox keeps messages in the mail_outbox table and logs them, for installations without SMTP.
type Outbox struct {
	db     *database.DB
	logger *slog.Logger
}

// NewOutbox returns an outbox sender.
func NewOutbox(db *database.DB, logger *slog.Logger) *Outbox {
	return &Outbox{db: db, logger: logger}
}

// Send stores m in the outbox.
func (o *Outbox) Send(ctx context.Context, m Message) error {
	if _, err := o.db.Exec(ctx, `INSERT INTO mail_outbox (recipient, subject, body) VALUES (?, ?, ?)`,
		m.To, m.Subject, m.Body); err != nil {
		return fmt.Errorf("store e-mail in outbox: %w", err)
	}
	// The body carries one-time links: log only who and what, administrators read the outbox.
	o.logger.Info("e-mail kept in outbox (no SMTP_URL configured)", "to", m.To, "subject", m.Subject)
	return nil
}
