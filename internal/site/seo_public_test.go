package site_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
)

// TestSEOOnPublicPages: the site-wide defaults (ajustes_seo) and each item's own SEO fields reach
// the public pages — title pattern, default description and share image, verification codes, the
// Organization JSON-LD on the home page, extra robots.txt rules; an item's meta title, description,
// canonical address and noindex; BreadcrumbList JSON-LD on nested pages — and noindex items leave
// the sitemap.
func TestSEOOnPublicPages(t *testing.T) {
	f := newFixture(t, false)
	f.rest(http.MethodPost, "/rest/v1/ajustes_seo", `{"id":1,"patron_titulo":"{titulo} — {sitio}","descripcion":"Consultoría tecnológica.",
		"imagen":"/static/compartir.png","organizacion_nombre":"Altamar Consultores S.L.","organizacion_email":"hola@altamar.example",
		"robots":"Disallow: /borradores","verificacion_google":"g-123","verificacion_bing":"b-456"}`, http.StatusCreated)
	f.rest(http.MethodPost, "/rest/v1/blog_entradas", `{"titulo":"Entrada","slug":"entrada","extracto":""}`, http.StatusCreated)
	f.rest(http.MethodPost, "/rest/v1/blog_entradas", `{"titulo":"Oculta","slug":"oculta","noindex":true,
		"meta_titulo":"Título a medida","meta_descripcion":"Descripción a medida.","url_canonica":"/blog/entrada"}`, http.StatusCreated)
	f.rest(http.MethodPost, "/rest/v1/paginas", `{"id":70,"titulo":"Empresa","slug":"empresa","bloques":[]}`, http.StatusCreated)
	f.rest(http.MethodPost, "/rest/v1/paginas", `{"titulo":"Historia","slug":"historia","padre":70,"bloques":[]}`, http.StatusCreated)
	f.rest(http.MethodPost, "/rest/v1/paginas", `{"titulo":"Privada","slug":"privada","noindex":true,"bloques":[]}`, http.StatusCreated)

	home := f.page("/", http.StatusOK)
	mustContain(t, "home", home, `<meta name="google-site-verification" content="g-123">`, `<meta name="msvalidate.01" content="b-456">`,
		`<meta property="og:image" content="`+testBase+`/static/compartir.png">`,
		`"@type":"Organization"`, `"name":"Altamar Consultores S.L."`, `"email":"hola@altamar.example"`)
	post := f.page("/blog/entrada", http.StatusOK)
	mustContain(t, "post", post, "<title>Entrada — Vitrina</title>", `"@type":"BreadcrumbList"`, `"item":"`+testBase+`/blog"`,
		`<meta name="description" content="Consultoría tecnológica.">`)
	mustNotContain(t, "post", post, `name="robots"`, `"name":"Altamar Consultores S.L."`)
	hidden := f.page("/blog/oculta", http.StatusOK)
	mustContain(t, "noindex post", hidden, "<title>Título a medida</title>", `<meta name="description" content="Descripción a medida.">`,
		`<link rel="canonical" href="`+testBase+`/blog/entrada">`, `<meta name="robots" content="noindex">`)
	f.rest(http.MethodPost, "/rest/v1/proyectos", `{"titulo":"Proyecto reservado","slug":"reservado","noindex":true,
		"meta_titulo":"Un caso a medida","meta_descripcion":"Lo que hicimos.","url_canonica":"/proyectos"}`, http.StatusCreated)
	project := f.page("/proyectos/reservado", http.StatusOK)
	mustContain(t, "noindex project", project, "<title>Un caso a medida</title>", `<meta name="description" content="Lo que hicimos.">`,
		`<link rel="canonical" href="`+testBase+`/proyectos">`, `<meta name="robots" content="noindex">`)
	mustNotContain(t, "sitemap without the noindex project", f.page("/sitemap.xml", http.StatusOK), "/proyectos/reservado")
	child := f.page("/empresa/historia", http.StatusOK)
	mustContain(t, "nested page", child, `"@type":"BreadcrumbList"`, `"name":"Empresa","item":"`+testBase+`/empresa"`)
	mustContain(t, "robots.txt", f.page("/robots.txt", http.StatusOK), "Disallow: /borradores\n", "Sitemap: "+testBase+"/sitemap.xml")

	sitemap := f.page("/sitemap.xml", http.StatusOK)
	mustContain(t, "sitemap", sitemap, "<urlset", testBase+"/blog/entrada</loc>", testBase+"/empresa/historia</loc>")
	mustNotContain(t, "sitemap", sitemap, "/blog/oculta", "/privada<", "<sitemapindex")

	// A change to the defaults reaches every page at once.
	f.rest(http.MethodPatch, "/rest/v1/ajustes_seo?id=eq.1", `{"patron_titulo":"{sitio}: {titulo}"}`, http.StatusOK)
	mustContain(t, "post after a change", f.page("/blog/entrada", http.StatusOK), "<title>Vitrina: Entrada</title>")
}

// TestSitemapIndex: past 50 000 addresses /sitemap.xml becomes a sitemap index of files of 50 000
// each, which together hold every address once; past 100 000 it lists no more.
func TestSitemapIndex(t *testing.T) {
	if testing.Short() {
		t.Skip("inserts 100 010 job openings")
	}
	f := newFixture(t, false)
	_, err := f.env.DB.Exec(context.Background(), `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50001)
		INSERT INTO vacantes (titulo, slug, modalidad, tipo) SELECT 'Oferta ' || i, 'oferta-' || i, 'remoto', 'Temporal' FROM n`)
	if err != nil {
		t.Fatal(err)
	}
	f.site.Changed("vacantes")
	index := f.page("/sitemap.xml", http.StatusOK)
	mustContain(t, "index", index, "<sitemapindex", testBase+"/sitemaps/1.xml</loc>", testBase+"/sitemaps/2.xml</loc>")
	mustNotContain(t, "index", index, "/sitemaps/3.xml", "<urlset")
	first, second := f.page("/sitemaps/1.xml", http.StatusOK), f.page("/sitemaps/2.xml", http.StatusOK)
	n1, n2 := strings.Count(first, "<url>"), strings.Count(second, "<url>")
	if n1 != 50000 || n2 < 2 || n2 > 20 {
		t.Errorf("files of %d and %d addresses", n1, n2)
	}
	all := first + second
	for _, want := range []string{"/empleo/oferta-1<", "/empleo/oferta-50001<", testBase + "/</loc>"} {
		if strings.Count(all, want) != 1 {
			t.Errorf("%s appears %d times", want, strings.Count(all, want))
		}
	}
	for _, p := range []string{"/sitemaps/3.xml", "/sitemaps/0.xml", "/sitemaps/01.xml", "/sitemaps/x.xml"} {
		f.page(p, http.StatusNotFound)
	}

	// Past 100 000 addresses the site map stops: two full files, no third, whatever the tables hold.
	if _, err := f.env.DB.Exec(context.Background(), `WITH RECURSIVE n(i) AS (SELECT 50002 UNION ALL SELECT i + 1 FROM n WHERE i < 100010)
		INSERT INTO vacantes (titulo, slug, modalidad, tipo) SELECT 'Oferta ' || i, 'oferta-' || i, 'remoto', 'Temporal' FROM n`); err != nil {
		t.Fatal(err)
	}
	f.site.Changed("vacantes")
	index = f.page("/sitemap.xml", http.StatusOK)
	mustContain(t, "capped index", index, testBase+"/sitemaps/2.xml</loc>")
	mustNotContain(t, "capped index", index, "/sitemaps/3.xml")
	second = f.page("/sitemaps/2.xml", http.StatusOK)
	if n := strings.Count(second, "<url>"); n != 50000 {
		t.Errorf("the second file of a capped site map holds %d addresses", n)
	}
	mustNotContain(t, "capped site map", second, "/empleo/oferta-100010<")
	f.page("/sitemaps/3.xml", http.StatusNotFound)
}
