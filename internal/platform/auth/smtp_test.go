package auth_test

import (
	"io"
	"net"
	"strings"
	"sync"
	"testing"

	"github.com/emersion/go-smtp"
	"github.com/vitrina/vitrina/internal/config"
)

// mailbox is a loopback SMTP server that keeps what it receives.
type mailbox struct {
	mu   sync.Mutex
	msgs []string
}

func (m *mailbox) NewSession(*smtp.Conn) (smtp.Session, error) { return &mailSession{box: m}, nil }

type mailSession struct{ box *mailbox }

func (s *mailSession) Mail(string, *smtp.MailOptions) error { return nil }
func (s *mailSession) Rcpt(string, *smtp.RcptOptions) error { return nil }
func (s *mailSession) Reset()                               {}
func (s *mailSession) Logout() error                        { return nil }
func (s *mailSession) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	s.box.mu.Lock()
	s.box.msgs = append(s.box.msgs, string(b))
	s.box.mu.Unlock()
	return err
}

// With SMTP_URL set, recovery mail goes to the SMTP server and not to the outbox.
func TestRecoverySentThroughSMTP(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	box := &mailbox{}
	srv := smtp.NewServer(box)
	srv.Domain = "localhost"
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })

	env := newEnv(t, func(c *config.Config) { c.SMTPURL = "smtp://" + ln.Addr().String() })
	createUser(t, env, "ana@example.com", true, "")
	expect(t, env.Do("POST", "/auth/v1/recover").As("anon").JSON(`{"email":"ana@example.com"}`).Send(), 200, "")

	box.mu.Lock()
	defer box.mu.Unlock()
	if len(box.msgs) != 1 || !strings.Contains(box.msgs[0], "To: ana@example.com") ||
		!strings.Contains(box.msgs[0], "type=3Drecovery") { // quoted-printable '='
		t.Fatalf("messages = %q", box.msgs)
	}
	if len(outbox(t, env, "ana@example.com")) != 0 {
		t.Fatal("the outbox is for installations without SMTP")
	}
}
