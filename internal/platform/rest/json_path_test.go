package rest_test

import (
	"net/url"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// q escapes a query's values as a client would send them.
func q(path string, params ...string) string {
	v := url.Values{}
	for i := 0; i+1 < len(params); i += 2 {
		v.Add(params[i], params[i+1])
	}
	return path + "?" + v.Encode()
}

// TestJSONPathsCastsAndOperators: PostgREST's JSON paths in select, filters and order; casts in
// select; cs, cd, ov, match and imatch — with PostgreSQL's answers and error codes, on both backends.
func TestJSONPathsCastsAndOperators(t *testing.T) {
	env := platformtest.New(t)
	seed(t, env)
	c, e := "/rest/v1/contenido", "/rest/v1/Empleados"
	runScenarios(t, env, []scenario{
		{name: "select paths: -> keeps JSON, ->> gives text, keyed by the last step", method: "GET",
			path:       q(c, "select", "id,descripcion->layout,b:descripcion->>body", "order", "id", "limit", "2"),
			wantStatus: 200, wantBody: `[{"id":1,"layout":1,"b":"<p>uno</p>"},{"id":2,"layout":2,"b":"dos"}]`},
		{name: "select array indexes; a missing step is null", method: "GET",
			path:       q(e, "select", "nombre,primero:sistemas_acceso->0,sistemas_acceso->>1", "order", "nombre"),
			wantStatus: 200, wantBody: `[{"nombre":"Ana","primero":"CMS","1":"ERP"},{"nombre":"Luis","primero":null,"1":null}]`},
		{name: "casts", method: "GET", path: q(c, "select", "id::text,descripcion->>layout::int,n:id::numeric,j:titulo::json", "id", "eq.3"),
			wantStatus: 200, wantBody: `[{"id":"3","layout":3,"n":3,"j":"Tercero"}]`},
		{name: "a cast the value cannot take", method: "GET", path: q(c, "select", "titulo::int", "id", "eq.1"),
			wantStatus: 400, wantContain: []string{`"code":"22P02"`, `invalid input syntax for type integer: \"Primero\"`}},
		{name: "an unknown type", method: "GET", path: q(c, "select", "id::money"),
			wantStatus: 400, wantContain: []string{`"code":"42704"`, `type \"money\" does not exist`}},
		{name: "a path on a text column", method: "GET", path: q(c, "select", "titulo->a"),
			wantStatus: 404, wantContain: []string{`"code":"42883"`, `operator does not exist: text -> unknown`}},
		{name: "->> after ->> is refused", method: "GET", path: q(c, "select", "descripcion->>a->b"),
			wantStatus: 400, wantContain: []string{`"code":"PGRST100"`}},

		{name: "filter on ->> text", method: "GET", path: q(c, "select", "id", "descripcion->>layout", "eq.2"), wantStatus: 200, wantBody: `[{"id":2}]`},
		{name: "filter on -> JSON", method: "GET", path: q(c, "select", "id", "descripcion->layout", "eq.3"), wantStatus: 200, wantBody: `[{"id":3}]`},
		{name: "like and in on ->>", method: "GET", path: q(c, "select", "id", "descripcion->>body", "like.*o*", "descripcion->>layout", "in.(1,2,3)", "order", "id"),
			wantStatus: 200, wantBody: `[{"id":1},{"id":2}]`},
		{name: "ordering comparisons take the text", method: "GET", path: q(c, "select", "id", "descripcion->layout", "gt.1"),
			wantStatus: 400, wantContain: []string{`"code":"PGRST100"`}},
		{name: "paths inside or", method: "GET", path: q(c, "select", "id", "or", "(descripcion->>layout.eq.1,titulo.match.^T)", "order", "id"),
			wantStatus: 200, wantBody: `[{"id":1},{"id":3}]`},

		{name: "cs on a jsonb array", method: "GET", path: q(e, "select", "nombre", "sistemas_acceso", `cs.["ERP"]`), wantStatus: 200, wantBody: `[{"nombre":"Ana"}]`},
		{name: "cd on a jsonb array", method: "GET", path: q(e, "select", "nombre", "sistemas_acceso", `cd.["CMS","ERP","CRM"]`, "order", "nombre"),
			wantStatus: 200, wantBody: `[{"nombre":"Ana"},{"nombre":"Luis"}]`},
		{name: "cs on a jsonb object", method: "GET", path: q(c, "select", "id", "descripcion", `cs.{"layout":2}`), wantStatus: 200, wantBody: `[{"id":2}]`},
		{name: "not.cs", method: "GET", path: q(e, "select", "nombre", "sistemas_acceso", `not.cs.["ERP"]`), wantStatus: 200, wantBody: `[{"nombre":"Luis"}]`},
		{name: "cs with something that is not JSON", method: "GET", path: q(e, "select", "nombre", "sistemas_acceso", "cs.{ERP}"),
			wantStatus: 400, wantContain: []string{`"code":"22P02"`}},
		{name: "cs on text", method: "GET", path: q(c, "select", "id", "titulo", "cs.x"),
			wantStatus: 404, wantContain: []string{`"code":"42883"`, `text @> unknown`}},
		{name: "ov on jsonb (no arrays or ranges in the catalog)", method: "GET", path: q(e, "select", "nombre", "sistemas_acceso", `ov.["CMS"]`),
			wantStatus: 404, wantContain: []string{`"code":"42883"`, `jsonb && unknown`}},

		{name: "match", method: "GET", path: q(c, "select", "id", "titulo", "match.^[PS]", "order", "id"), wantStatus: 200, wantBody: `[{"id":1},{"id":2}]`},
		{name: "imatch", method: "GET", path: q(c, "select", "id", "titulo", "imatch.^t"), wantStatus: 200, wantBody: `[{"id":3}]`},
		{name: "not.match", method: "GET", path: q(c, "select", "id", "titulo", "not.match.ero$", "order", "id"), wantStatus: 200, wantBody: `[{"id":2}]`},
		{name: "match on ->>", method: "GET", path: q(c, "select", "id", "descripcion->>body", "match.^d"), wantStatus: 200, wantBody: `[{"id":2}]`},
		{name: "an invalid expression", method: "GET", path: q(c, "select", "id", "titulo", "match.("),
			wantStatus: 400, wantContain: []string{`"code":"2201B"`}},
		{name: "match on an integer", method: "GET", path: q(c, "select", "id", "id", "match.1"),
			wantStatus: 404, wantContain: []string{`"code":"42883"`, `integer ~ unknown`}},

		{name: "order by a JSON path", method: "GET", path: q(c, "select", "id", "order", "descripcion->layout.desc"), wantStatus: 200, wantBody: `[{"id":3},{"id":2},{"id":1}]`},
		{name: "order by ->>, nulls last ascending", method: "GET", path: q(e, "select", "nombre", "order", "sistemas_acceso->>0.asc"),
			wantStatus: 200, wantBody: `[{"nombre":"Ana"},{"nombre":"Luis"}]`},
		{name: "order by ->>, nulls first descending", method: "GET", path: q(e, "select", "nombre", "order", "sistemas_acceso->>0.desc"),
			wantStatus: 200, wantBody: `[{"nombre":"Luis"},{"nombre":"Ana"}]`},
		{name: "an embed is not ordered by a JSON path", method: "GET",
			path:       q("/rest/v1/categoria-servicios", "select", "id,contenido(id)", "contenido.order", "descripcion->layout"),
			wantStatus: 400, wantContain: []string{`"code":"PGRST100"`}},
	})
}
