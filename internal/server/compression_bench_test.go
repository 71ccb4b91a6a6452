package server_test

import (
	"context"
	"net/http/httptest"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/site"
)

// BenchmarkCompression: bytes sent and time per answer, through the whole server (security headers,
// metrics, request log, compression), for the demo's home page (cached), an admin list and a static
// file, with and without Accept-Encoding: gzip. BENCHMARKS.md records the figures.
func BenchmarkCompression(b *testing.B) {
	srv := openInstance(b, "")
	ctx := context.Background()
	if err := site.Seed(ctx, srv.PlatformClient()); err != nil {
		b.Fatal(err)
	}
	if _, err := srv.CMSService().CreateAccount(ctx, cms.NewAccount{Email: "jefa@example.com", Password: "clave-segura-1", Rol: "administrador"}); err != nil {
		b.Fatal(err)
	}
	h := srv.Handler()
	_, cookie := cmsLogin(b, h, "jefa@example.com", "clave-segura-1")
	for _, tc := range []struct{ name, path string }{
		{"static-css", "/static/site.css"},
		{"home-cached", "/"},
		{"admin-list", "/admin/contenido/"},
	} {
		for _, enc := range []string{"identity", "gzip"} {
			b.Run(tc.name+"/"+enc, func(b *testing.B) {
				var sent int
				for b.Loop() {
					req := httptest.NewRequest("GET", tc.path, nil)
					req.Header.Set("Accept-Encoding", enc)
					req.Header.Set("Cookie", cookie)
					rec := httptest.NewRecorder()
					h.ServeHTTP(rec, req)
					if rec.Code != 200 {
						b.Fatalf("%s: %d", tc.path, rec.Code)
					}
					sent = rec.Body.Len()
				}
				b.ReportMetric(float64(sent), "bytes/answer")
			})
		}
	}
}
