package mail

import (
	"bytes"
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"net/smtp"
	"net/textproto"
	"net/url"
	"strings"
	"sync"
	"time"
)

// SMTP sends messages to one SMTP server, described by a URL such as
// smtp://user:pass@host:587?from=no-reply@example.com (STARTTLS when the server offers it) or
// smtps://… (TLS from the first byte, port 465 by default).
type SMTP struct {
	addr     string
	host     string
	implicit bool
	auth     smtp.Auth
	from     string

	// Timeout bounds one delivery attempt; Attempts and Backoff govern retries of transient failures.
	Timeout  time.Duration
	Attempts int
	Backoff  time.Duration
	// TLSConfig, when set, replaces the default TLS settings (tests use it to trust a test server).
	TLSConfig *tls.Config
	// MaxIdle connections stay open after a delivery, for IdleTimeout at most, and carry the next
	// messages: a delivery on one is MAIL, RCPT and DATA, without connecting, greeting, STARTTLS,
	// authenticating and QUIT again. 0 closes every connection after its message.
	MaxIdle     int
	IdleTimeout time.Duration

	mu   sync.Mutex
	idle []idleConn // the most recently used last
}

// idleConn is an open, authenticated session between two messages.
type idleConn struct {
	conn   net.Conn
	client *smtp.Client
	since  time.Time
}

// NewSMTP parses an SMTP URL. from is the sender address used when the URL has no `from` parameter.
func NewSMTP(rawURL, from string) (*SMTP, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("SMTP_URL: %w", err)
	}
	s := &SMTP{host: u.Hostname(), Timeout: 15 * time.Second, Attempts: 3, Backoff: time.Second,
		MaxIdle: 8, IdleTimeout: 30 * time.Second}
	port := u.Port()
	switch u.Scheme {
	case "smtp":
		if port == "" {
			port = "587"
		}
	case "smtps":
		s.implicit = true
		if port == "" {
			port = "465"
		}
	default:
		return nil, fmt.Errorf("SMTP_URL: scheme must be smtp or smtps, not %q", u.Scheme)
	}
	if s.host == "" {
		return nil, errors.New("SMTP_URL: missing host")
	}
	s.addr = net.JoinHostPort(s.host, port)
	if u.User != nil {
		pass, _ := u.User.Password()
		s.auth = smtp.PlainAuth("", u.User.Username(), pass, s.host)
	}
	if f := u.Query().Get("from"); f != "" {
		from = f
	}
	addr, err := mail.ParseAddress(from)
	if err != nil {
		return nil, fmt.Errorf("SMTP_URL: sender address %q: %w", from, err)
	}
	s.from = addr.Address
	return s, nil
}

// Send delivers m, retrying transient failures (network errors and 4xx replies).
func (s *SMTP) Send(ctx context.Context, m Message) error {
	msg, err := s.compose(m)
	if err != nil {
		return err
	}
	var lastErr error
	for attempt := 0; attempt < max(1, s.Attempts); attempt++ {
		if attempt > 0 {
			select {
			case <-ctx.Done():
				return fmt.Errorf("send e-mail: %w (last error: %w)", ctx.Err(), lastErr)
			case <-time.After(s.Backoff * time.Duration(attempt)):
			}
		}
		lastErr = s.deliver(ctx, m.To, msg)
		if lastErr == nil || !transient(lastErr) {
			break
		}
	}
	if lastErr != nil {
		return fmt.Errorf("send e-mail to %s via %s: %w", m.To, s.addr, lastErr)
	}
	return nil
}

// transient reports whether an attempt may succeed later: a 4xx reply or a network failure.
func transient(err error) bool {
	var tpErr *textproto.Error
	if errors.As(err, &tpErr) {
		return tpErr.Code >= 400 && tpErr.Code < 500
	}
	var netErr net.Error
	return errors.As(err, &netErr) || errors.Is(err, net.ErrClosed)
}

// deliver sends msg on an idle connection when there is one, else on a new one. A connection the
// server closed while it was idle fails at its first command, MAIL, before anything of the message
// was sent: it is dropped and the message goes on a new connection within the same attempt.
func (s *SMTP) deliver(ctx context.Context, to string, msg []byte) error {
	ctx, cancel := context.WithTimeout(ctx, s.Timeout)
	defer cancel()
	deadline, _ := ctx.Deadline()
	for ic, ok := s.takeIdle(); ok; ic, ok = s.takeIdle() {
		if err := ic.conn.SetDeadline(deadline); err != nil {
			ic.conn.Close()
			continue
		}
		if err := ic.client.Mail(s.from); err != nil {
			ic.conn.Close()
			continue
		}
		return s.finish(ic.conn, ic.client, to, msg)
	}
	conn, c, err := s.dial(ctx, deadline)
	if err != nil {
		return err
	}
	if err := c.Mail(s.from); err != nil {
		conn.Close()
		return err
	}
	return s.finish(conn, c, to, msg)
}

// dial opens a session ready for MAIL: connected, greeted, on TLS when offered, authenticated.
func (s *SMTP) dial(ctx context.Context, deadline time.Time) (net.Conn, *smtp.Client, error) {
	dialer := &net.Dialer{}
	conn, err := dialer.DialContext(ctx, "tcp", s.addr)
	if err != nil {
		return nil, nil, err
	}
	if err := conn.SetDeadline(deadline); err != nil {
		conn.Close()
		return nil, nil, err
	}
	if s.implicit {
		conn = tls.Client(conn, s.tlsConfig())
	}
	c, err := smtp.NewClient(conn, s.host)
	if err != nil {
		conn.Close()
		return nil, nil, err
	}
	if ok, _ := c.Extension("STARTTLS"); ok && !s.implicit {
		if err := c.StartTLS(s.tlsConfig()); err != nil {
			c.Close()
			return nil, nil, err
		}
	}
	if s.auth != nil {
		if err := c.Auth(s.auth); err != nil {
			c.Close()
			return nil, nil, err
		}
	}
	return conn, c, nil
}

// finish sends the rest of a message whose MAIL was accepted, then keeps the session for the next
// message (or closes it, when MaxIdle are kept already or anything failed).
func (s *SMTP) finish(conn net.Conn, c *smtp.Client, to string, msg []byte) error {
	err := c.Rcpt(to)
	var w io.WriteCloser
	if err == nil {
		w, err = c.Data()
	}
	if err == nil {
		_, err = w.Write(msg)
	}
	if err == nil {
		err = w.Close()
	}
	if err != nil {
		c.Close()
		return err
	}
	if !s.keepIdle(idleConn{conn: conn, client: c, since: time.Now()}) {
		// The message is delivered once DATA is accepted: a failed QUIT changes nothing.
		_ = c.Quit()
	}
	return nil
}

// takeIdle returns the most recently used idle session that is not too old, closing the old ones.
func (s *SMTP) takeIdle() (idleConn, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for len(s.idle) > 0 {
		ic := s.idle[len(s.idle)-1]
		s.idle = s.idle[:len(s.idle)-1]
		if time.Since(ic.since) < s.IdleTimeout {
			return ic, true
		}
		ic.conn.Close()
	}
	return idleConn{}, false
}

// keepIdle keeps ic for a next message unless MaxIdle sessions are kept already.
func (s *SMTP) keepIdle(ic idleConn) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.idle) >= s.MaxIdle {
		return false
	}
	s.idle = append(s.idle, ic)
	return true
}

func (s *SMTP) tlsConfig() *tls.Config {
	if s.TLSConfig != nil {
		return s.TLSConfig
	}
	return &tls.Config{ServerName: s.host, MinVersion: tls.VersionTLS12}
}

// compose renders m as a MIME message; header values with line breaks are refused (no injection).
func (s *SMTP) compose(m Message) ([]byte, error) {
	if _, err := mail.ParseAddress(m.To); err != nil {
		return nil, fmt.Errorf("recipient %q: %w", m.To, err)
	}
	if strings.ContainsAny(m.To+m.Subject, "\r\n") {
		return nil, errors.New("e-mail header contains a line break")
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "From: %s\r\n", s.from)
	fmt.Fprintf(&b, "To: %s\r\n", m.To)
	fmt.Fprintf(&b, "Subject: %s\r\n", mime.QEncoding.Encode("utf-8", m.Subject))
	fmt.Fprintf(&b, "Date: %s\r\n", time.Now().Format(time.RFC1123Z))
	b.WriteString("MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n")
	qp := quotedprintable.NewWriter(&b)
	if _, err := qp.Write([]byte(m.Body)); err != nil {
		return nil, fmt.Errorf("encode e-mail body: %w", err)
	}
	if err := qp.Close(); err != nil {
		return nil, fmt.Errorf("encode e-mail body: %w", err)
	}
	return b.Bytes(), nil
}
