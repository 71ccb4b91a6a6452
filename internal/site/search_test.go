package site_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// TestSearchPage: the header of every page has the search box; /buscar finds published posts and
// content whatever the accents and inflection, ranks title matches first, highlights escaped
// snippets, pages, and keeps the query in the box; drafts are never found; odd input is safe.
func TestSearchPage(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	mustContain(t, "home", f.page("/", 200), `<form class="site-search" method="get" action="/buscar" role="search">`, `name="q"`)

	body := f.page("/buscar?q=diseno", 200)
	mustContain(t, "diseno", body, `<a href="/blog/diseno-accesible-lo-que-ganamos-todos"><mark>Diseño</mark> accesible: lo que ganamos todos</a>`,
		"<mark>", `value="diseno"`)
	body = f.page("/buscar?q="+url.QueryEscape("aplicaciones"), 200)
	mustContain(t, "aplicaciones", body, "Cómo elegir entre una <mark>aplicación</mark> web y una <mark>aplicación</mark> móvil")

	// A post with markup in its text: the snippet is escaped, only <mark> is markup.
	f.rest(http.MethodPost, "/rest/v1/blog_entradas", `{"titulo":"Zanahorias <b>crudas</b>","slug":"zanahorias","cuerpo":"<p>Las zanahorias &lt;script&gt; son buenas</p>"}`, 201)
	body = f.page("/buscar?q=zanahoria", 200)
	mustContain(t, "escaped", body, "<mark>Zanahorias</mark> &lt;b&gt;crudas&lt;/b&gt;", "<mark>zanahorias</mark> &lt;script&gt;")
	mustNotContain(t, "escaped", body, "<b>crudas", "<script>")

	f.rest(http.MethodPost, "/rest/v1/blog_entradas", `{"titulo":"Zanahoria secreta","slug":"zanahoria-secreta","estado":"borrador"}`, 201)
	mustNotContain(t, "draft", f.page("/buscar?q=zanahoria", 200), "Zanahoria secreta")

	for _, q := range []string{"", "de la", strings.Repeat("ñ", 3000), `"*) OR NEAR(`, "%00%ff", "<script>"} {
		res, body := f.get("/buscar?q=" + url.QueryEscape(q))
		if res.StatusCode != 200 || strings.Contains(body, "<script>") {
			t.Errorf("q=%.20q: %d", q, res.StatusCode)
		}
	}
	f.page("/buscar?q=diseno&page=99", 404)
	f.page("/buscar?q=diseno&page=x", 404)
}
