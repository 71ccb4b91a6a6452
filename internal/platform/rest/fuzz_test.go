package rest_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// FuzzQuery sends arbitrary query strings, methods and bodies to /rest/v1 and requires a clear
// answer: never a 5xx, never a panic. Run: go test ./internal/platform/rest -fuzz FuzzQuery -fuzztime 60s
func FuzzQuery(f *testing.F) {
	seeds := []string{
		"select=*", "select=id,categoria(name)", "id=eq.1", "or=(id.eq.1,titulo.ilike.*a*)", "order=created_at.desc.nullslast",
		"titulo=eq.x'; DROP TABLE contenido; --", "titulo=eq.\" OR 1=1 --", "id=in.(1,2);DELETE FROM contenido",
		"select=id;DROP TABLE contenido", `select="id"; DROP TABLE contenido; --`, "order=id;DROP TABLE contenido",
		"order=(SELECT 1)", "id\"=eq.1", "categoria=eq.1 OR 1=1", "limit=1;--", "offset=99999999999999999999",
		"and=(or(and(or(a.eq.1))))", "select=" + strings.Repeat("a(", 50), "id=in." + strings.Repeat("(", 100),
		"titulo=like.%00", "created_at=gt.1e400", "id=eq.9223372036854775808", "select=*,contenido!inner(*)",
		"select=id,cat:categoria-servicios!inner(name)&cat.slug=eq.x", "select=id,contenido(id)&contenido.order=id.desc.nullslast&contenido.limit=1&contenido.offset=2",
		"select=id,categoria(name,id_padre(name,contenido(id)))&categoria.id_padre.name=eq.x", "select=*,c:categoria!inner(*)&c.not.or=(id.eq.1,name.is.null)",
		"x.y.z=eq.1", "empresa=like(any).{AC*,\"G,*\"}", "id=gt(all).{}", "id=neq(any).{1}", "persona=not.isdistinct.Ana",
		"or=(id.eq(any).{1,2},id.isdistinct.3)", "select=id,testimoniales(id)&testimoniales.limit=99999999999999999999",
		"select=descripcion->layout,b:descripcion->>body::int", "select=descripcion->a->0->>b", "select=id::money",
		"descripcion->>layout=eq.2", "descripcion->layout=eq.{", "descripcion=cs.{\"layout\":2}", "descripcion=cd.[1,",
		"titulo=match.(", "titulo=imatch.(a|b)*c{1000}", "order=descripcion->layout.desc.nullsfirst", "descripcion->'x'=eq.1",
		"select=descripcion->>a->b", "select=->", "titulo=ov.{a}", "or=(descripcion->>layout.in.(1,2),titulo.not.match.^x)",
		"titulo=fts.dise%C3%B1o:*%20%26%20!(a|b)", "titulo=fts(spanish).'a''b'", "titulo=plfts.de%20la", "titulo=phfts.a%20b",
		"titulo=wfts.%22a%20b%22%20or%20-c", "titulo=fts(english).x", "descripcion=fts.((((a", "or=(titulo.fts.a,titulo.not.wfts.-b)",
	}
	for i, s := range seeds {
		f.Add(s, uint8(i), `{"titulo":"x","categoria":1}`)
	}
	env := platformtest.New(f)
	for _, body := range []string{`{"name":"Raíz"}`} {
		env.Do("POST", "/rest/v1/categoria-servicios").As("service_role").JSON(body).Send()
	}
	methods := []string{"GET", "HEAD", "POST", "PATCH", "DELETE"}
	tables := []string{"contenido", "categoria-servicios", "Empleados", "roles_permisos", "rpc/replace_role_permissions"}
	f.Fuzz(func(t *testing.T, rawQuery string, pick uint8, body string) {
		// Re-encode so the request line is valid HTTP; the decoded values reach the server unchanged.
		if values, err := url.ParseQuery(rawQuery); err == nil {
			rawQuery = values.Encode()
		} else {
			rawQuery = url.QueryEscape(rawQuery)
		}
		path := "/rest/v1/" + tables[int(pick)%len(tables)] + "?" + rawQuery
		method := methods[int(pick/8)%len(methods)]
		rec := func() (code int, out string) {
			defer func() {
				if p := recover(); p != nil {
					t.Fatalf("%s %s panicked: %v", method, path, p)
				}
			}()
			r := env.Do(method, path).As("service_role")
			if method != "GET" && method != "HEAD" {
				r.JSON(body)
			}
			resp := r.Send()
			return resp.Code, resp.Body.String()
		}
		code, out := rec()
		if code >= 500 {
			t.Fatalf("%s %s body %q: %d %s", method, path, body, code, out)
		}
	})
}
