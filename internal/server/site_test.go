package server_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/server"
)

// TestPublicSiteRouting: the site answers under / without shadowing the platform, the CMS or
// /healthz, and a write through /rest/v1 reaches its pages at once (the OnWrite wiring).
func TestPublicSiteRouting(t *testing.T) {
	cfg := config.Defaults()
	cfg.DataDir = t.TempDir()
	cfg.PublicURL = "http://vitrina.test"
	srv, err := server.Open(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	h := srv.Handler()
	send := func(method, path, body string, header ...string) (int, http.Header, string) {
		t.Helper()
		req := httptest.NewRequest(method, path, strings.NewReader(body))
		for i := 0; i+1 < len(header); i += 2 {
			req.Header.Set(header[i], header[i+1])
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		b, _ := io.ReadAll(rec.Body)
		return rec.Code, rec.Header(), string(b)
	}
	for path, want := range map[string]int{
		"/": 200, "/testimonios": 200, "/clientes": 200, "/sitemap.xml": 200, "/robots.txt": 200, "/nada": 404,
		"/healthz": 200, "/rest/v1/contenido": 401, "/admin/": 303, "/login": 200,
	} {
		code, hdr, body := send(http.MethodGet, path, "")
		if code != want {
			t.Errorf("GET %s: %d, want %d", path, code, want)
		}
		site := strings.Contains(hdr.Get("Content-Security-Policy"), "img-src 'self'") && strings.Contains(body, `<a class="skip" href="#contenido-principal">`)
		if mine := path == "/" || path == "/testimonios" || path == "/clientes" || path == "/nada"; site != mine {
			t.Errorf("GET %s: answered by the site: %v", path, site)
		}
		if hdr.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("GET %s: no security headers", path)
		}
	}
	key := srv.Keys().ServiceRoleKey()
	auth := []string{"apikey", key, "Authorization", "Bearer " + key, "Content-Type", "application/json"}
	_, _, before := send(http.MethodGet, "/", "")
	if code, _, body := send(http.MethodPost, "/rest/v1/categoria-servicios", `{"name":"Mantenimiento"}`, auth...); code != 201 {
		t.Fatalf("insert: %d %s", code, body)
	}
	_, _, after := send(http.MethodGet, "/", "")
	if after == before || !strings.Contains(after, `<a href="/servicios/mantenimiento">Mantenimiento</a>`) {
		t.Error("a write through /rest/v1 did not reach the cached home page")
	}
}
