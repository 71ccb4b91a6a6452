package rest_test

import (
	"encoding/json"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// TestFullTextFilters: fts, plfts and wfts read the site search index — accents, case and
// inflection do not matter; the title column and the text columns are told apart; prefixes, AND, OR
// and NOT combine; stopwords drop out; the platform's access rules still decide which rows a role
// sees; and what the index cannot answer (phrases, other configurations, columns it does not
// cover, bad syntax) is refused in PostgREST's error shape.
func TestFullTextFilters(t *testing.T) {
	env := platformtest.New(t)
	now := env.Clock.Now()
	sendAs(t, env, "POST", "/rest/v1/blog_entradas", `[
		{"id":1,"titulo":"Diseño de interfaces","slug":"diseno","cuerpo":"<p>Colores y <b>tipografía</b>.</p>","estado":"publicado","publicar_en":null},
		{"id":2,"titulo":"Nuestra experiencia","slug":"experiencia","cuerpo":"<p>Hicimos una aplicación para un banco y mucho diseño.</p>","estado":"publicado","publicar_en":null},
		{"id":3,"titulo":"Aplicación en borrador","slug":"borrador","cuerpo":"","estado":"borrador","publicar_en":null},
		{"id":4,"titulo":"Aplicaciones programadas","slug":"programada","cuerpo":"","estado":"programado","publicar_en":"`+now.Add(time.Hour).Format(time.RFC3339)+`"}]`, 201)

	ids := func(role, filter string) (int, []int, string) {
		key, value, _ := strings.Cut(filter, "=")
		res := env.Do("GET", "/rest/v1/blog_entradas?select=id&order=id&"+url.QueryEscape(key)+"="+url.QueryEscape(value)).As(role).Send()
		if res.Code != 200 {
			return res.Code, nil, res.Body.String()
		}
		var rows []struct{ ID int }
		if err := json.Unmarshal(res.Body.Bytes(), &rows); err != nil {
			t.Fatalf("%s: %v", filter, err)
		}
		out := []int{}
		for _, r := range rows {
			out = append(out, r.ID)
		}
		return res.Code, out, ""
	}
	for _, c := range []struct {
		role, filter string
		want         []int
	}{
		{"service_role", "titulo=fts.diseno", []int{1}},
		{"service_role", "titulo=fts(spanish).DISEÑOS", []int{1}},
		{"service_role", "titulo=fts(Spanish).diseno", []int{1}},
		{"service_role", "cuerpo=fts.diseno", []int{2}}, // the text, not the title
		{"service_role", "cuerpo=fts.aplicaciones", []int{2}},
		{"service_role", "cuerpo=fts.tipografia", []int{1}},
		{"service_role", "extracto=fts.banco", []int{2}}, // the text columns are read together
		{"service_role", "titulo=fts.aplic:*", []int{3, 4}},
		{"service_role", "titulo=fts.aplicacion", []int{3, 4}},
		{"anon", "titulo=fts.aplicacion", []int{}}, // a draft and a scheduled post
		{"anon", "cuerpo=fts.aplicacion", []int{2}},
		{"service_role", "titulo=fts.diseno | experiencia", []int{1, 2}},
		{"service_role", "titulo=fts.!diseno", []int{2, 3, 4}},
		{"service_role", "titulo=fts.(diseno | experiencia) & !interfaces", []int{2}},
		{"service_role", "titulo=fts.'diseño de interfaces'", []int{1}},
		{"service_role", "titulo=not.fts.diseno", []int{2, 3, 4}},
		{"service_role", "cuerpo=plfts.aplicación, banco!", []int{2}},
		{"service_role", "cuerpo=plfts.aplicación colores", []int{}},
		{"service_role", `cuerpo=wfts."mucho diseño"`, []int{2}},
		{"service_role", "cuerpo=wfts.colores or banco", []int{1, 2}},
		{"service_role", "cuerpo=wfts.diseño -banco", []int{}},
		{"service_role", "titulo=wfts.-diseño", []int{2, 3, 4}},
		{"service_role", `cuerpo=wfts."sin cerrar`, []int{}},
		{"service_role", "titulo=fts.de", []int{}}, // only a stopword: nothing to find
		{"service_role", "titulo=fts.de & diseno", []int{1}},
		{"service_role", "or=(titulo.fts.interfaces,cuerpo.fts.banco)", []int{1, 2}},
		{"service_role", `titulo=fts."*) OR NEAR(x' ; DROP TABLE busqueda; --`, nil},
	} {
		code, got, body := ids(c.role, c.filter)
		if c.want == nil {
			if code != 400 {
				t.Errorf("%s as %s: %d, want 400", c.filter, c.role, code)
			}
			continue
		}
		if code != 200 || !slices.Equal(got, c.want) {
			t.Errorf("%s as %s: %d %v %s, want %v", c.filter, c.role, code, got, body, c.want)
		}
	}

	for _, c := range []struct{ filter, code, message string }{
		{"titulo=phfts.diseño interfaces", "0A000", "phrase search (phfts, <->) is not supported"},
		{"titulo=fts.diseño <-> interfaces", "0A000", "phrase search (phfts, <->) is not supported"},
		{"titulo=fts(english).design", "0A000", `text search configuration "english" is not supported`},
		{"slug=fts.diseno", "0A000", "full-text search on blog_entradas.slug is not supported"},
		{"titulo=fts.diseño &", "42601", `syntax error in tsquery: "diseño &"`},
		{"titulo=fts.(diseño", "42601", `syntax error in tsquery: "(diseño"`},
		{"titulo=fts." + strings.Repeat("(", 100) + "a" + strings.Repeat(")", 100), "42601", ""},
		{"titulo=plfts." + strings.Repeat("palabra ", 40), "54000", "text search query has more than 32 words"},
		{"nada=fts.x", "42703", ""},
	} {
		key, value, _ := strings.Cut(c.filter, "=")
		res := env.Do("GET", "/rest/v1/blog_entradas?"+url.QueryEscape(key)+"="+url.QueryEscape(value)).As("service_role").Send()
		var e struct{ Code, Message string }
		_ = json.Unmarshal(res.Body.Bytes(), &e)
		if res.Code != 400 || e.Code != c.code || c.message != "" && e.Message != c.message {
			t.Errorf("%s: %d %s, want 400 %s %q", c.filter, res.Code, res.Body.String(), c.code, c.message)
		}
	}
}
