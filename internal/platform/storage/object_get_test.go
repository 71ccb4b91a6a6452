package storage_test

import (
	"bytes"
	"net/http"
	"strconv"
	"strings"
	"testing"
)

func TestDownloadScenarios(t *testing.T) {
	e := newEnv(t)
	png := pngBytes(t)
	e.put(t, "contenido/imagenes/a.png", png)

	type tc struct {
		name, path, role string
		status           int
		statusCode, code string
	}
	cases := []tc{
		{name: "public route, no credentials", path: "public/contenido/imagenes/a.png", status: 200},
		{name: "default route, no credentials", path: "contenido/imagenes/a.png", status: 200},
		{name: "default route, anon", path: "contenido/imagenes/a.png", role: "anon", status: 200},
		{name: "default route, user", path: "contenido/imagenes/a.png", role: e.user, status: 200},
		{name: "authenticated route, user", path: "authenticated/contenido/imagenes/a.png", role: e.user, status: 200},
		{name: "authenticated route, anon key", path: "authenticated/contenido/imagenes/a.png", role: "anon", status: 200},
		{name: "authenticated route, no credentials", path: "authenticated/contenido/imagenes/a.png", status: 400, statusCode: "403", code: "AccessDenied"},
		{name: "default route, bad JWT", path: "contenido/imagenes/a.png", role: "garbage", status: 400, statusCode: "403", code: "AccessDenied"},
		{name: "missing object", path: "public/contenido/imagenes/zzz.png", status: 400, statusCode: "404", code: "NoSuchKey"},
		{name: "missing bucket", path: "public/nada/imagenes/a.png", status: 400, statusCode: "404", code: "NoSuchBucket"},
		{name: "missing object, default route", path: "contenido/zzz.png", role: e.user, status: 400, statusCode: "404", code: "NoSuchKey"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := e.Do("GET", "/storage/v1/object/"+c.path)
			if c.role != "" {
				req.As(c.role)
			}
			res := req.Send()
			if c.code != "" {
				wantError(t, res, c.status, c.statusCode, c.code)
				return
			}
			if res.Code != c.status || !bytes.Equal(res.Body.Bytes(), png) {
				t.Fatalf("status %d, %d bytes", res.Code, res.Body.Len())
			}
		})
	}
}

func TestDownloadHeaders(t *testing.T) {
	e := newEnv(t)
	png := pngBytes(t)
	res := e.Do("PUT", "/storage/v1/object/contenido/imagenes/a.png").As(e.user).Header("Content-Type", "application/octet-stream").
		Header("Cache-Control", "max-age=3600").Body(bytes.NewReader(png)).Send()
	if res.Code != 200 {
		t.Fatal(res.Body)
	}
	get := e.Do("GET", "/storage/v1/object/public/contenido/imagenes/a.png").Send()
	h := get.Header()
	etag := h.Get("ETag")
	want := map[string]string{
		"Content-Type":           "image/png",
		"Cache-Control":          "max-age=3600",
		"X-Content-Type-Options": "nosniff",
		"Accept-Ranges":          "bytes",
		"Content-Length":         itoa(len(png)),
	}
	for k, v := range want {
		if h.Get(k) != v {
			t.Errorf("%s = %q, want %q", k, h.Get(k), v)
		}
	}
	if len(etag) < 34 || etag[0] != '"' || h.Get("Last-Modified") == "" || h.Get("Content-Security-Policy") != "" {
		t.Errorf("ETag %q Last-Modified %q CSP %q", etag, h.Get("Last-Modified"), h.Get("Content-Security-Policy"))
	}

	t.Run("If-None-Match", func(t *testing.T) {
		res := e.Do("GET", "/storage/v1/object/public/contenido/imagenes/a.png").Header("If-None-Match", etag).Send()
		if res.Code != http.StatusNotModified || res.Body.Len() != 0 {
			t.Fatalf("status %d, %d bytes", res.Code, res.Body.Len())
		}
		res = e.Do("GET", "/storage/v1/object/public/contenido/imagenes/a.png").Header("If-None-Match", `"other"`).Send()
		if res.Code != 200 {
			t.Fatalf("status %d for a stale ETag", res.Code)
		}
	})
	t.Run("Range", func(t *testing.T) {
		res := e.Do("GET", "/storage/v1/object/public/contenido/imagenes/a.png").Header("Range", "bytes=1-3").Send()
		if res.Code != http.StatusPartialContent || res.Body.String() != string(png[1:4]) ||
			res.Header().Get("Content-Range") != "bytes 1-3/"+itoa(len(png)) {
			t.Fatalf("status %d body %q Content-Range %q", res.Code, res.Body, res.Header().Get("Content-Range"))
		}
		res = e.Do("GET", "/storage/v1/object/public/contenido/imagenes/a.png").Header("Range", "bytes=-4").Send()
		if res.Code != http.StatusPartialContent || res.Body.String() != string(png[len(png)-4:]) {
			t.Fatalf("suffix range: status %d body %q", res.Code, res.Body)
		}
	})
	t.Run("Range not satisfiable", func(t *testing.T) {
		res := e.Do("GET", "/storage/v1/object/public/contenido/imagenes/a.png").Header("Range", "bytes=100000-200000").Send()
		wantError(t, res, http.StatusRequestedRangeNotSatisfiable, "416", "InvalidRange")
	})
	t.Run("HEAD", func(t *testing.T) {
		res := e.Do("HEAD", "/storage/v1/object/public/contenido/imagenes/a.png").Send()
		if res.Code != 200 || res.Body.Len() != 0 || res.Header().Get("Content-Length") != itoa(len(png)) || res.Header().Get("ETag") != etag {
			t.Fatalf("status %d, %d bytes, headers %v", res.Code, res.Body.Len(), res.Header())
		}
		res = e.Do("HEAD", "/storage/v1/object/contenido/imagenes/none.png").As(e.user).Send()
		if res.Code != 400 {
			t.Fatalf("HEAD of a missing object: %d", res.Code)
		}
	})
	t.Run("download", func(t *testing.T) {
		res := e.Do("GET", "/storage/v1/object/public/contenido/imagenes/a.png?download").Send()
		if got := res.Header().Get("Content-Disposition"); got != "attachment;" {
			t.Errorf("Content-Disposition %q", got)
		}
		res = e.Do("GET", "/storage/v1/object/public/contenido/imagenes/a.png?download=portada.png").Send()
		if got := res.Header().Get("Content-Disposition"); got != "attachment; filename=portada.png; filename*=UTF-8''portada.png" {
			t.Errorf("Content-Disposition %q", got)
		}
		res = e.Do("GET", "/storage/v1/object/public/contenido/imagenes/a.png?download=a%22b%0d%0ac%C3%B1.png").Send()
		if got := res.Header().Get("Content-Disposition"); got != `attachment; filename=a_b__c_.png; filename*=UTF-8''a%22b%0D%0Ac%C3%B1.png` {
			t.Errorf("Content-Disposition %q", got)
		}
	})
}

func TestDownloadSVGIsSandboxed(t *testing.T) {
	e := newEnv(t)
	e.put(t, "clientes/1/logos/acme.svg", []byte(svgDoc))
	res := e.Do("GET", "/storage/v1/object/public/clientes/1/logos/acme.svg").Send()
	h := res.Header()
	if res.Code != 200 || h.Get("Content-Type") != "image/svg+xml" || h.Get("X-Content-Type-Options") != "nosniff" ||
		h.Get("Content-Security-Policy") != "default-src 'none'; style-src 'unsafe-inline'; sandbox" {
		t.Fatalf("status %d headers %v", res.Code, h)
	}
}

func TestDownloadHTMLServedAsText(t *testing.T) {
	e := newEnv(t)
	res := e.Do("POST", "/storage/v1/bucket").As("service_role").JSON(`{"name":"docs","public":true}`).Send()
	if res.Code != 200 {
		t.Fatal(res.Body)
	}
	e.put(t, "docs/page.html", []byte("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"))
	var meta string
	if err := e.DB.QueryRow(t.Context(), "SELECT metadata FROM storage_objects WHERE name = 'page.html'").Scan(&meta); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(meta, `"mimetype":"text/html`) {
		t.Fatalf("stored %s", meta)
	}
	get := e.Do("GET", "/storage/v1/object/public/docs/page.html").Send()
	if ct := get.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") {
		t.Errorf("served as %q", ct)
	}
}

func TestDownloadPrivateBucket(t *testing.T) {
	e := newEnv(t)
	res := e.Do("POST", "/storage/v1/bucket").As("service_role").JSON(`{"name":"privado"}`).Send()
	if res.Code != 200 {
		t.Fatal(res.Body)
	}
	png := pngBytes(t)
	e.put(t, "privado/x.png", png)
	wantError(t, e.Do("GET", "/storage/v1/object/public/privado/x.png").Send(), 400, "404", "NoSuchBucket")
	wantError(t, e.Do("GET", "/storage/v1/object/privado/x.png").As("anon").Send(), 400, "404", "NoSuchBucket")
	wantError(t, e.Do("GET", "/storage/v1/object/privado/x.png").Send(), 400, "404", "NoSuchBucket")
	for _, role := range []string{e.user, "service_role"} {
		if res := e.Do("GET", "/storage/v1/object/authenticated/privado/x.png").As(role).Send(); res.Code != 200 || !bytes.Equal(res.Body.Bytes(), png) {
			t.Errorf("%d %s", res.Code, res.Body)
		}
	}
	// Listing a private bucket needs a signed-in caller too.
	wantError(t, e.Do("POST", "/storage/v1/object/list/privado").As("anon").JSON(`{"prefix":""}`).Send(), 400, "404", "NoSuchBucket")
	if res := e.Do("POST", "/storage/v1/object/list/privado").As(e.user).JSON(`{"prefix":""}`).Send(); res.Code != 200 {
		t.Errorf("%d %s", res.Code, res.Body)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
