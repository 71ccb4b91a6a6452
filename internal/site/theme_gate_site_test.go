package site_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/httpgzip"
	"github.com/vitrina/vitrina/internal/pageblocks"
	"github.com/vitrina/vitrina/internal/site"
	"github.com/vitrina/vitrina/internal/theme"
)

// gatePage is a page type of the public site and an address of the demo site that shows it. Every
// built-in theme is held to the theme gate on each: a new page type is one more line here.
type gatePage struct{ name, path string }

var gatePages = []gatePage{
	{"home", "/"},
	{"content, layout 1", "/contenido/3-portal-del-empleado-para-grupo-ribera"},
	{"content, layout 2", "/contenido/2-como-elegir-la-plataforma-de-comercio-electronico-adecuada"},
	{"content, layout 3", "/contenido/1-lanzamos-la-nueva-tienda-en-linea-de-cafe-montana"},
	{"service", "/servicios/desarrollo-de-software"},
	{"blog", "/blog"},
	{"post", "/blog/diseno-accesible-lo-que-ganamos-todos"},
	{"projects", "/proyectos"},
	{"project", "/proyectos/tienda-en-linea-para-cafe-montana"},
	{"faq", "/preguntas-frecuentes"},
	{"jobs", "/empleo"},
	{"job", "/empleo/desarrollador-backend-go"},
	{"team", "/equipo"},
	{"clients", "/clientes"},
	{"testimonials", "/testimonios"},
	{"contact", "/contacto"},
	{"search", "/buscar?q=web"},
	{"not found", "/no-existe-esta-pagina"},
	{"legal", "/aviso-legal"},
	{"every block", "/" + everyBlockSlug},
	{"site map", "/mapa-del-sitio"},
	// In English: the home (switcher, menus and texts in English), and the legal notice shown in
	// Spanish with its notice.
	{"home in English", "/en/"},
	{"untranslated page in English", "/en/aviso-legal"},
}

// gateSite is the demo site as the server serves it (gzip included), with the team page shown and a
// free page of every block type, for the checks every built-in theme must pass.
type gateSite struct {
	*fixture
	served http.Handler // the fixture's handler behind the server's gzip
	themes []*theme.Theme
}

// newGateSite builds the gate's site at base (a test server's address, or testBase).
func newGateSite(t testing.TB, base string, opts ...fixtureOption) *gateSite {
	t.Helper()
	themes, err := site.BuiltinThemes()
	if err != nil {
		t.Fatal(err)
	}
	f := newFixtureAt(t, base, true, opts...)
	g := &gateSite{fixture: f, served: httpgzip.New().Wrap(f.handler), themes: themes}
	f.rest(http.MethodPost, "/rest/v1/paginas", `{"titulo":"Todos los bloques","slug":"`+everyBlockSlug+`","bloques":`+everyBlockJSON(t, f)+`}`, 201)
	return g
}

// useTheme makes name the site's theme, with its default options.
func (g *gateSite) useTheme(name string) {
	g.t.Helper()
	g.rest(http.MethodPatch, "/rest/v1/ajustes_sitio?id=eq.1", fmt.Sprintf(`{"tema":%q,"tema_opciones":{},"mostrar_equipo":true}`, name), 200)
}

// fetch answers an address of the site as the server serves it, optionally with a header pair.
func (g *gateSite) fetch(path string, header ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodGet, path, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	g.served.ServeHTTP(rec, req)
	return rec
}

// weight weighs a page of the site with the theme check's rules.
func (g *gateSite) weight(body []byte) theme.Weight {
	return theme.PageWeight(body, func(a string) []byte { return g.fetch(a).Body.Bytes() })
}

const everyBlockSlug = "todos-los-bloques"

// everyBlockJSON is one block of every type the page builder offers, in its order; a new type
// fails here until the gate's page shows it.
func everyBlockJSON(t testing.TB, f *fixture) string {
	t.Helper()
	var faq []struct{ Categoria int64 }
	if err := json.Unmarshal([]byte(f.rest(http.MethodGet, "/rest/v1/preguntas?select=categoria&categoria=not.is.null&limit=1", "", 200)), &faq); err != nil || len(faq) != 1 {
		t.Fatalf("a question of a category: %v %v", err, faq)
	}
	const picture = `contenido/imagenes/lanzamos-la-nueva-tienda-en-linea-de-cafe-montana.png`
	blocks := map[string]string{
		pageblocks.TypeText:         `{"tipo":"texto","html":"<h2>Cómo trabajamos</h2><p>Un texto con <strong>énfasis</strong> y <a href=\"/clientes\">un enlace</a>.</p>"}`,
		pageblocks.TypeImage:        `{"tipo":"imagen","archivo":"` + picture + `","alt":"La tienda en línea de Café Montaña","pie":"Uno de nuestros proyectos."}`,
		pageblocks.TypeGallery:      `{"tipo":"galeria","imagenes":[` + strings.TrimSuffix(strings.Repeat(`{"archivo":"`+picture+`","alt":"La tienda en línea"},`, 3), ",") + `]}`,
		pageblocks.TypeButton:       `{"tipo":"boton","texto":"Pida presupuesto","enlace":"/contacto"}`,
		pageblocks.TypeTestimonials: `{"tipo":"testimonios","cantidad":3}`,
		pageblocks.TypeClients:      `{"tipo":"clientes","cantidad":8}`,
		pageblocks.TypeFAQ:          fmt.Sprintf(`{"tipo":"preguntas","categoria":%d}`, faq[0].Categoria),
		pageblocks.TypeProjects:     `{"tipo":"proyectos","cantidad":3}`,
		pageblocks.TypeContact:      `{"tipo":"formulario_contacto","texto":"Cuéntenos su proyecto"}`,
		pageblocks.TypeVideo:        `{"tipo":"video","url":"https://youtu.be/dQw4w9WgXcQ","titulo":"Presentación de la empresa"}`,
	}
	var out []string
	for _, k := range pageblocks.Kinds() {
		b, ok := blocks[k.Type]
		if !ok {
			t.Fatalf("the gate's page of every block has no block of type %q (%s): add one", k.Type, k.Name)
		}
		out = append(out, b)
	}
	return "[" + strings.Join(out, ",") + "]"
}
