package site_test

import (
	"net/http"
	"testing"
)

// TestSearchPageInLanguages: /<lang>/buscar finds the published translations in that language of
// published posts, read by its rules ("running" finds "run"), and links their addresses in it; a
// draft translation, the translation of a draft post and Spanish posts are not found there, a
// disabled language has no search page, and /buscar answers as it did before any translation.
func TestSearchPageInLanguages(t *testing.T) {
	t.Parallel()
	f, _ := blogFixture(t)
	f.rest(http.MethodPost, "/rest/v1/idiomas", `[{"codigo":"en","nombre":"English","activo":true},{"codigo":"fr","nombre":"Français","activo":false}]`, 201)
	spanish := f.page("/buscar?q=texto", 200)
	f.rest(http.MethodPost, "/rest/v1/blog_entradas_traducciones", `[
		{"origen":12,"idioma":"en","titulo":"Morning run","slug":"morning-run","extracto":"","cuerpo":"<p>We run in the <b>park</b> and some text.</p>","portada_alt":"","estado":"publicado"},
		{"origen":12,"idioma":"fr","titulo":"Courir le matin","slug":"courir","extracto":"","cuerpo":"<p>Nous courons.</p>","portada_alt":"","estado":"publicado"},
		{"origen":11,"idioma":"en","titulo":"Draft run","slug":"draft-run","extracto":"","cuerpo":"","portada_alt":"","estado":"borrador"},
		{"origen":13,"idioma":"en","titulo":"Secret run","slug":"secret-run","extracto":"","cuerpo":"","portada_alt":"","estado":"publicado"}]`, 201)

	for _, c := range []struct {
		path        string
		status      int
		want, avoid []string
	}{
		{"/en/buscar?q=running", 200, []string{`<a href="/en/blog/morning-run">Morning <mark>run</mark></a>`, "We <mark>run</mark> in the park"},
			[]string{"Draft run", "Secret run", "Entrada 12"}},
		{"/en/buscar?q=parks", 200, []string{`href="/en/blog/morning-run"`}, nil},
		{"/en/buscar?q=entrada", 200, nil, []string{"Entrada 12", `href="/blog/entrada-12"`}},
		{"/en/buscar?q=secret", 200, nil, []string{"Secret run"}},
		{"/buscar?q=running", 200, nil, []string{"Morning run"}},
		{"/buscar?q=entrada+12", 200, []string{`href="/blog/entrada-12"`}, []string{"Morning run"}},
		{"/fr/buscar?q=courons", 404, nil, nil},
	} {
		body := f.page(c.path, c.status)
		mustContain(t, c.path, body, c.want...)
		mustNotContain(t, c.path, body, c.avoid...)
	}
	if got := f.page("/buscar?q=texto", 200); got != spanish {
		t.Errorf("/buscar?q=texto changed with the translations:\n%s\nwas\n%s", got, spanish)
	}
}
