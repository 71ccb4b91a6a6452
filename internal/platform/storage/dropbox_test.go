package storage_test

import (
	"bytes"
	"net/http"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/gateway"
)

// A minimal PDF: what the bucket postulaciones accepts.
var samplePDF = []byte("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")

// The drop box postulaciones: visitors may add a CV and nothing else; only the service role reads.
func TestDropBoxBucket(t *testing.T) {
	e := newEnv(t)
	const path = "/storage/v1/object/postulaciones/1/cv.pdf"
	upload := func(role, p string, body []byte, upsert bool) int {
		r := e.Do("POST", p).Header("Content-Type", "application/octet-stream").Body(bytes.NewReader(body))
		if role == "user" {
			r = r.As(e.user)
		} else {
			r = r.As(role)
		}
		if upsert {
			r = r.Header("X-Upsert", "true")
		}
		return r.Send().Code
	}
	if code := upload(gateway.RoleAnon, path, samplePDF, false); code != http.StatusOK {
		t.Fatalf("anon upload of a PDF: %d, want 200", code)
	}
	if code := upload(gateway.RoleAnon, path, samplePDF, true); code == http.StatusOK {
		t.Errorf("anon upsert: %d, want a refusal", code)
	}
	if code := upload("user", path, samplePDF, true); code == http.StatusOK {
		t.Errorf("signed-in upsert: %d, want a refusal", code)
	}
	if code := upload(gateway.RoleAnon, path, samplePDF, false); code == http.StatusOK {
		t.Errorf("anon replaced an existing CV")
	}
	html := []byte("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>")
	svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)
	for name, body := range map[string][]byte{"html": html, "svg": svg} {
		if code := upload(gateway.RoleAnon, "/storage/v1/object/postulaciones/1/"+name+".pdf", body, false); code == http.StatusOK {
			t.Errorf("%s renamed .pdf was stored", name)
		}
	}
	for _, who := range []string{gateway.RoleAnon, "user"} {
		for _, req := range []struct{ method, path, body string }{
			{"GET", path, ""},
			{"GET", "/storage/v1/object/authenticated/postulaciones/1/cv.pdf", ""},
			{"GET", "/storage/v1/object/public/postulaciones/1/cv.pdf", ""},
			{"GET", "/storage/v1/object/info/postulaciones/1/cv.pdf", ""},
			{"POST", "/storage/v1/object/list/postulaciones", `{"prefix":""}`},
			{"POST", "/storage/v1/object/sign/postulaciones/1/cv.pdf", `{"expiresIn":60}`},
			{"DELETE", path, ""},
			{"POST", "/storage/v1/object/move", `{"bucketId":"postulaciones","sourceKey":"1/cv.pdf","destinationKey":"x.pdf","destinationBucket":"contenido"}`},
			{"POST", "/storage/v1/object/copy", `{"bucketId":"postulaciones","sourceKey":"1/cv.pdf","destinationKey":"x.pdf","destinationBucket":"contenido"}`},
		} {
			r := e.Do(req.method, req.path)
			if req.body != "" {
				r = r.JSON(req.body)
			}
			if who == "user" {
				r = r.As(e.user)
			} else {
				r = r.As(who)
			}
			res := r.Send()
			if res.Code == http.StatusOK || strings.Contains(res.Body.String(), "%PDF") || strings.Contains(res.Body.String(), "cv.pdf") {
				t.Errorf("%s %s %s: %d %s", who, req.method, req.path, res.Code, res.Body)
			}
		}
	}
	res := e.Do("GET", path).As(gateway.RoleServiceRole).Send()
	if res.Code != http.StatusOK || !bytes.Equal(res.Body.Bytes(), samplePDF) {
		t.Fatalf("service role read: %d", res.Code)
	}
	if n := countObjects(t, e); n != 1 {
		t.Errorf("%d objects, want 1", n)
	}
}
