package site_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// TestApplicationsAtOnce: four application bodies are read at once; while four are held open
// mid-body, a fifth gets the site's page in Spanish with a 503 and Retry-After (after a short wait
// for a place), and once they end a fifth is read again.
func TestApplicationsAtOnce(t *testing.T) {
	f := newFixture(t, false)
	post := func(body io.Reader) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodPost, "/empleo/una-oferta", body)
		req.Header.Set("Content-Type", "multipart/form-data; boundary=limite")
		rec := httptest.NewRecorder()
		f.handler.ServeHTTP(rec, req)
		return rec
	}
	var wg sync.WaitGroup
	var open []*io.PipeWriter
	for range 4 {
		pr, pw := io.Pipe()
		open = append(open, pw)
		wg.Go(func() { post(pr) })
		// The write returns once the handler reads it: the body is being read, its place taken.
		if _, err := io.WriteString(pw, "--limite\r\n"); err != nil {
			t.Fatal(err)
		}
	}
	rec := post(strings.NewReader("--limite--\r\n"))
	if rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Retry-After") == "" ||
		!strings.Contains(rec.Body.String(), "Estamos recibiendo muchas candidaturas") {
		t.Fatalf("a fifth application at once: %d %q", rec.Code, rec.Header().Get("Retry-After"))
	}
	for _, pw := range open {
		_ = pw.CloseWithError(io.ErrUnexpectedEOF)
	}
	wg.Wait()
	if rec := post(strings.NewReader("--limite--\r\n")); rec.Code == http.StatusServiceUnavailable {
		t.Fatalf("an application once the others ended: %d", rec.Code)
	}
}

// TestApplicationsPerAddress: one address may send five applications in the window (with different
// e-mails); the sixth gets the site's page with a 429 and Retry-After and is not stored, while
// another address is still heard.
func TestApplicationsPerAddress(t *testing.T) {
	f := newJobsFixture(t)
	for i := range 5 {
		a := validApplication()
		a.fields["email"] = "persona" + strconv.Itoa(i) + "@ejemplo.com"
		if res, _ := f.apply("desarrolladora-go", a, "203.0.113.9"); res.StatusCode != http.StatusSeeOther {
			t.Fatalf("application %d: %d", i+1, res.StatusCode)
		}
	}
	a := validApplication()
	a.fields["email"] = "sexta@ejemplo.com"
	res, body := f.apply("desarrolladora-go", a, "203.0.113.9")
	if res.StatusCode != http.StatusTooManyRequests || res.Header.Get("Retry-After") == "" || !strings.Contains(body, "Demasiados mensajes") {
		t.Fatalf("a sixth application from one address: %d %q", res.StatusCode, res.Header.Get("Retry-After"))
	}
	if n := len(f.applications()); n != 5 {
		t.Fatalf("%d applications stored, want 5", n)
	}
	if res, _ := f.apply("desarrolladora-go", a, "198.51.100.7"); res.StatusCode != http.StatusSeeOther {
		t.Fatalf("another address: %d", res.StatusCode)
	}
}
