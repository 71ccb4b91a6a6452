package site_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestSearchesPerAddress: one address may search 30 times a minute; the 31st search gets the
// site's page in Spanish with a 429 and Retry-After, while the empty search form and another
// address are still served.
func TestSearchesPerAddress(t *testing.T) {
	f := newFixture(t, true)
	search := func(addr, query string) *http.Response {
		req := httptest.NewRequest(http.MethodGet, "/buscar?q="+query, nil)
		req.RemoteAddr = addr + ":5555"
		rec := httptest.NewRecorder()
		f.handler.ServeHTTP(rec, req)
		return rec.Result()
	}
	for i := range 30 {
		if res := search("203.0.113.5", "consultoria"); res.StatusCode != http.StatusOK {
			t.Fatalf("search %d: %d", i+1, res.StatusCode)
		}
	}
	res := search("203.0.113.5", "consultoria")
	body := new(strings.Builder)
	_, _ = io.Copy(body, res.Body)
	if res.StatusCode != http.StatusTooManyRequests || res.Header.Get("Retry-After") == "" || !strings.Contains(body.String(), "Demasiadas búsquedas seguidas") {
		t.Fatalf("the 31st search in a minute: %d %q", res.StatusCode, res.Header.Get("Retry-After"))
	}
	if res := search("203.0.113.5", ""); res.StatusCode != http.StatusOK {
		t.Fatalf("the empty search form: %d", res.StatusCode)
	}
	if res := search("198.51.100.4", "consultoria"); res.StatusCode != http.StatusOK {
		t.Fatalf("another address: %d", res.StatusCode)
	}
}
