package mail_test

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/mail"
)

func TestOutboxKeepsMessages(t *testing.T) {
	ctx := context.Background()
	db, err := database.Open(ctx, database.Options{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	var logs bytes.Buffer
	s, err := mail.New("", "no-reply@vitrina.test", db, slog.New(slog.NewTextHandler(&logs, nil)))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Send(ctx, mail.Message{To: "ana@example.com", Subject: "Hola", Body: "secret link"}); err != nil {
		t.Fatal(err)
	}
	var to, subject, body string
	if err := db.QueryRow(ctx, `SELECT recipient, subject, body FROM mail_outbox`).Scan(&to, &subject, &body); err != nil {
		t.Fatal(err)
	}
	if to != "ana@example.com" || subject != "Hola" || body != "secret link" {
		t.Fatalf("row = %q %q %q", to, subject, body)
	}
	if !strings.Contains(logs.String(), "ana@example.com") || strings.Contains(logs.String(), "secret link") {
		t.Fatalf("log = %q: want the recipient, not the body", logs.String())
	}
}
