package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net/http"
	"time"

	"github.com/vitrina/vitrina/internal/requestid"
)

// RequestID returns the id given to the request by the server, or "".
func RequestID(ctx context.Context) string { return requestid.From(ctx) }

func newRequestID() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b) // crypto/rand never fails on supported platforms
	return hex.EncodeToString(b)
}

// statusRecorder remembers the status a handler wrote, for the access log.
type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	n, err := s.ResponseWriter.Write(b)
	s.bytes += int64(n)
	return n, err
}

// Unwrap lets http.ResponseController reach the underlying writer (flush, deadlines).
func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// withRequestLog gives every request an id (echoed in X-Request-Id), recovers from panics with a
// bare 500, and logs one line per request. Query strings are not logged: they may carry API keys.
func withRequestLog(logger *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := newRequestID()
		w.Header().Set("X-Request-Id", id)
		r = r.WithContext(requestid.With(r.Context(), id))
		rec := &statusRecorder{ResponseWriter: w}
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				logger.ErrorContext(r.Context(), "panic serving request", "method", r.Method, "path", r.URL.Path, "panic", p)
				if rec.status == 0 {
					rec.Header().Set("Content-Type", "application/json; charset=utf-8")
					rec.WriteHeader(http.StatusInternalServerError)
					_, _ = rec.Write([]byte(`{"message":"internal server error"}`))
				}
			}
			if logger.Enabled(r.Context(), slog.LevelInfo) { // spares the arguments' allocations at warn
				logger.InfoContext(r.Context(), "request", "method", r.Method, "path", r.URL.Path,
					"status", rec.status, "bytes", rec.bytes, "duration_ms", float64(time.Since(start).Microseconds())/1000)
			}
		}()
		next.ServeHTTP(rec, r)
	})
}

// withSecurityHeaders sets the headers every response carries.
func withSecurityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "DENY")
		next.ServeHTTP(w, r)
	})
}
