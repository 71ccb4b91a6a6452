package site_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"
)

// TestTranslatedPosts: /<lang>/blog/<slug> shows a post's published translation in a language the
// site offers, in that language, and both versions name each other and x-default as alternates; a
// draft translation, a translation of a draft post and a disabled language answer 404, and the same
// slug serves two languages.
func TestTranslatedPosts(t *testing.T) {
	t.Parallel()
	f, _ := blogFixture(t)
	f.rest(http.MethodPost, "/rest/v1/idiomas", `[{"codigo":"en","nombre":"English","activo":true},{"codigo":"pt-BR","nombre":"Português","activo":true},{"codigo":"fr","nombre":"Français","activo":false}]`, 201)
	f.rest(http.MethodPost, "/rest/v1/blog_entradas_traducciones", `[
		{"origen":12,"idioma":"en","titulo":"Post twelve","slug":"entrada-12","extracto":"Summary","cuerpo":"<p>English text</p>","portada_alt":"","estado":"publicado"},
		{"origen":12,"idioma":"pt-BR","titulo":"Postagem doze","slug":"entrada-12","extracto":"","cuerpo":"<p>Texto</p>","portada_alt":"","estado":"publicado"},
		{"origen":12,"idioma":"fr","titulo":"Article douze","slug":"article-12","extracto":"","cuerpo":"<p>Texte</p>","portada_alt":"","estado":"publicado"},
		{"origen":11,"idioma":"en","titulo":"Eleven draft","slug":"eleven","extracto":"","cuerpo":"","portada_alt":"","estado":"borrador"},
		{"origen":13,"idioma":"en","titulo":"Secret draft","slug":"secret","extracto":"","cuerpo":"","portada_alt":"","estado":"publicado"}]`, 201)
	en := f.page("/en/blog/entrada-12", 200)
	alternates := []string{
		`<link rel="alternate" hreflang="es" href="http://vitrina.test/blog/entrada-12">`,
		`<link rel="alternate" hreflang="en" href="http://vitrina.test/en/blog/entrada-12">`,
		`<link rel="alternate" hreflang="pt-BR" href="http://vitrina.test/pt-BR/blog/entrada-12">`,
		`<link rel="alternate" hreflang="x-default" href="http://vitrina.test/blog/entrada-12">`,
	}
	mustContain(t, "/en/blog/entrada-12", en, append([]string{`<html lang="en">`, "<h1>Post twelve</h1>", "English text",
		`<link rel="canonical" href="http://vitrina.test/en/blog/entrada-12">`, `"inLanguage":"en"`}, alternates...)...)
	mustNotContain(t, "/en/blog/entrada-12", en, "hreflang=\"fr\"")
	// The post's date and reading time are written in its language.
	if !regexp.MustCompile(`<time datetime="[0-9-]+">[A-Z][a-z]+ [0-9]{1,2}, [0-9]{4}</time>.* min read`).MatchString(en) {
		t.Errorf("/en/blog/entrada-12: no English date and reading time")
	}
	mustContain(t, "/pt-BR/blog/entrada-12", f.page("/pt-BR/blog/entrada-12", 200), `<html lang="pt-BR">`, "Postagem doze", "min de leitura")
	es := f.page("/blog/entrada-12", 200)
	mustContain(t, "/blog/entrada-12", es, append([]string{`<html lang="es">`, "<h1>Entrada 12</h1>"}, alternates...)...)
	mustNotContain(t, "/blog/entrada-11", f.page("/blog/entrada-11", 200), `<link rel="alternate" hreflang=`)
	for _, path := range []string{"/en/blog/eleven", "/en/blog/secret", "/fr/blog/article-12", "/en/blog/no-existe", "/de/blog/entrada-12",
		"/en/blog/entrada-11"} { // English answers 404 for an untranslated post
		f.page(path, 404)
	}
	// Portuguese shows the Spanish text of an untranslated post, marked as such, and sends a post
	// translated under another slug there.
	f.rest(http.MethodPatch, "/rest/v1/idiomas?codigo=eq.pt-BR", `{"sin_traduccion":"idioma_principal"}`, 200)
	fallback := f.page("/pt-BR/blog/entrada-11", 200)
	mustContain(t, "/pt-BR/blog/entrada-11", fallback, `<html lang="pt-BR">`, `<div lang="es">`, "<h1>Entrada 11</h1>",
		"Esta página ainda não está traduzida; é apresentada em espanhol.", `<link rel="canonical" href="http://vitrina.test/blog/entrada-11">`, "min de lectura")
	mustNotContain(t, "/pt-BR/blog/entrada-11", fallback, `hreflang="x-default"`)
	f.page("/pt-BR/blog/borrador", 404)
	f.rest(http.MethodPost, "/rest/v1/blog_entradas_traducciones", `{"origen":10,"idioma":"pt-BR","titulo":"Dez","slug":"dez","estado":"publicado"}`, 201)
	if res, _ := f.get("/pt-BR/blog/entrada-10"); res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != "/pt-BR/blog/dez" {
		t.Errorf("a post translated under another slug: %d → %q", res.StatusCode, res.Header.Get("Location"))
	}
}

// TestLanguageSwitcher: the header's language switcher names Spanish and each language the site
// offers in its own name, leads a translated post to its versions and marks the current one; an
// untranslated post offers Spanish only, and with no language offered there is no switcher.
func TestLanguageSwitcher(t *testing.T) {
	t.Parallel()
	f, _ := blogFixture(t)
	const nav = `<nav class="lang-switch" aria-label="Idiomas">`
	const navEN = `<nav class="lang-switch" aria-label="Languages">` // the switcher's name in the page's language
	mustNotContain(t, "/blog/entrada-12", f.page("/blog/entrada-12", 200), nav)
	f.rest(http.MethodPost, "/rest/v1/idiomas", `[{"codigo":"en","nombre":"English","activo":true,"orden":1},{"codigo":"fr","nombre":"Français","activo":false,"orden":2}]`, 201)
	f.rest(http.MethodPost, "/rest/v1/blog_entradas_traducciones", `[
		{"origen":12,"idioma":"en","titulo":"Post twelve","slug":"post-twelve","cuerpo":"<p>English</p>","estado":"publicado"},
		{"origen":12,"idioma":"fr","titulo":"Article douze","slug":"article-12","cuerpo":"<p>Texte</p>","estado":"publicado"}]`, 201)
	es := `<a href="http://vitrina.test/blog/entrada-12" lang="es" hreflang="es"`
	en := `<a href="http://vitrina.test/en/blog/post-twelve" lang="en" hreflang="en"`
	for _, tc := range []struct {
		path       string
		want, lack []string
	}{
		{"/blog/entrada-12", []string{nav, es + ` aria-current="true">Español</a>`, en + `>English</a>`}, []string{"Français"}},
		{"/en/blog/post-twelve", []string{navEN, es + `>Español</a>`, en + ` aria-current="true">English</a>`}, []string{"Français"}},
		// An untranslated post leads to the language's home page.
		{"/blog/entrada-11", []string{nav, `<a href="http://vitrina.test/blog/entrada-11" lang="es" hreflang="es" aria-current="true">Español</a>`,
			`<a href="http://vitrina.test/en/" lang="en" hreflang="en">English</a>`}, nil},
		{"/", []string{nav, `<a href="http://vitrina.test/" lang="es" hreflang="es" aria-current="true">Español</a>`,
			`<a href="http://vitrina.test/en/" lang="en" hreflang="en">English</a>`}, []string{"Français"}},
		{"/en/", []string{navEN, `<a href="http://vitrina.test/" lang="es" hreflang="es">Español</a>`,
			`<a href="http://vitrina.test/en/" lang="en" hreflang="en" aria-current="true">English</a>`, `<html lang="en">`}, nil},
	} {
		body := f.page(tc.path, 200)
		mustContain(t, tc.path, body, tc.want...)
		mustNotContain(t, tc.path, body, tc.lack...)
	}
	f.rest(http.MethodPatch, "/rest/v1/idiomas?codigo=eq.en", `{"activo":false}`, 200)
	mustNotContain(t, "/blog/entrada-12", f.page("/blog/entrada-12", 200), nav)
}

// TestSitemapTranslations: sitemap.xml lists a post's published translations at their own address,
// the post and each translation naming every version and x-default as alternates; a draft
// translation and one into a language the site does not offer never appear.
func TestSitemapTranslations(t *testing.T) {
	t.Parallel()
	f, _ := blogFixture(t)
	f.rest(http.MethodPost, "/rest/v1/idiomas", `[{"codigo":"en","nombre":"English","activo":true},{"codigo":"fr","nombre":"Français","activo":false}]`, 201)
	f.rest(http.MethodPost, "/rest/v1/blog_entradas_traducciones", `[
		{"origen":12,"idioma":"en","titulo":"Post twelve","slug":"post-twelve","estado":"publicado"},
		{"origen":12,"idioma":"fr","titulo":"Article douze","slug":"article-12","estado":"publicado"},
		{"origen":11,"idioma":"en","titulo":"Eleven draft","slug":"eleven-draft","estado":"borrador"}]`, 201)
	body := f.page("/sitemap.xml", 200)
	alternates := `<xhtml:link rel="alternate" hreflang="es" href="http://vitrina.test/blog/entrada-12"></xhtml:link>` +
		`<xhtml:link rel="alternate" hreflang="en" href="http://vitrina.test/en/blog/post-twelve"></xhtml:link>` +
		`<xhtml:link rel="alternate" hreflang="x-default" href="http://vitrina.test/blog/entrada-12"></xhtml:link>`
	flat := strings.Join(strings.Fields(body), "")
	for _, want := range []string{
		`xmlns:xhtml="http://www.w3.org/1999/xhtml"`,
		"<loc>http://vitrina.test/blog/entrada-12</loc>",
		"<loc>http://vitrina.test/en/blog/post-twelve</loc>",
	} {
		mustContain(t, "/sitemap.xml", body, want)
	}
	if n := strings.Count(flat, strings.Join(strings.Fields(alternates), "")); n != 2 {
		t.Errorf("the post and its translation should both name the alternates; %d do:\n%s", n, body)
	}
	mustNotContain(t, "/sitemap.xml", body, "eleven-draft", "article-12", `hreflang="fr"`)
	// An untranslated post has no alternates; the lists every language has name each language's.
	mustContain(t, "/sitemap.xml", flat, "<url><loc>http://vitrina.test/blog/entrada-11</loc><lastmod>2026-01-11</lastmod></url>",
		`<url><loc>http://vitrina.test/en/blog</loc><xhtml:linkrel="alternate"hreflang="es"href="http://vitrina.test/blog"></xhtml:link>`)
}

// TestTranslatedFeed: /<lang>/blog/feed.xml lists the published translations of published posts
// into a language the site offers, in that language, and that language's post pages link it; a
// draft translation stays out, and a language not offered has no feed.
func TestTranslatedFeed(t *testing.T) {
	t.Parallel()
	f, _ := blogFixture(t)
	f.rest(http.MethodPost, "/rest/v1/idiomas", `[{"codigo":"en","nombre":"English","activo":true},{"codigo":"fr","nombre":"Français","activo":false}]`, 201)
	f.rest(http.MethodPost, "/rest/v1/blog_entradas_traducciones", `[
		{"origen":12,"idioma":"en","titulo":"Post twelve","slug":"post-twelve","cuerpo":"<p>English text</p>","estado":"publicado"},
		{"origen":11,"idioma":"en","titulo":"Eleven draft","slug":"eleven-draft","cuerpo":"<p>Draft</p>","estado":"borrador"},
		{"origen":12,"idioma":"fr","titulo":"Article douze","slug":"article-12","cuerpo":"","estado":"publicado"}]`, 201)
	res, body := f.get("/en/blog/feed.xml")
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "application/atom+xml; charset=utf-8" {
		t.Fatalf("/en/blog/feed.xml: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	mustContain(t, "/en/blog/feed.xml", body, `xml:lang="en"`, "<title>Post twelve</title>",
		`<link rel="alternate" type="text/html" href="http://vitrina.test/en/blog/post-twelve"></link>`,
		`<link rel="self" type="application/atom+xml" href="http://vitrina.test/en/blog/feed.xml"></link>`, "English text")
	mustNotContain(t, "/en/blog/feed.xml", body, "Eleven draft", "Entrada 12", "Article douze")
	if n := strings.Count(body, "<entry>"); n != 1 {
		t.Errorf("the English feed has %d entries, want 1", n)
	}
	mustContain(t, "/en/blog/post-twelve", f.page("/en/blog/post-twelve", 200),
		`<link rel="alternate" type="application/atom+xml" title="`, `href="http://vitrina.test/en/blog/feed.xml">`)
	mustContain(t, "/blog/entrada-12", f.page("/blog/entrada-12", 200), `href="http://vitrina.test/blog/feed.xml">`)
	f.page("/fr/blog/feed.xml", 404)
	f.page("/de/blog/feed.xml", 404)
}
