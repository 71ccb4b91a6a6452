package rest_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// TestSiteSearchLanguages: buscar with p_idioma finds the translations in that language, read by
// its rules ("running" finds "run"), at the item's address in that language; only while both the
// translation and its item are published, and only in a language the site offers; Spanish (no
// p_idioma, ” or 'es') finds the Spanish rows alone, as before; a write or delete of a translation
// or its item follows at once, and a rebuilt index holds the same.
func TestSiteSearchLanguages(t *testing.T) {
	env := platformtest.New(t)
	now := env.Clock.Now()
	sendAs(t, env, "POST", "/rest/v1/idiomas", `[{"codigo":"en","nombre":"English","activo":true},{"codigo":"pt-BR","nombre":"Português","activo":true},
		{"codigo":"fr","nombre":"Français","activo":false}]`, 201)
	sendAs(t, env, "POST", "/rest/v1/categoria-servicios", `{"id":1,"name":"Servicios"}`, 201)
	sendAs(t, env, "POST", "/rest/v1/blog_entradas", `[
		{"id":1,"titulo":"Correr por la mañana","slug":"correr","cuerpo":"<p>Salimos a correr.</p>","autor_nombre":"Ana","estado":"publicado","publicar_en":null},
		{"id":2,"titulo":"Correr en borrador","slug":"borrador","cuerpo":"","autor_nombre":"","estado":"borrador","publicar_en":null},
		{"id":3,"titulo":"Nadar","slug":"nadar","cuerpo":"","autor_nombre":"","estado":"publicado","publicar_en":null}]`, 201)
	sendAs(t, env, "POST", "/rest/v1/contenido", `{"id":7,"titulo":"Aplicaciones móviles","categoria":1,"descripcion":{"body":"<p>iOS</p>","layout":1}}`, 201)
	sendAs(t, env, "POST", "/rest/v1/blog_entradas_traducciones", `[
		{"origen":1,"idioma":"en","titulo":"Morning run","slug":"morning-run","extracto":"","cuerpo":"<p>We run in the <b>park</b>.</p>","portada_alt":"","estado":"publicado"},
		{"origen":1,"idioma":"fr","titulo":"Courir le matin","slug":"courir","extracto":"","cuerpo":"<p>Nous courons.</p>","portada_alt":"","estado":"publicado"},
		{"origen":1,"idioma":"pt-BR","titulo":"Corrida de manhã","slug":"corrida","extracto":"","cuerpo":"<p>Corremos no parque.</p>","portada_alt":"","estado":"publicado"},
		{"origen":2,"idioma":"en","titulo":"Draft item run","slug":"draft-item","extracto":"","cuerpo":"","portada_alt":"","estado":"publicado"},
		{"origen":3,"idioma":"en","titulo":"Swimming runs","slug":"swimming","extracto":"","cuerpo":"","portada_alt":"","estado":"borrador"}]`, 201)
	sendAs(t, env, "POST", "/rest/v1/contenido_traducciones", `{"origen":7,"idioma":"en","titulo":"Mobile apps","descripcion":{"body":"<p>For running on iOS</p>","layout":1},"estado":"publicado"}`, 201)

	type hit struct{ Titulo, Ruta string }
	find := func(body string) []hit {
		t.Helper()
		var out []hit
		for _, r := range search(t, env, "anon", "buscar", body).Resultados {
			out = append(out, hit{r.Titulo, r.Ruta})
		}
		return out
	}
	morning := hit{"Morning run", "/en/blog/morning-run"}
	mobile := hit{"Mobile apps", "/en/contenido/7-mobile-apps"}
	check := func(when string, cases []struct {
		body string
		want []hit
	}) {
		t.Helper()
		for _, c := range cases {
			if got := find(c.body); !slices.Equal(got, c.want) {
				t.Errorf("%s: %s: %v, want %v", when, c.body, got, c.want)
			}
		}
	}
	type searchCase = struct {
		body string
		want []hit
	}
	check("written", []searchCase{
		{`{"p_consulta":"running","p_idioma":"en"}`, []hit{morning, mobile}}, // title before text
		{`{"p_consulta":"park runs","p_idioma":"en"}`, []hit{morning}},
		{`{"p_consulta":"the","p_idioma":"en"}`, nil},      // a stopword only
		{`{"p_consulta":"swimming","p_idioma":"en"}`, nil}, // a draft translation
		{`{"p_consulta":"draft","p_idioma":"en"}`, nil},    // the translation of a draft item
		{`{"p_consulta":"courons","p_idioma":"fr"}`, nil},  // a disabled language
		{`{"p_consulta":"parque","p_idioma":"pt-BR"}`, []hit{{"Corrida de manhã", "/pt-BR/blog/corrida"}}},
		{`{"p_consulta":"manha","p_idioma":"pt-BR"}`, []hit{{"Corrida de manhã", "/pt-BR/blog/corrida"}}},
		{`{"p_consulta":"correr","p_idioma":"de"}`, nil}, // a language the site does not have
		{`{"p_consulta":"running"}`, nil},
		{`{"p_consulta":"correr"}`, []hit{{"Correr por la mañana", "/blog/correr"}}},
		{`{"p_consulta":"correr","p_idioma":""}`, []hit{{"Correr por la mañana", "/blog/correr"}}},
		{`{"p_consulta":"correr","p_idioma":"es"}`, []hit{{"Correr por la mañana", "/blog/correr"}}},
		{`{"p_consulta":"ana","p_idioma":"en"}`, nil}, // the author's name is not translated: not in the translation's text
	})
	// The admin search stays in Spanish.
	if admin := search(t, env, env.UserToken("6f1c2a4e-0000-4000-8000-000000000001", "ana@example.com"), "buscar_admin",
		`{"p_consulta":"run","p_vistas":["blog","contenido"]}`); admin.Total != 0 {
		t.Errorf("admin search finds translations: %q", hitTitles(admin))
	}

	// A translation scheduled for later appears at its time; an edit follows at once.
	sendAs(t, env, "PATCH", "/rest/v1/blog_entradas_traducciones?origen=eq.3&idioma=eq.en",
		`{"estado":"programado","publicar_en":"`+now.Add(time.Hour).Format(time.RFC3339)+`"}`, 204)
	check("scheduled", []searchCase{{`{"p_consulta":"swimming","p_idioma":"en"}`, nil}})
	env.Clock.Advance(2 * time.Hour)
	check("at its time", []searchCase{{`{"p_consulta":"swimming","p_idioma":"en"}`, []hit{{"Swimming runs", "/en/blog/swimming"}}}})
	sendAs(t, env, "PATCH", "/rest/v1/blog_entradas_traducciones?origen=eq.3&idioma=eq.en", `{"titulo":"Diving","slug":"diving"}`, 204)
	check("edited", []searchCase{
		{`{"p_consulta":"swimming","p_idioma":"en"}`, nil},
		{`{"p_consulta":"diving","p_idioma":"en"}`, []hit{{"Diving", "/en/blog/diving"}}},
	})

	// The index rebuilt from the tables finds the same.
	if err := schema.Reindex(context.Background(), env.DB, catalog.New()); err != nil {
		t.Fatal(err)
	}
	check("rebuilt", []searchCase{
		{`{"p_consulta":"running","p_idioma":"en"}`, []hit{morning, mobile}},
		{`{"p_consulta":"draft","p_idioma":"en"}`, nil},
		{`{"p_consulta":"correr"}`, []hit{{"Correr por la mañana", "/blog/correr"}}},
	})

	// The item's own state hides its translations; its deletion takes them out of the index.
	sendAs(t, env, "PATCH", "/rest/v1/blog_entradas?id=eq.1", `{"estado":"borrador"}`, 204)
	sendAs(t, env, "PATCH", "/rest/v1/contenido?id=eq.7", `{"eliminado_en":"`+env.Clock.Now().Format(time.RFC3339)+`"}`, 204)
	check("item hidden", []searchCase{{`{"p_consulta":"running","p_idioma":"en"}`, nil}})
	sendAs(t, env, "PATCH", "/rest/v1/blog_entradas_traducciones?origen=eq.3&idioma=eq.en", `{"estado":"borrador"}`, 204)
	sendAs(t, env, "DELETE", "/rest/v1/blog_entradas?id=eq.1", ``, 204)
	var left int
	if err := env.DB.QueryRow(context.Background(), `SELECT count(*) FROM busqueda WHERE idioma <> '' AND tabla = ?`, "blog_entradas_traducciones").Scan(&left); err != nil {
		t.Fatal(err)
	}
	if left != 1 { // the draft item's translation; the deleted item's and the draft translation's rows are gone
		t.Errorf("translations of blog posts left in the index: %d, want 1", left)
	}
}
