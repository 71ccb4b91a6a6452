package vacantes

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// The notifier e-mails each new application to the head of its opening's department (when the
// department has one with an e-mail), else to the configured address. As with contact messages
// (contactos.Notifier), the table is the queue: notificado_en empty means still owed; each notice is
// claimed (notificacion_intento_en) by a conditional update before it is sent, so instances running
// at once never send one twice, and a notice the mail path refused is retried after ClaimTTL.

// ClaimTTL is how long a claimed notice is left to its instance before another may retry it.
const ClaimTTL = time.Minute

// notifyBatch bounds the notices one run sends.
const notifyBatch = 50

// Notifier sends the notices of new applications.
type Notifier struct {
	svc      *cms.Service
	mailer   shell.Mailer
	fallback string // the configured address, when the department has no head with an e-mail
	adminURL string
	now      func() time.Time
	logger   *slog.Logger
	wake     chan struct{}
}

// NewNotifier returns a notifier; fallback is the address for openings without a department head.
func NewNotifier(svc *cms.Service, mailer shell.Mailer, fallback, adminURL string, now func() time.Time, logger *slog.Logger) *Notifier {
	return &Notifier{svc: svc, mailer: mailer, fallback: fallback, adminURL: adminURL, now: now, logger: logger, wake: make(chan struct{}, 1)}
}

// Wake asks a running notifier to look for new applications now (the site calls it after storing one).
func (n *Notifier) Wake() {
	select {
	case n.wake <- struct{}{}:
	default:
	}
}

// Run sends pending notices at start, whenever woken, and every interval, until ctx ends.
func (n *Notifier) Run(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if _, err := n.SendPending(ctx); err != nil && ctx.Err() == nil {
			n.logger.Warn("application notices", "error", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-n.wake:
		}
	}
}

// pendingNotice is an application owed a notice, with its opening and the department head's e-mail.
type pendingNotice struct {
	application
	Opening *struct {
		Titulo string `json:"titulo"`
		Dep    *struct {
			Head *struct {
				Email *string `json:"email"`
			} `json:"jefe"`
		} `json:"dep"`
	} `json:"op"`
}

// recipient is the department head's e-mail, else the fallback.
func (p pendingNotice) recipient(fallback string) string {
	if p.Opening != nil && p.Opening.Dep != nil && p.Opening.Dep.Head != nil {
		if e := cms.Deref(p.Opening.Dep.Head.Email); e != "" {
			return e
		}
	}
	return fallback
}

const pendingColumns = applicationColumns + ",op:vacante(titulo,dep:departamento(jefe:responsable(email)))"

// SendPending sends the notices of applications not yet notified and not claimed in the last
// ClaimTTL, oldest first, and answers how many were sent.
func (n *Notifier) SendPending(ctx context.Context) (int, error) {
	if n.mailer == nil {
		return 0, nil
	}
	now := n.now().UTC()
	stale := now.Add(-ClaimTTL).Format(time.RFC3339Nano)
	var pending []pendingNotice
	if _, err := fromApplications(n.svc).Select(pendingColumns).Filter("notificado_en", "is", "null").
		Or("notificacion_intento_en.is.null", "notificacion_intento_en.lt."+stale).
		Order("id", false).Limit(notifyBatch).Get(ctx, &pending); err != nil {
		return 0, fmt.Errorf("read pending application notices: %w", err)
	}
	sent := 0
	for _, p := range pending {
		to := p.recipient(n.fallback)
		if to == "" {
			continue // nobody to tell: the application waits in the admin
		}
		var claimed []struct{ ID int64 }
		if err := fromApplications(n.svc).Select("id").Eq("id", p.ID).Filter("notificado_en", "is", "null").
			Or("notificacion_intento_en.is.null", "notificacion_intento_en.lt."+stale).
			Update(ctx, map[string]any{"notificacion_intento_en": now.Format(time.RFC3339Nano)}, &claimed); err != nil {
			return sent, fmt.Errorf("claim application notice %d: %w", p.ID, err)
		}
		if len(claimed) == 0 {
			continue // another instance has it
		}
		title := ""
		if p.Opening != nil {
			title = p.Opening.Titulo
		}
		body := fmt.Sprintf(msgNoticeBody, p.Nombre, title, p.Email, orDash(cms.Deref(p.Telefono)), p.Received(),
			orDash(cms.Deref(p.Mensaje)), fmt.Sprintf("%s/admin/vacantes/%d/postulaciones/%d", n.adminURL, p.Vacante, p.ID))
		if err := n.mailer.Send(ctx, to, fmt.Sprintf(msgNoticeSubject, title), body); err != nil {
			n.logger.Warn("application notice not sent; it will be retried", "id", p.ID, "error", err)
			continue
		}
		if err := fromApplications(n.svc).Eq("id", p.ID).Update(ctx, map[string]any{"notificado_en": n.now().UTC().Format(time.RFC3339Nano)}, nil); err != nil {
			return sent, fmt.Errorf("record application notice %d: %w", p.ID, err)
		}
		sent++
	}
	return sent, nil
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}
