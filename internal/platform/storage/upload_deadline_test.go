package storage_test

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// deadlineRecorder is a response recorder that notes the read deadline a handler sets through
// http.ResponseController, as a server's connection would apply it.
type deadlineRecorder struct {
	*httptest.ResponseRecorder
	read time.Time
}

func (d *deadlineRecorder) SetReadDeadline(t time.Time) error { d.read = t; return nil }

// TestUploadBodyDeadline: an upload's body may take as long as the largest file it may carry needs
// at 32 KiB/s (more than the server's 2-minute read timeout for a large limit), never for ever.
func TestUploadBodyDeadline(t *testing.T) {
	for _, tt := range []struct {
		limit int64
		want  time.Duration
	}{
		{1 << 20, 2 * time.Minute},                    // small: the server's read timeout stands
		{1 << 30, (1<<30/(32<<10) + 1) * time.Second}, // 1 GiB: about 9 hours, not unbounded
	} {
		e := newEnv(t, withUploadLimit(tt.limit))
		if res := e.Do("POST", "/storage/v1/bucket").As("service_role").JSON(`{"name":"docs","public":true}`).Send(); res.Code != http.StatusOK {
			t.Fatalf("create bucket: %d %s", res.Code, res.Body)
		}
		req := httptest.NewRequest(http.MethodPost, "/storage/v1/object/docs/a.bin", bytes.NewReader([]byte("hola")))
		req.Header.Set("Authorization", "Bearer "+e.Keys.ServiceRoleKey())
		req.Header.Set("apikey", e.Keys.ServiceRoleKey())
		req.Header.Set("Content-Type", "application/octet-stream")
		rec := &deadlineRecorder{ResponseRecorder: httptest.NewRecorder()}
		start := time.Now()
		e.direct(t).ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			t.Fatalf("upload: %d %s", rec.Code, rec.Body)
		}
		if got := rec.read.Sub(start); got < tt.want-time.Minute || got > tt.want+time.Minute {
			t.Errorf("limit %d MiB: the body's deadline is %v away, want about %v", tt.limit>>20, got, tt.want)
		}
	}
}
