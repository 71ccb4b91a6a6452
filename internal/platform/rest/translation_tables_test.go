package rest_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// translatedItems are, for each translatable table, the bodies of two items the service role
// inserts (the first published; the second a draft when the table has a lifecycle): what each
// table needs beyond the columns the test fills from the catalog. A one-row table has one item.
var translatedItems = map[string][]string{
	"blog_entradas":       {`{"titulo":"Uno","slug":"comun"}`, `{"titulo":"Dos","slug":"dos"}`},
	"contenido":           {`{"titulo":"Uno","categoria":1}`, `{"titulo":"Dos","categoria":1}`},
	"paginas":             {`{"titulo":"Uno","slug":"comun"}`, `{"titulo":"Dos","slug":"dos"}`},
	"proyectos":           {`{"titulo":"Uno","slug":"comun"}`, `{"titulo":"Dos","slug":"dos"}`},
	"vacantes":            {`{"titulo":"Uno","slug":"comun","modalidad":"remoto","tipo":"completa"}`, `{"titulo":"Dos","slug":"dos","modalidad":"remoto","tipo":"completa"}`},
	"preguntas":           {`{"pregunta":"¿Uno?"}`, `{"pregunta":"¿Dos?"}`},
	"categoria-servicios": {`{"name":"Uno","slug":"comun"}`, `{"name":"Dos","slug":"dos"}`},
	"testimoniales":       {`{"categoria":1,"testimonio":"Uno","empresa":"Acme"}`, `{"categoria":1,"testimonio":"Dos","empresa":"Acme"}`},
	"departamentos":       {`{"nombre":"Uno"}`, `{"nombre":"Dos"}`},
	"menus":               {`{"ubicacion":"cabecera","etiqueta":"Uno","tipo":"externo","destino":"https://uno.test"}`, `{"ubicacion":"pie","etiqueta":"Dos","tipo":"sitio","destino":"/dos"}`},
	"ajustes_sitio":       {`{"id":1}`},
	"ajustes_seo":         {`{"id":1}`},
	"medios":              {`{"bucket":"contenido","ruta":"uno.png","nombre":"uno.png"}`, `{"bucket":"contenido","ruta":"dos.png","nombre":"dos.png"}`},
	"proyecto_imagenes":   {`{"proyecto":1,"ruta":"uno.png"}`, `{"proyecto":1,"ruta":"dos.png"}`},
}

// translationTables are the catalog's translation tables, by name.
func translationTables(t *testing.T) []*schema.Table {
	t.Helper()
	var out []*schema.Table
	for _, tbl := range catalog.New().Tables() {
		if tbl.TranslationOf != "" {
			if _, ok := translatedItems[tbl.TranslationOf]; !ok {
				t.Fatalf("no items to translate for %s: add them to translatedItems", tbl.TranslationOf)
			}
			out = append(out, tbl)
		}
	}
	if len(out) < 14 {
		t.Fatalf("%d translation tables", len(out))
	}
	return out
}

// translationBody is a translation of item origen into idioma: the columns the catalog says it needs
// (text), the slug, and extra fields.
func translationBody(tbl *schema.Table, origen int64, idioma, slug string, extra map[string]any) string {
	row := map[string]any{schema.ColumnTranslationOf: origen, schema.ColumnLanguage: idioma}
	for _, c := range tbl.Columns {
		if c.NotNull && !c.HasDefault && c.Type == schema.Text && c.Name != schema.ColumnLanguage {
			row[c.Name] = fmt.Sprintf("%s %d %s", c.Name, origen, idioma)
		}
	}
	if tbl.Column(schema.ColumnTranslatedSlug) != nil {
		row[schema.ColumnTranslatedSlug] = slug
	}
	for k, v := range extra {
		row[k] = v
	}
	b, _ := json.Marshal(row)
	return string(b)
}

// seedTranslatedItems inserts the languages, the rows the items point at and each table's items,
// and returns each table's item ids.
func seedTranslatedItems(t *testing.T, env *platformtest.Env, tables []*schema.Table) map[string][]int64 {
	t.Helper()
	post := func(table, body string, ok ...int) []map[string]any {
		res := env.Do("POST", "/rest/v1/"+url.PathEscape(table)).As("service_role").Header("Prefer", "return=representation").JSON(body).Send()
		if res.Code != http.StatusCreated && !slices.Contains(ok, res.Code) {
			t.Fatalf("seed %s %s: %d %s", table, body, res.Code, res.Body.String())
		}
		if res.Code != http.StatusCreated {
			return nil
		}
		return decodeRows(t, res.Body.String())
	}
	post("idiomas", `[{"codigo":"en","nombre":"English","orden":1},{"codigo":"pt-BR","nombre":"Português","orden":2}]`)
	post("categoria-servicios", `{"id":1,"name":"Base"}`)
	post("proyectos", `{"id":1,"titulo":"Base","slug":"base"}`)
	ids := map[string][]int64{}
	for _, tbl := range tables {
		source := catalog.New().Table(tbl.TranslationOf)
		for i, body := range translatedItems[source.Name] {
			if i == 1 && source.Lifecycle {
				body = strings.Replace(body, "{", `{"estado":"borrador",`, 1)
			}
			rows := post(source.Name, body, http.StatusConflict) // the one-row tables may exist already
			if rows == nil {
				ids[source.Name] = append(ids[source.Name], 1)
				continue
			}
			ids[source.Name] = append(ids[source.Name], int64(rows[0]["id"].(float64)))
		}
	}
	return ids
}

// TestTranslationTables, for every translation table the catalog derives: anon reads only the
// published translations of published items (the item's own rule only when it has a lifecycle),
// filtered by language and embedded into the item; signed-in readers of the item's view read every
// one; a slug is unique within its language only (the Spanish slug of one item may be the English
// slug of another, and two items share a slug in two languages); the audit trail records the writes.
func TestTranslationTables(t *testing.T) {
	env := platformtest.New(t)
	tables := translationTables(t)
	ids := seedTranslatedItems(t, env, tables)
	for _, tbl := range tables {
		source := catalog.New().Table(tbl.TranslationOf)
		t.Run(tbl.Name, func(t *testing.T) {
			items := ids[source.Name]
			path := "/rest/v1/" + url.PathEscape(tbl.Name)
			write := func(method, query, body string, code int) {
				t.Helper()
				res := env.Do(method, path+query).As("service_role").JSON(body).Send()
				if res.Code != code {
					t.Fatalf("%s %s %s: %d %s, want %d", method, query, body, res.Code, res.Body.String(), code)
				}
			}
			// The published item: published in English, a draft in Portuguese.
			write("POST", "", translationBody(tbl, items[0], "en", "primera", nil), http.StatusCreated)
			write("POST", "", translationBody(tbl, items[0], "pt-BR", "otra", map[string]any{"estado": "borrador"}), http.StatusCreated)
			want := []string{fmt.Sprintf("%d:en", items[0])}
			all := []string{fmt.Sprintf("%d:en", items[0]), fmt.Sprintf("%d:pt-BR", items[0])}
			if len(items) > 1 {
				// The second item (a draft where the table has a lifecycle), published in English
				// under the first item's Spanish slug ("comun", where the table has slugs) and in
				// Portuguese under the first item's English one.
				write("POST", "", translationBody(tbl, items[1], "en", "comun", nil), http.StatusCreated)
				write("POST", "", translationBody(tbl, items[1], "pt-BR", "primera", nil), http.StatusCreated)
				all = append(all, fmt.Sprintf("%d:en", items[1]), fmt.Sprintf("%d:pt-BR", items[1]))
				if !source.Lifecycle {
					want = append(want, fmt.Sprintf("%d:en", items[1]), fmt.Sprintf("%d:pt-BR", items[1]))
				}
			}
			slices.Sort(want)
			slices.Sort(all)
			read := func(role, query string) []string {
				t.Helper()
				res := env.Do("GET", path+"?select=origen,idioma"+query).As(role).Send()
				if res.Code != http.StatusOK {
					t.Fatalf("%s reads: %d %s", role, res.Code, res.Body.String())
				}
				var out []string
				for _, r := range decodeRows(t, res.Body.String()) {
					out = append(out, fmt.Sprintf("%v:%v", r["origen"], r["idioma"]))
				}
				slices.Sort(out)
				return out
			}
			if got := read("anon", ""); !slices.Equal(got, want) {
				t.Errorf("anon reads %q, want %q", got, want)
			}
			if got := read("service_role", ""); !slices.Equal(got, all) {
				t.Errorf("the service role reads %q, want %q", got, all)
			}
			views := source.Views.Write
			editor := env.Employee("ed-"+strings.ReplaceAll(source.Name, "_", "-"), views[0])
			if got := read(editor, ""); !slices.Equal(got, all) {
				t.Errorf("an editor with the view %s reads %q, want %q", views[0], got, all)
			}
			wantEN := []string{fmt.Sprintf("%d:en", items[0])}
			if got := read("anon", "&idioma=eq.en&origen=eq."+fmt.Sprint(items[0])); !slices.Equal(got, wantEN) {
				t.Errorf("anon reads in English %q, want %q", got, wantEN)
			}
			// Embedded into its published item, anon sees the published translations only.
			res := env.Do("GET", "/rest/v1/"+url.PathEscape(source.Name)+"?select=id,"+url.QueryEscape(tbl.Name)+"(*)&id=eq."+fmt.Sprint(items[0])).As("anon").Send()
			var embedded []map[string]json.RawMessage
			var got []map[string]any
			if res.Code != http.StatusOK || json.Unmarshal(res.Body.Bytes(), &embedded) != nil || len(embedded) != 1 ||
				json.Unmarshal(embedded[0][tbl.Name], &got) != nil {
				t.Fatalf("anon embeds: %d %s", res.Code, res.Body.String())
			}
			if len(got) != 1 || got[0]["idioma"] != "en" {
				t.Errorf("anon embeds %v, want the English translation only", got)
			}
			// One translation per item and language; a slug once per language.
			write("POST", "", translationBody(tbl, items[0], "en", "nueva", nil), http.StatusConflict)
			if tbl.Column(schema.ColumnTranslatedSlug) != nil {
				write("PATCH", "?idioma=eq.en&origen=eq."+fmt.Sprint(items[1]), `{"slug":"primera"}`, http.StatusConflict)
			}
			res = env.Do("GET", "/rest/v1/audit_log?select=action&target=eq."+url.QueryEscape(tbl.Name)).As("service_role").Send()
			if got := res.Body.String(); !strings.Contains(got, `"insert"`) {
				t.Errorf("the audit trail of %s: %s", tbl.Name, got)
			}
			// An item's translations go with it.
			if len(items) > 1 && items[1] != items[0] {
				gone := fmt.Sprint(items[1])
				if res := env.Do("DELETE", "/rest/v1/"+url.PathEscape(source.Name)+"?id=eq."+gone).As("service_role").Send(); res.Code/100 != 2 {
					t.Fatalf("delete an item with translations: %d %s", res.Code, res.Body.String())
				}
				if got := read("service_role", "&origen=eq."+gone); len(got) != 0 {
					t.Errorf("the deleted item's translations are still there: %q", got)
				}
			}
		})
	}
}

// TestTranslationTablesRules: a translation is held to its item's rules on the columns it
// translates, whoever writes it — a page's blocks follow their schemas; a menu item's own target in
// a language is a safe address, an absolute http(s) one for an external link — and the one-row
// settings are translated with origen 1 only.
func TestTranslationTablesRules(t *testing.T) {
	env := platformtest.New(t)
	for _, w := range []struct{ table, body string }{
		{"idiomas", `{"codigo":"en","nombre":"English"}`},
		{"paginas", `{"id":1,"titulo":"Nosotros","slug":"nosotros"}`},
		{"menus", `{"id":1,"ubicacion":"cabecera","etiqueta":"Fuera","tipo":"externo","destino":"https://fuera.test"}`},
		{"menus", `{"id":2,"ubicacion":"cabecera","etiqueta":"Dentro","tipo":"sitio","destino":"/dentro"}`},
		{"ajustes_sitio", `{"id":1}`},
	} {
		if res := env.Do("POST", "/rest/v1/"+w.table).As("service_role").JSON(w.body).Send(); res.Code != http.StatusCreated {
			t.Fatalf("seed %s: %d %s", w.table, res.Code, res.Body.String())
		}
	}
	pages := env.Employee("paginas", "pages")
	menus := env.Employee("menus", "menus")
	for _, c := range []struct {
		name, as, method, path, body string
		code                         int
	}{
		{"blocks that follow their schemas", pages, "POST", "paginas_traducciones", `{"origen":1,"idioma":"en","titulo":"Home","slug":"home","bloques":[{"tipo":"texto","html":"<p>Hi</p>"}]}`, http.StatusCreated},
		{"blocks that do not", pages, "PATCH", "paginas_traducciones?origen=eq.1", `{"bloques":[{"tipo":"nada"}]}`, http.StatusBadRequest},
		{"a script as a link", menus, "POST", "menus_traducciones", `{"origen":2,"idioma":"en","etiqueta":"In","destino":"javascript:alert(1)"}`, http.StatusBadRequest},
		{"a path for an external link", menus, "POST", "menus_traducciones", `{"origen":1,"idioma":"en","etiqueta":"Out","destino":"/out"}`, http.StatusBadRequest},
		{"an external link's own address", menus, "POST", "menus_traducciones", `{"origen":1,"idioma":"en","etiqueta":"Out","destino":"https://out.test"}`, http.StatusCreated},
		{"a path for a site link", menus, "POST", "menus_traducciones", `{"origen":2,"idioma":"en","etiqueta":"In","destino":"/in"}`, http.StatusCreated},
		{"then a path for the external link", menus, "PATCH", "menus_traducciones?origen=eq.1", `{"destino":"/out"}`, http.StatusBadRequest},
		{"the item's own target", menus, "PATCH", "menus_traducciones?origen=eq.2", `{"destino":null}`, http.StatusNoContent},
		{"another view may not", menus, "POST", "paginas_traducciones", `{"origen":1,"idioma":"en","titulo":"X","slug":"x"}`, http.StatusForbidden},
		{"the settings' one row", "service_role", "POST", "ajustes_sitio_traducciones", `{"origen":1,"idioma":"en","texto_pie":"Footer"}`, http.StatusCreated},
		{"no other row of settings", "service_role", "POST", "ajustes_seo_traducciones", `{"origen":2,"idioma":"en","descripcion":"X"}`, http.StatusConflict},
	} {
		req := env.Do(c.method, "/rest/v1/"+c.path).As(c.as)
		if c.body != "" {
			req = req.JSON(c.body)
		}
		if res := req.Send(); res.Code != c.code {
			t.Errorf("%s: %d %s, want %d", c.name, res.Code, res.Body.String(), c.code)
		}
	}
}

// TestTranslatedSlugRedirects: changing the slug of a translation the public sees (published, of a
// published item) redirects its old address under the language's prefix, whoever writes it; a draft
// translation, or the translation of a draft, has no address to keep. A translated page lives under
// its parent's translation, and a top-level page's new slug takes the translations below it along.
func TestTranslatedSlugRedirects(t *testing.T) {
	env := platformtest.New(t)
	for _, w := range []struct{ table, body string }{
		{"idiomas", `{"codigo":"en","nombre":"English"}`},
		{"blog_entradas", `[{"id":1,"titulo":"Hola","slug":"hola","estado":"publicado"},{"id":2,"titulo":"Borrador","slug":"borrador","estado":"borrador"}]`},
		{"vacantes", `{"id":1,"titulo":"Puesto","slug":"puesto","modalidad":"remoto","tipo":"completa"}`},
		{"proyectos", `{"id":1,"titulo":"Obra","slug":"obra"}`},
		{"paginas", `{"id":1,"titulo":"Nosotros","slug":"nosotros"}`},
		{"paginas", `{"id":2,"titulo":"Equipo humano","slug":"equipo-humano","padre":1}`},
		{"blog_entradas_traducciones", `[{"origen":1,"idioma":"en","titulo":"Hello","slug":"hello"},{"origen":2,"idioma":"en","titulo":"Draft","slug":"draft"}]`},
		{"vacantes_traducciones", `{"origen":1,"idioma":"en","titulo":"Job","slug":"job","estado":"borrador"}`},
		{"proyectos_traducciones", `{"origen":1,"idioma":"en","titulo":"Work","slug":"work"}`},
		{"paginas_traducciones", `[{"origen":1,"idioma":"en","titulo":"About","slug":"about"},{"origen":2,"idioma":"en","titulo":"Team","slug":"team"}]`},
	} {
		if res := env.Do("POST", "/rest/v1/"+w.table).As("service_role").JSON(w.body).Send(); res.Code != http.StatusCreated {
			t.Fatalf("seed %s: %d %s", w.table, res.Code, res.Body.String())
		}
	}
	editor := env.Employee("editora", "blog", "vacantes", "proyectos", "pages")
	for _, c := range []struct {
		name, table, query, slug string
		want                     map[string]string // redirects made, origen → destino
	}{
		{"a published post's translation", "blog_entradas_traducciones", "origen=eq.1", "hi", map[string]string{"/en/blog/hello": "/en/blog/hi"}},
		{"a draft post's translation", "blog_entradas_traducciones", "origen=eq.2", "drafted", nil},
		{"a draft translation", "vacantes_traducciones", "origen=eq.1", "position", nil},
		{"a project's", "proyectos_traducciones", "origen=eq.1", "case", map[string]string{"/en/proyectos/work": "/en/proyectos/case"}},
		{"a page under a translated parent", "paginas_traducciones", "origen=eq.2", "crew", map[string]string{"/en/about/team": "/en/about/crew"}},
		{"a top-level page and the ones below", "paginas_traducciones", "origen=eq.1", "company",
			map[string]string{"/en/about": "/en/company", "/en/about/crew": "/en/company/crew", "/en/about/team": "/en/company/crew"}},
	} {
		res := env.Do("GET", "/rest/v1/redirecciones?select=id&order=id.desc&limit=1").As("service_role").Send()
		last := 0.0
		if rows := decodeRows(t, res.Body.String()); len(rows) > 0 {
			last = rows[0]["id"].(float64)
		}
		res = env.Do("PATCH", "/rest/v1/"+c.table+"?"+c.query).As(editor).JSON(`{"slug":"` + c.slug + `"}`).Send()
		if res.Code != http.StatusNoContent {
			t.Fatalf("%s: %d %s", c.name, res.Code, res.Body.String())
		}
		res = env.Do("GET", "/rest/v1/redirecciones?select=origen,destino,tipo").As("service_role").Send()
		got := map[string]string{}
		for _, r := range decodeRows(t, res.Body.String()) {
			got[r["origen"].(string)] = r["destino"].(string)
			if r["tipo"].(float64) != 301 {
				t.Errorf("%s: a %v redirect", c.name, r["tipo"])
			}
		}
		for from, to := range c.want {
			if got[from] != to {
				t.Errorf("%s: %s leads to %q, want %q (all: %v)", c.name, from, got[from], to, got)
			}
		}
		if c.want == nil {
			res = env.Do("GET", fmt.Sprintf("/rest/v1/redirecciones?select=origen&id=gt.%v", last)).As("service_role").Send()
			if rows := decodeRows(t, res.Body.String()); len(rows) != 0 {
				t.Errorf("%s made redirects: %s", c.name, res.Body.String())
			}
		}
	}
}
