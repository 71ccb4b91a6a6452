package rest_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// seedTranslations writes two languages, three posts (two published, one draft) and their
// translations as the service role.
func seedTranslations(t *testing.T, env *platformtest.Env) {
	t.Helper()
	for _, w := range []struct{ table, body string }{
		{"idiomas", `{"codigo":"en","nombre":"English","orden":1}`},
		{"idiomas", `{"codigo":"pt-BR","nombre":"Português","orden":2}`},
		{"blog_entradas", `{"id":1,"titulo":"Hola","slug":"hola"}`},
		{"blog_entradas", `{"id":2,"titulo":"Borrador","slug":"borrador","estado":"borrador"}`},
		{"blog_entradas", `{"id":3,"titulo":"Saludo","slug":"hello"}`},
		// The same slug in two languages, and the Spanish slug of another post, is no conflict.
		{"blog_entradas_traducciones", `{"origen":1,"idioma":"en","titulo":"Hello","slug":"hello"}`},
		{"blog_entradas_traducciones", `{"origen":1,"idioma":"pt-BR","titulo":"Olá","slug":"hello"}`},
		// A draft translation of a published post, and a published translation of a draft post.
		{"blog_entradas_traducciones", `{"origen":3,"idioma":"en","titulo":"Greeting","slug":"greeting","estado":"borrador"}`},
		{"blog_entradas_traducciones", `{"origen":2,"idioma":"en","titulo":"Draft","slug":"draft"}`},
	} {
		if res := env.Do("POST", "/rest/v1/"+w.table).As("service_role").JSON(w.body).Send(); res.Code != http.StatusCreated {
			t.Fatalf("seed %s %s: %d %s", w.table, w.body, res.Code, res.Body.String())
		}
	}
}

func slugsOf(t *testing.T, body string) []string {
	t.Helper()
	var out []string
	for _, r := range decodeRows(t, body) {
		out = append(out, r["idioma"].(string)+":"+r["slug"].(string))
	}
	slices.Sort(out)
	return out
}

// TestTranslationsVisibility: anon reads a translation only when it and its post are published now,
// filtered by language, embedded into its post and counted alike; signed-in readers see every one.
func TestTranslationsVisibility(t *testing.T) {
	env := platformtest.New(t)
	seedTranslations(t, env)
	const path = "/rest/v1/blog_entradas_traducciones?select=idioma,slug"
	for _, c := range []struct {
		name, role, query string
		want              []string
	}{
		{"anon", "anon", "", []string{"en:hello", "pt-BR:hello"}},
		{"anon in English", "anon", "&idioma=eq.en", []string{"en:hello"}},
		{"anon deep in the list", "anon", "&offset=0&limit=10&order=slug", []string{"en:hello", "pt-BR:hello"}},
		{"service role", "service_role", "", []string{"en:draft", "en:greeting", "en:hello", "pt-BR:hello"}},
		{"editor", env.UserToken("00000000-0000-4000-8000-000000000001", "ed@empresa.test"), "", []string{"en:draft", "en:greeting", "en:hello", "pt-BR:hello"}},
	} {
		res := env.Do("GET", path+c.query).As(c.role).Send()
		if res.Code != http.StatusOK {
			t.Fatalf("%s: %d %s", c.name, res.Code, res.Body.String())
		}
		if got := slugsOf(t, res.Body.String()); !slices.Equal(got, c.want) {
			t.Errorf("%s reads %q, want %q", c.name, got, c.want)
		}
	}
	res := env.Do("HEAD", path).As("anon").Header("Prefer", "count=exact").Send()
	if got := res.Header().Get("Content-Range"); got != "0-1/2" {
		t.Errorf("anon's count: Content-Range %q, want 0-1/2", got)
	}
	res = env.Do("GET", "/rest/v1/blog_entradas?select=slug,blog_entradas_traducciones(idioma,slug)&order=id").As("anon").Send()
	if res.Code != http.StatusOK {
		t.Fatalf("embed: %d %s", res.Code, res.Body.String())
	}
	want := `[{"slug":"hola","blog_entradas_traducciones":[{"idioma":"en","slug":"hello"},{"idioma":"pt-BR","slug":"hello"}]},` +
		`{"slug":"hello","blog_entradas_traducciones":[]}]`
	if got := res.Body.String(); got != want {
		t.Errorf("anon embeds\n%s\nwant\n%s", got, want)
	}
	res = env.Do("GET", "/rest/v1/blog_entradas_traducciones?select=slug,blog_entradas!inner(slug)&idioma=eq.en").As("anon").Send()
	if got := res.Body.String(); got != `[{"slug":"hello","blog_entradas":{"slug":"hola"}}]` {
		t.Errorf("anon embeds the post into its translation: %d %s", res.Code, got)
	}
}

// TestTranslationsRules: a slug is unique within a language, a post has one translation per
// language, a language code is a canonical BCP 47 tag other than Spanish, and only the views that
// write the item write its translations (the form's rule holds at the API).
func TestTranslationsRules(t *testing.T) {
	env := platformtest.New(t)
	seedTranslations(t, env)
	blog := env.Employee("blogger", "blog")
	other := env.Employee("otra", "contenido")
	looks := env.Employee("apariencia", "templates")
	for _, c := range []struct {
		name, as, method, path, body string
		code                         int
	}{
		{"same slug, same language", "service_role", "POST", "blog_entradas_traducciones", `{"origen":3,"idioma":"pt-BR","titulo":"X","slug":"hello"}`, http.StatusConflict},
		{"second translation into one language", "service_role", "POST", "blog_entradas_traducciones", `{"origen":1,"idioma":"en","titulo":"X","slug":"x"}`, http.StatusConflict},
		{"unknown language", "service_role", "POST", "blog_entradas_traducciones", `{"origen":1,"idioma":"fr","titulo":"X","slug":"x"}`, http.StatusConflict},
		{"blog view translates", blog, "POST", "blog_entradas_traducciones", `{"origen":3,"idioma":"pt-BR","titulo":"Saudação","slug":"saudacao","estado":"borrador","version_origen":1}`, http.StatusCreated},
		{"blog view edits", blog, "PATCH", "blog_entradas_traducciones?origen=eq.3&idioma=eq.en", `{"estado":"publicado"}`, http.StatusNoContent},
		{"another view may not", other, "POST", "blog_entradas_traducciones", `{"origen":3,"idioma":"pt-BR","titulo":"X","slug":"y"}`, http.StatusForbidden},
		{"anon may not", "anon", "POST", "blog_entradas_traducciones", `{"origen":3,"idioma":"pt-BR","titulo":"X","slug":"y"}`, http.StatusUnauthorized},
		{"appearance adds a language", looks, "POST", "idiomas", `{"codigo":"fr","nombre":"Français","activo":false}`, http.StatusCreated},
		{"blog view may not", blog, "POST", "idiomas", `{"codigo":"ca","nombre":"Català"}`, http.StatusForbidden},
		{"not canonical", looks, "POST", "idiomas", `{"codigo":"EN-us","nombre":"English"}`, http.StatusBadRequest},
		{"not a language", looks, "POST", "idiomas", `{"codigo":"inglés","nombre":"English"}`, http.StatusBadRequest},
		{"the default language", looks, "POST", "idiomas", `{"codigo":"es","nombre":"Español"}`, http.StatusBadRequest},
		{"renamed to nonsense", looks, "PATCH", "idiomas?codigo=eq.fr", `{"codigo":"x y"}`, http.StatusBadRequest},
		{"unknown fallback", looks, "PATCH", "idiomas?codigo=eq.fr", `{"sin_traduccion":"ingles"}`, http.StatusBadRequest},
		{"a language in use stays", looks, "DELETE", "idiomas?codigo=eq.en", ``, http.StatusConflict},
	} {
		req := env.Do(c.method, "/rest/v1/"+c.path).As(c.as)
		if c.body != "" {
			req = req.JSON(c.body)
		}
		if res := req.Send(); res.Code != c.code {
			t.Errorf("%s: %d %s, want %d", c.name, res.Code, res.Body.String(), c.code)
		}
	}
	res := env.Do("GET", "/rest/v1/blog_entradas_traducciones?select=idioma,slug&idioma=eq.en").As("anon").Send()
	if got := slugsOf(t, res.Body.String()); !slices.Equal(got, []string{"en:greeting", "en:hello"}) {
		t.Errorf("after publishing, anon reads %q", got)
	}
	res = env.Do("GET", "/rest/v1/audit_log?select=action&target=eq.blog_entradas_traducciones&order=id").As("service_role").Send()
	if got := res.Body.String(); !strings.Contains(got, `"insert"`) || !strings.Contains(got, `"update"`) {
		t.Errorf("the audit trail of the translations: %s", got)
	}
	res = env.Do("GET", "/rest/v1/revisiones?select=tabla&tabla=eq.blog_entradas_traducciones").As("service_role").Send()
	if n := len(decodeRows(t, res.Body.String())); n < 5 {
		t.Errorf("%d revisions of translations, want one per save", n)
	}
}

// TestTranslationInOneLanguage: a read asking for each item's translation into one language (the
// site's read in a language) answers as any embed does: the
// translation in an array, an empty one when there is none or anon may not see it, under an
// alias, with !inner or a null filter narrowing the items, and the same for the service role.
func TestTranslationInOneLanguage(t *testing.T) {
	env := platformtest.New(t)
	seedTranslations(t, env)
	const posts = "/rest/v1/blog_entradas?select=id,titulo,tr:blog_entradas_traducciones(titulo,slug)&order=id"
	runScenarios(t, env, []scenario{
		{name: "anon: published translations only", as: "anon", method: "GET", path: posts + "&tr.idioma=eq.en",
			wantStatus: 200, wantBody: `[{"id":1,"titulo":"Hola","tr":[{"titulo":"Hello","slug":"hello"}]},{"id":3,"titulo":"Saludo","tr":[]}]`},
		{name: "another language", as: "anon", method: "GET", path: posts + "&tr.idioma=eq.pt-BR&id=eq.1",
			wantStatus: 200, wantBody: `[{"id":1,"titulo":"Hola","tr":[{"titulo":"Olá","slug":"hello"}]}]`},
		{name: "a language nobody translated into", as: "anon", method: "GET", path: posts + "&tr.idioma=eq.fr",
			wantStatus: 200, wantBody: `[{"id":1,"titulo":"Hola","tr":[]},{"id":3,"titulo":"Saludo","tr":[]}]`},
		{name: "service role sees drafts", method: "GET", path: posts + "&tr.idioma=eq.en", as: "service_role",
			wantStatus: 200, wantBody: `[{"id":1,"titulo":"Hola","tr":[{"titulo":"Hello","slug":"hello"}]},{"id":2,"titulo":"Borrador","tr":[{"titulo":"Draft","slug":"draft"}]},{"id":3,"titulo":"Saludo","tr":[{"titulo":"Greeting","slug":"greeting"}]}]`},
		{name: "with a filter on the translation's columns", as: "anon", method: "GET", path: posts + "&tr.idioma=eq.en&tr.slug=eq.nope",
			wantStatus: 200, wantBody: `[{"id":1,"titulo":"Hola","tr":[]},{"id":3,"titulo":"Saludo","tr":[]}]`},
		{name: "items without one", as: "anon", method: "GET", path: posts + "&tr.idioma=eq.en&tr=is.null",
			wantStatus: 200, wantBody: `[{"id":3,"titulo":"Saludo","tr":[]}]`},
		{name: "inner: items with one", as: "anon", method: "GET", path: "/rest/v1/blog_entradas?select=id,tr:blog_entradas_traducciones!inner(titulo)&tr.idioma=eq.en&order=id",
			wantStatus: 200, wantBody: `[{"id":1,"tr":[{"titulo":"Hello"}]}]`},
		{name: "ordered by a column the translation also has", as: "anon", method: "GET", path: "/rest/v1/blog_entradas?select=slug,tr:blog_entradas_traducciones(slug)&tr.idioma=eq.en&order=slug.desc",
			wantStatus: 200, wantBody: `[{"slug":"hola","tr":[{"slug":"hello"}]},{"slug":"hello","tr":[]}]`},
		{name: "limit 0 on the embed", as: "anon", method: "GET", path: posts + "&tr.idioma=eq.en&tr.limit=0&id=eq.1",
			wantStatus: 200, wantBody: `[{"id":1,"titulo":"Hola","tr":[]}]`},
		{name: "the item embedded into its translation", method: "GET", path: "/rest/v1/blog_entradas_traducciones?select=slug,item:origen(titulo)&idioma=eq.en&order=slug",
			as: "service_role", wantStatus: 200, wantBody: `[{"slug":"draft","item":{"titulo":"Borrador"}},{"slug":"greeting","item":{"titulo":"Saludo"}},{"slug":"hello","item":{"titulo":"Hola"}}]`},
		{name: "a deep page", as: "anon", method: "GET", path: posts + "&tr.idioma=eq.en&offset=1000",
			wantStatus: 200, wantBody: `[]`},
	})
}
