package storage_test

import (
	"bytes"
	"encoding/base64"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestUploadScenarios(t *testing.T) {
	e := newEnv(t, withUploadLimit(64<<10))
	png := pngBytes(t)
	e.put(t, "contenido/imagenes/taken.png", png)

	type tc struct {
		name, method, path, role, contentType string
		headers                               map[string]string
		body                                  []byte
		status                                int    // HTTP status
		code                                  string // Storage code on errors
		statusCode                            string // body statusCode on errors
	}
	big := append(append([]byte{}, png...), bytes.Repeat([]byte{0}, 64<<10)...)
	tok := e.UserToken(userID, "editor@example.com")
	cases := []tc{
		{name: "PUT creates", method: "PUT", path: "contenido/imagenes/a.png", role: e.user, contentType: "application/octet-stream", body: png, status: 200},
		{name: "PUT replaces", method: "PUT", path: "contenido/imagenes/taken.png", role: e.user, contentType: "application/octet-stream", body: png, status: 200},
		{name: "POST creates", method: "POST", path: "contenido/imagenes/b.png", role: e.user, contentType: "image/png", body: png, status: 200},
		{name: "POST duplicate", method: "POST", path: "contenido/imagenes/taken.png", role: e.user, contentType: "image/png", body: png,
			status: 400, statusCode: "409", code: "KeyAlreadyExists"},
		{name: "POST x-upsert false duplicate", method: "POST", path: "contenido/imagenes/taken.png", role: e.user, contentType: "image/png",
			headers: map[string]string{"x-upsert": "false"}, body: png, status: 400, statusCode: "409", code: "KeyAlreadyExists"},
		{name: "POST x-upsert replaces", method: "POST", path: "contenido/imagenes/taken.png", role: e.user, contentType: "image/png",
			headers: map[string]string{"x-upsert": "true"}, body: png, status: 200},
		{name: "service role", method: "PUT", path: "clientes/3/logos/acme.png", role: "service_role", contentType: "application/octet-stream", body: png, status: 200},
		{name: "jpeg", method: "PUT", path: "contenido/imagenes/c.jpg", role: e.user, body: jpegBytes(t), status: 200},
		{name: "gif", method: "PUT", path: "contenido/imagenes/d.gif", role: e.user, body: gifBytes(t), status: 200},
		{name: "webp", method: "PUT", path: "contenido/imagenes/e.webp", role: e.user, body: webpBytes(), status: 200},
		{name: "svg logo", method: "PUT", path: "clientes/3/logos/acme.svg", role: e.user, contentType: "image/svg+xml", body: []byte(svgDoc), status: 200},
		{name: "svg not a featured image", method: "PUT", path: "contenido/imagenes/x.svg", role: e.user, contentType: "image/svg+xml", body: []byte(svgDoc),
			status: 400, statusCode: "415", code: "InvalidMimeType"},
		{name: "gif not a logo", method: "PUT", path: "clientes/3/logos/x.gif", role: e.user, body: gifBytes(t),
			status: 400, statusCode: "415", code: "InvalidMimeType"},
		{name: "text declared png", method: "PUT", path: "contenido/imagenes/fake.png", role: e.user, contentType: "image/png", body: []byte("just some text"),
			status: 400, statusCode: "415", code: "InvalidMimeType"},
		{name: "html declared png", method: "POST", path: "clientes/1/logos/x.png", role: e.user, contentType: "image/png", body: []byte("<html><script>alert(1)</script></html>"),
			status: 400, statusCode: "415", code: "InvalidMimeType"},
		{name: "empty file", method: "PUT", path: "contenido/imagenes/empty.png", role: e.user, body: nil,
			status: 400, statusCode: "415", code: "InvalidMimeType"},
		{name: "malformed content type", method: "PUT", path: "contenido/imagenes/f.png", role: e.user, contentType: "image/png; =", body: png,
			status: 400, statusCode: "415", code: "InvalidMimeType"},
		{name: "too large", method: "PUT", path: "contenido/imagenes/big.png", role: e.user, body: big,
			status: 400, statusCode: "413", code: "EntityTooLarge"},
		{name: "bucket not found", method: "PUT", path: "nope/a.png", role: e.user, body: png,
			status: 400, statusCode: "404", code: "NoSuchBucket"},
		{name: "anon refused", method: "PUT", path: "contenido/imagenes/g.png", role: "anon", body: png,
			status: 400, statusCode: "403", code: "AccessDenied"},
		{name: "no credentials refused", method: "POST", path: "contenido/imagenes/g.png", body: png,
			status: 400, statusCode: "403", code: "AccessDenied"},
		{name: "bad JWT", method: "PUT", path: "contenido/imagenes/g.png", role: "not.a.jwt", body: png,
			status: 400, statusCode: "403", code: "AccessDenied"},
		{name: "forged JWT", method: "PUT", path: "contenido/imagenes/g.png", role: tok[:len(tok)-4] + "AAAA", body: png,
			status: 400, statusCode: "403", code: "AccessDenied"},
		{name: "bad metadata header", method: "PUT", path: "contenido/imagenes/h.png", role: e.user, body: png,
			headers: map[string]string{"x-metadata": "%%%"}, status: 400, statusCode: "400", code: "InvalidRequest"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := e.Do(c.method, "/storage/v1/object/"+c.path).Body(bytes.NewReader(c.body))
			if c.role != "" {
				req.As(c.role)
			}
			if c.contentType != "" {
				req.Header("Content-Type", c.contentType)
			}
			for k, v := range c.headers {
				req.Header(k, v)
			}
			res := req.Send()
			if c.code != "" {
				wantError(t, res, c.status, c.statusCode, c.code)
				return
			}
			if res.Code != c.status {
				t.Fatalf("status %d, want %d: %s", res.Code, c.status, res.Body)
			}
			var out map[string]string
			decode(t, res, &out)
			if out["Key"] != c.path || out["Id"] == "" || len(out) != 2 {
				t.Fatalf("answer %s, want {Key: %q, Id}", res.Body, c.path)
			}
		})
	}
	// Nothing refused left bytes or temporary files behind.
	for _, f := range e.stored(t) {
		if strings.HasPrefix(f, ".tmp/") || strings.HasPrefix(f, ".uploads/") || strings.Contains(f, "fake.png") || strings.Contains(f, "big.png") || strings.Contains(f, "x.svg") {
			t.Errorf("stray file %s", f)
		}
	}
}

func TestUploadExpiredToken(t *testing.T) {
	e := newEnv(t)
	e.Clock.Advance(2 * time.Hour)
	res := e.Do("PUT", "/storage/v1/object/contenido/imagenes/a.png").As(e.user).Body(bytes.NewReader(pngBytes(t))).Send()
	body := wantError(t, res, 400, "403", "AccessDenied")
	if !strings.Contains(body["message"], "exp") {
		t.Errorf("message %q does not say the token expired", body["message"])
	}
}

func TestUploadStoresDetectedTypeAndMetadata(t *testing.T) {
	e := newEnv(t)
	png := pngBytes(t)
	first := e.put(t, "contenido/imagenes/a.png", png)
	meta := base64.StdEncoding.EncodeToString([]byte(`{"alt":"Portada"}`))
	res := e.Do("PUT", "/storage/v1/object/contenido/imagenes/a.png").As(e.user).
		Header("Content-Type", "application/octet-stream").Header("Cache-Control", "max-age=60").Header("x-metadata", meta).
		Body(bytes.NewReader(png)).Send()
	if res.Code != 200 {
		t.Fatalf("%d %s", res.Code, res.Body)
	}
	var second map[string]string
	decode(t, res, &second)
	if second["Id"] != first["Id"] {
		t.Errorf("replacing changed the id: %s then %s", first["Id"], second["Id"])
	}
	var metaJSON, owner, userMeta string
	if err := e.DB.QueryRow(t.Context(), "SELECT metadata, owner, user_metadata FROM storage_objects WHERE name = 'imagenes/a.png'").Scan(&metaJSON, &owner, &userMeta); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"mimetype":"image/png"`, `"cacheControl":"max-age=60"`, `"httpStatusCode":200`, `"eTag":"\"`, `"lastModified":"`} {
		if !strings.Contains(metaJSON, want) {
			t.Errorf("metadata %s lacks %s", metaJSON, want)
		}
	}
	if owner != userID || userMeta != `{"alt":"Portada"}` {
		t.Errorf("owner %q user_metadata %q", owner, userMeta)
	}
	// One version on disk: the replaced bytes are gone.
	if got := e.stored(t); len(got) != 1 || !strings.HasPrefix(got[0], "contenido/imagenes/a.png/") {
		t.Errorf("files on disk %v, want one version of a.png", got)
	}
}

func TestUploadMultipartAsSupabaseJS(t *testing.T) {
	e := newEnv(t)
	png := pngBytes(t)
	ct, body := multipartBody(t, "3600", `{"autor":"ana"}`, "image/png", png)
	res := e.Do("POST", "/storage/v1/object/clientes/7/logos/acme.png").As(e.user).Header("Content-Type", ct).
		Header("x-upsert", "false").Body(bytes.NewReader(body)).Send()
	if res.Code != 200 {
		t.Fatalf("%d %s", res.Code, res.Body)
	}
	get := e.Do("GET", "/storage/v1/object/public/clientes/7/logos/acme.png").Send()
	if get.Code != 200 || !bytes.Equal(get.Body.Bytes(), png) {
		t.Fatalf("download %d, %d bytes", get.Code, get.Body.Len())
	}
	if cc := get.Header().Get("Cache-Control"); cc != "max-age=3600" {
		t.Errorf("Cache-Control %q", cc)
	}
	info := e.Do("GET", "/storage/v1/object/info/public/clientes/7/logos/acme.png").Send()
	if info.Code != 200 || !strings.Contains(info.Body.String(), `"metadata":{"autor":"ana"}`) || !strings.Contains(info.Body.String(), `"content_type":"image/png"`) {
		t.Errorf("info %d %s", info.Code, info.Body)
	}

	// A text file sent as a PNG part is refused from its bytes.
	ct, body = multipartBody(t, "3600", "", "image/png", []byte("hello"))
	wantError(t, e.Do("POST", "/storage/v1/object/clientes/7/logos/fake.png").As(e.user).Header("Content-Type", ct).Body(bytes.NewReader(body)).Send(),
		400, "415", "InvalidMimeType")
	// A form without a file.
	wantError(t, e.Do("POST", "/storage/v1/object/clientes/7/logos/none.png").As(e.user).
		Header("Content-Type", "multipart/form-data; boundary=xyz").Body(strings.NewReader("--xyz--\r\n")).Send(), 400, "400", "InvalidRequest")
	// A multipart content type without a boundary.
	wantError(t, e.Do("POST", "/storage/v1/object/clientes/7/logos/none.png").As(e.user).
		Header("Content-Type", "multipart/form-data").Body(strings.NewReader("x")).Send(), 400, "415", "InvalidMimeType")
}

func TestUploadMultipartTooLarge(t *testing.T) {
	e := newEnv(t, withUploadLimit(32<<10))
	big := append(pngBytes(t), bytes.Repeat([]byte{1}, 40<<10)...)
	ct, body := multipartBody(t, "3600", "", "image/png", big)
	wantError(t, e.Do("POST", "/storage/v1/object/contenido/imagenes/big.png").As(e.user).Header("Content-Type", ct).
		Body(bytes.NewReader(body)).Send(), 400, "413", "EntityTooLarge")
	if n := countObjects(t, e); n != 0 {
		t.Errorf("%d rows", n)
	}
}

func TestUploadTooLargeStreamingWithoutLength(t *testing.T) {
	e := newEnv(t, withUploadLimit(16<<10))
	big := io.MultiReader(bytes.NewReader(pngBytes(t)), io.LimitReader(zeros{}, 1<<20))
	res := e.Do("PUT", "/storage/v1/object/contenido/imagenes/big.png").As(e.user).Body(big).Send() // no Content-Length
	wantError(t, res, 400, "413", "EntityTooLarge")
	if got := e.stored(t); len(got) != 0 {
		t.Errorf("files left: %v", got)
	}
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }

// cutReader yields n bytes of data, then fails as a dropped connection does.
type cutReader struct {
	data []byte
	n    int
}

func (c *cutReader) Read(p []byte) (int, error) {
	if c.n <= 0 {
		return 0, io.ErrUnexpectedEOF
	}
	k := copy(p, c.data[:min(len(c.data), c.n, len(p))])
	c.data, c.n = c.data[k:], c.n-k
	return k, nil
}

func TestUploadCutHalfwayLeavesNothing(t *testing.T) {
	e := newEnv(t)
	payload := append(pngBytes(t), bytes.Repeat([]byte{7}, 3<<20)...)
	for _, method := range []string{"PUT", "POST"} {
		res := e.Do(method, "/storage/v1/object/contenido/imagenes/cut.png").As(e.user).
			Body(&cutReader{data: payload, n: len(payload) / 2}).Send()
		if res.Code == http.StatusOK {
			t.Fatalf("%s: a cut upload was stored: %s", method, res.Body)
		}
		wantError(t, res, 400, "400", "InvalidRequest")
	}
	// Cut before the type could even be detected.
	res := e.Do("PUT", "/storage/v1/object/contenido/imagenes/cut.png").As(e.user).Body(&cutReader{data: payload, n: 100}).Send()
	wantError(t, res, 400, "400", "InvalidRequest")
	// Multipart, cut inside the file part.
	ct, body := multipartBody(t, "3600", "", "image/png", payload)
	res = e.Do("POST", "/storage/v1/object/contenido/imagenes/cut.png").As(e.user).Header("Content-Type", ct).
		Body(&cutReader{data: body, n: len(body) / 2}).Send()
	wantError(t, res, 400, "400", "InvalidRequest")
	if n := countObjects(t, e); n != 0 {
		t.Errorf("%d metadata rows after cut uploads", n)
	}
	if got := e.stored(t); len(got) != 0 {
		t.Errorf("files after cut uploads (partial or temporary): %v", got)
	}
	// A cut replacement keeps the previous object whole.
	e.put(t, "contenido/imagenes/keep.png", payload)
	res = e.Do("PUT", "/storage/v1/object/contenido/imagenes/keep.png").As(e.user).Body(&cutReader{data: pngBytes(t), n: 60}).Send()
	if res.Code == 200 {
		t.Fatal("cut replacement stored")
	}
	get := e.Do("GET", "/storage/v1/object/public/contenido/imagenes/keep.png").Send()
	if !bytes.Equal(get.Body.Bytes(), payload) {
		t.Errorf("previous object damaged: %d bytes", get.Body.Len())
	}
	if got := e.stored(t); len(got) != 1 {
		t.Errorf("files %v, want only keep.png's version", got)
	}
}

// TestUploadConnectionDropped cuts a real TCP connection halfway through the body: the handler
// ends, and neither bytes, temporary files nor a row remain.
func TestUploadConnectionDropped(t *testing.T) {
	e := newEnv(t)
	done := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer close(done)
		e.Handler.ServeHTTP(w, r)
	}))
	defer srv.Close() // about 0.5 s: net/http lingers before closing a connection whose body was cut
	conn, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	body := append(pngBytes(t), bytes.Repeat([]byte{9}, 2<<20)...)
	head := "PUT /storage/v1/object/contenido/imagenes/dropped.png HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + e.user +
		"\r\nContent-Type: application/octet-stream\r\nContent-Length: " + strconv.Itoa(len(body)) + "\r\n\r\n"
	if _, err := conn.Write(append([]byte(head), body[:len(body)/2]...)); err != nil {
		t.Fatal(err)
	}
	_ = conn.Close()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the handler did not notice the dropped connection")
	}
	if n := countObjects(t, e); n != 0 {
		t.Errorf("%d rows", n)
	}
	if got := e.stored(t); len(got) != 0 {
		t.Errorf("files left: %v", got)
	}
}
