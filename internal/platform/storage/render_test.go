package storage_test

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/vitrina/vitrina/internal/imaging"
	"github.com/vitrina/vitrina/internal/imaging/imagingtest"
	"github.com/vitrina/vitrina/internal/platform/storage"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

const acceptWebP = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" // Chromium's

// photo is a 400×300 picture in format f.
func photo(t testing.TB, f imaging.Format) []byte { return imagingtest.Encoded(t, 400, 300, f) }

// decodedImage decodes an answer's body and checks its format.
func decodedImage(t *testing.T, res *httptest.ResponseRecorder, want imaging.Format) image.Rectangle {
	t.Helper()
	if res.Code != http.StatusOK {
		t.Fatalf("status %d: %s", res.Code, res.Body)
	}
	if ct := res.Header().Get("Content-Type"); ct != want.MimeType() {
		t.Fatalf("Content-Type %q, want %s", ct, want.MimeType())
	}
	img, f, err := imaging.Decode(bytes.NewReader(res.Body.Bytes()), 0)
	if err != nil || f != want {
		t.Fatalf("decode: %v %v", f, err)
	}
	return img.Bounds()
}

func TestRenderEachFormat(t *testing.T) {
	e := newEnv(t)
	for _, f := range []imaging.Format{imaging.JPEG, imaging.PNG, imaging.GIF, imaging.WebP} {
		t.Run(string(f), func(t *testing.T) {
			path := "contenido/fotos/a." + f.Extension()
			original := photo(t, f)
			e.put(t, path, original)
			url := "/storage/v1/render/image/public/" + path
			webp := e.Do("GET", url+"?width=100").Header("Accept", acceptWebP).Send()
			if b := decodedImage(t, webp, imaging.WebP); b.Dx() != 100 || b.Dy() != 75 {
				t.Fatalf("WebP variant is %v", b)
			}
			etag := webp.Header().Get("ETag")
			if !strings.HasPrefix(etag, `"`) || webp.Header().Get("Vary") != "Accept" {
				t.Fatalf("headers %v", webp.Header())
			}
			if res := e.Do("GET", url+"?width=100").Header("Accept", acceptWebP).Header("If-None-Match", etag).Send(); res.Code != http.StatusNotModified {
				t.Fatalf("revalidation: %d", res.Code)
			}
			plain := e.Do("GET", url+"?width=100&height=100&resize=cover").Header("Accept", "*/*").Send()
			if b := decodedImage(t, plain, f); b.Dx() != 100 || b.Dy() != 100 {
				t.Fatalf("variant in the original's format is %v", b)
			}
			origin := e.Do("GET", url+"?height=60&resize=contain&format=origin&quality=50").Header("Accept", acceptWebP).Send()
			if b := decodedImage(t, origin, f); b.Dx() != 80 || b.Dy() != 60 {
				t.Fatalf("format=origin variant is %v", b)
			}
			// The original is untouched.
			if res := e.Do("GET", "/storage/v1/object/public/"+path).Send(); !bytes.Equal(res.Body.Bytes(), original) {
				t.Fatal("the original changed")
			}
		})
	}
}

func TestRenderRefusals(t *testing.T) {
	e := newEnv(t)
	e.put(t, "contenido/fotos/a.png", photo(t, imaging.PNG))
	e.put(t, "clientes/logos/logo.svg", []byte(svgDoc))
	e.put(t, "contenido/fotos/roto.png", append([]byte("\x89PNG\r\n\x1a\n"), bytes.Repeat([]byte{7}, 200)...))
	tests := []struct {
		name, path, role       string
		status                 int
		statusCode, code, want string
	}{
		{"width zero", "public/contenido/fotos/a.png?width=0", "", 400, "400", "InvalidRequest", "width must be >= 1"},
		{"width not a number", "public/contenido/fotos/a.png?width=ancho", "", 400, "400", "InvalidRequest", "width must be integer"},
		{"width too large", "public/contenido/fotos/a.png?width=2501", "", 400, "400", "InvalidRequest", "width must be <= 2500"},
		{"quality too low", "public/contenido/fotos/a.png?quality=5", "", 400, "400", "InvalidRequest", "quality must be >= 20"},
		{"unknown resize", "public/contenido/fotos/a.png?resize=stretch", "", 400, "400", "InvalidRequest", "resize must be equal to one of"},
		{"unknown format", "public/contenido/fotos/a.png?format=avif", "", 400, "400", "InvalidRequest", "format must be equal to one of"},
		{"missing object", "public/contenido/fotos/no.png?width=10", "", 400, "404", "NoSuchKey", ""},
		{"missing bucket", "public/nada/a.png?width=10", "", 400, "404", "NoSuchBucket", ""},
		{"authenticated without credentials", "authenticated/contenido/fotos/a.png?width=10", "", 400, "403", "AccessDenied", ""},
		{"not decodable", "public/contenido/fotos/roto.png?width=10", "", 400, "422", "InvalidImage", "could not be read as an image"},
		{"bad token", "sign/contenido/fotos/a.png?token=x.y.z", "", 400, "400", "InvalidJWT", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := e.Do("GET", "/storage/v1/render/image/"+tt.path)
			if tt.role != "" {
				req.As(tt.role)
			}
			body := wantError(t, req.Send(), tt.status, tt.statusCode, tt.code)
			if !strings.Contains(body["message"], tt.want) {
				t.Fatalf("message %q, want %q", body["message"], tt.want)
			}
		})
	}
	t.Run("svg is served as it is", func(t *testing.T) {
		res := e.Do("GET", "/storage/v1/render/image/public/clientes/logos/logo.svg?width=10").Header("Accept", acceptWebP).Send()
		if res.Code != 200 || res.Body.String() != svgDoc || res.Header().Get("Content-Type") != "image/svg+xml" ||
			res.Header().Get("Content-Security-Policy") == "" {
			t.Fatalf("%d %v %q", res.Code, res.Header(), res.Body)
		}
	})
}

// pngBomb is a 60-byte PNG whose header claims w×h pixels.
func pngBomb(w, h uint32) []byte {
	ihdr := []byte("IHDR\x00\x00\x00\x00\x00\x00\x00\x00\x08\x06\x00\x00\x00")
	binary.BigEndian.PutUint32(ihdr[4:], w)
	binary.BigEndian.PutUint32(ihdr[8:], h)
	out := binary.BigEndian.AppendUint32([]byte("\x89PNG\r\n\x1a\n"), 13)
	out = append(out, ihdr...)
	out = binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(ihdr))
	return append(out, make([]byte, 16)...)
}

// TestRenderDecompressionBomb stores a tiny PNG that claims 100 000 × 100 000 pixels (40 GB as
// RGBA): the render is refused from its header, and the process's heap does not grow with it.
func TestRenderDecompressionBomb(t *testing.T) {
	e := newEnv(t)
	e.put(t, "contenido/fotos/bomba.png", pngBomb(100_000, 100_000))
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	res := e.Do("GET", "/storage/v1/render/image/public/contenido/fotos/bomba.png?width=320").Header("Accept", acceptWebP).Send()
	runtime.ReadMemStats(&after)
	body := wantError(t, res, 400, "413", "EntityTooLarge")
	if !strings.Contains(body["message"], "100000×100000") {
		t.Fatalf("message %q", body["message"])
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 16<<20 {
		t.Fatalf("the refused bomb allocated %d bytes", grew)
	}
	if hasPrefixAny(e.stored(t), "contenido/fotos/bomba.png/") && strings.Contains(strings.Join(e.stored(t), " "), ".variants/") {
		t.Fatal("a variant of the bomb was stored")
	}
}

// renderCount is a storage service on the environment's database and files whose image renders
// are counted in reg.
func renderService(t *testing.T, e *env, reg prometheus.Registerer) http.Handler {
	t.Helper()
	s, err := storage.New(storage.Options{DB: e.DB, Keys: e.Keys, DataDir: e.Config.DataDir, UploadLimit: e.Config.UploadLimit,
		StorageURL: e.Config.StorageURL, S3: blob.Credentials{AccessKey: e.Config.S3AccessKey, SecretKey: e.Config.S3SecretKey}, Metrics: reg})
	if err != nil {
		t.Fatal(err)
	}
	return http.StripPrefix("/storage/v1", s)
}

// renderOf asks h (the storage service under /storage/v1) for a variant of the public object path,
// accepting WebP.
func renderOf(h http.Handler, path, query string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("GET", "/storage/v1/render/image/public/"+path+"?"+query, nil)
	req.Header.Set("Accept", acceptWebP)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func renders(t *testing.T, reg *prometheus.Registry) int {
	t.Helper()
	n, err := testutil.GatherAndCount(reg, "vitrina_storage_image_renders_total")
	if err != nil || n != 1 {
		t.Fatalf("metric: %d %v", n, err)
	}
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() == "vitrina_storage_image_renders_total" {
			return int(mf.GetMetric()[0].GetCounter().GetValue())
		}
	}
	t.Fatal("no vitrina_storage_image_renders_total")
	return 0
}

// TestRenderConcurrentRequestsOneRender sends 12 requests for one variant at once: they all get
// the same bytes, and the variant is rendered once; later requests read the stored variant.
func TestRenderConcurrentRequestsOneRender(t *testing.T) {
	e := newEnv(t)
	e.put(t, "contenido/fotos/a.jpg", photo(t, imaging.JPEG))
	reg := prometheus.NewRegistry()
	h := renderService(t, e, reg)
	get := func(query string) *httptest.ResponseRecorder { return renderOf(h, "contenido/fotos/a.jpg", query) }
	const n = 12
	bodies := make([][]byte, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			<-start
			res := get("width=200")
			if res.Code != 200 {
				t.Errorf("request %d: %d %s", i, res.Code, res.Body)
			}
			bodies[i] = res.Body.Bytes()
		})
	}
	close(start)
	wg.Wait()
	for i := range bodies {
		if !bytes.Equal(bodies[i], bodies[0]) || len(bodies[0]) == 0 {
			t.Fatalf("request %d got other bytes", i)
		}
	}
	if got := renders(t, reg); got != 1 {
		t.Fatalf("%d concurrent requests rendered %d times, want 1", n, got)
	}
	get("width=200")
	if got := renders(t, reg); got != 1 {
		t.Fatalf("a stored variant was rendered again (%d renders)", got)
	}
	get("width=100")
	if got := renders(t, reg); got != 2 {
		t.Fatalf("another variant: %d renders, want 2", got)
	}
}

func variantsIn(list []string) []string {
	var out []string
	for _, k := range list {
		if strings.Contains(k, ".variants/") {
			out = append(out, k)
		}
	}
	return out
}

// TestVariantsLiveAndDieWithTheirOriginal: variants are stored beside the original, are not
// listed, survive the orphan sweep while their version is current, and go when the original is
// overwritten or deleted.
func TestVariantsLiveAndDieWithTheirOriginal(t *testing.T) {
	e := newEnv(t)
	e.put(t, "contenido/fotos/a.png", photo(t, imaging.PNG))
	for _, q := range []string{"width=100", "width=200"} {
		if res := e.Do("GET", "/storage/v1/render/image/public/contenido/fotos/a.png?"+q).Header("Accept", acceptWebP).Send(); res.Code != 200 {
			t.Fatal(res.Body)
		}
	}
	if v := variantsIn(e.stored(t)); len(v) != 2 {
		t.Fatalf("stored variants %v", v)
	}
	list := e.Do("POST", "/storage/v1/object/list/contenido").As(e.user).JSON(`{"prefix":"fotos"}`).Send()
	if list.Code != 200 || strings.Count(list.Body.String(), `"name"`) != 1 || strings.Contains(list.Body.String(), "variants") {
		t.Fatalf("listing: %s", list.Body)
	}
	if n, err := e.service(t).SweepOrphans(t.Context(), 0); err != nil || n != 0 {
		t.Fatalf("sweep removed %d (%v)", n, err)
	}
	if v := variantsIn(e.stored(t)); len(v) != 2 {
		t.Fatalf("after the sweep: %v", v)
	}
	e.put(t, "contenido/fotos/a.png", photo(t, imaging.JPEG)) // overwritten: a new version
	if v := variantsIn(e.stored(t)); len(v) != 0 {
		t.Fatalf("variants of the replaced version remain: %v", v)
	}
	webp := e.Do("GET", "/storage/v1/render/image/public/contenido/fotos/a.png?width=100").Header("Accept", acceptWebP).Send()
	decodedImage(t, webp, imaging.WebP)
	if v := variantsIn(e.stored(t)); len(v) != 1 {
		t.Fatalf("stored variants %v", v)
	}
	if res := e.Do("DELETE", "/storage/v1/object/contenido/fotos/a.png").As(e.user).Send(); res.Code != 200 {
		t.Fatal(res.Body)
	}
	if got := e.stored(t); len(variantsIn(got)) != 0 || hasPrefixAny(got, "contenido/fotos/") {
		t.Fatalf("after deleting the original: %v", got)
	}
}

func TestRenderCacheAndSignedURLs(t *testing.T) {
	e := newEnv(t)
	e.put(t, "contenido/fotos/a.png", photo(t, imaging.PNG))
	var version string
	if err := e.DB.QueryRow(t.Context(), "SELECT version FROM storage_objects WHERE name = ?", "fotos/a.png").Scan(&version); err != nil {
		t.Fatal(err)
	}
	url := "/storage/v1/render/image/public/contenido/fotos/a.png?width=50"
	if cc := e.Do("GET", url+"&version="+version).Send().Header().Get("Cache-Control"); cc != "public, max-age=31536000, immutable" {
		t.Fatalf("versioned URL: Cache-Control %q", cc)
	}
	if cc := e.Do("GET", url+"&version=old").Send().Header().Get("Cache-Control"); cc != "no-cache" {
		t.Fatalf("stale version: Cache-Control %q", cc)
	}
	// The original too: its public address with the current version is immutable, and so is the
	// library's record of that version (what the site links).
	original := "/storage/v1/object/public/contenido/fotos/a.png"
	if cc := e.Do("GET", original+"?version="+version).Send().Header().Get("Cache-Control"); cc != "public, max-age=31536000, immutable" {
		t.Fatalf("versioned original: Cache-Control %q", cc)
	}
	for _, u := range []string{original, original + "?version=old", original + "?version="} {
		if cc := e.Do("GET", u).Send().Header().Get("Cache-Control"); cc != "no-cache" {
			t.Fatalf("%s: Cache-Control %q", u, cc)
		}
	}
	var listed string
	if err := e.DB.QueryRow(t.Context(), "SELECT version FROM medios WHERE bucket = ? AND ruta = ?", "contenido", "fotos/a.png").Scan(&listed); err != nil || listed != version {
		t.Fatalf("the library records version %q (%v), want %q", listed, err, version)
	}
	res := e.Do("POST", "/storage/v1/object/sign/contenido/fotos/a.png").As(e.user).
		JSON(`{"expiresIn":60,"transform":{"width":40,"height":40,"resize":"fill"}}`).Send()
	var signed map[string]string
	decode(t, res, &signed)
	if !strings.HasPrefix(signed["signedURL"], "/render/image/sign/contenido/fotos/a.png?token=") {
		t.Fatalf("signed: %s", res.Body)
	}
	got := e.Do("GET", "/storage/v1"+signed["signedURL"]+"&width=400").Header("Accept", acceptWebP).Send()
	if b := decodedImage(t, got, imaging.WebP); b.Dx() != 40 || b.Dy() != 40 || got.Header().Get("Expires") == "" {
		t.Fatalf("signed render %v, headers %v", b, got.Header())
	}
	bad := e.Do("POST", "/storage/v1/object/sign/contenido/fotos/a.png").As(e.user).JSON(`{"expiresIn":60,"transform":{"width":9999}}`).Send()
	wantError(t, bad, 400, "400", "InvalidRequest")
}

// TestRenderAfterClose: a closed service (the server shutting down, after its requests) starts no
// render, since a render outlives its request and would write into a store being shut: a variant
// not made yet is refused with 503 and nothing is stored, while one already made is still served.
func TestRenderAfterClose(t *testing.T) {
	e := newEnv(t)
	e.put(t, "contenido/fotos/a.png", photo(t, imaging.PNG))
	s := e.service(t)
	h := http.StripPrefix("/storage/v1", s)
	get := func(query string) *httptest.ResponseRecorder { return renderOf(h, "contenido/fotos/a.png", query) }
	if res := get("width=100"); res.Code != http.StatusOK {
		t.Fatalf("before Close: %d %s", res.Code, res.Body)
	}
	before := variantsIn(e.stored(t))
	s.Close()
	if res := get("width=100"); res.Code != http.StatusOK {
		t.Errorf("a variant made before Close: %d %s", res.Code, res.Body)
	}
	res := get("width=50")
	if res.Code != http.StatusServiceUnavailable || !strings.Contains(res.Body.String(), `"statusCode":"503"`) {
		t.Errorf("a new variant after Close: %d %s", res.Code, res.Body)
	}
	if after := variantsIn(e.stored(t)); len(after) != len(before) {
		t.Errorf("variants stored after Close: %v, before %v", after, before)
	}
}

// TestRenderNewVariantsPerAddress: one address may have a bounded number of variants not made yet
// rendered (bursts of twice the rate a minute); past it a new width gets a 429 with Retry-After in
// Storage's shape, while a variant already made is still served and another address is not held.
func TestRenderNewVariantsPerAddress(t *testing.T) {
	e := newEnv(t)
	e.put(t, "contenido/fotos/a.jpg", photo(t, imaging.JPEG))
	s, err := storage.New(storage.Options{DB: e.DB, Keys: e.Keys, DataDir: e.Config.DataDir, UploadLimit: e.Config.UploadLimit,
		StorageURL: e.Config.StorageURL, S3: blob.Credentials{AccessKey: e.Config.S3AccessKey, SecretKey: e.Config.S3SecretKey},
		ImageRendersPerMinute: 2})
	if err != nil {
		t.Fatal(err)
	}
	h := http.StripPrefix("/storage/v1", s)
	from := func(addr, query string) *httptest.ResponseRecorder {
		req := httptest.NewRequest("GET", "/storage/v1/render/image/public/contenido/fotos/a.jpg?"+query, nil)
		req.RemoteAddr = addr + ":4321"
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	for _, w := range []string{"100", "110", "120", "130"} {
		if res := from("203.0.113.7", "width="+w); res.Code != http.StatusOK {
			t.Fatalf("new width %s within the burst: %d %s", w, res.Code, res.Body)
		}
	}
	res := from("203.0.113.7", "width=140")
	if res.Code != http.StatusTooManyRequests || res.Header().Get("Retry-After") != "30" || !strings.Contains(res.Body.String(), `"statusCode":"429"`) {
		t.Fatalf("a new width past the bound: %d %q %s", res.Code, res.Header().Get("Retry-After"), res.Body)
	}
	if res := from("203.0.113.7", "width=100"); res.Code != http.StatusOK {
		t.Fatalf("a variant already made: %d", res.Code)
	}
	if res := from("198.51.100.9", "width=140"); res.Code != http.StatusOK {
		t.Fatalf("another address: %d", res.Code)
	}
}
