package site_test

import (
	"io"
	"net/http"
	"net/http/httptest"
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
