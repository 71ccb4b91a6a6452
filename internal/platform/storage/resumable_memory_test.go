package storage_test

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"math"
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
	variants := []struct {
		name string
		cuts []int64
	}{{"one PATCH", []int64{math.MaxInt64}}, {"cut twice and resumed", []int64{30 << 20, 30 << 20, math.MaxInt64}}}
	for round := range 4 {
		variant := variants[round%2]
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
		offset := func() int64 {
			req, _ := http.NewRequest("HEAD", srv.URL+path, nil)
			res := send(req)
			n, err := strconv.ParseInt(res.Header.Get("Upload-Offset"), 10, 64)
			if err != nil {
				t.Fatalf("HEAD: %d %v", res.StatusCode, res.Header)
			}
			return n
		}
		// Two PATCHes cut after 30 MiB each (the client's connection drops), each resumed from the
		// offset HEAD reports; the third sends the rest.
		for _, cut := range variant.cuts {
			at := offset()
			body := &payload{block: block, size: size, off: at}
			req, _ := http.NewRequest("PATCH", srv.URL+path, nil)
			req.Body = io.NopCloser(&failAfter{r: body, n: cut})
			req.ContentLength = size - at
			req.Header.Set("Upload-Offset", strconv.FormatInt(at, 10))
			req.Header.Set("Content-Type", "application/offset+octet-stream")
			req.Header.Set("Authorization", "Bearer "+token)
			req.Header.Set("apikey", e.Keys.AnonKey())
			req.Header.Set("Tus-Resumable", "1.0.0")
			if res, err := http.DefaultClient.Do(req); err == nil {
				_, _ = io.Copy(io.Discard, res.Body)
				res.Body.Close()
			}
		}
		took := time.Since(start)
		peakRSS, _ := s.stop()
		// The object holds exactly the bytes sent.
		want, got := sha256.New(), sha256.New()
		_, _ = io.Copy(want, &payload{block: block, size: size})
		res, err := http.Get(srv.URL + "/storage/v1/object/public/contenido/" + fmt.Sprintf("tus/%d.png", round))
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(got, res.Body)
		res.Body.Close()
		if !bytes.Equal(want.Sum(nil), got.Sum(nil)) {
			t.Fatalf("round %d: the object differs from the bytes sent", round)
		}
		t.Logf("round %d: resumable upload of 100 MiB, %s: %.0f MB/s, peak RSS above idle %.1f MiB",
			round, variant.name, size/took.Seconds()/1e6, float64(peakRSS-idleRSS)/(1<<20))
		if peakRSS-idleRSS >= 32<<20 {
			t.Errorf("peak RSS %.1f MiB above idle; the target is under 32 MiB", float64(peakRSS-idleRSS)/(1<<20))
		}
	}
}

// failAfter reads n bytes of r, then fails as a dropped connection does.
type failAfter struct {
	r io.Reader
	n int64
}

func (f *failAfter) Read(p []byte) (int, error) {
	if f.n <= 0 {
		return 0, errors.New("connection dropped")
	}
	if int64(len(p)) > f.n {
		p = p[:f.n]
	}
	n, err := f.r.Read(p)
	f.n -= int64(n)
	return n, err
}
