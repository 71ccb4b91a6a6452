package media_test

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"net/url"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/media"
)

// putFile stores bytes through /storage/v1 as another client would (service role), and fails the
// test unless the platform stored them.
func putFile(t *testing.T, e *cmstest.Env, bucket, path string, body []byte, upsert bool) {
	t.Helper()
	req := e.Plat.Do("POST", "/storage/v1/object/"+bucket+"/"+escaped(path)).As("service_role").Body(bytes.NewReader(body)).
		Header("Content-Type", "image/png")
	if upsert {
		req = req.Header("x-upsert", "true")
	}
	if rec := req.Send(); rec.Code != 200 {
		t.Fatalf("store %s/%s: %d %s", bucket, path, rec.Code, rec.Body)
	}
}

// fileStatus is the status of GET on a file's public address.
func fileStatus(e *cmstest.Env, bucket, path string) int {
	return e.Plat.Do("GET", "/storage/v1/object/public/"+bucket+"/"+escaped(path)).Send().Code
}

// libraryRow reads the library's row of bucket/path; ok is false when there is none.
func libraryRow(t *testing.T, e *cmstest.Env, bucket, path string) (media.File, bool) {
	t.Helper()
	var rows []media.File
	c := e.Svc.Client()
	if _, err := c.From("medios", c.Service()).Select("*").Eq("bucket", bucket).Eq("ruta", path).Get(t.Context(), &rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) == 0 {
		return media.File{}, false
	}
	return rows[0], true
}

// mustRow is libraryRow for a file that must be in the library.
func mustRow(t *testing.T, e *cmstest.Env, bucket, path string) media.File {
	t.Helper()
	f, ok := libraryRow(t, e, bucket, path)
	if !ok {
		t.Fatalf("%s/%s is not in the library", bucket, path)
	}
	return f
}

// upload posts several files at once to the library's upload form.
func upload(b *cmstest.Browser, fields url.Values, files map[string][]byte, headers ...string) cmstest.Reply {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for k, vs := range fields {
		for _, v := range vs {
			_ = mw.WriteField(k, v)
		}
	}
	for name, content := range files {
		fw, _ := mw.CreateFormFile("archivos", name)
		_, _ = fw.Write(content)
	}
	_ = mw.Close()
	return b.Do("POST", "/admin/media/subir", mw.FormDataContentType(), buf.String(), headers...)
}

// pngOf is a valid PNG of w×h pixels (its size differs with w and h).
func pngOf(t *testing.T, w int) []byte {
	t.Helper()
	base := cmstest.PNGBytes(t)
	return append(append([]byte{}, base...), bytes.Repeat([]byte{0}, w)...) // trailing bytes after IEND are ignored by decoders
}

func id(n int64) string { return fmt.Sprint(n) }

// escaped is a path with each segment escaped for a URL.
func escaped(path string) string {
	parts := strings.Split(path, "/")
	for i, p := range parts {
		parts[i] = url.PathEscape(p)
	}
	return strings.Join(parts, "/")
}
