package site_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestHero is the home page's opening as Apariencia sets it: the demo's picture, texts and two
// buttons; with the columns empty, the site's name, the usual sentence and buttons.
func TestHero(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	body := unversioned(f.page("/", 200))
	mustContain(t, "hero", body,
		`<section class="hero-intro has-picture">`,
		"<h1>Tecnología con oficio para empresas que quieren crecer</h1>",
		"Desde 2009 ayudamos a pymes",
		`<a class="cta" href="/contacto">Hablemos de su proyecto</a>`,
		`<a class="cta secondary" href="/proyectos">Ver proyectos</a>`,
		`<img class="hero-picture" src="/storage/v1/object/public/contenido/sitio/portada-altamar.png" alt="Amanecer en alta mar`,
		`srcset="/storage/v1/render/image/public/contenido/sitio/portada-altamar.png?width=320 320w`,
		`width="1280" height="800" fetchpriority="high">`)
	if strings.Count(body, "<h1>") != 1 {
		t.Errorf("the home page has %d h1, want 1", strings.Count(body, "<h1>"))
	}

	// Only the first button set: one button.
	f.rest("PATCH", "/rest/v1/ajustes_sitio?id=eq.1", `{"portada_boton2_texto":null,"portada_boton2_enlace":null}`, 200)
	body = f.page("/", 200)
	mustContain(t, "one button", body, `<p class="hero-actions"><a class="cta" href="/contacto">Hablemos de su proyecto</a> </p>`)

	// Every column empty: today's opening.
	f.rest("PATCH", "/rest/v1/ajustes_sitio?id=eq.1", `{"portada_titulo":null,"portada_texto":"","portada_imagen":null,"portada_imagen_alt":null,
		"portada_boton1_texto":null,"portada_boton1_enlace":null,"portada_boton2_texto":null,"portada_boton2_enlace":null}`, 200)
	body = f.page("/", 200)
	mustContain(t, "default hero", body, `<section class="hero-intro">`, "<h1>Vitrina</h1>",
		"Soluciones a la medida de su empresa",
		`<a class="cta" href="#servicios">Conozca nuestros servicios</a>`, `<a class="cta secondary" href="/clientes">Vea a quién ayudamos</a>`)
	mustNotContain(t, "default hero", body, "hero-picture")
}

// TestHeroRulesAtTheAPI: the platform refuses what the form refuses, whoever writes — a button's
// link that is not a path of the site or an http(s) address, a text past its bound — with
// PostgREST's error body.
func TestHeroRulesAtTheAPI(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	for _, tc := range []struct{ name, body, code, message string }{
		{"javascript link", `{"portada_boton1_enlace":"javascript:alert(1)"}`, "P0001", "El enlace de un botón de la portada"},
		{"data link", `{"portada_boton2_enlace":"data:text/html,hola"}`, "P0001", "El enlace de un botón de la portada"},
		{"protocol-relative link", `{"portada_boton1_enlace":"//otro.example/x"}`, "P0001", "El enlace de un botón de la portada"},
		{"title too long", `{"portada_titulo":"` + strings.Repeat("a", 121) + `"}`, "23514", `violates check constraint "ajustes_sitio_portada_titulo_check"`},
		{"button label on two lines", `{"portada_boton1_texto":"Hable\nconnosotros"}`, "23514", "ajustes_sitio_portada_boton1_texto_check"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := f.rest("PATCH", "/rest/v1/ajustes_sitio?id=eq.1", tc.body, http.StatusBadRequest)
			var e struct {
				Code    string  `json:"code"`
				Message string  `json:"message"`
				Details *string `json:"details"`
				Hint    *string `json:"hint"`
			}
			if err := json.Unmarshal([]byte(got), &e); err != nil || e.Code != tc.code || !strings.Contains(e.Message, tc.message) {
				t.Errorf("body %s, want code %s and a message with %q", got, tc.code, tc.message)
			}
			for _, key := range []string{`"details"`, `"hint"`} {
				if !strings.Contains(got, key) {
					t.Errorf("body %s lacks %s (PostgREST's error shape)", got, key)
				}
			}
		})
	}
	for _, ok := range []string{`{"portada_boton1_enlace":"/servicios/desarrollo-de-software"}`, `{"portada_boton1_enlace":"https://altamar.example/agenda?dia=1"}`} {
		f.rest("PATCH", "/rest/v1/ajustes_sitio?id=eq.1", ok, http.StatusOK)
	}
	// The stored row keeps its safe values: the page still shows the demo's hero.
	req := httptest.NewRequest(http.MethodGet, "/", nil)
	rec := httptest.NewRecorder()
	f.handler.ServeHTTP(rec, req)
	mustContain(t, "home after refusals", rec.Body.String(), `href="https://altamar.example/agenda?dia=1">Hablemos de su proyecto</a>`)
}
