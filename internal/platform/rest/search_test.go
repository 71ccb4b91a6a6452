package rest_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

type searchAnswer struct {
	Total      int `json:"total"`
	Resultados []struct {
		Tabla, Registro, Titulo, Texto, Ruta, Vista string
	} `json:"resultados"`
}

func search(t *testing.T, env *platformtest.Env, role, function, body string) searchAnswer {
	t.Helper()
	res := env.Do("POST", "/rest/v1/rpc/"+function).As(role).JSON(body).Send()
	if res.Code != 200 {
		t.Fatalf("%s as %s %s: %d %s", function, role, body, res.Code, res.Body.String())
	}
	var a searchAnswer
	if err := json.Unmarshal(res.Body.Bytes(), &a); err != nil {
		t.Fatalf("%s: %v %s", function, err, res.Body.String())
	}
	return a
}

func hitTitles(a searchAnswer) []string {
	var out []string
	for _, r := range a.Resultados {
		out = append(out, r.Titulo)
	}
	return out
}

func sendAs(t *testing.T, env *platformtest.Env, method, path, body string, want int) {
	t.Helper()
	if res := env.Do(method, path).As("service_role").JSON(body).Send(); res.Code != want {
		t.Fatalf("%s %s: %d %s", method, path, res.Code, res.Body.String())
	}
}

// TestSiteSearch: the index follows every write (insert, update, delete, trash) in its transaction;
// accents, case and Spanish inflection do not matter ("diseno" finds "diseño", "aplicaciones" finds
// "aplicación"); a title match ranks above a text match; anon finds only what is published now, and
// a scheduled post from its publish time on without any write; buscar_admin finds every state of
// the views it is given; any input is safe.
func TestSiteSearch(t *testing.T) {
	env := platformtest.New(t)
	now := env.Clock.Now()
	sendAs(t, env, "POST", "/rest/v1/categoria-servicios", `{"id":1,"name":"Servicios"}`, 201)
	sendAs(t, env, "POST", "/rest/v1/blog_entradas", `[
		{"id":1,"titulo":"Diseño de interfaces","slug":"diseno","cuerpo":"<p>Colores y <b>tipografía</b>.</p>","estado":"publicado","publicar_en":null},
		{"id":2,"titulo":"Nuestra experiencia","slug":"experiencia","cuerpo":"<p>Hicimos una aplicación para un banco y mucho diseño.</p>","estado":"publicado","publicar_en":null},
		{"id":3,"titulo":"Aplicación en borrador","slug":"borrador","cuerpo":"","estado":"borrador","publicar_en":null},
		{"id":4,"titulo":"Aplicación programada","slug":"programada","cuerpo":"","estado":"programado","publicar_en":"`+now.Add(time.Hour).Format(time.RFC3339)+`"}]`, 201)
	sendAs(t, env, "POST", "/rest/v1/contenido", `{"id":7,"titulo":"Aplicaciones móviles","categoria":1,"descripcion":{"body":"<p>Para iOS y Android</p>","layout":1}}`, 201)

	for _, c := range []struct {
		q    string
		want []string
	}{
		{"diseno", []string{"Diseño de interfaces", "Nuestra experiencia"}}, // title before text
		{"DISEÑOS", []string{"Diseño de interfaces", "Nuestra experiencia"}},
		{"aplicaciones", []string{"Aplicaciones móviles", "Nuestra experiencia"}},
		{"aplicacion banco", []string{"Nuestra experiencia"}},
		{"tipografía", []string{"Diseño de interfaces"}},
		{"tipografia", []string{"Diseño de interfaces"}},
		{"android movil", []string{"Aplicaciones móviles"}},
		{"de la", nil},
		{`"*) OR NEAR(x' ; DROP TABLE busqueda; --`, nil},
		{strings.Repeat("diseño ", 5000), []string{"Diseño de interfaces", "Nuestra experiencia"}},
	} {
		got := search(t, env, "anon", "buscar", fmt.Sprintf(`{"p_consulta":%q}`, c.q))
		if !slices.Equal(hitTitles(got), c.want) || got.Total != len(c.want) {
			t.Errorf("%.40q: %q (total %d), want %q", c.q, hitTitles(got), got.Total, c.want)
		}
	}
	got := search(t, env, "anon", "buscar", `{"p_consulta":"aplicaciones móviles"}`)
	if len(got.Resultados) != 1 || got.Resultados[0].Ruta != "/contenido/7-aplicaciones-moviles" || got.Resultados[0].Texto != "Para iOS y Android" {
		t.Errorf("content hit %+v", got.Resultados)
	}
	// Paging.
	page := search(t, env, "anon", "buscar", `{"p_consulta":"diseño","p_limite":1,"p_desde":1}`)
	if page.Total != 2 || !slices.Equal(hitTitles(page), []string{"Nuestra experiencia"}) {
		t.Errorf("page 2 of 1: %+v", page)
	}
	// The admin sees drafts of the views it names; anon may not call it.
	admin := search(t, env, env.UserToken("6f1c2a4e-0000-4000-8000-000000000001", "ana@example.com"), "buscar_admin", `{"p_consulta":"aplicación","p_vistas":["blog"]}`)
	if admin.Total != 3 {
		t.Errorf("admin search: %q", hitTitles(admin))
	}
	if res := env.Do("POST", "/rest/v1/rpc/buscar_admin").As("anon").JSON(`{"p_consulta":"x","p_vistas":["blog"]}`).Send(); res.Code != 401 && res.Code != 403 {
		t.Errorf("anon buscar_admin: %d", res.Code)
	}
	// The scheduled post appears at its time, with no write.
	env.Clock.Advance(2 * time.Hour)
	if got := hitTitles(search(t, env, "anon", "buscar", `{"p_consulta":"programada"}`)); !slices.Equal(got, []string{"Aplicación programada"}) {
		t.Errorf("after the publish time: %q", got)
	}
	// Update, trash and delete follow at once.
	sendAs(t, env, "PATCH", "/rest/v1/blog_entradas?id=eq.1", `{"titulo":"Tipos de letra"}`, 204)
	if got := hitTitles(search(t, env, "anon", "buscar", `{"p_consulta":"interfaces"}`)); got != nil {
		t.Errorf("old title still found: %q", got)
	}
	sendAs(t, env, "PATCH", "/rest/v1/blog_entradas?id=eq.2", `{"eliminado_en":"`+now.Format(time.RFC3339)+`"}`, 204)
	sendAs(t, env, "DELETE", "/rest/v1/contenido?id=eq.7", ``, 204)
	if got := hitTitles(search(t, env, "anon", "buscar", `{"p_consulta":"aplicaciones"}`)); !slices.Equal(got, []string{"Aplicación programada"}) {
		t.Errorf("after trash and delete: %q", got)
	}
}
