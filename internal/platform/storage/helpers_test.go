package storage_test

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io/fs"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platform/storage"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

const userID = "6f1b7c1e-2f1a-4c36-9a57-0d8f3c1e9b11"

// env is a platform for one test with a signed-in user's token at hand.
type env struct {
	*platformtest.Env
	user string // access token of a signed-in user
}

func newEnv(t *testing.T, opts ...platformtest.Option) *env {
	t.Helper()
	e := platformtest.New(t, opts...)
	return &env{Env: e, user: e.UserToken(userID, "editor@example.com")}
}

func withUploadLimit(n int64) platformtest.Option {
	return func(c *config.Config) { c.UploadLimit = n }
}

// direct is the storage service alone (no platform mux, which would redirect paths with `..`),
// mounted as the platform mounts it.
func (e *env) direct(t *testing.T) http.Handler {
	t.Helper()
	return http.StripPrefix("/storage/v1", e.service(t))
}

// service is a storage service on the environment's database and file store, started as the
// platform starts it (with its startup sweeps).
func (e *env) service(t *testing.T) *storage.Service {
	t.Helper()
	s, err := storage.New(storage.Options{DB: e.DB, Keys: e.Keys, DataDir: e.Config.DataDir, UploadLimit: e.Config.UploadLimit,
		StorageURL: e.Config.StorageURL, S3: blob.Credentials{AccessKey: e.Config.S3AccessKey, SecretKey: e.Config.S3SecretKey}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// onS3 reports whether the test runs on an S3-compatible store (VITRINA_TEST_STORAGE_URL).
func (e *env) onS3() bool { return e.Config.StorageURL != "" }

// stored lists what the file store holds, whichever it is: on the local disk every file under
// the storage directory (temporary files included, as .tmp/<name>); on S3 every object key, and
// every multipart upload neither completed nor aborted as .uploads/<key>.
func (e *env) stored(t *testing.T) []string {
	t.Helper()
	if !e.onS3() {
		return files(t, e.storageDir())
	}
	s3 := e.Blobs().(*blob.S3)
	var out []string
	if err := s3.Walk(t.Context(), func(key string, _ blob.Info) error { out = append(out, key); return nil }); err != nil {
		t.Fatal(err)
	}
	uploads, err := s3.IncompleteUploads(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range uploads {
		out = append(out, ".uploads/"+u.Key)
	}
	return out
}

func (e *env) storageDir() string { return filepath.Join(e.Config.DataDir, "storage") }

// put uploads body with PUT as the signed-in user and fails the test unless it is stored.
func (e *env) put(t *testing.T, path string, body []byte) map[string]string {
	t.Helper()
	res := e.Do("PUT", "/storage/v1/object/"+strings.ReplaceAll(path, "%", "%25")).As(e.user).Header("Content-Type", "application/octet-stream").
		Body(bytes.NewReader(body)).Send()
	if res.Code != http.StatusOK {
		t.Fatalf("PUT %s: %d %s", path, res.Code, res.Body)
	}
	var out map[string]string
	decode(t, res, &out)
	return out
}

func decode(t *testing.T, res *httptest.ResponseRecorder, v any) {
	t.Helper()
	if err := json.Unmarshal(res.Body.Bytes(), v); err != nil {
		t.Fatalf("decode %q: %v", res.Body, err)
	}
}

// wantError checks a Storage error answer: the HTTP status and the body's statusCode and code.
func wantError(t *testing.T, res *httptest.ResponseRecorder, httpStatus int, statusCode, code string) map[string]string {
	t.Helper()
	if res.Code != httpStatus {
		t.Fatalf("status %d, want %d; body %s", res.Code, httpStatus, res.Body)
	}
	var body map[string]string
	decode(t, res, &body)
	if body["statusCode"] != statusCode || body["code"] != code || body["message"] == "" || body["error"] == "" {
		t.Fatalf("body %s, want statusCode %q code %q with error and message", res.Body, statusCode, code)
	}
	return body
}

func img(t testing.TB, encode func(*bytes.Buffer, image.Image) error) []byte {
	t.Helper()
	m := image.NewRGBA(image.Rect(0, 0, 8, 8))
	for i := range 8 {
		m.Set(i, i, color.RGBA{R: 200, A: 255})
	}
	var b bytes.Buffer
	if err := encode(&b, m); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func pngBytes(t testing.TB) []byte {
	return img(t, func(b *bytes.Buffer, m image.Image) error { return png.Encode(b, m) })
}

func jpegBytes(t testing.TB) []byte {
	return img(t, func(b *bytes.Buffer, m image.Image) error { return jpeg.Encode(b, m, nil) })
}

func gifBytes(t testing.TB) []byte {
	return img(t, func(b *bytes.Buffer, m image.Image) error { return gif.Encode(b, m, nil) })
}

// webpBytes is a minimal lossless WebP header (enough for type detection).
func webpBytes() []byte {
	return []byte("RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00\x2f\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00")
}

const svgDoc = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`

// multipartBody builds a form as supabase-js sends a Blob: cacheControl, optional metadata, then
// the file under the empty field name.
func multipartBody(t *testing.T, cacheControl, metadata, fileType string, file []byte) (string, []byte) {
	t.Helper()
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	if err := mw.WriteField("cacheControl", cacheControl); err != nil {
		t.Fatal(err)
	}
	if metadata != "" {
		if err := mw.WriteField("metadata", metadata); err != nil {
			t.Fatal(err)
		}
	}
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", `form-data; name=""; filename="blob"`)
	h.Set("Content-Type", fileType)
	w, err := mw.CreatePart(h)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = w.Write(file)
	if err := mw.Close(); err != nil {
		t.Fatal(err)
	}
	return mw.FormDataContentType(), b.Bytes()
}

// files lists the regular files under dir (relative paths), for checks that nothing partial or
// stray was written.
func files(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if os.IsNotExist(err) {
				return nil
			}
			return err
		}
		if d.Type().IsRegular() {
			rel, _ := filepath.Rel(dir, p)
			out = append(out, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func countObjects(t *testing.T, e *env) int {
	t.Helper()
	var n int
	if err := e.DB.QueryRow(t.Context(), "SELECT count(*) FROM storage_objects").Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func hasPrefixAny(list []string, prefix string) bool {
	for _, s := range list {
		if strings.HasPrefix(s, prefix) {
			return true
		}
	}
	return false
}
