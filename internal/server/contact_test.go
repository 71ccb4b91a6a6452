package server_test

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/server"
)

// signedForm is a contact form token issued `age` ago, signed as every instance with this JWT
// secret signs it (the key is derived from the secret, so instances accept each other's forms).
func signedForm(secret string, age time.Duration) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte("vitrina: public form issue time"))
	key := mac.Sum(nil)
	ts := strconv.FormatInt(time.Now().Add(-age).Unix(), 10)
	sig := hmac.New(sha256.New, key)
	sig.Write([]byte("contacto:" + ts))
	return ts + "." + hex.EncodeToString(sig.Sum(nil))
}

// TestContactThroughServe: a message posted to /contacto of a server is stored, and the notifier
// `serve` runs e-mails it to VITRINA_CONTACT_EMAIL (else ADMIN_EMAIL) through the mail path — the
// outbox here, with no SMTP_URL.
func TestContactThroughServe(t *testing.T) {
	const secret = "un-secreto-de-prueba-de-al-menos-32-caracteres"
	for _, c := range []struct{ contactEmail, want string }{
		{"", "direccion@empresa.test"},
		{"ventas@empresa.test", "ventas@empresa.test"},
	} {
		cfg := config.Defaults()
		cfg.DataDir = t.TempDir()
		cfg.PublicURL = "http://vitrina.test"
		cfg.JWTSecret = secret
		cfg.AdminEmail = "direccion@empresa.test"
		cfg.ContactEmail = c.contactEmail
		srv, err := server.Open(context.Background(), cfg, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = srv.Close() })
		form := url.Values{"nombre": {"Lucía"}, "email": {"lucia@ejemplo.com"}, "asunto": {"Presupuesto"},
			"mensaje": {"Hola"}, "consentimiento": {"1"}, "formulario": {signedForm(secret, 10*time.Second)}}
		req := httptest.NewRequest(http.MethodPost, "/contacto", strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		rec := httptest.NewRecorder()
		srv.Handler().ServeHTTP(rec, req)
		if rec.Code != http.StatusSeeOther {
			t.Fatalf("POST /contacto: %d %s", rec.Code, rec.Body.String())
		}
		sent, err := srv.ContactNotifier().SendPending(context.Background())
		if err != nil || sent != 1 {
			t.Fatalf("notices sent %d, err %v", sent, err)
		}
		var to, subject string
		if err := srv.DB().QueryRow(context.Background(), `SELECT recipient, subject FROM mail_outbox`).Scan(&to, &subject); err != nil {
			t.Fatal(err)
		}
		if to != c.want || subject != "Nuevo mensaje de contacto: Presupuesto" {
			t.Errorf("notice to %q %q, want %q", to, subject, c.want)
		}
	}
}
