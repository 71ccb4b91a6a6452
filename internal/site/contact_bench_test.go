package site_test

import (
	"context"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/modules/contactos"
	"github.com/vitrina/vitrina/internal/platform/mail"
	"github.com/vitrina/vitrina/internal/site"
)

// outboxMailer is the mail path without SMTP: the notice goes to the mail_outbox table.
type outboxMailer struct{ o *mail.Outbox }

func (m outboxMailer) Send(ctx context.Context, to, subject, body string) error {
	return m.o.Send(ctx, mail.Message{To: to, Subject: subject, Body: body})
}

// BenchmarkContactSubmit is one accepted contact message end to end, as `serve` runs it: POST
// /contacto (form checks, the anon insert through /rest/v1 with its audit entry, the 303), then
// the notifier's run for it (claim, notice into the outbox, record). Limits are off; each message
// has its own e-mail.
//
//	go test ./internal/site -run '^$' -bench BenchmarkContactSubmit -benchtime 2000x
func BenchmarkContactSubmit(b *testing.B) {
	cf := &contactFixture{clock: &contactClock{now: time.Now().UTC()}}
	cf.fixture = newFixture(b, false, func(o *site.Options) {
		o.Now = cf.clock.Now
		o.ContactLimits = site.ContactLimits{PerAddress: -1, PerEmail: -1}
	})
	cf.t = b
	svc := cms.NewService(cf.client, "")
	notifier := contactos.NewNotifier(svc, outboxMailer{mail.NewOutbox(cf.env.DB, slog.New(slog.DiscardHandler))},
		"ventas@empresa.test", "http://vitrina.test", time.Now, slog.New(slog.DiscardHandler))
	token := cf.formToken()
	cf.clock.Advance(5 * time.Second)
	form := validContact()
	form.Set("formulario", token)
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		form.Set("email", "visita"+strings.Repeat("x", i%7)+url.PathEscape(string(rune('a'+i%26)))+"@ejemplo.com")
		res, _ := cf.post(form, "192.0.2.1")
		if res.StatusCode != http.StatusSeeOther {
			b.Fatalf("status %d", res.StatusCode)
		}
		if sent, err := notifier.SendPending(ctx); err != nil || sent != 1 {
			b.Fatalf("notices sent %d, err %v", sent, err)
		}
	}
}
