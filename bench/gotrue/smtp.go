package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"github.com/emersion/go-smtp"
)

// smtpSink accepts every message on addr (plain SMTP, no TLS, no authentication) and discards it,
// so both servers' recovery e-mails cost them one local SMTP delivery; with logPath it appends each
// recipient there, one a line, for the script's checks. It stops on SIGTERM or SIGINT.
func smtpSink(ctx context.Context, addr, logPath string) error {
	sink := &mailSink{}
	if logPath != "" {
		f, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
		if err != nil {
			return fmt.Errorf("open %s: %w", logPath, err)
		}
		defer f.Close()
		sink.log = f
	}
	s := smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) {
		return &sinkSession{sink: sink}, nil
	}))
	s.Addr, s.Domain = addr, "localhost"
	s.ReadTimeout, s.WriteTimeout = 30*time.Second, 30*time.Second
	s.MaxMessageBytes = 1 << 20
	ctx, stop := signal.NotifyContext(ctx, syscall.SIGTERM, syscall.SIGINT)
	defer stop()
	go func() {
		<-ctx.Done()
		s.Close()
	}()
	if err := s.ListenAndServe(); err != nil && ctx.Err() == nil {
		return fmt.Errorf("SMTP sink: %w", err)
	}
	return nil
}

type mailSink struct {
	mu  sync.Mutex
	log io.Writer
}

func (m *mailSink) delivered(to []string) {
	if m.log == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, t := range to {
		fmt.Fprintln(m.log, t)
	}
}

type sinkSession struct {
	sink *mailSink
	to   []string
}

func (s *sinkSession) Reset()                                    { s.to = nil }
func (s *sinkSession) Logout() error                             { return nil }
func (s *sinkSession) Mail(string, *smtp.MailOptions) error      { return nil }
func (s *sinkSession) Rcpt(to string, _ *smtp.RcptOptions) error { s.to = append(s.to, to); return nil }

func (s *sinkSession) Data(r io.Reader) error {
	if _, err := io.Copy(io.Discard, r); err != nil {
		return err
	}
	s.sink.delivered(s.to)
	return nil
}
