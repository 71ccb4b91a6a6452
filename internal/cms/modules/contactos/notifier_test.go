package contactos_test

import (
	"context"
	"io"
	"log/slog"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-smtp"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/contactos"
	"github.com/vitrina/vitrina/internal/platform/mail"
)

// smtpBackend is a loopback SMTP server that records messages and, while down, refuses every
// sender with a transient 421 (as a server being restarted does).
type smtpBackend struct {
	mu       sync.Mutex
	down     bool
	messages []string // recipient + "\n" + data
}

func (b *smtpBackend) setDown(down bool) { b.mu.Lock(); b.down = down; b.mu.Unlock() }

func (b *smtpBackend) received() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.messages...)
}

func (b *smtpBackend) NewSession(*smtp.Conn) (smtp.Session, error) { return &smtpSession{b: b}, nil }

type smtpSession struct {
	b  *smtpBackend
	to string
}

func (s *smtpSession) Mail(string, *smtp.MailOptions) error {
	s.b.mu.Lock()
	defer s.b.mu.Unlock()
	if s.b.down {
		return &smtp.SMTPError{Code: 421, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "service not available"}
	}
	return nil
}
func (s *smtpSession) Rcpt(to string, _ *smtp.RcptOptions) error { s.to = to; return nil }
func (s *smtpSession) Data(r io.Reader) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.b.mu.Lock()
	defer s.b.mu.Unlock()
	s.b.messages = append(s.b.messages, s.to+"\n"+string(data))
	return nil
}
func (s *smtpSession) Reset()        {}
func (s *smtpSession) Logout() error { return nil }

func startSMTP(t *testing.T, be *smtpBackend) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := smtp.NewServer(be)
	srv.Domain = "localhost"
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return ln.Addr().String()
}

// smtpMailer is the CMS's mail path over the real SMTP sender, with one attempt per send: the
// notifier's own retries are what is tested.
type smtpMailer struct{ s *mail.SMTP }

func (m smtpMailer) Send(ctx context.Context, to, subject, body string) error {
	return m.s.Send(ctx, mail.Message{To: to, Subject: subject, Body: body})
}

func newNotifier(t *testing.T, e *cmstest.Env, addr string) *cms.Notifier {
	t.Helper()
	s, err := mail.NewSMTP("smtp://"+addr, "no-reply@vitrina.test")
	if err != nil {
		t.Fatal(err)
	}
	s.Attempts, s.Timeout = 1, 5*time.Second
	return contactos.NewNotifier(e.Svc, smtpMailer{s}, "ventas@empresa.test", "https://vitrina.test", e.Plat.Clock.Now,
		slog.New(slog.DiscardHandler))
}

// submit stores a message as the public form does: anon, return=minimal.
func submit(t *testing.T, e *cmstest.Env, name, subject string) {
	t.Helper()
	c := e.Svc.Client()
	// With the service role: a test sends more messages than one visitor's address may.
	if err := c.From("mensajes_contacto", c.Service()).Insert(context.Background(), map[string]any{"nombre": name,
		"email": "visita@ejemplo.com", "asunto": subject, "mensaje": "Hola, quisiera información.", "consentimiento": true}, nil); err != nil {
		t.Fatal(err)
	}
}

func TestNotifierSurvivesSMTPDown(t *testing.T) {
	e := cmstest.New(t, "in-process")
	be := &smtpBackend{down: true}
	n := newNotifier(t, e, startSMTP(t, be))
	submit(t, e, "Lucía", "Presupuesto web")
	ctx := context.Background()

	sent, err := n.SendPending(ctx)
	if err != nil || sent != 0 {
		t.Fatalf("SMTP down: sent %d, err %v", sent, err)
	}
	if got := e.CountRows(t, "mensajes_contacto", "", nil); got != 1 {
		t.Fatalf("the message is not kept while SMTP is down: %d rows", got)
	}
	be.setDown(false)
	// Within ClaimTTL the failed attempt is not repeated (a flapping server is not hammered).
	if sent, _ := n.SendPending(ctx); sent != 0 {
		t.Fatalf("retried within the claim: sent %d", sent)
	}
	e.Plat.Clock.Advance(contactos.ClaimTTL + time.Second)
	if sent, err := n.SendPending(ctx); err != nil || sent != 1 {
		t.Fatalf("SMTP back: sent %d, err %v", sent, err)
	}
	msgs := be.received()
	if len(msgs) != 1 || !strings.HasPrefix(msgs[0], "ventas@empresa.test\n") ||
		!strings.Contains(msgs[0], "Presupuesto web") || !strings.Contains(msgs[0], "https://vitrina.test/admin/contactos/") {
		t.Fatalf("notices %q", msgs)
	}
	c := e.Svc.Client()
	var rows []struct {
		NotificadoEn *string `json:"notificado_en"`
	}
	if _, err := c.From("mensajes_contacto", c.Service()).Select("notificado_en").Get(ctx, &rows); err != nil || len(rows) != 1 || rows[0].NotificadoEn == nil {
		t.Fatalf("the notice is not recorded: %v %v", rows, err)
	}
	e.Plat.Clock.Advance(time.Hour)
	if sent, _ := n.SendPending(ctx); sent != 0 {
		t.Fatalf("a notice was sent twice: %d", sent)
	}
	if len(be.received()) != 1 {
		t.Fatal("a notice was sent twice")
	}
}

func TestNotifiersOnSeveralInstancesSendEachNoticeOnce(t *testing.T) {
	e := cmstest.New(t, "in-process")
	be := &smtpBackend{}
	addr := startSMTP(t, be)
	for i := range 12 {
		submit(t, e, "Persona", "Consulta "+string(rune('A'+i)))
	}
	instances := []*cms.Notifier{newNotifier(t, e, addr), newNotifier(t, e, addr), newNotifier(t, e, addr)}
	var wg sync.WaitGroup
	total := make([]int, len(instances))
	for i, n := range instances {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sent, err := n.SendPending(context.Background())
			if err != nil {
				t.Error(err)
			}
			total[i] = sent
		}()
	}
	wg.Wait()
	if sum := total[0] + total[1] + total[2]; sum != 12 || len(be.received()) != 12 {
		t.Fatalf("sent %v (%d e-mails), want 12 in all", total, len(be.received()))
	}
}

func TestNotifierWithoutRecipientKeepsMessagesPending(t *testing.T) {
	e := cmstest.New(t, "in-process")
	submit(t, e, "Lucía", "Hola")
	n := contactos.NewNotifier(e.Svc, nil, "", "https://vitrina.test", e.Plat.Clock.Now, slog.New(slog.DiscardHandler))
	if sent, err := n.SendPending(context.Background()); sent != 0 || err != nil {
		t.Fatalf("sent %d, err %v", sent, err)
	}
	n.Wake()
	n.Wake() // a second wake while one is due does not block
}

func TestRetentionPurge(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			old := time.Now().UTC().AddDate(0, 0, -400).Format(time.RFC3339)
			recent := time.Now().UTC().AddDate(0, 0, -10).Format(time.RFC3339)
			e.InsertRows(t, "mensajes_contacto", []map[string]any{
				{"nombre": "Antiguo", "email": "a@ejemplo.com", "asunto": "x", "mensaje": "x", "created_at": old, "estado": "leído"},
				{"nombre": "Antiguo 2", "email": "b@ejemplo.com", "asunto": "x", "mensaje": "x", "created_at": old, "estado": "archivado"},
				{"nombre": "Reciente", "email": "c@ejemplo.com", "asunto": "x", "mensaje": "x", "created_at": recent, "estado": "nuevo"},
			})
			now := time.Now().UTC()
			var wg sync.WaitGroup
			gone := make([]int, 2)
			for i := range gone { // two instances at once delete each message once
				wg.Add(1)
				go func() {
					defer wg.Done()
					n, err := contactos.PurgeOlderThan(context.Background(), e.Svc, now.AddDate(0, 0, -365))
					if err != nil {
						t.Error(err)
					}
					gone[i] = n
				}()
			}
			wg.Wait()
			if gone[0]+gone[1] != 2 {
				t.Errorf("purged %v, want 2 in all", gone)
			}
			if n := e.CountRows(t, "mensajes_contacto", "", nil); n != 1 {
				t.Errorf("%d messages left, want 1", n)
			}
			// One run of the job on an injected clock: nothing is due today, everything a year on;
			// a retention of zero keeps messages for ever.
			year := 365 * 24 * time.Hour
			if n, err := contactos.PurgeExpired(context.Background(), e.Svc, year, now); n != 0 || err != nil {
				t.Errorf("today: purged %d, err %v", n, err)
			}
			if n, _ := contactos.PurgeExpired(context.Background(), e.Svc, 0, now.AddDate(5, 0, 0)); n != 0 {
				t.Errorf("retention 0 purged %d", n)
			}
			if n, err := contactos.PurgeExpired(context.Background(), e.Svc, year, now.AddDate(1, 0, 0)); n != 1 || err != nil {
				t.Errorf("a year later: purged %d, err %v", n, err)
			}
		})
	}
}
