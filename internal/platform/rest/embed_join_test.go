package rest_test

import (
	"net/http"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// TestEmbedReadInItsParentsStatement: an embed holding at most one row per parent — the row a
// foreign key points at, an item's translation into the one language a filter names — reads the
// same as any embed: with the parent's filters, order and page, its own filters and rule, and
// what it embeds in turn, whatever columns the two tables share.
func TestEmbedReadInItsParentsStatement(t *testing.T) {
	env := platformtest.New(t)
	seedTranslations(t, env)
	for _, c := range []struct {
		name, role, path, want string
	}{
		{"a translation on a sorted, skipped page", "anon",
			"/rest/v1/blog_entradas?select=id,titulo,tr:blog_entradas_traducciones(titulo,slug)&tr.idioma=eq.en&order=titulo.asc&limit=1&offset=1",
			`[{"id":3,"titulo":"Saludo","tr":[]}]`},
		{"the parent filtered by a column both tables have", "anon",
			"/rest/v1/blog_entradas?select=titulo,tr:blog_entradas_traducciones(titulo)&tr.idioma=eq.en&titulo=eq.Hola",
			`[{"titulo":"Hola","tr":[{"titulo":"Hello"}]}]`},
		{"the translation filtered by a column both tables have", "service_role",
			"/rest/v1/blog_entradas?select=id,tr:blog_entradas_traducciones(titulo)&tr.idioma=eq.en&tr.titulo=eq.Hello&order=id",
			`[{"id":1,"tr":[{"titulo":"Hello"}]},{"id":2,"tr":[]},{"id":3,"tr":[]}]`},
		{"only parents with one, ordered by a column both have", "service_role",
			"/rest/v1/blog_entradas?select=slug,tr:blog_entradas_traducciones!inner(slug)&tr.idioma=eq.pt-BR&order=slug.desc",
			`[{"slug":"hola","tr":[{"slug":"hello"}]}]`},
		{"a language without translations", "anon",
			"/rest/v1/blog_entradas?select=id,tr:blog_entradas_traducciones(slug)&tr.idioma=eq.fr&order=id",
			`[{"id":1,"tr":[]},{"id":3,"tr":[]}]`},
		{"the item a translation points at, as anon sees it", "anon",
			"/rest/v1/blog_entradas_traducciones?select=slug,item:origen(titulo)&idioma=eq.en&order=slug",
			`[{"slug":"hello","item":{"titulo":"Hola"}}]`},
		{"the item a translation points at, every one", "service_role",
			"/rest/v1/blog_entradas_traducciones?select=slug,item:origen(titulo,estado)&idioma=eq.en&order=slug&limit=2",
			`[{"slug":"draft","item":{"titulo":"Borrador","estado":"borrador"}},{"slug":"greeting","item":{"titulo":"Saludo","estado":"publicado"}}]`},
		{"what the joined row embeds in turn", "anon",
			"/rest/v1/blog_entradas_traducciones?select=slug,item:origen(titulo,tr:blog_entradas_traducciones(slug,idioma))&item.tr.idioma=eq.pt-BR&idioma=eq.en",
			`[{"slug":"hello","item":{"titulo":"Hola","tr":[{"slug":"hello","idioma":"pt-BR"}]}}]`},
		{"two parents pointing at one row", "service_role",
			"/rest/v1/blog_entradas_traducciones?select=idioma,item:origen(slug)&origen=eq.1&order=idioma&limit=5",
			`[{"idioma":"en","item":{"slug":"hola"}},{"idioma":"pt-BR","item":{"slug":"hola"}}]`},
		{"an embed with a page of its own reads apart", "anon",
			"/rest/v1/blog_entradas?select=id,tr:blog_entradas_traducciones(slug)&tr.idioma=eq.en&tr.limit=0&order=id",
			`[{"id":1,"tr":[]},{"id":3,"tr":[]}]`},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := env.Do("GET", c.path).As(c.role).Send()
			if res.Code != http.StatusOK {
				t.Fatalf("%d %s", res.Code, res.Body.String())
			}
			if got := res.Body.String(); got != c.want {
				t.Errorf("read\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}
