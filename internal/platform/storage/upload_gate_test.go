package storage_test

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/storage"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// TestUploadGateOverHTTP exceeds the upload gate through both ways in: while one upload's body is
// still arriving, a second upload and a resumable upload's chunk from the same client address get
// the per-address refusal (429 with Retry-After, Storage's error shape); from other addresses, with
// every place taken, both wait for a place and get the 503 SlowDown to retry. Once the first upload
// ends, the chunk is received.
func TestUploadGateOverHTTP(t *testing.T) {
	e := newEnv(t)
	svc, err := storage.New(storage.Options{DB: e.DB, Keys: e.Keys, DataDir: e.Config.DataDir, UploadLimit: e.Config.UploadLimit,
		StorageURL: e.Config.StorageURL, S3: blob.Credentials{AccessKey: e.Config.S3AccessKey, SecretKey: e.Config.S3SecretKey},
		UploadsAtOnce: 1, UploadsPerAddress: 1})
	if err != nil {
		t.Fatal(err)
	}
	h := http.StripPrefix("/storage/v1", svc)
	if rec := e.Do("POST", "/storage/v1/bucket").As("service_role").JSON(`{"id":"archivos","name":"archivos","public":false}`).Send(); rec.Code != http.StatusOK {
		t.Fatalf("create bucket: %d %s", rec.Code, rec.Body)
	}
	const visitor, other, third = "192.0.2.10:4000", "192.0.2.20:4000", "192.0.2.30:4000"
	do := func(method, path, from string, header map[string]string, body io.Reader) *httptest.ResponseRecorder {
		t.Helper()
		req := httptest.NewRequest(method, "/storage/v1"+path, body)
		req.RemoteAddr = from
		req.Header.Set("Authorization", "Bearer "+e.user)
		req.Header.Set("apikey", e.Keys.AnonKey())
		for k, v := range header {
			req.Header.Set(k, v)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	upload := func(object, from string, body io.Reader) *httptest.ResponseRecorder {
		return do("POST", "/object/archivos/"+object, from, map[string]string{"Content-Type": "application/octet-stream"}, body)
	}
	// A resumable upload, created (creating takes no place: no bytes arrive), to send a chunk to.
	chunk := []byte("%PDF-1.7\nun documento")
	rec := do("POST", "/upload/resumable", visitor, map[string]string{"Tus-Resumable": "1.0.0", "Upload-Length": strconv.Itoa(len(chunk)),
		"Upload-Metadata": tusMetadata("bucketName", "archivos", "objectName", "docs/a.pdf", "contentType", "application/pdf")}, nil)
	loc := rec.Header().Get("Location")
	if rec.Code != http.StatusCreated || !strings.Contains(loc, "/upload/resumable/") {
		t.Fatalf("create a resumable upload: %d %s", rec.Code, rec.Body)
	}
	resumable := loc[strings.Index(loc, "/upload/resumable/"):]
	patch := func(from string) *httptest.ResponseRecorder {
		return do("PATCH", resumable, from, map[string]string{"Tus-Resumable": "1.0.0", "Upload-Offset": "0",
			"Content-Type": "application/offset+octet-stream"}, bytes.NewReader(chunk))
	}

	// The first upload takes the only place and holds it while its body arrives.
	body, feed := io.Pipe()
	first := make(chan *httptest.ResponseRecorder, 1)
	go func() { first <- upload("lento.bin", visitor, body) }()
	if _, err := feed.Write([]byte("primer trozo")); err != nil { // returns once the handler reads: admitted
		t.Fatal(err)
	}

	refused := func(name string, rec *httptest.ResponseRecorder, status int, code string) {
		t.Helper()
		if rec.Header().Get("Retry-After") == "" {
			t.Errorf("%s: no Retry-After", name)
		}
		wantError(t, rec, status, strconv.Itoa(status), code)
	}
	refused("a second upload from the address", upload("otro.bin", visitor, strings.NewReader("x")), http.StatusTooManyRequests, "TooManyRequests")
	refused("a chunk from the address", patch(visitor), http.StatusTooManyRequests, "TooManyRequests")

	// From other addresses both wait for the place, then are refused to retry.
	var wg sync.WaitGroup
	var plain, tus *httptest.ResponseRecorder
	wg.Go(func() { plain = upload("otro.bin", other, strings.NewReader("x")) })
	wg.Go(func() { tus = patch(third) })
	wg.Wait()
	refused("an upload with every place taken", plain, http.StatusServiceUnavailable, "SlowDown")
	refused("a chunk with every place taken", tus, http.StatusServiceUnavailable, "SlowDown")

	feed.Close()
	if rec := <-first; rec.Code != http.StatusOK {
		t.Fatalf("the first upload: %d %s", rec.Code, rec.Body)
	}
	if rec := patch(visitor); rec.Code != http.StatusNoContent {
		t.Fatalf("the chunk once the place is free: %d %s", rec.Code, rec.Body)
	}
}
