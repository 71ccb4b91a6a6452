package site_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"strings"
	"testing"
	"time"
)

// samplePDF is a minimal PDF, enough for the check from the bytes.
var samplePDF = []byte("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")

// jobsFixture is a site with a department and five openings: open, closed, past its date, a
// draft and one scheduled an hour ahead.
func newJobsFixture(t *testing.T) *contactFixture { return newJobsFixtureFor(t) }

func newJobsFixtureFor(t testing.TB, opts ...fixtureOption) *contactFixture {
	t.Helper()
	f := newContactFixture(t, opts...)
	f.rest(http.MethodPost, "/rest/v1/departamentos", `{"id":1,"nombre":"Tecnología"}`, http.StatusCreated)
	f.rest(http.MethodPost, "/rest/v1/departamentos", `{"id":2,"nombre":"Ventas"}`, http.StatusCreated)
	now := f.clock.Now()
	at := func(d time.Duration) string { return now.Add(d).UTC().Format(time.RFC3339) }
	rows := []string{
		`{"titulo":"Desarrolladora Go","slug":"desarrolladora-go","departamento":1,"ubicacion":"Madrid","modalidad":"remoto","tipo":"Jornada completa","descripcion":"<p>Backend en Go.</p>","requisitos":"<ul><li>Go</li></ul>","salario_min":38000,"salario_max":48000}`,
		`{"titulo":"Comercial","slug":"comercial","departamento":2,"ubicacion":"Sevilla","modalidad":"presencial","tipo":"Jornada completa","descripcion":"<p>Ventas.</p>"}`,
		`{"titulo":"Cerrada a mano","slug":"cerrada","departamento":2,"modalidad":"híbrido","tipo":"Temporal","cerrada":true}`,
		`{"titulo":"Fecha pasada","slug":"fecha-pasada","departamento":1,"modalidad":"remoto","tipo":"Temporal","fecha_cierre":"` + at(-time.Hour) + `"}`,
		`{"titulo":"Borrador","slug":"borrador","modalidad":"remoto","tipo":"Temporal","estado":"borrador"}`,
		`{"titulo":"Programada","slug":"programada","modalidad":"remoto","tipo":"Temporal","estado":"programado","publicar_en":"` + at(time.Hour) + `"}`,
	}
	for _, r := range rows {
		f.rest(http.MethodPost, "/rest/v1/vacantes", r, http.StatusCreated)
	}
	return f
}

func TestJobsListAndVisibility(t *testing.T) {
	f := newJobsFixture(t)
	body := f.page("/empleo", http.StatusOK)
	mustContain(t, "/empleo", body, "Desarrolladora Go", "Comercial", "38.000 € – 48.000 € brutos al año", `href="/empleo"`)
	mustNotContain(t, "/empleo", body, "Cerrada a mano", "Fecha pasada", "Borrador", "Programada")
	body = f.page("/empleo?departamento=2", http.StatusOK)
	mustContain(t, "department filter", body, "Comercial")
	mustNotContain(t, "department filter", body, "Desarrolladora Go")
	body = f.page("/empleo?modalidad=remoto", http.StatusOK)
	mustContain(t, "modality filter", body, "Desarrolladora Go")
	mustNotContain(t, "modality filter", body, "Comercial")
	mustContain(t, "no match", f.page("/empleo?modalidad=h%C3%ADbrido", http.StatusOK), "No hay ofertas abiertas con estos filtros")

	body = f.page("/empleo/desarrolladora-go", http.StatusOK)
	mustContain(t, "opening", body, "<p>Backend en Go.</p>", `<script type="application/ld+json">`, `"@type":"JobPosting"`,
		`"employmentType":"FULL_TIME"`, `"jobLocationType":"TELECOMMUTE"`, `"minValue":38000`, `enctype="multipart/form-data"`)
	for _, slug := range []string{"cerrada", "fecha-pasada"} {
		res, body := f.get("/empleo/" + slug)
		if res.StatusCode != http.StatusGone || !strings.Contains(body, "cerrada") {
			t.Errorf("/empleo/%s: %d, want 410 saying cerrada", slug, res.StatusCode)
		}
	}
	f.page("/empleo/borrador", http.StatusNotFound)
	f.page("/empleo/programada", http.StatusNotFound)
	f.page("/empleo/no-existe", http.StatusNotFound)
	f.clock.Advance(2 * time.Hour)
	mustContain(t, "scheduled, later", f.page("/empleo", http.StatusOK), "Programada")
	f.page("/empleo/programada", http.StatusOK)

	sitemap := f.page("/sitemap.xml", http.StatusOK)
	mustContain(t, "sitemap", sitemap, testBase+"/empleo</loc>", testBase+"/empleo/desarrolladora-go</loc>")
	mustNotContain(t, "sitemap", sitemap, "/empleo/cerrada", "/empleo/borrador")
}

// application is a multipart application form; cv nil sends no file.
type application struct {
	fields   map[string]string
	cvName   string
	cvType   string
	cv       []byte
	rawParts int // extra junk parts, for the bomb
}

func validApplication() application {
	return application{fields: map[string]string{"nombre": "Marta Gil", "email": "marta@ejemplo.com", "telefono": "600 111 222",
		"mensaje": "Me interesa la oferta.", "consentimiento": "1"}, cvName: "cv.pdf", cvType: "application/pdf", cv: samplePDF}
}

func (a application) encode(t testing.TB) (string, []byte) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for k, v := range a.fields {
		if err := mw.WriteField(k, v); err != nil {
			t.Fatal(err)
		}
	}
	if a.cv != nil {
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="cv"; filename=%q`, a.cvName))
		h.Set("Content-Type", a.cvType)
		w, err := mw.CreatePart(h)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = w.Write(a.cv)
	}
	for i := range a.rawParts {
		_ = mw.WriteField(fmt.Sprintf("x%d", i), "y")
	}
	_ = mw.Close()
	return mw.FormDataContentType(), buf.Bytes()
}

// apply loads the opening's form, waits like a person and sends a.
func (f *contactFixture) apply(slug string, a application, addr string) (*http.Response, string) {
	f.t.Helper()
	if a.fields["formulario"] == "" {
		m := tokenRE.FindStringSubmatch(f.page("/empleo/"+slug, http.StatusOK))
		if m == nil {
			f.t.Fatal("opening without a form token")
		}
		fields := map[string]string{"formulario": m[1]}
		for k, v := range a.fields {
			fields[k] = v
		}
		a.fields = fields
	}
	f.clock.Advance(5 * time.Second)
	ct, body := a.encode(f.t)
	return f.postTo("/empleo/"+slug, ct, bytes.NewReader(body), addr)
}

func (f *contactFixture) postTo(path, contentType string, body io.Reader, addr string) (*http.Response, string) {
	req := httptest.NewRequest(http.MethodPost, path, body)
	req.Header.Set("Content-Type", contentType)
	req.RemoteAddr = addr + ":5555"
	rec := httptest.NewRecorder()
	f.handler.ServeHTTP(rec, req)
	res := rec.Result()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

func (f *contactFixture) applications() []map[string]any {
	f.t.Helper()
	var rows []map[string]any
	if err := json.Unmarshal([]byte(f.rest(http.MethodGet, "/rest/v1/postulaciones?select=*&order=id", "", http.StatusOK)), &rows); err != nil {
		f.t.Fatal(err)
	}
	return rows
}

func TestJobApplicationAccepted(t *testing.T) {
	f := newJobsFixture(t)
	res, _ := f.apply("desarrolladora-go", validApplication(), "10.0.0.1")
	if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != "/empleo/desarrolladora-go?enviado=1" {
		t.Fatalf("apply: %d %s", res.StatusCode, res.Header.Get("Location"))
	}
	thanks := f.page("/empleo/desarrolladora-go?enviado=1", http.StatusOK)
	mustContain(t, "thanks", thanks, "hemos recibido su candidatura")
	mustNotContain(t, "thanks", thanks, `enctype="multipart/form-data"`, "Enviar candidatura") // only the thanks, not the form again
	rows := f.applications()
	if len(rows) != 1 || rows[0]["nombre"] != "Marta Gil" || rows[0]["estado"] != "nueva" || rows[0]["consentimiento"] != true {
		t.Fatalf("stored %v", rows)
	}
	cv, _ := rows[0]["cv"].(string)
	if !strings.HasPrefix(cv, "1/") || !strings.HasSuffix(cv, ".pdf") || strings.Contains(cv, "cv.pdf") {
		t.Fatalf("cv path %q: want <opening>/<random>.pdf, never the sent name", cv)
	}
	// The service role reads it back; anon and the public URL never do.
	req := httptest.NewRequest(http.MethodGet, "/storage/v1/object/postulaciones/"+cv, nil)
	req.Header.Set("apikey", f.env.Keys.ServiceRoleKey())
	req.Header.Set("Authorization", "Bearer "+f.env.Keys.ServiceRoleKey())
	rec := httptest.NewRecorder()
	f.handler.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK || !bytes.Equal(rec.Body.Bytes(), samplePDF) {
		t.Fatalf("service read of the CV: %d", rec.Code)
	}
	anon := f.env.Keys.AnonKey()
	for _, p := range []string{"/storage/v1/object/postulaciones/" + cv, "/storage/v1/object/public/postulaciones/" + cv,
		"/storage/v1/object/authenticated/postulaciones/" + cv, "/rest/v1/postulaciones?select=*", "/rest/v1/postulaciones?select=cv"} {
		req := httptest.NewRequest(http.MethodGet, p, nil)
		req.Header.Set("apikey", anon)
		req.Header.Set("Authorization", "Bearer "+anon)
		rec := httptest.NewRecorder()
		f.handler.ServeHTTP(rec, req)
		if rec.Code == http.StatusOK || strings.Contains(rec.Body.String(), "Marta") || strings.Contains(rec.Body.String(), "%PDF") {
			t.Errorf("anon GET %s: %d %s", p, rec.Code, rec.Body)
		}
	}
	// Straight to /rest/v1 with the publishable key: only what the form would send is accepted.
	for _, c := range []struct {
		body string
		want int
	}{
		{`{"vacante":1,"nombre":"X","email":"x@x.es","cv":"1/x.pdf","consentimiento":true,"estado":"contratada"}`, http.StatusUnauthorized},
		{`{"vacante":1,"nombre":"X","email":"x@x.es","cv":"1/x.pdf","consentimiento":true,"notificado_en":"2026-01-01T00:00:00Z"}`, http.StatusUnauthorized},
		{`{"vacante":1,"nombre":"X","email":"x@x.es","cv":"1/x.pdf","consentimiento":false}`, http.StatusUnauthorized},
		{`{"vacante":3,"nombre":"X","email":"x@x.es","cv":"1/x.pdf","consentimiento":true}`, http.StatusUnauthorized}, // closed
		{`{"vacante":4,"nombre":"X","email":"x@x.es","cv":"1/x.pdf","consentimiento":true}`, http.StatusUnauthorized}, // past its date
		{`{"vacante":5,"nombre":"X","email":"x@x.es","cv":"1/x.pdf","consentimiento":true}`, http.StatusUnauthorized}, // draft
		{`{"vacante":2,"nombre":"X","email":"x@x.es","cv":"2/x.pdf","consentimiento":true}`, http.StatusCreated},
	} {
		req := httptest.NewRequest(http.MethodPost, "/rest/v1/postulaciones", strings.NewReader(c.body))
		req.Header.Set("apikey", anon)
		req.Header.Set("Authorization", "Bearer "+anon)
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		f.handler.ServeHTTP(rec, req)
		if rec.Code != c.want {
			t.Errorf("anon insert %s: %d %s, want %d", c.body, rec.Code, rec.Body, c.want)
		}
	}
	if n := len(f.applications()); n != 2 {
		t.Fatalf("%d applications after the direct inserts, want 2", n)
	}
	f.rest(http.MethodDelete, "/rest/v1/postulaciones?vacante=eq.2", "", http.StatusOK)
	// supabase-js's insert().select() asks for the row back: refused, nothing stored.
	req = httptest.NewRequest(http.MethodPost, "/rest/v1/postulaciones?select=*", strings.NewReader(`{"vacante":1,"nombre":"X","email":"x@x.es","cv":"1/x.pdf","consentimiento":true}`))
	req.Header.Set("apikey", anon)
	req.Header.Set("Authorization", "Bearer "+anon)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Prefer", "return=representation")
	rec = httptest.NewRecorder()
	f.handler.ServeHTTP(rec, req)
	if rec.Code < 400 || len(f.applications()) != 1 {
		t.Errorf("anon insert with return=representation: %d %s", rec.Code, rec.Body)
	}
}

func TestJobApplicationRefusals(t *testing.T) {
	html := []byte("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>")
	svg := []byte(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)
	with := func(change func(*application)) application { a := validApplication(); change(&a); return a }
	field := func(name, value string) application {
		return with(func(a *application) {
			a.fields = map[string]string{"nombre": "Marta Gil", "email": "marta@ejemplo.com", "consentimiento": "1"}
			if value == "" {
				delete(a.fields, name)
			} else {
				a.fields[name] = value
			}
		})
	}
	cases := []struct {
		name   string
		app    application
		status int
		want   string
	}{
		{"no name", field("nombre", ""), 422, "Escriba su nombre."},
		{"name with a line break", field("nombre", "Ana\r\nBcc: x@y.z"), 422, "El nombre admite como máximo 120 caracteres."},
		{"no e-mail", field("email", ""), 422, "Escriba su correo electrónico."},
		{"bad e-mail", field("email", "marta@ejemplo.com\r\nBcc: otro@x.es"), 422, "Escriba un correo electrónico válido"},
		{"bad phone", field("telefono", "llámame"), 422, "El teléfono solo puede llevar números"},
		{"long message", field("mensaje", strings.Repeat("a", 3001)), 422, "El mensaje admite como máximo 3000 caracteres."},
		{"no consent", field("consentimiento", ""), 422, "Debe aceptar el tratamiento de sus datos para que podamos valorar su candidatura."},
		{"no CV", with(func(a *application) { a.cv = nil }), 422, "Adjunte su currículum en PDF o DOCX."},
		{"HTML renamed .pdf", with(func(a *application) { a.cv = html }), 422, "El currículum debe ser un PDF o un documento de Word (DOCX)"},
		{"SVG renamed .pdf", with(func(a *application) { a.cv = svg }), 422, "El currículum debe ser un PDF o un documento de Word (DOCX)"},
		{"PNG named .docx", with(func(a *application) { a.cv = []byte("\x89PNG\r\n\x1a\n0000"); a.cvName = "cv.docx" }), 422, "El currículum debe ser"},
		{"CV over 5 MiB", with(func(a *application) { a.cv = append(append([]byte{}, samplePDF...), make([]byte, 5<<20)...) }), 422, "El currículum admite como máximo 5 MiB."},
		{"path tricks in the name", with(func(a *application) { a.cv = html; a.cvName = "../../etc/passwd.pdf" }), 422, "El currículum debe ser"},
		{"honeypot", with(func(a *application) { a.fields["sitio_web"] = "http://spam" }), 400, "se rellenó un campo oculto"},
		{"multipart bomb", with(func(a *application) { a.rawParts = 5000 }), 400, "No pudimos leer el formulario"},
		{"oversized text part", field("mensaje", strings.Repeat("a", 17<<10)), 413, "La candidatura es demasiado grande"},
		{"unknown field", with(func(a *application) { a.fields["estado"] = "contratada" }), 400, "No pudimos leer el formulario"},
	}
	f := newJobsFixture(t)
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, body := f.apply("desarrolladora-go", c.app, fmt.Sprintf("10.1.0.%d", i))
			if res.StatusCode != c.status || !strings.Contains(body, htmlEscape(c.want)) {
				t.Fatalf("%d, want %d with %q\n%s", res.StatusCode, c.status, c.want, excerptOf(body))
			}
			if c.status == 422 && c.app.fields["nombre"] == "Marta Gil" && !strings.Contains(body, `value="Marta Gil"`) {
				t.Error("the input was not kept")
			}
		})
	}
	res, body := f.postTo("/empleo/desarrolladora-go", "application/x-www-form-urlencoded", strings.NewReader("nombre=x"), "10.2.0.1")
	if res.StatusCode != http.StatusUnsupportedMediaType {
		t.Errorf("urlencoded: %d %s", res.StatusCode, excerptOf(body))
	}
	// Too fast: the same form sent at once.
	a := validApplication()
	a.fields["formulario"] = tokenRE.FindStringSubmatch(f.page("/empleo/desarrolladora-go", http.StatusOK))[1]
	ct, raw := a.encode(t)
	if res, body := f.postTo("/empleo/desarrolladora-go", ct, bytes.NewReader(raw), "10.2.0.2"); res.StatusCode != 400 ||
		!strings.Contains(body, "demasiado rápido") {
		t.Errorf("too fast: %d", res.StatusCode)
	}
	if len(f.applications()) != 0 {
		t.Fatal("applications stored by refused forms")
	}
	var n int
	if err := f.env.DB.QueryRow(t.Context(), "SELECT count(*) FROM storage_objects").Scan(&n); err != nil || n != 0 {
		t.Fatalf("%d files stored by refused forms (%v)", n, err)
	}
}

func TestJobApplicationToClosedOpening(t *testing.T) {
	f := newJobsFixture(t)
	// The form was loaded while the opening was open; it closes before the form is sent.
	a := validApplication()
	a.fields["formulario"] = tokenRE.FindStringSubmatch(f.page("/empleo/desarrolladora-go", http.StatusOK))[1]
	f.rest(http.MethodPatch, "/rest/v1/vacantes?slug=eq.desarrolladora-go", `{"cerrada":true}`, http.StatusOK)
	res, body := f.apply("desarrolladora-go", a, "10.3.0.1")
	if res.StatusCode != http.StatusGone || !strings.Contains(body, "cerrada") {
		t.Fatalf("apply to a closed opening: %d", res.StatusCode)
	}
	if n := len(f.applications()); n != 0 {
		t.Fatalf("%d applications stored", n)
	}
}

// The contact inbox's insert-only rule has the same WITH CHECK as its Supabase policy: a visitor
// cannot file a message as answered or already notified.
func TestContactInsertCheck(t *testing.T) {
	f := newContactFixture(t)
	anon := f.env.Keys.AnonKey()
	for _, c := range []struct {
		body string
		want int
	}{
		{`{"nombre":"A","email":"a@b.es","asunto":"S","mensaje":"M","consentimiento":true,"estado":"respondido"}`, http.StatusUnauthorized},
		{`{"nombre":"A","email":"a@b.es","asunto":"S","mensaje":"M","consentimiento":true,"notificado_en":"2026-01-01T00:00:00Z"}`, http.StatusUnauthorized},
		{`{"nombre":"A","email":"a@b.es","asunto":"S","mensaje":"M","consentimiento":true,"respuesta":"hecho"}`, http.StatusUnauthorized},
		{`{"nombre":"A","email":"a@b.es","asunto":"S","mensaje":"M","consentimiento":true}`, http.StatusCreated},
	} {
		req := httptest.NewRequest(http.MethodPost, "/rest/v1/mensajes_contacto", strings.NewReader(c.body))
		req.Header.Set("apikey", anon)
		req.Header.Set("Authorization", "Bearer "+anon)
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		f.handler.ServeHTTP(rec, req)
		if rec.Code != c.want {
			t.Errorf("anon insert %s: %d %s, want %d", c.body, rec.Code, rec.Body, c.want)
		}
	}
	if n := len(f.messages()); n != 1 {
		t.Fatalf("%d messages stored, want 1", n)
	}
}
