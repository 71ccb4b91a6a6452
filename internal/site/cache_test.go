package site_test

import (
	"context"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/site"
)

func TestSanitizedBody(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	var cat struct{ ID int }
	f.row("categoria-servicios", "select=id&slug=eq.ciberseguridad", &cat)
	body := `<p>Texto válido</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">enlace</a>` +
		`<iframe src="https://example.com"></iframe><p style="color:red" onclick="alert(4)">estilo</p><svg onload=alert(5)></svg>`
	created := f.rest(http.MethodPost, "/rest/v1/contenido",
		`{"titulo":"<script>alert(6)</script> Prueba","categoria":`+strconv.Itoa(cat.ID)+`,"descripcion":{"body":`+strconv.Quote(body)+`,"layout":2}}`, 201)
	id := strings.TrimSuffix(strings.SplitN(strings.SplitN(created, `"id":`, 2)[1], ",", 2)[0], "}")
	res, _ := f.get("/contenido/" + id)
	page := f.page(res.Header.Get("Location"), 200)
	mustContain(t, "sanitized", page, "<p>Texto válido</p>", "enlace", "estilo", "&lt;script&gt;alert(6)&lt;/script&gt; Prueba")
	mustNotContain(t, "sanitized", page, "<script>", "onerror", "javascript:", "<iframe", "onclick", "onload", `style="color`)
	// The one script with a source is the site's own menu script.
	if srcs := regexp.MustCompile(`<script src="([^"?]+)`).FindAllStringSubmatch(page, -1); len(srcs) != 1 || srcs[0][1] != "/static/site.js" {
		t.Errorf("scripts with a source: %v", srcs)
	}
	// Its only scripts are JSON-LD (the breadcrumb trail), with the title escaped.
	mustNotContain(t, "sanitized JSON-LD", page, `"<script`, "</script> Prueba\"")
	// The sidebar of the other items and the category page escape the title as well.
	mustNotContain(t, "category", f.page("/servicios/ciberseguridad", 200), "<script>") // its JSON-LD is <script type=…>
}

func TestEditInvalidatesPages(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	id, path := f.contentURL("Transformación digital paso a paso")
	before := f.page(path, 200)
	res, _ := f.get(path)
	etag := res.Header.Get("ETag")
	if again, _ := f.get(path); again.Header.Get("ETag") != etag {
		t.Fatal("a cached page changed without a write")
	}
	home := f.page("/", 200)

	// An editor changes the body through /rest/v1: the next request shows it.
	f.rest(http.MethodPatch, "/rest/v1/contenido?id=eq."+strconv.Itoa(id), `{"descripcion":{"body":"<p>Texto recién editado</p>","layout":1}}`, 200)
	after := f.page(path, 200)
	if after == before || !strings.Contains(after, "Texto recién editado") {
		t.Fatal("the edit is not on the page")
	}
	if res, _ := f.get(path, "If-None-Match", etag); res.StatusCode != 200 {
		t.Errorf("old ETag still matches: %d", res.StatusCode)
	}
	// A new testimonial reaches the home page at once too.
	var cat struct{ ID int }
	f.row("categoria-servicios", "select=id&slug=eq.seo-local", &cat)
	f.rest(http.MethodPost, "/rest/v1/testimoniales", `{"categoria":`+strconv.Itoa(cat.ID)+`,"testimonio":"Recién llegado","empresa":"Nueva SA","created_at":"2027-01-01T00:00:00Z"}`, 201)
	if now := f.page("/", 200); now == home || !strings.Contains(now, "Recién llegado") {
		t.Error("the new testimonial is not on the home page")
	}
	// A renamed item moves to its new address; the old one redirects there.
	f.rest(http.MethodPatch, "/rest/v1/contenido?id=eq."+strconv.Itoa(id), `{"titulo":"Transformación digital sin prisa"}`, 200)
	res, _ = f.get(path)
	if want := "/contenido/" + strconv.Itoa(id) + "-transformacion-digital-sin-prisa"; res.StatusCode != 301 || res.Header.Get("Location") != want {
		t.Errorf("old address: %d %s", res.StatusCode, res.Header.Get("Location"))
	}
	// A deleted item is gone.
	f.rest(http.MethodDelete, "/rest/v1/contenido?id=eq."+strconv.Itoa(id), "", 200)
	f.page("/contenido/"+strconv.Itoa(id)+"-transformacion-digital-sin-prisa", 404)
}

// TestCacheLifetime: with a remote platform the site sees no writes, so pages expire after the
// configured lifetime; a write through the platform directly (no hook) shows only after it.
func TestCacheLifetime(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	f := newFixture(t, true, func(o *site.Options) { o.CacheTTL = 30 * time.Second; o.Now = clock })
	f.page("/clientes", 200)
	f.addClientBehindTheSite("Hospital Central")
	mustNotContain(t, "within the lifetime", f.page("/clientes", 200), "Hospital Central")
	mu.Lock()
	now = now.Add(31 * time.Second)
	mu.Unlock()
	mustContain(t, "after the lifetime", f.page("/clientes", 200), "Hospital Central")
}

// addClientBehindTheSite writes through a platform handler without the site's hook, as another
// instance or a remote platform would.
func (f *fixture) addClientBehindTheSite(name string) {
	f.t.Helper()
	remote := platformclient.New(platformclient.Options{BaseURL: testBase, AnonKey: f.env.Keys.AnonKey(),
		ServiceRoleKey: f.env.Keys.ServiceRoleKey(), Transport: platformclient.InProcess(f.env.Handler)})
	var grp struct{ ID int }
	f.row("categorias", "select=id&nombre=eq.Salud", &grp)
	if err := remote.From("clientes", remote.Service()).Insert(context.Background(), map[string]any{"nombre": name, "categoria": grp.ID}, nil); err != nil {
		f.t.Fatal(err)
	}
}

func TestCacheDisabled(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true, func(o *site.Options) { o.CacheBytes = -1 })
	f.page("/clientes", 200)
	f.addClientBehindTheSite("Hospital Central")
	mustContain(t, "uncached", f.page("/clientes", 200), "Hospital Central")
}

// recordingTransport notes the credentials of every platform call.
type recordingTransport struct {
	next http.RoundTripper
	mu   sync.Mutex
	keys map[string]bool
}

func (r *recordingTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	r.mu.Lock()
	r.keys[req.Header.Get("apikey")+" "+req.Header.Get("Authorization")] = true
	r.mu.Unlock()
	return r.next.RoundTrip(req)
}

func TestReadsOnlyWithThePublishableKey(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	rec := &recordingTransport{next: platformclient.InProcess(f.plat), keys: map[string]bool{}}
	c := platformclient.New(platformclient.Options{BaseURL: testBase, AnonKey: f.env.Keys.AnonKey(),
		ServiceRoleKey: f.env.Keys.ServiceRoleKey(), Transport: rec})
	s, err := site.New(site.Options{Client: c, BaseURL: testBase})
	if err != nil {
		t.Fatal(err)
	}
	_, p2 := f.contentURL("Cómo elegir la plataforma de comercio electrónico adecuada")
	for _, path := range []string{"/", "/servicios/aplicaciones-web", p2, "/testimonios", "/clientes", "/sitemap.xml"} {
		w := newRecorder()
		s.ServeHTTP(w, mustRequest(t, path))
		if w.Code != 200 {
			t.Fatalf("%s: %d", path, w.Code)
		}
	}
	anon := f.env.Keys.AnonKey()
	if len(rec.keys) != 1 || !rec.keys[anon+" Bearer "+anon] {
		t.Errorf("the site used other credentials: %v", rec.keys)
	}
}

func TestPlatformDown(t *testing.T) {
	t.Parallel()
	c := platformclient.New(platformclient.Options{BaseURL: "http://127.0.0.1:1", AnonKey: "clave", Timeout: 2 * time.Second})
	s, err := site.New(site.Options{Client: c, BaseURL: testBase})
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{"/", "/servicios/x", "/contenido/1-x", "/testimonios", "/clientes", "/sitemap.xml"} {
		w := newRecorder()
		s.ServeHTTP(w, mustRequest(t, path))
		if w.Code != 503 || w.Header().Get("Retry-After") == "" || w.Header().Get("Cache-Control") != "no-store" {
			t.Errorf("%s: %d %v", path, w.Code, w.Header())
		}
		mustContain(t, path, w.Body.String(), "<h1>Servicio no disponible</h1>")
		mustNotContain(t, path, w.Body.String(), "127.0.0.1", "data platform")
	}
	// robots.txt and the static files need no platform.
	w := newRecorder()
	s.ServeHTTP(w, mustRequest(t, "/robots.txt"))
	if w.Code != 200 {
		t.Errorf("robots.txt: %d", w.Code)
	}
}

func mustRequest(t *testing.T, path string) *http.Request {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	return req
}

func TestSeedIsIdempotent(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	if err := site.Seed(t.Context(), f.client); err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{"categoria-servicios": 15, "contenido": 12, "testimoniales": 20, "categorias": 4, "clientes": 10}
	for table, want := range counts {
		req := mustRequest(t, "/rest/v1/"+table+"?select=id")
		req.Header.Set("apikey", f.env.Keys.AnonKey())
		req.Header.Set("Prefer", "count=exact")
		w := newRecorder()
		f.handler.ServeHTTP(w, req)
		if got := w.Header().Get("Content-Range"); !strings.HasSuffix(got, "/"+strconv.Itoa(want)) {
			t.Errorf("%s: %s, want %d rows", table, got, want)
		}
	}
	// Three levels, all three layouts, and every featured image and logo stored where interface.md says.
	var leaf struct {
		IDPadre int `json:"id_padre"`
	}
	f.row("categoria-servicios", "select=id_padre&slug=eq.seo-local", &leaf)
	var mid struct {
		IDPadre *int `json:"id_padre"`
	}
	f.row("categoria-servicios", "select=id_padre&id=eq."+strconv.Itoa(leaf.IDPadre), &mid)
	if mid.IDPadre == nil {
		t.Error("the category tree is not three levels deep")
	}
	body := f.rest(http.MethodGet, "/rest/v1/contenido?select=descripcion,imagen_principal", "", 200)
	for _, want := range []string{`"layout":1`, `"layout":2`, `"layout":3`, `"imagen_principal":"imagenes/`} {
		if !strings.Contains(body, want) {
			t.Errorf("content lacks %s", want)
		}
	}
	if strings.Contains(body, `"imagen_principal":null`) {
		t.Error("an item has no featured image")
	}
	body = f.rest(http.MethodGet, "/rest/v1/clientes?select=logo_url", "", 200)
	// Every demo logo is a word-mark (SVG with the company's name), not a nameless shape.
	if strings.Count(body, `/logos/`) != 10 || strings.Count(body, ".svg") != 10 {
		t.Errorf("logos: %s", body)
	}
	var logo struct {
		LogoURL string `json:"logo_url"`
	}
	f.row("clientes", "select=logo_url&nombre=eq.Cl%C3%ADnica%20Santa%20Luc%C3%ADa", &logo)
	if res, svg := f.get("/storage/v1/object/public/clientes/" + logo.LogoURL); res.StatusCode != 200 || !strings.Contains(svg, ">Santa Lucía</text>") {
		t.Errorf("the logo does not carry the whole name: %s", svg)
	}
}
