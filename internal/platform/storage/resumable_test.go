package storage_test

import (
	"bytes"
	"encoding/base64"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
)

// tusMetadata is an Upload-Metadata header.
func tusMetadata(pairs ...string) string {
	var out []string
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, pairs[i]+" "+base64.StdEncoding.EncodeToString([]byte(pairs[i+1])))
	}
	return strings.Join(out, ",")
}

// TestResumableUpload: a TUS upload (what Uppy and tus-js-client send to Supabase) created, cut
// twice mid-chunk and resumed from the offset HEAD reports, ends as the object with identical
// bytes; only its creator may continue it; the offset must match; the bucket's rules hold at
// creation (size, existence, duplicates) and at the end (types); a finished upload leaves no files.
func TestResumableUpload(t *testing.T) {
	e := newEnv(t)
	h := e.direct(t)
	do := func(method, path, token string, header map[string]string, body io.Reader) *httptest.ResponseRecorder {
		t.Helper()
		req := httptest.NewRequest(method, "/storage/v1"+path, body)
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("apikey", e.Keys.AnonKey())
		req.Header.Set("Tus-Resumable", "1.0.0")
		for k, v := range header {
			req.Header.Set(k, v)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	service := e.Keys.ServiceRoleKey()
	if rec := e.Do("POST", "/storage/v1/bucket").As("service_role").JSON(`{"id":"archivos","name":"archivos","public":false}`).Send(); rec.Code != 200 {
		t.Fatalf("create bucket: %d %s", rec.Code, rec.Body)
	}
	data := make([]byte, 3<<20)
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range data {
		data[i] = byte(rng.Uint32())
	}
	copy(data, "%PDF-1.7\n")
	create := func(token, object string, size int, extra map[string]string) *httptest.ResponseRecorder {
		header := map[string]string{"Upload-Length": strconv.Itoa(size),
			"Upload-Metadata": tusMetadata("bucketName", "archivos", "objectName", object, "contentType", "application/pdf")}
		for k, v := range extra {
			header[k] = v
		}
		return do("POST", "/upload/resumable", token, header, nil)
	}
	rec := create(e.user, "docs/grande.pdf", len(data), nil)
	loc := rec.Header().Get("Location")
	if rec.Code != http.StatusCreated || !strings.Contains(loc, "/storage/v1/upload/resumable/") {
		t.Fatalf("create: %d %s %q", rec.Code, rec.Body, loc)
	}
	upload := loc[strings.Index(loc, "/upload/resumable/"):]
	offset := func(token string) int {
		t.Helper()
		rec := do("HEAD", upload, token, nil, nil)
		n, err := strconv.Atoi(rec.Header().Get("Upload-Offset"))
		if rec.Code != http.StatusOK || err != nil || rec.Header().Get("Upload-Length") != strconv.Itoa(len(data)) {
			t.Fatalf("HEAD %s: %d %v %s", upload, rec.Code, rec.Header(), rec.Body)
		}
		return n
	}
	patch := func(at int, body io.Reader) *httptest.ResponseRecorder {
		return do("PATCH", upload, e.user, map[string]string{"Upload-Offset": strconv.Itoa(at), "Content-Type": "application/offset+octet-stream"}, body)
	}
	// Two chunks cut part way, each resumed from where HEAD says the bytes stopped.
	for _, cut := range []int{700_000, 1_300_000} {
		at := offset(e.user)
		patch(at, &cutReader{data: data[at:], n: cut})
		if got := offset(e.user); got <= at || got > at+cut {
			t.Fatalf("after a cut at %d+%d the offset is %d", at, cut, got)
		}
	}
	other := e.UserToken("7a2c8d2f-3b2b-4d47-8b68-1e9f4d2f0c22", "otro@example.com")
	if rec := do("HEAD", upload, other, nil, nil); rec.Code != http.StatusNotFound {
		t.Errorf("another user's HEAD: %d", rec.Code)
	}
	if rec := patch(0, bytes.NewReader(data)); rec.Code != http.StatusConflict {
		t.Errorf("a PATCH at the wrong offset: %d %s", rec.Code, rec.Body)
	}
	at := offset(e.user)
	if rec := patch(at, bytes.NewReader(data[at:])); rec.Code != http.StatusNoContent {
		t.Fatalf("last chunk: %d %s", rec.Code, rec.Body)
	}
	got := e.Do("GET", "/storage/v1/object/archivos/docs/grande.pdf").As(e.user).Send()
	if got.Code != 200 || !bytes.Equal(got.Body.Bytes(), data) || got.Header().Get("Content-Type") != "application/pdf" {
		t.Fatalf("download: %d %d bytes %q", got.Code, got.Body.Len(), got.Header().Get("Content-Type"))
	}
	if rec := do("HEAD", upload, e.user, nil, nil); rec.Code != http.StatusNotFound {
		t.Errorf("a finished upload is still there: %d", rec.Code)
	}

	// Refusals at creation: a taken name (without x-upsert), no bucket, too large, no token.
	wantError(t, create(e.user, "docs/grande.pdf", 10, nil), 400, "409", "KeyAlreadyExists")
	if rec := create(e.user, "docs/grande.pdf", 10, map[string]string{"X-Upsert": "true"}); rec.Code != http.StatusCreated {
		t.Errorf("x-upsert: %d %s", rec.Code, rec.Body)
	}
	rec = do("POST", "/upload/resumable", e.user, map[string]string{"Upload-Length": "10",
		"Upload-Metadata": tusMetadata("bucketName", "nada", "objectName", "a.pdf")}, nil)
	wantError(t, rec, 400, "404", "NoSuchBucket")
	if rec := create(e.user, "docs/enorme.pdf", int(e.Config.UploadLimit)+1, nil); rec.Code == http.StatusCreated {
		t.Errorf("an upload over the limit was created")
	}
	if rec := do("POST", "/upload/resumable", "", map[string]string{"Upload-Length": "10",
		"Upload-Metadata": tusMetadata("bucketName", "archivos", "objectName", "b.pdf")}, nil); rec.Code < 400 || rec.Code >= 500 {
		t.Errorf("without a token: %d", rec.Code)
	}

	// The bucket's types are checked on the finished bytes.
	if rec := e.Do("PUT", "/storage/v1/bucket/archivos").As("service_role").JSON(`{"public":false,"allowed_mime_types":["image/png"]}`).Send(); rec.Code != 200 {
		t.Fatalf("update bucket: %d %s", rec.Code, rec.Body)
	}
	rec = create(service, "docs/otro.pdf", 64, nil)
	upload = rec.Header().Get("Location")[strings.Index(rec.Header().Get("Location"), "/upload/resumable/"):]
	rec = do("PATCH", upload, service, map[string]string{"Upload-Offset": "0", "Content-Type": "application/offset+octet-stream"}, bytes.NewReader(data[:64]))
	if rec.Code < 400 || !strings.Contains(rec.Body.String(), "InvalidMimeType") {
		t.Errorf("a finished upload of a refused type: %d %s", rec.Code, rec.Body)
	}
	if rec := e.Do("GET", "/storage/v1/object/archivos/docs/otro.pdf").As("service_role").Send(); rec.Code == 200 {
		t.Error("a refused upload became an object")
	}
}
