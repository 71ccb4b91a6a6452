package contactos

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// The notifier e-mails the company each new contact message. The public site stores the message
// first and only then wakes the notifier; the notifier works from the stored rows, so the table
// itself is the queue: a message whose notice was not accepted by the mail path (SMTP down) keeps
// notificado_en empty and is tried again on the next run. Several instances may run it: each
// message is claimed (notificacion_intento_en) by a conditional update before it is sent, and a
// claim older than ClaimTTL (an instance that died mid-send) may be taken over.

// ClaimTTL is how long a claimed notice is left to its instance before another may retry it; it is
// also the least time between two attempts at one notice.
const ClaimTTL = time.Minute

// notifyBatch bounds the notices one run sends.
const notifyBatch = 50

// Notifier sends the notices of new contact messages.
type Notifier struct {
	svc      *cms.Service
	mailer   shell.Mailer
	to       string
	adminURL string // the inbox's address, for the link in the notice
	now      func() time.Time
	logger   *slog.Logger
	wake     chan struct{}
}

// NewNotifier returns a notifier sending to `to` through mailer; adminURL is the CMS's base address.
func NewNotifier(svc *cms.Service, mailer shell.Mailer, to, adminURL string, now func() time.Time, logger *slog.Logger) *Notifier {
	return &Notifier{svc: svc, mailer: mailer, to: to, adminURL: adminURL, now: now, logger: logger, wake: make(chan struct{}, 1)}
}

// Wake asks a running notifier to look for new messages now (the site calls it after storing one).
func (n *Notifier) Wake() {
	select {
	case n.wake <- struct{}{}:
	default: // a run is already due
	}
}

// Run sends pending notices at start, whenever woken, and every interval, until ctx ends.
func (n *Notifier) Run(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if _, err := n.SendPending(ctx); err != nil && ctx.Err() == nil {
			n.logger.Warn("contact notices", "error", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-n.wake:
		}
	}
}

// SendPending sends the notices of messages not yet notified and not claimed in the last ClaimTTL,
// oldest first, and answers how many were sent. A notice the mail path refuses stays pending.
func (n *Notifier) SendPending(ctx context.Context) (int, error) {
	if n.mailer == nil || n.to == "" {
		return 0, nil // nobody to tell: the messages wait in the inbox
	}
	now := n.now().UTC()
	stale := now.Add(-ClaimTTL).Format(time.RFC3339Nano)
	var pending []Message
	if _, err := from(n.svc).Select(detailColumns).Filter("notificado_en", "is", "null").
		Or("notificacion_intento_en.is.null", "notificacion_intento_en.lt."+stale).
		Order("id", false).Limit(notifyBatch).Get(ctx, &pending); err != nil {
		return 0, fmt.Errorf("read pending contact notices: %w", err)
	}
	sent := 0
	for _, msg := range pending {
		var claimed []struct{ ID int64 }
		if err := from(n.svc).Select("id").Eq("id", msg.ID).Filter("notificado_en", "is", "null").
			Or("notificacion_intento_en.is.null", "notificacion_intento_en.lt."+stale).
			Update(ctx, map[string]any{"notificacion_intento_en": now.Format(time.RFC3339Nano)}, &claimed); err != nil {
			return sent, fmt.Errorf("claim contact notice %d: %w", msg.ID, err)
		}
		if len(claimed) == 0 {
			continue // another instance has it
		}
		subject, body := n.notice(msg)
		if err := n.mailer.Send(ctx, n.to, subject, body); err != nil {
			n.logger.Warn("contact notice not sent; it will be retried", "id", msg.ID, "error", err)
			continue
		}
		if err := from(n.svc).Eq("id", msg.ID).Update(ctx, map[string]any{"notificado_en": n.now().UTC().Format(time.RFC3339Nano)}, nil); err != nil {
			return sent, fmt.Errorf("record contact notice %d: %w", msg.ID, err)
		}
		sent++
	}
	return sent, nil
}

// notice is the e-mail about one message. Its subject carries the visitor's subject, which the
// form accepted only as one line; the mail path refuses line breaks in headers anyway.
func (n *Notifier) notice(msg Message) (subject, body string) {
	dash := func(s *string) string {
		if v := cms.Deref(s); v != "" {
			return v
		}
		return "—"
	}
	subject = fmt.Sprintf(msgNoticeSubject, msg.Asunto)
	body = fmt.Sprintf(msgNoticeBody, msg.Nombre, msg.Email, dash(msg.Telefono), dash(msg.Empresa), msg.Asunto,
		msg.Received()+" UTC", msg.Mensaje, n.adminURL+"/admin/contactos/"+strconv.FormatInt(msg.ID, 10))
	return subject, body
}
