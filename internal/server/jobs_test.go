package server_test

import (
	"bytes"
	"context"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/server"
)

// TestApplicationThroughServe: an application posted to /empleo/<slug> of a server stores its CV
// in the private bucket and its row, and the notifier `serve` runs e-mails VITRINA_JOBS_EMAIL
// (the opening has no department head) through the mail path — the outbox here.
func TestApplicationThroughServe(t *testing.T) {
	const secret = "un-secreto-de-prueba-de-al-menos-32-caracteres"
	cfg := config.Defaults()
	cfg.DataDir = t.TempDir()
	cfg.PublicURL = "http://vitrina.test"
	cfg.JWTSecret = secret
	cfg.AdminEmail = "direccion@empresa.test"
	cfg.JobsEmail = "rrhh@empresa.test"
	srv, err := server.Open(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	c := srv.PlatformClient()
	if err := c.From("vacantes", c.Service()).Insert(context.Background(), map[string]any{"titulo": "Diseñadora", "slug": "disenadora",
		"modalidad": "remoto", "tipo": "Temporal"}, nil); err != nil {
		t.Fatal(err)
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for k, v := range map[string]string{"nombre": "Lucía", "email": "lucia@ejemplo.com", "consentimiento": "1",
		"formulario": signedForm(secret, 10*time.Second)} {
		_ = mw.WriteField(k, v)
	}
	fw, _ := mw.CreateFormFile("cv", "cv.pdf")
	_, _ = fw.Write([]byte("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"))
	_ = mw.Close()
	req := httptest.NewRequest(http.MethodPost, "/empleo/disenadora", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	rec := httptest.NewRecorder()
	srv.Handler().ServeHTTP(rec, req)
	if rec.Code != http.StatusSeeOther {
		t.Fatalf("POST /empleo/disenadora: %d %s", rec.Code, rec.Body.String())
	}
	var files int
	if err := srv.DB().QueryRow(context.Background(), `SELECT count(*) FROM storage_objects WHERE bucket_id = 'postulaciones'`).Scan(&files); err != nil || files != 1 {
		t.Fatalf("%d CVs stored (%v)", files, err)
	}
	sent, err := srv.ApplicationNotifier().SendPending(context.Background())
	if err != nil || sent != 1 {
		t.Fatalf("notices sent %d, err %v", sent, err)
	}
	var to, subject string
	if err := srv.DB().QueryRow(context.Background(), `SELECT recipient, subject FROM mail_outbox`).Scan(&to, &subject); err != nil {
		t.Fatal(err)
	}
	if to != "rrhh@empresa.test" || subject != "Nueva postulación: Diseñadora" {
		t.Errorf("notice to %q %q", to, subject)
	}
}
