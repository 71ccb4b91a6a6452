package site_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/pageblocks"
)

const (
	textBlock    = `{"tipo":"texto","html":"<p>Somos un equipo de <strong>doce personas</strong>.</p><script>alert(1)</script>"}`
	imageBlock   = `{"tipo":"imagen","archivo":"contenido/imagenes/oficina.jpg","alt":"Nuestra oficina","pie":"Madrid"}`
	buttonBlock  = `{"tipo":"boton","texto":"Pida presupuesto","enlace":"https://example.com/presupuesto"}`
	contactBlock = `{"tipo":"formulario_contacto","texto":"Hablemos"}`
	videoBlock   = `{"tipo":"video","url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ","titulo":"Presentación"}`
)

// newPage writes a page as the service role and returns its id.
func (f *fixture) newPage(fields string) int {
	f.t.Helper()
	body := f.rest("POST", "/rest/v1/paginas?select=id", fields, 201)
	var id int
	if _, err := fmt.Sscanf(body, `[{"id":%d}]`, &id); err != nil {
		f.t.Fatalf("no id in %s", body)
	}
	return id
}

func TestFreePages(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	parent := f.newPage(`{"titulo":"Quiénes somos","slug":"empresa","seo_descripcion":"La empresa por dentro.","bloques":[` +
		strings.Join([]string{textBlock, imageBlock, buttonBlock, contactBlock, videoBlock,
			`{"tipo":"testimonios","cantidad":2}`, `{"tipo":"clientes","cantidad":3}`}, ",") + `]}`)
	f.newPage(fmt.Sprintf(`{"titulo":"Equipo directivo","slug":"equipo","padre":%d,"bloques":[%s]}`, parent, textBlock))
	f.newPage(`{"titulo":"Borrador secreto","slug":"secreto","estado":"borrador","bloques":[]}`)

	res, body := f.get("/empresa")
	if res.StatusCode != 200 {
		t.Fatalf("status %d", res.StatusCode)
	}
	mustContain(t, "page", body, `<title>Quiénes somos | Vitrina</title>`, `<h1>Quiénes somos</h1>`,
		`<meta name="description" content="La empresa por dentro.">`,
		`<link rel="canonical" href="http://vitrina.test/empresa">`,
		`<strong>doce personas</strong>`,
		`<img src="/storage/v1/object/public/contenido/imagenes/oficina.jpg" alt="Nuestra oficina"`, `<figcaption>Madrid</figcaption>`,
		`<a class="button" href="https://example.com/presupuesto" rel="noopener">Pida presupuesto</a>`,
		`<a class="button" href="/contacto">Hablemos</a>`,
		`<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Presentación"`,
		`class="testimonial"`, `<ul class="block logos">`)
	mustNotContain(t, "page", body, "<script>alert", "youtube.com/watch")
	if n := strings.Count(body, `class="testimonial"`); n != 2 {
		t.Errorf("testimonials: %d, want 2", n)
	}
	if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "frame-src "+pageblocks.EmbedOrigins) {
		t.Errorf("CSP %q does not allow the video players", csp)
	}

	// Nested: /<parent>/<slug>, with the parent in the breadcrumbs; not at the top level.
	body = f.page("/empresa/equipo", 200)
	mustContain(t, "nested page", body, `<h1>Equipo directivo</h1>`, `<a href="/empresa">Quiénes somos</a>`,
		`<link rel="canonical" href="http://vitrina.test/empresa/equipo">`)
	f.page("/equipo", 404) // a child page is not at the top level
	f.page("/otra/equipo", 404)

	// A draft is not on the site, nor readable by anon.
	f.page("/secreto", 404)
	_, anonRows := f.get("/rest/v1/paginas?select=slug", "apikey", f.env.Keys.AnonKey())
	if strings.Contains(anonRows, "secreto") || !strings.Contains(anonRows, "empresa") {
		t.Errorf("anon reads %s", anonRows)
	}

	// The site's own routes are not shadowed by the catch-all.
	mustContain(t, "testimonials", f.page("/testimonios", 200), "<h1>Testimonios</h1>")
	f.page("/no-existe", 404)

	// The sitemap lists the published pages, nested ones under their parent.
	sitemap := f.page("/sitemap.xml", 200)
	mustContain(t, "sitemap", sitemap, "<loc>http://vitrina.test/empresa</loc>", "<loc>http://vitrina.test/empresa/equipo</loc>")
	mustNotContain(t, "sitemap", sitemap, "secreto")
}

// TestFreePageFAQAndProjectsBlocks: the FAQ block shows the published questions of its category in
// their order (no draft, no other category's); the projects block the latest published projects.
func TestFreePageFAQAndProjectsBlocks(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	var cat, other struct{ ID int }
	f.row("categoria-servicios", "select=id&slug=eq.ciberseguridad", &cat)
	f.row("categoria-servicios", "select=id&slug=eq.seo-local", &other)
	f.rest("POST", "/rest/v1/preguntas", fmt.Sprintf(`[
		{"pregunta":"¿Segunda en el orden?","respuesta":"<p>Sí.</p>","categoria":%[1]d,"orden":902,"estado":"publicado"},
		{"pregunta":"¿Primera en el orden?","respuesta":"<p>También.</p>","categoria":%[1]d,"orden":901,"estado":"publicado"},
		{"pregunta":"¿Aún en borrador?","respuesta":"<p>No se ve.</p>","categoria":%[1]d,"orden":903,"estado":"borrador"},
		{"pregunta":"¿De otro servicio?","respuesta":"<p>No se ve.</p>","categoria":%[2]d,"orden":904,"estado":"publicado"}]`, cat.ID, other.ID), 201)
	f.rest("POST", "/rest/v1/proyectos", `[
		{"titulo":"Proyecto del futuro","slug":"proyecto-del-futuro","resumen":"El más reciente.","fecha":"2099-01-02","estado":"publicado"},
		{"titulo":"Proyecto oculto","slug":"proyecto-oculto","resumen":"Borrador.","fecha":"2099-12-31","estado":"borrador"}]`, 201)
	f.newPage(fmt.Sprintf(`{"titulo":"Seguridad","slug":"seguridad","bloques":[{"tipo":"preguntas","categoria":%d},{"tipo":"proyectos","cantidad":2}]}`, cat.ID))

	body := f.page("/seguridad", 200)
	mustContain(t, "page", body, `<div class="block block-faq">`, "¿Primera en el orden?", "¿Segunda en el orden?",
		`<div class="block block-projects">`, `href="/proyectos/proyecto-del-futuro"`)
	mustNotContain(t, "page", body, "¿Aún en borrador?", "¿De otro servicio?", "proyecto-oculto")
	if first, second := strings.Index(body, "¿Primera en el orden?"), strings.Index(body, "¿Segunda en el orden?"); first > second {
		t.Error("the questions are not in their order")
	}
	if n := strings.Count(body, `<li class="card">`); n != 2 {
		t.Errorf("projects: %d cards, want 2", n)
	}
}

// TestFreePageRules: the platform refuses, with a Spanish message, what no client may write.
func TestFreePageRules(t *testing.T) {
	t.Parallel()
	f := newFixture(t, false)
	top := f.newPage(`{"titulo":"Empresa","slug":"empresa"}`)
	child := f.newPage(fmt.Sprintf(`{"titulo":"Historia","slug":"historia","padre":%d}`, top))
	cases := []struct {
		name, method, path, body, want string
	}{
		{"reserved admin", "POST", "/rest/v1/paginas", `{"titulo":"x","slug":"admin"}`, "La dirección «/admin» está reservada: la usa el panel de administración."},
		{"reserved site route", "POST", "/rest/v1/paginas", `{"titulo":"x","slug":"testimonios"}`, "es una página propia del sitio"},
		{"bad slug", "POST", "/rest/v1/paginas", `{"titulo":"x","slug":"Hola Mundo"}`, "solo admite letras minúsculas"},
		{"bad block", "POST", "/rest/v1/paginas", `{"titulo":"x","slug":"x","bloques":[{"tipo":"imagen","archivo":"contenido/a.jpg"}]}`, "Bloque 1 (Imagen): falta el texto alternativo"},
		{"unknown block", "POST", "/rest/v1/paginas", `{"titulo":"x","slug":"x","bloques":[{"tipo":"mapa"}]}`, "Bloque 1 (mapa): el tipo «mapa» no existe"},
		{"faq without category", "POST", "/rest/v1/paginas", `{"titulo":"x","slug":"x","bloques":[{"tipo":"preguntas"}]}`, "Bloque 1 (Preguntas frecuentes): falta la categoría."},
		{"three levels", "POST", "/rest/v1/paginas", fmt.Sprintf(`{"titulo":"x","slug":"x","padre":%d}`, child), "dos niveles como máximo"},
		{"move a parent under another", "PATCH", fmt.Sprintf("/rest/v1/paginas?id=eq.%d", top), fmt.Sprintf(`{"padre":%d}`, f.newPage(`{"titulo":"Otra","slug":"otra"}`)), "tiene páginas dentro"},
		{"rename to reserved", "PATCH", fmt.Sprintf("/rest/v1/paginas?id=eq.%d", top), `{"slug":"rest"}`, "la usa la plataforma de datos"},
	}
	for _, c := range cases {
		body := f.rest(c.method, c.path, c.body, 400)
		if !strings.Contains(body, `"code":"P0001"`) || !strings.Contains(body, c.want) {
			t.Errorf("%s: %s, want %q", c.name, body, c.want)
		}
	}
	// Under a parent, a reserved word is just a slug: /empresa/admin is not the CMS.
	f.newPage(fmt.Sprintf(`{"titulo":"Administración","slug":"admin","padre":%d}`, top))
	// The same address twice is refused by the unique index.
	f.rest("POST", "/rest/v1/paginas", `{"titulo":"Empresa bis","slug":"empresa"}`, 409)
}

// TestHomePageChoice: the page chosen as the home page is served at /, one at a time; without one
// the site's own home stays.
func TestHomePageChoice(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	mustContain(t, "default home", f.page("/", 200), `<h2 id="servicios">Servicios</h2>`)
	first := f.newPage(`{"titulo":"Bienvenida","slug":"bienvenida","es_inicio":true,"bloques":[{"tipo":"texto","html":"<p>Hola</p>"}]}`)
	body := f.page("/", 200)
	mustContain(t, "chosen home", body, `<h1>Bienvenida</h1>`, `<link rel="canonical" href="http://vitrina.test/">`)
	second := f.newPage(`{"titulo":"Portada nueva","slug":"portada","es_inicio":false}`)
	f.rest("PATCH", fmt.Sprintf("/rest/v1/paginas?id=eq.%d", second), `{"es_inicio":true}`, 200)
	mustContain(t, "second home", f.page("/", 200), `<h1>Portada nueva</h1>`)
	var was struct {
		EsInicio bool `json:"es_inicio"`
	}
	f.row("paginas", fmt.Sprintf("id=eq.%d&select=es_inicio", first), &was)
	if was.EsInicio {
		t.Error("the first home page is still chosen")
	}
	// A draft home page is not shown: the site's own home returns.
	f.rest("PATCH", fmt.Sprintf("/rest/v1/paginas?id=eq.%d", second), `{"estado":"borrador"}`, 200)
	mustContain(t, "draft home", f.page("/", 200), `<h2 id="servicios">Servicios</h2>`)
}

// TestSiteRoutesAreReserved: no page can take the first segment of one of the site's own routes.
func TestSiteRoutesAreReserved(t *testing.T) {
	for _, seg := range []string{"servicios", "contenido", "testimonios", "clientes", "sitemap.xml", "mapa-del-sitio", "robots.txt", "static",
		"admin", "login", "cms-static", "auth", "rest", "storage", "healthz", "readyz", "metrics"} {
		if !pageblocks.Reserved(seg) {
			t.Errorf("%q is not reserved", seg)
		}
	}
}

// TestDemoPages: the demo seed's "Quiénes somos" shows several kinds of blocks, and its child page.
func TestDemoPages(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	body := f.page("/quienes-somos", 200)
	mustContain(t, "demo page", body, "<h1>Quiénes somos</h1>", "<h2>Cómo trabajamos</h2>",
		`alt="La tienda en línea de Café Montaña, uno de nuestros proyectos"`, `class="testimonial"`, `<ul class="block logos">`,
		`<a class="button" href="/servicios/desarrollo-de-software">`, `<a class="button" href="/contacto">Cuéntenos su proyecto</a>`)
	mustContain(t, "demo child page", f.page("/quienes-somos/equipo", 200), "<h1>Nuestro equipo</h1>")
	mustContain(t, "demo legal page", f.page("/aviso-legal", 200), "<h1>Aviso legal</h1>")
}
