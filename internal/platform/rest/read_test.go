package rest_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

func TestRead(t *testing.T) {
	env := platformtest.New(t)
	seed(t, env)
	runScenarios(t, env, []scenario{
		{name: "select columns in order", method: "GET", path: "/rest/v1/contenido?select=titulo,id&order=id.asc&limit=1",
			wantStatus: 200, wantBody: `[{"titulo":"Primero","id":1}]`,
			wantHeaders: map[string]string{"Content-Type": "application/json; charset=utf-8", "Content-Range": "0-0/*"}},
		{name: "alias", method: "GET", path: "/rest/v1/contenido?select=title:titulo&id=eq.2",
			wantStatus: 200, wantBody: `[{"title":"Segundo"}]`},
		{name: "json and timestamp columns", method: "GET", path: "/rest/v1/contenido?select=descripcion,created_at&id=eq.2",
			wantStatus: 200, wantBody: `[{"descripcion":{"body":"dos","layout":2},"created_at":"2026-01-02T10:00:00+00:00"}]`},
		{name: "booleans and json arrays", method: "GET", path: "/rest/v1/Empleados?select=activo,sistemas_acceso&order=nombre.asc",
			headers: map[string]string{"Accept-Profile": "public"}, wantStatus: 200,
			wantBody:    `[{"activo":true,"sistemas_acceso":["CMS","ERP"]},{"activo":false,"sistemas_acceso":[]}]`,
			wantHeaders: map[string]string{"Content-Profile": "public"}},
		{name: "embed many-to-one by table name", method: "GET", path: "/rest/v1/contenido?select=id,categoria-servicios(name)&id=eq.1",
			wantStatus: 200, wantBody: `[{"id":1,"categoria-servicios":{"name":"Diseño"}}]`},
		{name: "embed through the foreign-key column", method: "GET", path: "/rest/v1/contenido?select=id,categoria(name,slug)&id=eq.3",
			wantStatus: 200, wantBody: `[{"id":3,"categoria":{"name":"Ávila Consultoría","slug":"avila-consultoria"}}]`},
		{name: "embed with alias and star", method: "GET", path: "/rest/v1/clientes?select=nombre,cat:categoria(*)&order=id&limit=1",
			wantStatus: 200, wantContain: []string{`"cat":{"id":1,"nombre":"Industria","created_at":`}},
		{name: "embed one-to-many", method: "GET", path: "/rest/v1/categoria-servicios?select=name,testimoniales(empresa)&id=eq.2",
			wantStatus: 200, wantBody: `[{"name":"Diseño","testimoniales":[{"empresa":"ACME"},{"empresa":"Beta"}]}]`},
		{name: "embed parent of a category by column", method: "GET", path: "/rest/v1/categoria-servicios?select=name,id_padre(name)&id=eq.4",
			wantStatus: 200, wantBody: `[{"name":"web","id_padre":{"name":"Diseño"}}]`},
		{name: "embed inner drops parents without children", method: "GET", path: "/rest/v1/categoria-servicios?select=id,contenido!inner(id)&order=id",
			wantStatus: 200, wantBody: `[{"id":2,"contenido":[{"id":1},{"id":2}]},{"id":3,"contenido":[{"id":3}]}]`},
		{name: "ambiguous self embed", method: "GET", path: "/rest/v1/categoria-servicios?select=*,categoria-servicios(*)",
			wantStatus: 300, wantContain: []string{`"code":"PGRST201"`}},
		{name: "unknown relationship", method: "GET", path: "/rest/v1/contenido?select=*,clientes(*)",
			wantStatus: 400, wantContain: []string{`"code":"PGRST200"`, `between 'contenido' and 'clientes'`}},
		{name: "embedding a table the role may not read", method: "GET", path: "/rest/v1/categoria-servicios?select=*,contenido(*)",
			as: "anon", wantStatus: 200},

		{name: "eq", method: "GET", path: "/rest/v1/testimoniales?select=empresa&categoria=eq.3", wantStatus: 200, wantBody: `[{"empresa":"Gamma"}]`},
		{name: "neq", method: "GET", path: "/rest/v1/testimoniales?select=id&categoria=neq.2", wantStatus: 200, wantBody: `[{"id":3}]`},
		{name: "gt gte lt lte", method: "GET", path: "/rest/v1/testimoniales?select=id&id=gt.1&id=lte.3&id=gte.2&id=lt.3", wantStatus: 200, wantBody: `[{"id":2}]`},
		{name: "like is case-sensitive", method: "GET", path: "/rest/v1/contenido?select=id&titulo=like.*ero", wantStatus: 200, wantBody: `[{"id":1},{"id":3}]`},
		{name: "like no match on case", method: "GET", path: "/rest/v1/contenido?select=id&titulo=like.PRIM*", wantStatus: 200, wantBody: `[]`},
		{name: "ilike", method: "GET", path: "/rest/v1/contenido?select=id&titulo=ilike.PRIM*", wantStatus: 200, wantBody: `[{"id":1}]`},
		{name: "escaped underscore is literal", method: "GET", path: `/rest/v1/Empleados?select=nombre&email=ilike.ANA%5C_example.com`, wantStatus: 200, wantBody: `[]`},
		{name: "unescaped underscore is a wildcard", method: "GET", path: `/rest/v1/Empleados?select=nombre&email=ilike.ANA@example_com`, wantStatus: 200, wantBody: `[{"nombre":"Ana"}]`},
		{name: "in with quotes", method: "GET", path: `/rest/v1/testimoniales?select=id&empresa=in.("ACME","Gamma")&order=id`, wantStatus: 200, wantBody: `[{"id":1},{"id":3}]`},
		{name: "empty in", method: "GET", path: `/rest/v1/testimoniales?select=id&id=in.()`, wantStatus: 200, wantBody: `[]`},
		{name: "is null", method: "GET", path: "/rest/v1/testimoniales?select=id&persona=is.null&order=id", wantStatus: 200, wantBody: `[{"id":2},{"id":3}]`},
		{name: "is not_null", method: "GET", path: "/rest/v1/testimoniales?select=id&cargo=not.is.null", wantStatus: 200, wantBody: `[{"id":3}]`},
		{name: "is true", method: "GET", path: "/rest/v1/Empleados?select=nombre&activo=is.true", wantStatus: 200, wantBody: `[{"nombre":"Ana"}]`},
		{name: "boolean eq", method: "GET", path: "/rest/v1/Empleados?select=nombre&activo=eq.false", wantStatus: 200, wantBody: `[{"nombre":"Luis"}]`},
		{name: "not eq", method: "GET", path: "/rest/v1/testimoniales?select=id&id=not.eq.1&order=id", wantStatus: 200, wantBody: `[{"id":2},{"id":3}]`},
		{name: "or", method: "GET", path: "/rest/v1/testimoniales?select=id&or=(id.eq.1,empresa.eq.Gamma)&order=id", wantStatus: 200, wantBody: `[{"id":1},{"id":3}]`},
		{name: "nested and inside or", method: "GET", path: "/rest/v1/testimoniales?select=id&or=(id.eq.3,and(categoria.eq.2,persona.is.null))&order=id", wantStatus: 200, wantBody: `[{"id":2},{"id":3}]`},
		{name: "not.or", method: "GET", path: "/rest/v1/testimoniales?select=id&not.or=(id.eq.1,id.eq.2)", wantStatus: 200, wantBody: `[{"id":3}]`},
		{name: "and with quoted comma", method: "GET", path: `/rest/v1/testimoniales?select=id&and=(empresa.eq."ACME",id.in.(1,2))`, wantStatus: 200, wantBody: `[{"id":1}]`},
		{name: "timestamp filter", method: "GET", path: "/rest/v1/contenido?select=id&created_at=gte.2026-01-02T00:00:00%2B00:00&order=id", wantStatus: 200, wantBody: `[{"id":2},{"id":3}]`},
		{name: "uuid filter", method: "GET", path: "/rest/v1/Empleados?select=nombre&id=eq.22222222-2222-4222-8222-222222222222", wantStatus: 200, wantBody: `[{"nombre":"Luis"}]`},

		{name: "order desc", method: "GET", path: "/rest/v1/testimoniales?select=id&order=created_at.desc", wantStatus: 200, wantBody: `[{"id":3},{"id":2},{"id":1}]`},
		{name: "order several columns", method: "GET", path: "/rest/v1/testimoniales?select=id&order=categoria.desc,id.asc", wantStatus: 200, wantBody: `[{"id":3},{"id":1},{"id":2}]`},
		{name: "nulls last by default ascending", method: "GET", path: "/rest/v1/testimoniales?select=id&order=persona.asc,id", wantStatus: 200, wantBody: `[{"id":1},{"id":2},{"id":3}]`},
		{name: "nulls first", method: "GET", path: "/rest/v1/testimoniales?select=id&order=persona.asc.nullsfirst,id", wantStatus: 200, wantBody: `[{"id":2},{"id":3},{"id":1}]`},
		{name: "nulls first by default descending", method: "GET", path: "/rest/v1/testimoniales?select=id&order=cargo.desc,id", wantStatus: 200, wantBody: `[{"id":1},{"id":2},{"id":3}]`},
		{name: "nulls last descending", method: "GET", path: "/rest/v1/testimoniales?select=id&order=cargo.desc.nullslast,id", wantStatus: 200, wantBody: `[{"id":3},{"id":1},{"id":2}]`},

		{name: "limit and offset", method: "GET", path: "/rest/v1/testimoniales?select=id&order=created_at.desc&limit=1&offset=1",
			wantStatus: 200, wantBody: `[{"id":2}]`, wantHeaders: map[string]string{"Content-Range": "1-1/*"}},
		{name: "offset without limit", method: "GET", path: "/rest/v1/testimoniales?select=id&order=id&offset=2", wantStatus: 200, wantBody: `[{"id":3}]`},
		{name: "range header", method: "GET", path: "/rest/v1/testimoniales?select=id&order=id", headers: map[string]string{"Range": "1-2"},
			wantStatus: 200, wantBody: `[{"id":2},{"id":3}]`, wantHeaders: map[string]string{"Content-Range": "1-2/*"}},
		{name: "count exact, partial", method: "GET", path: "/rest/v1/testimoniales?select=id&order=id&limit=2", headers: map[string]string{"Prefer": "count=exact"},
			wantStatus: 206, wantHeaders: map[string]string{"Content-Range": "0-1/3", "Preference-Applied": "count=exact"}},
		{name: "count exact, whole", method: "GET", path: "/rest/v1/testimoniales?select=id&categoria=eq.2", headers: map[string]string{"Prefer": "count=exact"},
			wantStatus: 200, wantHeaders: map[string]string{"Content-Range": "0-1/2"}},
		{name: "count with empty page", method: "GET", path: "/rest/v1/testimoniales?id=eq.99", headers: map[string]string{"Prefer": "count=exact"},
			wantStatus: 200, wantBody: `[]`, wantHeaders: map[string]string{"Content-Range": "*/0"}},
		{name: "offset past the end", method: "GET", path: "/rest/v1/testimoniales?offset=10", headers: map[string]string{"Prefer": "count=exact"},
			wantStatus: 416, wantContain: []string{`"code":"PGRST103"`, "An offset of 10 was requested, but there are only 3 rows."}},
		{name: "head", method: "HEAD", path: "/rest/v1/testimoniales", headers: map[string]string{"Prefer": "count=exact"},
			wantStatus: 200, wantHeaders: map[string]string{"Content-Range": "0-2/3"}},

		{name: "single object", method: "GET", path: "/rest/v1/categorias?select=nombre&id=eq.2", headers: map[string]string{"Accept": "application/vnd.pgrst.object+json"},
			wantStatus: 200, wantBody: `{"nombre":"Gobierno"}`, wantHeaders: map[string]string{"Content-Type": "application/vnd.pgrst.object+json; charset=utf-8"}},
		{name: "single object with no row", method: "GET", path: "/rest/v1/categorias?id=eq.9", headers: map[string]string{"Accept": "application/vnd.pgrst.object+json"},
			wantStatus: 406, wantBody: `{"code":"PGRST116","details":"The result contains 0 rows","hint":null,"message":"Cannot coerce the result to a single JSON object"}`},
		{name: "single object with many rows", method: "GET", path: "/rest/v1/categorias", headers: map[string]string{"Accept": "application/vnd.pgrst.object+json"},
			wantStatus: 406, wantContain: []string{"The result contains 2 rows"}},
		{name: "unknown media type", method: "GET", path: "/rest/v1/categorias", headers: map[string]string{"Accept": "application/xml"},
			wantStatus: 406, wantContain: []string{`"code":"PGRST107"`}},
		{name: "other profile", method: "GET", path: "/rest/v1/Empleados", headers: map[string]string{"Accept-Profile": "private"},
			wantStatus: 406, wantBody: `{"code":"PGRST106","details":null,"hint":"Only the following schemas are exposed: public","message":"Invalid schema: private"}`},

		{name: "unknown table", method: "GET", path: "/rest/v1/nada", wantStatus: 404,
			wantBody: `{"code":"PGRST205","details":null,"hint":null,"message":"Could not find the table 'public.nada' in the schema cache"}`},
		{name: "table with wrong case", method: "GET", path: "/rest/v1/empleados", wantStatus: 404,
			wantContain: []string{`"hint":"Perhaps you meant the table 'public.Empleados'"`}},
		{name: "unknown column in select", method: "GET", path: "/rest/v1/contenido?select=nope", wantStatus: 400,
			wantBody: `{"code":"42703","details":null,"hint":null,"message":"column contenido.nope does not exist"}`},
		{name: "unknown column in filter", method: "GET", path: "/rest/v1/contenido?nope=eq.1", wantStatus: 400, wantContain: []string{`"code":"42703"`}},
		{name: "unknown column in order", method: "GET", path: "/rest/v1/contenido?order=nope.desc", wantStatus: 400, wantContain: []string{`"code":"42703"`}},
		{name: "malformed filter", method: "GET", path: "/rest/v1/contenido?id=equals.1", wantStatus: 400, wantContain: []string{`"code":"PGRST100"`, "failed to parse filter"}},
		{name: "malformed order", method: "GET", path: "/rest/v1/contenido?order=id.sideways", wantStatus: 400, wantContain: []string{`"code":"PGRST100"`, "failed to parse order"}},
		{name: "malformed select", method: "GET", path: "/rest/v1/contenido?select=id,categoria(name", wantStatus: 400, wantContain: []string{`"code":"PGRST100"`}},
		{name: "malformed limit", method: "GET", path: "/rest/v1/contenido?limit=-1", wantStatus: 400, wantContain: []string{`"code":"PGRST100"`}},
		{name: "type mismatch", method: "GET", path: "/rest/v1/contenido?id=eq.abc", wantStatus: 400,
			wantBody: `{"code":"22P02","details":null,"hint":null,"message":"invalid input syntax for type integer: \"abc\""}`},
		{name: "bad uuid", method: "GET", path: "/rest/v1/Empleados?id=eq.xyz", wantStatus: 400, wantContain: []string{`invalid input syntax for type uuid: \"xyz\"`}},
		{name: "bad timestamp", method: "GET", path: "/rest/v1/contenido?created_at=gt.yesterday", wantStatus: 400, wantContain: []string{`"code":"22007"`}},
		{name: "like on an integer", method: "GET", path: "/rest/v1/contenido?id=like.1*", wantStatus: 404, wantContain: []string{`"code":"42883"`}},
		{name: "injection in a value is only a value", method: "GET", path: "/rest/v1/contenido?titulo=eq.x%27%3BDROP%20TABLE%20contenido%3B--", wantStatus: 200, wantBody: `[]`,
			after: wantRows("contenido", "", 3)},
	})
}

// TestDeepPages covers pages read through their keys first (offset ≥ 1000) and the primary-key
// tie-breaker that keeps equal sort keys in one order across pages.
func TestDeepPages(t *testing.T) {
	env := platformtest.New(t)
	var sb strings.Builder
	sb.WriteByte('[')
	for i := 1; i <= 1500; i++ {
		if i > 1 {
			sb.WriteByte(',')
		}
		// Three rows share each creation time.
		fmt.Fprintf(&sb, `{"nombre":"c%d","created_at":"2026-01-01T00:%02d:%02dZ"}`, i, (i/3)/60%60, (i/3)%60)
	}
	sb.WriteByte(']')
	if res := env.Do("POST", "/rest/v1/categorias").As("service_role").JSON(sb.String()).Send(); res.Code != 201 {
		t.Fatalf("seed: %d %s", res.Code, res.Body.String())
	}
	seen := map[float64]bool{}
	var prev []float64
	for offset := 0; offset < 1500; offset += 100 {
		res := env.Do("GET", fmt.Sprintf("/rest/v1/categorias?select=id&order=created_at.desc&limit=100&offset=%d", offset)).As("anon").Send()
		rows := decodeRows(t, res.Body.String())
		if len(rows) != 100 {
			t.Fatalf("offset %d: %d rows", offset, len(rows))
		}
		for _, r := range rows {
			id := r["id"].(float64)
			if seen[id] {
				t.Fatalf("offset %d: id %v seen on an earlier page", offset, id)
			}
			seen[id] = true
			prev = append(prev, id)
		}
	}
	for i := 1; i < len(prev); i++ {
		if prev[i] > prev[i-1] && (int(prev[i])/3 == int(prev[i-1])/3) {
			t.Fatalf("ties not broken by descending id at %d: %v then %v", i, prev[i-1], prev[i])
		}
	}
}
