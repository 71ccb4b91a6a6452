package site_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/site"
)

// contactClock is the site's clock in the contact tests: the fill time is measured on it.
type contactClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *contactClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *contactClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

type contactFixture struct {
	*fixture
	clock    *contactClock
	received int
}

func newContactFixture(t testing.TB, opts ...fixtureOption) *contactFixture {
	t.Helper()
	cf := &contactFixture{clock: &contactClock{now: time.Now().UTC()}}
	all := append([]fixtureOption{func(o *site.Options) {
		o.Now = cf.clock.Now
		o.ContactReceived = func() { cf.received++ }
	}}, opts...)
	cf.fixture = newFixture(t, false, all...)
	return cf
}

var tokenRE = regexp.MustCompile(`name="formulario" value="([^"]+)"`)

// formToken loads the contact page and returns its signed token.
func (f *contactFixture) formToken() string {
	f.t.Helper()
	body := f.page("/contacto", http.StatusOK)
	m := tokenRE.FindStringSubmatch(body)
	if m == nil {
		f.t.Fatal("contact page without a form token")
	}
	return m[1]
}

func validContact() url.Values {
	return url.Values{"nombre": {"Lucía Pérez"}, "email": {"lucia@ejemplo.com"}, "telefono": {"+34 600 123 456"},
		"empresa": {"Ejemplo SL"}, "asunto": {"Presupuesto"}, "mensaje": {"Quisiera un presupuesto para una web."},
		"consentimiento": {"1"}}
}

// post sends the form from addr and returns the answer.
func (f *contactFixture) post(form url.Values, addr string) (*http.Response, string) {
	f.t.Helper()
	return f.postRaw("application/x-www-form-urlencoded", strings.NewReader(form.Encode()), addr)
}

func (f *contactFixture) postRaw(contentType string, body io.Reader, addr string) (*http.Response, string) {
	f.t.Helper()
	req := httptest.NewRequest(http.MethodPost, "/contacto", body)
	req.Header.Set("Content-Type", contentType)
	req.RemoteAddr = addr + ":5555"
	rec := httptest.NewRecorder()
	f.handler.ServeHTTP(rec, req)
	res := rec.Result()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

// submit fills a fresh form like a person: loads it, waits 5 s, sends it.
func (f *contactFixture) submit(form url.Values, addr string) (*http.Response, string) {
	f.t.Helper()
	form = cloneValues(form)
	if !form.Has("formulario") {
		form.Set("formulario", f.formToken())
	}
	f.clock.Advance(5 * time.Second)
	return f.post(form, addr)
}

func cloneValues(v url.Values) url.Values {
	out := url.Values{}
	for k, vs := range v {
		out[k] = append([]string(nil), vs...)
	}
	return out
}

// messages reads every stored message as the service role.
func (f *contactFixture) messages() []map[string]any {
	f.t.Helper()
	var rows []map[string]any
	if err := json.Unmarshal([]byte(f.rest(http.MethodGet, "/rest/v1/mensajes_contacto?select=*&order=id", "", http.StatusOK)), &rows); err != nil {
		f.t.Fatal(err)
	}
	return rows
}

func TestContactAccepted(t *testing.T) {
	f := newContactFixture(t)
	res, body := f.submit(validContact(), "192.0.2.1")
	if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != "/contacto?enviado=1" {
		t.Fatalf("status %d location %q\n%s", res.StatusCode, res.Header.Get("Location"), excerptOf(body))
	}
	rows := f.messages()
	if len(rows) != 1 {
		t.Fatalf("%d messages stored, want 1", len(rows))
	}
	m := rows[0]
	if m["nombre"] != "Lucía Pérez" || m["email"] != "lucia@ejemplo.com" || m["estado"] != "nuevo" || m["consentimiento"] != true ||
		m["empresa"] != "Ejemplo SL" || m["notificado_en"] != nil {
		t.Errorf("stored %v", m)
	}
	if f.received != 1 {
		t.Errorf("ContactReceived called %d times, want 1", f.received)
	}
	page := f.page("/contacto?enviado=1", http.StatusOK)
	mustContain(t, "thanks", page, "Gracias, hemos recibido su mensaje")
	get, _ := f.get("/contacto")
	if get.Header.Get("Cache-Control") != "no-store" {
		t.Errorf("contact page Cache-Control %q", get.Header.Get("Cache-Control"))
	}
}

func TestContactRefusals(t *testing.T) {
	long := func(n int) string { return strings.Repeat("a", n) }
	with := func(k, v string) url.Values { f := validContact(); f.Set(k, v); return f }
	without := func(k string) url.Values { f := validContact(); f.Del(k); return f }
	cases := []struct {
		name   string
		form   url.Values
		status int
		field  string // the field whose message is shown, "" for a form-wide one
		want   string
	}{
		{"no name", with("nombre", "  "), 422, "nombre", "Escriba su nombre."},
		{"long name", with("nombre", long(121)), 422, "nombre", "El nombre admite como máximo 120 caracteres."},
		{"no e-mail", with("email", ""), 422, "email", "Escriba su correo electrónico."},
		{"bad e-mail", with("email", "lucia@"), 422, "email", "Escriba un correo electrónico válido"},
		{"e-mail with a display name", with("email", "Lucía <lucia@ejemplo.com>"), 422, "email", "Escriba un correo electrónico válido"},
		{"e-mail header injection", with("email", "lucia@ejemplo.com\r\nBcc: todos@ejemplo.com"), 422, "email", "Escriba un correo electrónico válido"},
		{"e-mail list", with("email", "a@ejemplo.com,b@ejemplo.com"), 422, "email", "Escriba un correo electrónico válido"},
		{"bad phone", with("telefono", "llámame"), 422, "telefono", "El teléfono solo puede llevar números"},
		{"long company", with("empresa", long(161)), 422, "empresa", "La empresa admite como máximo 160 caracteres."},
		{"no subject", with("asunto", ""), 422, "asunto", "Escriba el asunto."},
		{"subject header injection", with("asunto", "Hola\r\nBcc: todos@ejemplo.com"), 422, "asunto", "El asunto admite como máximo 200 caracteres."},
		{"long subject", with("asunto", long(201)), 422, "asunto", "El asunto admite como máximo 200 caracteres."},
		{"no message", with("mensaje", "\n "), 422, "mensaje", "Escriba su mensaje."},
		{"long message", with("mensaje", long(5001)), 422, "mensaje", "El mensaje admite como máximo 5000 caracteres."},
		{"no consent", without("consentimiento"), 422, "consentimiento", "Debe aceptar el tratamiento de sus datos"},
		{"honeypot", with("sitio_web", "http://spam.example"), 400, "", "se rellenó un campo oculto"},
		{"forged token", with("formulario", "1.deadbeef"), 400, "", "El formulario caducó."},
		{"token of another key", with("formulario", "0.00"), 400, "", "El formulario caducó."},
	}
	f := newContactFixture(t)
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, body := f.submit(c.form, "198.51.100."+string(rune('1'+i%9)))
			if res.StatusCode != c.status {
				t.Fatalf("status %d, want %d\n%s", res.StatusCode, c.status, excerptOf(body))
			}
			mustContain(t, c.name, body, htmlEscape(c.want))
			if c.field != "" {
				mustContain(t, c.name, body, `id="`+c.field+`-error"`, `aria-invalid="true"`)
			}
			if c.form.Get("nombre") == "Lucía Pérez" {
				mustContain(t, "input kept", body, `value="Lucía Pérez"`)
			}
		})
	}
	if n := len(f.messages()); n != 0 {
		t.Errorf("%d refused messages stored", n)
	}
	if f.received != 0 {
		t.Errorf("ContactReceived called %d times for refused messages", f.received)
	}
}

func htmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;").Replace(s)
}

// TestContactTooFastKeepsInput: a form sent faster than a person types is refused with what to do,
// every typed value back in its field, and the fields to fix marked at once.
func TestContactTooFastKeepsInput(t *testing.T) {
	f := newContactFixture(t)
	cases := []struct {
		name      string
		change    url.Values
		want, bad []string
	}{
		{"complete", nil,
			[]string{"Sus datos siguen en el formulario: espere unos segundos y vuelva a enviarlo", `value="Lucía Pérez"`, `value="Ejemplo SL"`, "Quisiera un presupuesto para una web.", `name="consentimiento" value="1" checked`},
			[]string{"Revise los campos marcados", `aria-invalid="true"`}},
		{"with fields to fix", url.Values{"email": {"lucia-arroba-ejemplo"}, "asunto": {""}},
			[]string{"Sus datos siguen en el formulario: espere unos segundos y vuelva a enviarlo", "revise los campos marcados", `value="lucia-arroba-ejemplo"`,
				`id="email-error"`, "Escriba un correo electrónico válido", `id="asunto-error"`, "Escriba el asunto.", "Quisiera un presupuesto para una web."},
			nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			form := validContact()
			for k, v := range c.change {
				form[k] = v
			}
			form.Set("formulario", f.formToken()) // sent at once: faster than the form's minimum fill time
			res, body := f.post(form, "192.0.2.8")
			if res.StatusCode != http.StatusBadRequest {
				t.Fatalf("status %d", res.StatusCode)
			}
			mustContain(t, c.name, body, c.want...)
			mustNotContain(t, c.name, body, c.bad...)
		})
	}
	if n := len(f.messages()); n != 0 {
		t.Errorf("%d messages stored", n)
	}
}

func TestContactFillTime(t *testing.T) {
	f := newContactFixture(t)
	form := validContact()
	form.Set("formulario", f.formToken())
	f.clock.Advance(time.Second) // a bot: faster than a person types
	res, body := f.post(form, "192.0.2.7")
	if res.StatusCode != http.StatusBadRequest {
		t.Fatalf("too fast: status %d", res.StatusCode)
	}
	mustContain(t, "too fast", body, "demasiado rápido", `value="Lucía Pérez"`)
	f.clock.Advance(3 * time.Hour) // a stale form
	res, body = f.post(form, "192.0.2.7")
	if res.StatusCode != http.StatusBadRequest {
		t.Fatalf("stale: status %d", res.StatusCode)
	}
	mustContain(t, "stale", body, "El formulario caducó.")
	if n := len(f.messages()); n != 0 {
		t.Errorf("%d messages stored", n)
	}
}

func TestContactRateLimits(t *testing.T) {
	f := newContactFixture(t, func(o *site.Options) {
		o.ContactLimits = site.ContactLimits{PerAddress: 2, PerEmail: 3, Window: 10 * time.Minute}
	})
	for i, email := range []string{"a@ejemplo.com", "b@ejemplo.com"} {
		form := validContact()
		form.Set("email", email)
		if res, _ := f.submit(form, "203.0.113.1"); res.StatusCode != http.StatusSeeOther {
			t.Fatalf("message %d: status %d", i, res.StatusCode)
		}
	}
	res, body := f.submit(validContact(), "203.0.113.1")
	if res.StatusCode != http.StatusTooManyRequests || res.Header.Get("Retry-After") == "" {
		t.Fatalf("third from one address: status %d Retry-After %q", res.StatusCode, res.Header.Get("Retry-After"))
	}
	mustContain(t, "429 page", body, "Demasiados mensajes", "Espere unos minutos")
	// One e-mail (in any case) from many addresses.
	for i, addr := range []string{"203.0.113.2", "203.0.113.3", "203.0.113.4"} {
		form := validContact()
		form.Set("email", []string{"MISMO@ejemplo.com", "mismo@ejemplo.com", "mismo@EJEMPLO.com"}[i])
		if res, _ := f.submit(form, addr); res.StatusCode != http.StatusSeeOther {
			t.Fatalf("e-mail message %d: status %d", i, res.StatusCode)
		}
	}
	form := validContact()
	form.Set("email", "Mismo@Ejemplo.com")
	if res, _ := f.submit(form, "203.0.113.5"); res.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("fourth with one e-mail: status %d", res.StatusCode)
	}
	if n := len(f.messages()); n != 5 {
		t.Errorf("%d messages stored, want 5 (the refused ones never reach the inbox)", n)
	}
	f.clock.Advance(11 * time.Minute) // a new window
	if res, _ := f.submit(validContact(), "203.0.113.1"); res.StatusCode != http.StatusSeeOther {
		t.Fatalf("after the window: status %d", res.StatusCode)
	}
}

func TestContactHostileRequests(t *testing.T) {
	f := newContactFixture(t)
	big := validContact()
	big.Set("mensaje", strings.Repeat("x", 40<<10))
	big.Set("formulario", f.formToken())
	f.clock.Advance(5 * time.Second)
	res, body := f.post(big, "192.0.2.9")
	if res.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("oversized body: status %d", res.StatusCode)
	}
	mustContain(t, "oversized", body, "demasiado grande")
	// A multipart body (a "multipart bomb" of many parts) is not parsed at all.
	var mp strings.Builder
	mp.WriteString("--b\r\n")
	for range 5000 {
		mp.WriteString("Content-Disposition: form-data; name=\"x\"\r\n\r\ny\r\n--b\r\n")
	}
	res, _ = f.postRaw("multipart/form-data; boundary=b", strings.NewReader(mp.String()), "192.0.2.9")
	if res.StatusCode != http.StatusUnsupportedMediaType {
		t.Errorf("multipart: status %d", res.StatusCode)
	}
	res, _ = f.postRaw("application/x-www-form-urlencoded", strings.NewReader("%zz=1&nombre=%"), "192.0.2.9")
	if res.StatusCode != http.StatusBadRequest {
		t.Errorf("malformed encoding: status %d", res.StatusCode)
	}
	if n := len(f.messages()); n != 0 {
		t.Errorf("%d messages stored", n)
	}
}

// TestContactPrivacy: anon (and a supabase-js shaped client) may insert a message and read
// nothing back, nor change or delete one.
func TestContactPrivacy(t *testing.T) {
	f := newContactFixture(t)
	if res, _ := f.submit(validContact(), "192.0.2.1"); res.StatusCode != http.StatusSeeOther {
		t.Fatal("submit failed")
	}
	anon := f.env.Keys.AnonKey()
	do := func(method, path, body, prefer string) (int, string) {
		req := httptest.NewRequest(method, path, strings.NewReader(body))
		req.Header.Set("apikey", anon)
		req.Header.Set("Authorization", "Bearer "+anon)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Client-Info", "supabase-js/2.45.0")
		if prefer != "" {
			req.Header.Set("Prefer", prefer)
		}
		rec := httptest.NewRecorder()
		f.handler.ServeHTTP(rec, req)
		return rec.Code, rec.Body.String()
	}
	row := `{"nombre":"Ana","email":"ana@ejemplo.com","asunto":"Hola","mensaje":"Hola","consentimiento":true}`
	cases := []struct {
		name, method, path, body, prefer string
		want                             int
	}{
		{"select", "GET", "/rest/v1/mensajes_contacto?select=*", "", "", 401},
		{"select one column", "GET", "/rest/v1/mensajes_contacto?select=email", "", "", 401},
		{"count", "HEAD", "/rest/v1/mensajes_contacto?select=id", "", "count=exact", 401},
		{"insert and read back", "POST", "/rest/v1/mensajes_contacto?select=*", row, "return=representation", 401},
		{"insert with Location", "POST", "/rest/v1/mensajes_contacto", row, "return=headers-only", 401},
		{"upsert", "POST", "/rest/v1/mensajes_contacto", `{"id":1,"nombre":"x","email":"x@x.es","asunto":"x","mensaje":"x"}`, "resolution=merge-duplicates", 401},
		{"update", "PATCH", "/rest/v1/mensajes_contacto?id=eq.1", `{"estado":"archivado"}`, "", 401},
		{"delete", "DELETE", "/rest/v1/mensajes_contacto?id=eq.1", "", "", 401},
		{"insert (supabase-js .insert())", "POST", "/rest/v1/mensajes_contacto?columns=%22nombre%22,%22email%22,%22asunto%22,%22mensaje%22,%22consentimiento%22", row, "return=minimal", 201},
	}
	for _, c := range cases {
		code, body := do(c.method, c.path, c.body, c.prefer)
		if code != c.want {
			t.Errorf("%s: status %d, want %d: %s", c.name, code, c.want, body)
		}
		if c.want == 201 && body != "" {
			t.Errorf("%s: body %q, want none", c.name, body)
		}
		if strings.Contains(body, "lucia@ejemplo.com") {
			t.Errorf("%s: leaked a stored message: %s", c.name, body)
		}
	}
	msgs := f.messages()
	if len(msgs) != 2 || msgs[0]["estado"] != "nuevo" {
		t.Fatalf("messages after the attempts: %v", msgs)
	}
	// The audit trail, which signed-in users read, names the row but keeps none of its values.
	trail := f.rest(http.MethodGet, "/rest/v1/audit_log?select=*&target=eq.mensajes_contacto", "", http.StatusOK)
	mustNotContain(t, "audit trail", trail, "lucia@ejemplo.com", "Presupuesto")
	mustContain(t, "audit trail", trail, `"record_id":"1"`)
}

func TestContactDataSection(t *testing.T) {
	f := newContactFixture(t)
	mustNotContain(t, "no contact data", f.page("/contacto", http.StatusOK), "Datos de contacto")
	g := newContactFixture(t, func(o *site.Options) {
		o.ContactData = func(_ context.Context) (site.Contact, error) {
			return site.Contact{Address: "Calle Mayor 1, Madrid", Phone: "+34 910 000 000"}, nil
		}
	})
	mustContain(t, "contact data", g.page("/contacto", http.StatusOK), "Datos de contacto", "Calle Mayor 1, Madrid", "910 000 000</a>")
}
