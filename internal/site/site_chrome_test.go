package site_test

import (
	"regexp"
	"strings"
	"testing"
)

// section is the part of body from the first from to the next to after it ("" when from is absent).
func section(body, from, to string) string {
	i := strings.Index(body, from)
	if i < 0 {
		return ""
	}
	rest := body[i:]
	if j := strings.Index(rest, to); j >= 0 {
		return rest[:j]
	}
	return rest
}

// TestFooterEachLinkOnce: the footer is the footer menu and the contact data with every address
// once (the demo's LinkedIn page is both a menu item and a social link), without the blog's feed
// (it stays in <head> and on the blog), and «Mapa del sitio» opens the human site map.
func TestFooterEachLinkOnce(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	for _, path := range []string{"/", "/blog", "/contacto"} {
		body := f.page(path, 200)
		footer := section(body, `<footer class="site-footer">`, `</footer>`)
		if footer == "" {
			t.Fatalf("%s: no footer", path)
		}
		mustContain(t, path+" footer", footer, `<a href="/mapa-del-sitio">Mapa del sitio</a>`, `<a href="/aviso-legal">Aviso legal</a>`,
			`<a href="mailto:hola@altamar.example">hola@altamar.example</a>`, `<a href="https://mastodon.social/@altamar" rel="me">Mastodon</a>`)
		mustNotContain(t, path+" footer", footer, "Suscribirse", "feed.xml", "/sitemap.xml")
		seen := map[string]bool{}
		for _, m := range regexp.MustCompile(`href="([^"]+)"`).FindAllStringSubmatch(footer, -1) {
			if seen[m[1]] {
				t.Errorf("%s: the footer links %s twice", path, m[1])
			}
			seen[m[1]] = true
		}
		if !seen["https://www.linkedin.com/company/altamar-consultores"] {
			t.Errorf("%s: the footer lost the LinkedIn page", path)
		}
		mustContain(t, path+" head", section(body, "<head>", "</head>"), `type="application/atom+xml"`)
	}
	mustContain(t, "blog", f.page("/blog", 200), "Suscríbase por Atom")

	// Without a footer menu, the fixed links lead to the human site map too.
	f.rest("DELETE", "/rest/v1/menus?id=gt.0", "", 200)
	mustContain(t, "fixed footer", section(f.page("/", 200), `<footer`, `</footer>`), `<a href="/mapa-del-sitio">Mapa del sitio</a>`)
}

// TestSiteMapPage: /mapa-del-sitio lists the site's sections and pages as links, from the same
// entries as sitemap.xml: every link it shows is in sitemap.xml, the further pages of lists and the
// tags' lists are left to search engines, and what is hidden from them (noindex, drafts) is absent.
func TestSiteMapPage(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	f.rest("POST", "/rest/v1/blog_entradas", `{"titulo":"Entrada reservada","slug":"reservada","cuerpo":"<p>x</p>","noindex":true}`, 201)
	f.rest("POST", "/rest/v1/blog_entradas", `{"titulo":"Entrada en borrador","slug":"borrador","cuerpo":"<p>x</p>","estado":"borrador"}`, 201)
	body := f.page("/mapa-del-sitio", 200)
	main := section(body, `<main`, `</main>`)
	mustContain(t, "site map", main, "<h1>Mapa del sitio</h1>", `<h2 id="paginas-principales">Páginas principales</h2>`,
		`<h2 id="servicios">Servicios</h2>`, `<h2 id="blog">Blog</h2>`, `<h2 id="proyectos">Proyectos</h2>`, `<h2 id="empleo">Empleo</h2>`,
		`<a href="/">Inicio</a>`, `<a href="/quienes-somos">Quiénes somos</a>`, `<a href="/quienes-somos/equipo">Nuestro equipo</a>`,
		`<li class="depth-1"><a href="/servicios/ciberseguridad">Ciberseguridad</a></li>`, `<a href="/blog">Todas las entradas</a>`,
		`<a href="/proyectos/tienda-en-linea-para-cafe-montana">Tienda en línea para Café Montaña</a>`, `<a href="/empleo">Ofertas de empleo</a>`)
	mustNotContain(t, "site map", main, "?page=", "/blog/etiqueta/", "/blog/autor/", "reservada", "borrador")
	mustContain(t, "title", body, "<title>Mapa del sitio | ")

	xml := f.page("/sitemap.xml", 200)
	links := regexp.MustCompile(`<a href="([^"]+)">`).FindAllStringSubmatch(main, -1)
	if len(links) < 30 {
		t.Fatalf("the site map shows only %d links", len(links))
	}
	for _, m := range links {
		if !strings.Contains(xml, "<loc>"+testBase+m[1]+"</loc>") {
			t.Errorf("the site map links %s, which sitemap.xml does not name", m[1])
		}
	}
	mustContain(t, "sitemap.xml", xml, "<loc>"+testBase+"/mapa-del-sitio</loc>", "/blog?page=2</loc>")
}

// TestSearchKeepsOpeningMarks: a result's title and snippet keep the Spanish opening «¿».
func TestSearchKeepsOpeningMarks(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	body := f.page("/buscar?q=cuesta", 200)
	mustContain(t, "search", body, `>¿Cuánto <mark>cuesta</mark> un proyecto con Altamar?</a>`)
	f.rest("POST", "/rest/v1/blog_entradas", `{"titulo":"¿Zanahorias o nabos?","slug":"zanahorias-o-nabos",
		"cuerpo":"<p>¡Qué pregunta! ¿Qué zanahoria conviene plantar? Depende del suelo.</p>"}`, 201)
	mustContain(t, "post", f.page("/buscar?q=zanahoria", 200), `>¿<mark>Zanahorias</mark> o nabos?</a>`,
		"<p>¡Qué pregunta! ¿Qué <mark>zanahoria</mark> conviene plantar? Depende del suelo.</p>")
}

// TestHomeShowsEachClientOnce: «Destacados» leaves out the news about the clients whose projects
// «Proyectos destacados» shows, and still fills its six places.
func TestHomeShowsEachClientOnce(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	body := f.page("/", 200)
	featured := section(body, `<h2 id="destacados">`, `</section>`)
	projects := section(body, `<h2 id="proyectos-destacados">`, `</section>`)
	clients := regexp.MustCompile(`<p class="meta">([^<·]+) · <time`).FindAllStringSubmatch(projects, -1)
	if len(clients) != 3 {
		t.Fatalf("featured projects' clients: %v", clients)
	}
	for _, c := range clients {
		if name := strings.TrimSpace(c[1]); strings.Contains(featured, name) {
			t.Errorf("«Destacados» shows %s again", name)
		}
	}
	if n := strings.Count(featured, `<li class="card">`); n != 6 {
		t.Errorf("«Destacados» shows %d cards", n)
	}
}
