package site_test

import (
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestHome(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	res, body := f.get("/")
	if res.StatusCode != 200 {
		t.Fatalf("status %d", res.StatusCode)
	}
	mustContain(t, "home", unversioned(body),
		`<html lang="es">`, `<title>Vitrina | Inicio</title>`, `<meta name="description"`,
		`<link rel="canonical" href="http://vitrina.test/">`,
		`<meta property="og:image" content="http://vitrina.test/storage/v1/object/public/contenido/sitio/portada-altamar.png">`, // the hero's picture
		`<header class="site-header">`, `<nav class="site-nav" aria-label="Principal">`, `<main id="contenido-principal"`, `<footer`,
		// services, featured content (newest first, without the featured projects' clients), latest
		// testimonials, client logos
		`<a href="/servicios/desarrollo-de-software">Desarrollo de software</a>`,
		// A card's picture is decorative: the title beside it in the same link names it.
		`<img src="/storage/v1/object/public/contenido/imagenes/como-elegir-la-plataforma-de-comercio-electronico-adecuada.png" alt=""`,
		"La tienda nueva vende más y da menos problemas.", "Lucía Fernández",
		`alt="Café Montaña"`, `src="/storage/v1/object/public/clientes/`)
	if n := strings.Count(body, `class="card"`); n != 6+3 {
		t.Errorf("featured cards: %d, want 6 content items and 3 featured projects", n)
	}
	if n := strings.Count(body, `class="testimonial"`); n != 3 {
		t.Errorf("testimonials: %d, want 3", n)
	}
	if n := strings.Count(body, `<ul class="logos"><li>`) + strings.Count(body, `</li><li><img`); n != 10 {
		t.Errorf("client logos: %d, want 10", n)
	}
	if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") || !strings.Contains(csp, "script-src 'self'") {
		t.Errorf("CSP %q", csp)
	}
	if cc := res.Header.Get("Cache-Control"); cc != "public, max-age=60" {
		t.Errorf("Cache-Control %q", cc)
	}
	// Every image on the page is an address of the platform's public buckets, naming the file's
	// version: cached for good.
	for _, m := range regexp.MustCompile(`<img src="([^"]+)"`).FindAllStringSubmatch(body, -1) {
		res, _ := f.get(m[1])
		if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "image/") ||
			res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Errorf("image %s: %d %s %s", m[1], res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Cache-Control"))
		}
	}
}

func TestHomeEmptySite(t *testing.T) {
	t.Parallel()
	f := newFixture(t, false)
	body := f.page("/", 200)
	mustContain(t, "empty home", body, "Aún no hay contenido publicado.")
	mustContain(t, "empty testimonials", f.page("/testimonios", 200), "Aún no hay testimonios.")
	mustContain(t, "empty clients", f.page("/clientes", 200), "Aún no hay clientes publicados.")
}

func TestCategoryPage(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	// A top category lists its subcategories and the content of its whole subtree.
	body := f.page("/servicios/desarrollo-de-software", 200)
	mustContain(t, "top category", body, "<h1>Desarrollo de software</h1>",
		`<link rel="canonical" href="http://vitrina.test/servicios/desarrollo-de-software">`,
		`<a href="/servicios/aplicaciones-web">Aplicaciones web</a>`, `<a href="/servicios/aplicaciones-moviles">Aplicaciones móviles</a>`,
		"Lanzamos la nueva tienda en línea de Café Montaña", "App de citas para Clínica Santa Lucía", `aria-current="page"`)
	mustNotContain(t, "top category", body, "SEO local: aparezca")
	if n := strings.Count(body, `class="card"`); n != 5+3 {
		t.Errorf("cards %d, want 5 content items and the subtree's 3 projects", n)
	}
	// A third-level category: breadcrumbs through its ancestors, only its own content.
	body = f.page("/servicios/tiendas-en-linea", 200)
	mustContain(t, "leaf category", body, `<li><a href="/servicios/desarrollo-de-software">Desarrollo de software</a></li><li><a href="/servicios/aplicaciones-web">Aplicaciones web</a></li><li><a href="/servicios/tiendas-en-linea">Tiendas en línea</a></li>`,
		"Cómo elegir la plataforma de comercio electrónico adecuada")
	mustNotContain(t, "leaf category", body, "Subcategorías", "Portal del empleado")
	f.page("/servicios/no-existe", 404)
	f.page("/servicios/tiendas-en-linea?page=2", 404)
	f.page("/servicios/tiendas-en-linea?page=cero", 404)
}

func TestCategoryPagination(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	var cat struct{ ID int }
	f.row("categoria-servicios", "select=id&slug=eq.redes-sociales", &cat)
	rows := make([]string, 25)
	for i := range rows {
		rows[i] = `{"titulo":"Publicación ` + strconv.Itoa(i+1) + `","categoria":` + strconv.Itoa(cat.ID) + `,"created_at":"2026-10-` + fmt.Sprintf("%02d", i+1) + `T00:00:00Z"}`
	}
	f.rest(http.MethodPost, "/rest/v1/contenido", "["+strings.Join(rows, ",")+"]", 201)
	// 26 items: pages of 12, 12 and 2, newest first.
	p1 := f.page("/servicios/redes-sociales", 200)
	mustContain(t, "page 1", p1, "Publicación 25", "Página 1 de 3", `href="/servicios/redes-sociales?page=2" rel="next"`)
	mustNotContain(t, "page 1", p1, "Publicación 13<", `rel="prev"`)
	p3 := f.page("/servicios/redes-sociales?page=3", 200)
	mustContain(t, "page 3", p3, "Publicación 1<", "Estrategia de redes sociales para empresas B2B", "Página 3 de 3",
		`href="/servicios/redes-sociales?page=2" rel="prev"`, `<link rel="canonical" href="http://vitrina.test/servicios/redes-sociales?page=3">`)
	if n := strings.Count(p3, `class="card"`); n != 2+1 {
		t.Errorf("page 3 cards %d, want 2 content items and the category's project", n)
	}
	f.page("/servicios/redes-sociales?page=4", 404)
}

func TestContentLayouts(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)

	_, p1 := f.contentURL("Portal del empleado para Grupo Ribera")
	body := unversioned(f.page(p1, 200))
	mustContain(t, "layout 1", body, `<div class="layout-1">`, "<h1>Portal del empleado para Grupo Ribera</h1>",
		`<img class="featured" src="/storage/v1/object/public/contenido/imagenes/portal-del-empleado-para-grupo-ribera.png" alt="Ilustración de «Portal del empleado para Grupo Ribera»: círculos y franjas de colores planos"`, // the library's alt text

		`<link rel="canonical" href="http://vitrina.test`+p1+`">`, `<meta property="og:type" content="article">`,
		`<meta property="og:image" content="http://vitrina.test/storage/v1/object/public/contenido/imagenes/portal-del-empleado-para-grupo-ribera.png">`,
		`<meta name="description" content="Más de 1 200 personas consultan sus nóminas`, "Más de 1 200 personas", "<time datetime=")
	mustNotContain(t, "layout 1", body, `class="sidebar"`, `class="hero"`)

	// Layout 2: the sidebar lists the other items of the category, not the item itself.
	_, p2 := f.contentURL("Cómo elegir la plataforma de comercio electrónico adecuada")
	body = f.page(p2, 200)
	mustContain(t, "layout 2", body, `<div class="layout-2">`, `<aside class="sidebar"`, "Más en Tiendas en línea",
		`>Lanzamos la nueva tienda en línea de Café Montaña</a></li>`)
	if strings.Count(body, `Cómo elegir la plataforma de comercio electrónico adecuada</a>`) != 0 {
		t.Error("layout 2: the sidebar lists the item itself")
	}

	// Layout 3: a full-width hero with the featured image.
	_, p3 := f.contentURL("Automatizamos la facturación de Transportes del Norte")
	body = unversioned(f.page(p3, 200))
	mustContain(t, "layout 3", body, `<article class="layout-3">`, `<header class="hero">`,
		`<img class="hero-image" src="/storage/v1/object/public/contenido/imagenes/automatizamos-la-facturacion-de-transportes-del-norte.png" alt="Ilustración de «Automatizamos la facturación de Transportes del Norte»: círculos y franjas de colores planos"`)
	mustNotContain(t, "layout 3", body, `class="sidebar"`)
}

func TestContentAddresses(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	id, canonical := f.contentURL("Auditoría de seguridad: qué esperar")
	for _, wrong := range []string{"/contenido/" + strconv.Itoa(id), "/contenido/" + strconv.Itoa(id) + "-otro-titulo", "/contenido/" + strconv.Itoa(id) + "-"} {
		res, _ := f.get(wrong)
		if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != canonical {
			t.Errorf("GET %s: %d → %q, want 301 → %q", wrong, res.StatusCode, res.Header.Get("Location"), canonical)
		}
	}
	for _, missing := range []string{"/contenido/9999-nada", "/contenido/abc", "/contenido/0-x", "/contenido/-1-x",
		"/contenido/99999999999999999999-x", "/contenido/012-x", "/contenido/"} {
		f.page(missing, 404)
	}
	// A layout stored as text, or unknown, still renders (as layout 1 when unknown).
	f.rest(http.MethodPatch, "/rest/v1/contenido?id=eq."+strconv.Itoa(id), `{"descripcion":{"body":"Texto\n\nsimple","layout":"7"}}`, 200)
	body := f.page(canonical, 200)
	mustContain(t, "plain body", body, `<div class="layout-1">`, "<p>Texto</p>", "<p>simple</p>")
}

func TestTestimonials(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	p1 := f.page("/testimonios", 200)
	if n := strings.Count(p1, `class="testimonial"`); n != 10 {
		t.Errorf("page 1: %d testimonials", n)
	}
	// Newest first: the seed's first testimonial is its newest.
	first, second := strings.Index(p1, "La tienda nueva vende más"), strings.Index(p1, "Recuperamos días enteros")
	if first < 0 || second < 0 || first > second {
		t.Errorf("order: %d %d", first, second)
	}
	mustContain(t, "page 1", p1, "Página 1 de 2", `href="/testimonios?page=2" rel="next"`, `<link rel="canonical" href="http://vitrina.test/testimonios">`,
		`<option value="">Todas</option>`, "— — SEO local")
	p2 := f.page("/testimonios?page=2", 200)
	mustContain(t, "page 2", p2, "Página 2 de 2", `href="/testimonios" rel="prev"`, "Más llamadas y más visitas", "<title>Testimonios (página 2) | Vitrina</title>")
	mustNotContain(t, "page 2", p2, "La tienda nueva vende más")
	if n := strings.Count(p2, `class="testimonial"`); n != 10 {
		t.Errorf("page 2: %d testimonials", n)
	}
	for _, bad := range []string{"?page=3", "?page=0", "?page=-1", "?page=dos", "?categoria=abc", "?categoria=0", "?categoria=99999"} {
		f.page("/testimonios"+bad, 404)
	}

	// Filtered by a category.
	var cat struct{ ID int }
	f.row("categoria-servicios", "select=id&slug=eq.seo-local", &cat)
	id := strconv.Itoa(cat.ID)
	body := f.page("/testimonios?categoria="+id, 200)
	mustContain(t, "filtered", body, "<h1>Testimonios de SEO local</h1>", "Ahora aparecemos primero", "Más llamadas y más visitas",
		`<option value="`+id+`" selected>`)
	if n := strings.Count(body, `class="testimonial"`); n != 2 {
		t.Errorf("filtered: %d testimonials", n)
	}
	f.page("/testimonios?categoria="+id+"&page=2", 404)
}

func TestClients(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	body := f.page("/clientes", 200)
	// Groups in name order, clients in name order inside them.
	order := []string{"<h2>Comercio</h2>", `alt="Café Montaña"`, `alt="Librerías Alba"`, `alt="Moda Brisa"`,
		"<h2>Industria</h2>", `alt="Grupo Ribera"`, "<h2>Salud</h2>", "<h2>Servicios financieros</h2>", `alt="Seguros Faro"`}
	last := -1
	for _, s := range order {
		i := strings.Index(body, s)
		if i <= last {
			t.Errorf("%q at %d, after %d", s, i, last)
		}
		last = i
	}
	mustContain(t, "clients", unversioned(body), `.svg" alt="Café Montaña"`, `.svg" alt="Librerías Alba"`)
	// A client category without clients is left out; a client without logo shows its name.
	f.rest(http.MethodPost, "/rest/v1/categorias", `{"nombre":"Vacía"}`, 201)
	var grp struct{ ID int }
	f.row("categorias", "select=id&nombre=eq.Salud", &grp)
	f.rest(http.MethodPost, "/rest/v1/clientes", `{"nombre":"Sin Logo SA","categoria":`+strconv.Itoa(grp.ID)+`}`, 201)
	body = f.page("/clientes", 200)
	mustNotContain(t, "clients", body, "Vacía")
	mustContain(t, "clients", body, `<span class="logo-name">Sin Logo SA</span>`)
}

func TestSitemapAndRobots(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	res, body := f.get("/sitemap.xml")
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "application/xml; charset=utf-8" {
		t.Fatalf("sitemap: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	mustContain(t, "sitemap", body, `<?xml version="1.0" encoding="UTF-8"?>`, `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
		"<loc>http://vitrina.test/</loc>", "<loc>http://vitrina.test/testimonios</loc>", "<loc>http://vitrina.test/testimonios?page=2</loc>",
		"<loc>http://vitrina.test/clientes</loc>", "<loc>http://vitrina.test/contacto</loc>", "<loc>http://vitrina.test/servicios/seo-local</loc>", "<lastmod>2026-09-30</lastmod>")
	locs := regexp.MustCompile(`<loc>([^<]+)</loc>`).FindAllStringSubmatch(body, -1)
	// 4 fixed pages, /contacto, /empleo and the site map, 15 categories, 12 items, 3 free pages; the
	// blog: its list, 10 posts, the 3 English versions of posts, 12 tags and 3 authors; the projects'
	// list and 7 projects; the FAQ; 3 open openings. In English: the home and the 7 lists, the 12
	// tags' and 3 authors' lists, 8 services, 2 items and a project.
	if len(locs) != 7+15+12+3+(1+10+3+12+3)+(1+7)+1+3+(1+7+12+3+8+2+1) {
		t.Errorf("sitemap has %d addresses", len(locs))
	}
	// Every address answers 200.
	for _, m := range locs {
		f.page(strings.TrimPrefix(m[1], testBase), 200)
	}
	res, body = f.get("/robots.txt")
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/plain") {
		t.Fatalf("robots: %d", res.StatusCode)
	}
	mustContain(t, "robots", body, "User-agent: *", "Disallow: /admin/", "Sitemap: http://vitrina.test/sitemap.xml")
}

func TestNotFound(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	for _, path := range []string{"/nada", "/servicios", "/servicios/", "/contenido", "/testimonios/2", "/static/nada.css", "/favicon.ico", "/index.php"} {
		res, body := f.get(path)
		if res.StatusCode != 404 {
			t.Errorf("GET %s: %d", path, res.StatusCode)
			continue
		}
		mustContain(t, path, body, "<h1>Página no encontrada</h1>", `<html lang="es">`, `<a href="/">Volver al inicio</a>`)
		if res.Header.Get("Cache-Control") != "no-store" || res.Header.Get("ETag") != "" {
			t.Errorf("GET %s: cacheable 404 (%q)", path, res.Header.Get("Cache-Control"))
		}
	}
	req, _ := http.NewRequest(http.MethodPost, "/", nil)
	rec := newRecorder()
	f.handler.ServeHTTP(rec, req)
	if rec.Code != 404 && rec.Code != 405 {
		t.Errorf("POST /: %d", rec.Code)
	}
}

func TestETagAndHead(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	res, body := f.get("/clientes")
	etag := res.Header.Get("ETag")
	if etag == "" || len(body) == 0 {
		t.Fatal("no ETag")
	}
	res, body = f.get("/clientes", "If-None-Match", etag)
	if res.StatusCode != http.StatusNotModified || body != "" {
		t.Errorf("If-None-Match: %d %q", res.StatusCode, body)
	}
	res, _ = f.get("/clientes", "If-None-Match", `"otro", W/`+etag)
	if res.StatusCode != http.StatusNotModified {
		t.Errorf("weak list: %d", res.StatusCode)
	}
	res, body = f.get("/clientes", "If-None-Match", `"otro"`)
	if res.StatusCode != 200 || res.Header.Get("ETag") != etag {
		t.Errorf("other tag: %d", res.StatusCode)
	}
	req, _ := http.NewRequest(http.MethodHead, "/clientes", nil)
	rec := newRecorder()
	f.handler.ServeHTTP(rec, req)
	if rec.Code != 200 || rec.Body.Len() != 0 || rec.Header().Get("Content-Length") != strconv.Itoa(len(body)) {
		t.Errorf("HEAD: %d body %d length %s", rec.Code, rec.Body.Len(), rec.Header().Get("Content-Length"))
	}
}

func TestStaticFiles(t *testing.T) {
	t.Parallel()
	f := newFixture(t, false)
	home := f.page("/", 200)
	css := regexp.MustCompile(`href="(/static/site\.css\?v=[0-9a-f]+)"`).FindStringSubmatch(home)
	if css == nil {
		t.Fatal("no versioned stylesheet link")
	}
	res, body := f.get(css[1])
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "text/css; charset=utf-8" ||
		res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" || !strings.Contains(body, ".layout-3") {
		t.Fatalf("css: %d %s %s", res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Cache-Control"))
	}
	if res2, _ := f.get(css[1], "If-None-Match", res.Header.Get("ETag")); res2.StatusCode != 304 {
		t.Errorf("css revalidation: %d", res2.StatusCode)
	}
	if res, _ := f.get("/static/site.css?v=viejo"); res.Header.Get("Cache-Control") != "public, max-age=300" {
		t.Errorf("stale version cached for %q", res.Header.Get("Cache-Control"))
	}
	if res, _ := f.get("/static/favicon.svg"); res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/svg+xml" {
		t.Errorf("favicon: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
}
