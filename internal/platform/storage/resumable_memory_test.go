package storage_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// TestResumableMemory100MiB measures a 100 MiB resumable (TUS) upload over a real socket — created,
// sent in two PATCH requests as a client resuming after a cut would, and finished into the bucket —
// against a plain PUT of the same bytes: throughput and the process's peak memory above idle (the
// figures of BENCHMARKS.md). It takes seconds of disk I/O, so it runs only with
// VITRINA_MEASURE_MEMORY=1:
//
//	VITRINA_MEASURE_MEMORY=1 go test -run TestResumableMemory100MiB -v ./internal/platform/storage/
func TestResumableMemory100MiB(t *testing.T) {
	if os.Getenv("VITRINA_MEASURE_MEMORY") == "" {
		t.Skip("set VITRINA_MEASURE_MEMORY=1 to measure a 100 MiB resumable upload")
	}
	const size = 100 << 20
	e := platformtest.New(t, withUploadLimit(200<<20))
	if _, err := e.DB.Exec(t.Context(), "UPDATE storage_buckets SET file_size_limit = NULL"); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(e.Handler)
	defer srv.Close()
	token := e.UserToken(userID, "bench@example.com")
	block := payloadBlock(t)
	send := func(req *http.Request) *http.Response {
		t.Helper()
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("apikey", e.Keys.AnonKey())
		req.Header.Set("Tus-Resumable", "1.0.0")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		return res
	}
	for round := range 3 {
		runtime.GC()
		debug.FreeOSMemory()
		idleRSS := rssBytes(t)
		s := startSampler()
		start := time.Now()
		req, _ := http.NewRequest("POST", srv.URL+"/storage/v1/upload/resumable", nil)
		req.Header.Set("Upload-Length", strconv.Itoa(size))
		req.Header.Set("Upload-Metadata", tusMetadata("bucketName", "contenido", "objectName", fmt.Sprintf("tus/%d.png", round)))
		res := send(req)
		loc := res.Header.Get("Location")
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("create: %d", res.StatusCode)
		}
		path := loc[strings.Index(loc, "/storage/v1/"):]
		body := &payload{block: block, size: size}
		for _, part := range []int64{size / 2, size - size/2} {
			req, _ := http.NewRequest("PATCH", srv.URL+path, io.LimitReader(body, part))
			req.ContentLength = part
			req.Header.Set("Upload-Offset", strconv.FormatInt(body.off, 10))
			req.Header.Set("Content-Type", "application/offset+octet-stream")
			if res := send(req); res.StatusCode != http.StatusNoContent {
				t.Fatalf("PATCH: %d", res.StatusCode)
			}
		}
		took := time.Since(start)
		peakRSS, _ := s.stop()
		t.Logf("round %d: resumable upload of 100 MiB in two PATCH requests %.0f MB/s, peak RSS above idle %.1f MiB",
			round, size/took.Seconds()/1e6, float64(peakRSS-idleRSS)/(1<<20))
		if peakRSS-idleRSS >= 32<<20 {
			t.Errorf("peak RSS %.1f MiB above idle; the target is under 32 MiB", float64(peakRSS-idleRSS)/(1<<20))
		}
	}
}
