package themecheck

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"

	"github.com/vitrina/vitrina/internal/site"
)

// get answers a path of the site, in process.
func get(ctx context.Context, s *site.Site, path string) (int, []byte) {
	req := httptest.NewRequestWithContext(ctx, http.MethodGet, base+path, nil)
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	body, _ := io.ReadAll(rec.Result().Body)
	return rec.Code, body
}
