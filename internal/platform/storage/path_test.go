package storage_test

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

type httpRecorder = httptest.ResponseRecorder

// TestPathTraversal sends hostile keys straight to the storage handler (the platform's mux would
// redirect some of them before they arrive) and checks each is refused as InvalidKey and that
// nothing was written anywhere.
func TestPathTraversal(t *testing.T) {
	e := newEnv(t)
	h := e.direct(t)
	png := pngBytes(t)
	outside := filepath.Join(e.Config.DataDir, "escaped.png")
	keys := []string{
		"../escaped.png",
		"../../escaped.png",
		"imagenes/../../escaped.png",
		"%2e%2e/escaped.png",
		"imagenes/%2e%2e/%2e%2e/escaped.png",
		"..%2fescaped.png",
		"imagenes/./a.png",
		"imagenes//a.png",
		"imagenes/",
		"%2fetc/passwd",
		"/etc/passwd",
		"a%00b.png",
		"a%0ab.png",
		"a%7fb.png",
		"a%5c..%5cescaped.png",
		"..",
		".",
		strings.Repeat("a", 1025),
		strings.Repeat("a", 256) + "/b.png",
		"bad%ffutf8.png",
	}
	for _, key := range keys {
		for _, method := range []string{"PUT", "POST", "GET", "DELETE"} {
			req := httptest.NewRequest(method, "/storage/v1/object/contenido/x", bytes.NewReader(png))
			req.URL.RawPath = ""
			req.URL.Path = "/storage/v1/object/contenido/" + mustUnescape(t, key)
			req.Header.Set("Authorization", "Bearer "+e.user)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			wantError(t, rec, 400, "400", "InvalidKey")
		}
	}
	// Signing and public reads validate the same way.
	for _, path := range []string{"/storage/v1/object/sign/contenido/../x", "/storage/v1/object/public/contenido/a/../../x", "/storage/v1/object/info/contenido/a//b"} {
		method := "GET"
		if strings.Contains(path, "/sign/") {
			method = "POST"
		}
		req := httptest.NewRequest(method, "/storage/v1/object/contenido/x", strings.NewReader(`{"expiresIn":60}`))
		req.URL.Path = path
		req.Header.Set("Authorization", "Bearer "+e.user)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		wantError(t, rec, 400, "400", "InvalidKey")
	}
	if _, err := os.Stat(outside); !os.IsNotExist(err) {
		t.Fatalf("a file escaped the storage root: %v", err)
	}
	if got := e.stored(t); len(got) != 0 {
		t.Fatalf("files written: %v", got)
	}
	if n := countObjects(t, e); n != 0 {
		t.Fatalf("%d rows written", n)
	}

	// Through the platform, paths that are not clean never reach storage as such: whatever
	// happens, nothing is stored.
	for _, p := range []string{"/storage/v1/object/contenido/../../escaped.png", "/storage/v1/object/contenido/a//b.png", "/storage/v1/object/contenido/%2e%2e/x.png"} {
		res := e.Do("PUT", p).As(e.user).Body(bytes.NewReader(png)).Send()
		if res.Code == http.StatusOK {
			t.Errorf("PUT %s stored: %s", p, res.Body)
		}
	}
	if got := e.stored(t); len(got) != 0 {
		t.Fatalf("files written through the platform: %v", got)
	}
}

func TestBucketNamesInPaths(t *testing.T) {
	e := newEnv(t)
	h := e.direct(t)
	for _, b := range []string{"..", ".tmp", "a%5cb", "%00"} {
		req := httptest.NewRequest("PUT", "/storage/v1/object/x/y.png", bytes.NewReader(pngBytes(t)))
		req.URL.Path = "/storage/v1/object/" + mustUnescape(t, b) + "/y.png"
		req.Header.Set("Authorization", "Bearer "+e.user)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		wantError(t, rec, 400, "404", "NoSuchBucket")
	}
}

func TestUnknownRoutes(t *testing.T) {
	e := newEnv(t)
	for _, c := range []struct{ method, path string }{
		{"GET", "/storage/v1/nothing"},
		{"PATCH", "/storage/v1/object/contenido/a.png"},
		{"GET", "/storage/v1/bucket/"},
		{"POST", "/storage/v1/object/contenido"},
	} {
		res := e.Do(c.method, c.path).Send()
		body := wantError(t, res, 404, "404", "InvalidRequest")
		if body["error"] != "Not Found" || !strings.HasPrefix(body["message"], "Route "+c.method+":/") {
			t.Errorf("%s %s: %v", c.method, c.path, body)
		}
	}
}

func mustUnescape(t *testing.T, s string) string {
	t.Helper()
	u, err := url.PathUnescape(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}
