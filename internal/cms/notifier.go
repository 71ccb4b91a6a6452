package cms

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The notifier e-mails a notice of each inbound message the public site stores (a contact message,
// a job application). The site stores the row first and only then wakes the notifier, which works
// from the stored rows, so the table itself is the queue: a row whose notice the mail path did not
// accept (SMTP down) keeps notificado_en empty and is tried again on a later run. Several instances
// may run it: each row is claimed (notificacion_intento_en) by a conditional update before its
// notice is sent, and a claim older than NoticeClaimTTL (an instance that died mid-send) may be
// taken over.

// NoticeClaimTTL is how long a claimed notice is left to its instance before another may retry it;
// it is also the least time between two attempts at one notice.
const NoticeClaimTTL = time.Minute

// noticeBatch bounds the notices one run sends.
const noticeBatch = 50

// Mailer sends one plain-text e-mail.
type Mailer interface {
	Send(ctx context.Context, to, subject, body string) error
}

// Notice is the e-mail owed for one inbound row.
type Notice struct {
	ID                int64
	To, Subject, Body string // To "" leaves the row waiting: nobody to tell
}

// Inbound is a table of inbound messages whose rows are owed a notice, and how a row reads as one.
type Inbound[T any] struct {
	Table   string
	Columns string // the select the rows are read with (embeds included)
	Name    string // what a row is, in logs and errors ("contact", "application")
	Notice  func(row T) Notice
}

// Notifier sends the notices of one inbound table.
type Notifier struct {
	svc     *Service
	mailer  Mailer
	table   string
	name    string
	pending func(ctx context.Context, q *platformclient.Query) ([]Notice, error)
	now     func() time.Time
	logger  *slog.Logger
	wake    chan struct{}
}

// NewNotifier returns the notifier of in's table sending through mailer (nil: none is sent).
func NewNotifier[T any](svc *Service, mailer Mailer, in Inbound[T], now func() time.Time, logger *slog.Logger) *Notifier {
	pending := func(ctx context.Context, q *platformclient.Query) ([]Notice, error) {
		var rows []T
		if _, err := q.Select(in.Columns).Get(ctx, &rows); err != nil {
			return nil, err
		}
		notices := make([]Notice, len(rows))
		for i, row := range rows {
			notices[i] = in.Notice(row)
		}
		return notices, nil
	}
	return &Notifier{svc: svc, mailer: mailer, table: in.Table, name: in.Name, pending: pending, now: now, logger: logger,
		wake: make(chan struct{}, 1)}
}

// Wake asks a running notifier to look for new rows now (the site calls it after storing one).
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
			n.logger.Warn(n.name+" notices", "error", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-n.wake:
		}
	}
}

// SendPending sends the notices of rows not yet notified and not claimed in the last
// NoticeClaimTTL, oldest first, and answers how many were sent. A notice the mail path refuses
// stays pending.
func (n *Notifier) SendPending(ctx context.Context) (int, error) {
	if n.mailer == nil {
		return 0, nil
	}
	now := n.now().UTC()
	unclaimed := func(q *platformclient.Query) *platformclient.Query {
		stale := now.Add(-NoticeClaimTTL).Format(time.RFC3339Nano)
		return q.Filter("notificado_en", "is", "null").Or("notificacion_intento_en.is.null", "notificacion_intento_en.lt."+stale)
	}
	pending, err := n.pending(ctx, unclaimed(n.from()).Order("id", false).Limit(noticeBatch))
	if err != nil {
		return 0, fmt.Errorf("read pending %s notices: %w", n.name, err)
	}
	sent := 0
	for _, notice := range pending {
		if notice.To == "" {
			continue // nobody to tell: the row waits in the admin
		}
		var claimed []struct{ ID int64 }
		if err := unclaimed(n.from().Select("id").Eq("id", notice.ID)).
			Update(ctx, map[string]any{"notificacion_intento_en": now.Format(time.RFC3339Nano)}, &claimed); err != nil {
			return sent, fmt.Errorf("claim %s notice %d: %w", n.name, notice.ID, err)
		}
		if len(claimed) == 0 {
			continue // another instance has it
		}
		if err := n.mailer.Send(ctx, notice.To, notice.Subject, notice.Body); err != nil {
			n.logger.Warn(n.name+" notice not sent; it will be retried", "id", notice.ID, "error", err)
			continue
		}
		if err := n.from().Eq("id", notice.ID).Update(ctx, map[string]any{"notificado_en": n.now().UTC().Format(time.RFC3339Nano)}, nil); err != nil {
			return sent, fmt.Errorf("record %s notice %d: %w", n.name, notice.ID, err)
		}
		sent++
	}
	return sent, nil
}

// from is a query of the table with the service role: inbound rows are personal data no editor's
// token reads unfiltered, and the notifier runs outside any request.
func (n *Notifier) from() *platformclient.Query {
	return n.svc.client.From(n.table, n.svc.client.Service())
}
