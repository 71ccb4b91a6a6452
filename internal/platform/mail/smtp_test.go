package mail

import (
	"context"
	"errors"
	"io"
	"mime/quotedprintable"
	"net"
	"strings"
	"sync"
	"testing"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// testServer is a loopback SMTP server that records messages and can refuse the first attempts.
type testServer struct {
	mu       sync.Mutex
	failures int // transient 451 replies still to give
	attempts int
	sessions int // connections greeted
	user     string
	messages []received
}

type received struct {
	from, to, data string
}

type testSession struct {
	srv      *testServer
	from, to string
}

func (s *testServer) NewSession(*smtp.Conn) (smtp.Session, error) {
	s.mu.Lock()
	s.sessions++
	s.mu.Unlock()
	return &testSession{srv: s}, nil
}

func (s *testSession) AuthMechanisms() []string { return []string{sasl.Plain} }

func (s *testSession) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, user, pass string) error {
		if user != "mailer" || pass != "s3cret" {
			return errors.New("bad credentials")
		}
		s.srv.mu.Lock()
		s.srv.user = user
		s.srv.mu.Unlock()
		return nil
	}), nil
}

func (s *testSession) Mail(from string, _ *smtp.MailOptions) error {
	s.srv.mu.Lock()
	defer s.srv.mu.Unlock()
	s.srv.attempts++
	if s.srv.failures > 0 {
		s.srv.failures--
		return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "try again later"}
	}
	s.from = from
	return nil
}

func (s *testSession) Rcpt(to string, _ *smtp.RcptOptions) error {
	if strings.HasSuffix(to, "@rejected.test") {
		return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "no such user"}
	}
	s.to = to
	return nil
}

func (s *testSession) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.srv.mu.Lock()
	defer s.srv.mu.Unlock()
	s.srv.messages = append(s.srv.messages, received{s.from, s.to, string(b)})
	return nil
}

func (s *testSession) Reset()        {}
func (s *testSession) Logout() error { return nil }

// startServer serves SMTP on a loopback port and returns its address.
func startServer(t *testing.T, be *testServer) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := smtp.NewServer(be)
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return ln.Addr().String()
}

func TestSMTPSendsWithAuth(t *testing.T) {
	be := &testServer{}
	addr := startServer(t, be)
	s, err := NewSMTP("smtp://mailer:s3cret@"+addr+"?from=Vitrina%20<no-reply@vitrina.test>", "ignored@x.test")
	if err != nil {
		t.Fatal(err)
	}
	err = s.Send(context.Background(), Message{To: "ana@example.com", Subject: "Restablecer contraseña", Body: "Abra el enlace: https://vitrina.test/auth/v1/verify?token=abc&type=recovery"})
	if err != nil {
		t.Fatalf("send: %v", err)
	}
	if len(be.messages) != 1 {
		t.Fatalf("messages = %d, want 1", len(be.messages))
	}
	m := be.messages[0]
	if m.from != "no-reply@vitrina.test" || m.to != "ana@example.com" || be.user != "mailer" {
		t.Fatalf("envelope = %+v user %q", m, be.user)
	}
	_, body, _ := strings.Cut(m.data, "\r\n\r\n")
	decoded, err := io.ReadAll(quotedprintable.NewReader(strings.NewReader(body)))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(decoded), "token=abc&type=recovery") {
		t.Fatalf("body = %q", decoded)
	}
	if !strings.Contains(m.data, "Subject: =?utf-8?q?Restablecer_contrase=C3=B1a?=") {
		t.Fatalf("subject not encoded: %q", m.data)
	}
}

// TestSMTPKeepsConnections: messages after the first go on the first one's authenticated
// connection; one the server dropped while idle is replaced within the same attempt; with
// MaxIdle 0 each message has a connection of its own.
func TestSMTPKeepsConnections(t *testing.T) {
	be := &testServer{}
	addr := startServer(t, be)
	s, err := NewSMTP("smtp://mailer:s3cret@"+addr, "no-reply@vitrina.test")
	if err != nil {
		t.Fatal(err)
	}
	s.Attempts = 1
	send := func(to string) {
		t.Helper()
		if err := s.Send(context.Background(), Message{To: to, Subject: "Hola", Body: "Hola"}); err != nil {
			t.Fatalf("send to %s: %v", to, err)
		}
	}
	counts := func() (sessions, messages int) {
		be.mu.Lock()
		defer be.mu.Unlock()
		return be.sessions, len(be.messages)
	}
	send("a@example.com")
	send("b@example.com")
	send("c@example.com")
	if sessions, messages := counts(); sessions != 1 || messages != 3 {
		t.Fatalf("after three messages: %d connections, %d messages; want 1 and 3", sessions, messages)
	}
	s.mu.Lock()
	s.idle[0].conn.Close() // as when the server drops an idle connection
	s.mu.Unlock()
	send("d@example.com")
	if sessions, messages := counts(); sessions != 2 || messages != 4 {
		t.Fatalf("after a dropped connection: %d connections, %d messages; want 2 and 4", sessions, messages)
	}
	if last := be.messages[3]; last.to != "d@example.com" {
		t.Fatalf("last message to %q", last.to)
	}
	s.MaxIdle = 0
	s.mu.Lock()
	s.idle = nil
	s.mu.Unlock()
	send("e@example.com")
	send("f@example.com")
	if sessions, messages := counts(); sessions != 4 || messages != 6 {
		t.Fatalf("without idle connections: %d connections, %d messages; want 4 and 6", sessions, messages)
	}
}

func TestSMTPRetriesTransientFailures(t *testing.T) {
	be := &testServer{failures: 2}
	addr := startServer(t, be)
	s, err := NewSMTP("smtp://"+addr, "no-reply@vitrina.test")
	if err != nil {
		t.Fatal(err)
	}
	s.Backoff = 0
	if err := s.Send(context.Background(), Message{To: "ana@example.com", Subject: "x", Body: "y"}); err != nil {
		t.Fatalf("send: %v", err)
	}
	if be.attempts != 3 || len(be.messages) != 1 {
		t.Fatalf("attempts = %d, messages = %d; want 3 and 1", be.attempts, len(be.messages))
	}
}

func TestSMTPGivesUp(t *testing.T) {
	be := &testServer{failures: 10}
	addr := startServer(t, be)
	s, _ := NewSMTP("smtp://"+addr, "no-reply@vitrina.test")
	s.Backoff = 0
	if err := s.Send(context.Background(), Message{To: "ana@example.com", Subject: "x", Body: "y"}); err == nil {
		t.Fatal("want an error after the attempts are used up")
	}
	if be.attempts != 3 {
		t.Fatalf("attempts = %d, want 3", be.attempts)
	}
	// A permanent refusal is not retried.
	be.failures = 0
	be.attempts = 0
	if err := s.Send(context.Background(), Message{To: "x@rejected.test", Subject: "x", Body: "y"}); err == nil {
		t.Fatal("want an error for a refused recipient")
	}
	if be.attempts != 1 {
		t.Fatalf("attempts = %d, want 1 (5xx is permanent)", be.attempts)
	}
}

func TestSMTPUnreachableServer(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close() // nothing listens there now: connection refused at once
	s, _ := NewSMTP("smtp://"+addr, "no-reply@vitrina.test")
	s.Backoff = 0
	if err := s.Send(context.Background(), Message{To: "ana@example.com", Subject: "x", Body: "y"}); err == nil {
		t.Fatal("want an error")
	}
}

func TestSMTPRefusesHeaderInjection(t *testing.T) {
	s, _ := NewSMTP("smtp://127.0.0.1:1", "no-reply@vitrina.test")
	err := s.Send(context.Background(), Message{To: "ana@example.com", Subject: "hi\r\nBcc: evil@x.test", Body: "y"})
	if err == nil || !strings.Contains(err.Error(), "line break") {
		t.Fatalf("err = %v", err)
	}
}

func TestNewSMTPRejectsBadURLs(t *testing.T) {
	for _, u := range []string{"http://host", "smtp://", "smtp://host?from=not-an-address", "::"} {
		if _, err := NewSMTP(u, "no-reply@vitrina.test"); err == nil {
			t.Errorf("NewSMTP(%q): want an error", u)
		}
	}
}
