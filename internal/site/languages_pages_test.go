package site_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestPagesInALanguage: the demo's English — every page type under /en/ answers in English (html
// lang, menus, the site's and the interface's texts), an item by its translated address with its
// Spanish version as alternate, its Spanish address under /en/ sent there; an untranslated item's
// page shows the Spanish marked as such with the notice in English; lists mark untranslated cards;
// links stay in English; a language turned off has no addresses.
func TestPagesInALanguage(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	for _, tc := range []struct {
		path       string
		want, lack []string
	}{
		{"/en/", []string{`<html lang="en">`, "Technology with craft for companies that want to grow", ">Home</a>", ">Services</a>",
			">About us</a>", "<h2 id=\"servicios\">Services</h2>", `href="/en/servicios/software-development"`, `<a class="brand" href="/en/">`,
			`action="/en/buscar"`, `<link rel="alternate" hreflang="es" href="http://vitrina.test/">`,
			`<link rel="alternate" hreflang="x-default" href="http://vitrina.test/">`, "All rights reserved."},
			[]string{">Inicio</a>", "Destacados", `href="/servicios/`}},
		{"/en/servicios/software-development", []string{`<html lang="en">`, "<h1>Software development</h1>",
			`<link rel="canonical" href="http://vitrina.test/en/servicios/software-development">`,
			`<link rel="alternate" hreflang="es" href="http://vitrina.test/servicios/desarrollo-de-software">`,
			`<link rel="alternate" hreflang="en" href="http://vitrina.test/en/servicios/software-development">`}, nil},
		{"/en/proyectos/online-shop-cafe-montana", []string{"<h1>An online shop for Café Montaña</h1>", "Key results",
			`"inLanguage":"en"`, `<link rel="alternate" hreflang="es" href="http://vitrina.test/proyectos/tienda-en-linea-para-cafe-montana">`}, nil},
		{"/en/preguntas-frecuentes", []string{"<h1>Frequently asked questions</h1>", "How much does a project with Altamar cost?",
			`<link rel="alternate" hreflang="en" href="http://vitrina.test/en/preguntas-frecuentes">`}, nil},
		{"/en/blog", []string{"How to choose between a web app and a mobile app", `href="/en/blog/web-app-or-mobile-app"`,
			`<li class="card" lang="es">`, `<p class="meta card-note" lang="en">In Spanish</p>`}, nil},
		{"/en/contacto", []string{"<h1>Contact</h1>", `<label for="nombre">Name</label>`, "Send message", `action="/en/contacto"`,
			"Monday to Friday, 9:00 to 18:00"}, []string{"Enviar mensaje"}},
		// The legal notice is left in Spanish on purpose: the Spanish text, marked, with the notice.
		{"/en/aviso-legal", []string{`<html lang="en">`, `<div lang="es">`, "This page is not translated yet; it is shown in Spanish.",
			`<link rel="canonical" href="http://vitrina.test/aviso-legal">`, ">Home</a>"}, []string{`hreflang="x-default"`}},
	} {
		body := f.page(tc.path, http.StatusOK)
		mustContain(t, tc.path, body, tc.want...)
		mustNotContain(t, tc.path, body, tc.lack...)
	}
	for from, to := range map[string]string{
		"/en/servicios/desarrollo-de-software":            "/en/servicios/software-development",
		"/en/proyectos/tienda-en-linea-para-cafe-montana": "/en/proyectos/online-shop-cafe-montana",
		"/en": "/en/",
	} {
		if res, _ := f.get(from); res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != to {
			t.Errorf("%s: %d → %q, want 301 → %s", from, res.StatusCode, res.Header.Get("Location"), to)
		}
	}
	mustContain(t, "/en/no-such-page", f.page("/en/no-such-page", http.StatusNotFound), `<html lang="en">`, "<h1>Page not found</h1>")
	// Spanish pages are untouched by the other language.
	mustContain(t, "/", f.page("/", http.StatusOK), `<html lang="es">`, ">Inicio</a>", "<h2 id=\"servicios\">Servicios</h2>")
	f.rest(http.MethodPatch, "/rest/v1/idiomas?codigo=eq.en", `{"activo":false}`, http.StatusOK)
	f.page("/en/", http.StatusNotFound)
	f.page("/en/servicios/software-development", http.StatusNotFound)
}

// TestFormsRecordTheLanguage: the contact form sent from an English page answers in English and
// records the visitor's language; from a Spanish page, es.
func TestFormsRecordTheLanguage(t *testing.T) {
	t.Parallel()
	f := newContactFixture(t)
	f.rest(http.MethodPost, "/rest/v1/idiomas", `{"codigo":"en","nombre":"English","activo":true}`, http.StatusCreated)
	for _, tc := range []struct{ path, email, lang, sent string }{
		{"/contacto", "es@ejemplo.com", "es", "/contacto?enviado=1"},
		{"/en/contacto", "en@ejemplo.com", "en", "/en/contacto?enviado=1"},
	} {
		form := validContact()
		form.Set("email", tc.email)
		m := tokenRE.FindStringSubmatch(f.page(tc.path, http.StatusOK))
		if m == nil {
			t.Fatalf("%s: no form token", tc.path)
		}
		form.Set("formulario", m[1])
		f.clock.Advance(5 * time.Second)
		req := httptest.NewRequest(http.MethodPost, tc.path, strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.RemoteAddr = "192.0.2.30:5555"
		rec := httptest.NewRecorder()
		f.handler.ServeHTTP(rec, req)
		res := rec.Result()
		_, _ = io.Copy(io.Discard, res.Body)
		if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != tc.sent {
			t.Errorf("POST %s: %d → %q, want 303 → %s", tc.path, res.StatusCode, res.Header.Get("Location"), tc.sent)
		}
		var row struct {
			Idioma string `json:"idioma"`
		}
		f.row("mensajes_contacto", "select=idioma&email=eq."+tc.email, &row)
		if row.Idioma != tc.lang {
			t.Errorf("POST %s: recorded in %q, want %s", tc.path, row.Idioma, tc.lang)
		}
	}
	// A refused field is explained in the page's language.
	form := validContact()
	form.Del("nombre")
	form.Set("formulario", tokenRE.FindStringSubmatch(f.page("/en/contacto", http.StatusOK))[1])
	f.clock.Advance(5 * time.Second)
	req := httptest.NewRequest(http.MethodPost, "/en/contacto", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.RemoteAddr = "192.0.2.31:5555"
	rec := httptest.NewRecorder()
	f.handler.ServeHTTP(rec, req)
	body, _ := io.ReadAll(rec.Result().Body)
	mustContain(t, "POST /en/contacto without a name", string(body), "Enter your name.", "Please check the marked fields.")
}
