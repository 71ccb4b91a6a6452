package rest_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

func TestInsert(t *testing.T) {
	env := platformtest.New(t)
	seed(t, env)
	runScenarios(t, env, []scenario{
		{name: "minimal by default", method: "POST", path: "/rest/v1/categorias", body: `{"nombre":"Salud"}`,
			wantStatus: 201, wantBody: "", wantHeaders: map[string]string{"Content-Range": "*/*"},
			after: wantRows("categorias", "nombre=eq.Salud", 1)},
		{name: "representation", method: "POST", path: "/rest/v1/categorias?select=id,nombre", body: `{"nombre":"Banca"}`,
			headers: map[string]string{"Prefer": "return=representation"}, wantStatus: 201, wantBody: `[{"id":4,"nombre":"Banca"}]`,
			wantHeaders: map[string]string{"Preference-Applied": "return=representation"}},
		{name: "representation as one object", method: "POST", path: "/rest/v1/categorias?select=nombre", body: `{"nombre":"Retail"}`,
			headers:    map[string]string{"Prefer": "return=representation", "Accept": "application/vnd.pgrst.object+json"},
			wantStatus: 201, wantBody: `{"nombre":"Retail"}`},
		{name: "headers-only gives Location", method: "POST", path: "/rest/v1/categorias", body: `{"nombre":"Minería"}`,
			headers: map[string]string{"Prefer": "return=headers-only"}, wantStatus: 201, wantHeaders: map[string]string{"Location": "/categorias?id=eq.6"}},
		{name: "array", method: "POST", path: "/rest/v1/testimoniales?select=empresa", body: `[{"categoria":2,"testimonio":"a","empresa":"E1"},{"categoria":3,"testimonio":"b","empresa":"E2"}]`,
			headers: map[string]string{"Prefer": "return=representation"}, wantStatus: 201, wantBody: `[{"empresa":"E1"},{"empresa":"E2"}]`},
		{name: "columns fills missing keys with null", method: "POST", path: `/rest/v1/testimoniales?columns="categoria","testimonio","empresa","persona"&select=persona`,
			body:    `[{"categoria":2,"testimonio":"a","empresa":"E3","persona":"P"},{"categoria":2,"testimonio":"b","empresa":"E4"}]`,
			headers: map[string]string{"Prefer": "return=representation"}, wantStatus: 201, wantBody: `[{"persona":"P"},{"persona":null}]`},
		{name: "columns ignores other keys", method: "POST", path: `/rest/v1/categorias?columns=nombre&select=nombre`, body: `{"nombre":"Ocio","extra":1}`,
			headers: map[string]string{"Prefer": "return=representation"}, wantStatus: 201, wantBody: `[{"nombre":"Ocio"}]`},
		{name: "missing=default keeps defaults", method: "POST", path: `/rest/v1/Empleados?columns=nombre,activo&select=activo,sistemas_acceso`,
			body: `[{"nombre":"Eva"}]`, headers: map[string]string{"Prefer": "return=representation,missing=default"},
			wantStatus: 201, wantBody: `[{"activo":true,"sistemas_acceso":[]}]`},
		{name: "generated uuid and defaults", method: "POST", path: "/rest/v1/Empleados?select=id,activo", body: `{"nombre":"Sin id","email":"sinid@example.com"}`,
			headers: map[string]string{"Prefer": "return=representation"}, wantStatus: 201, wantContain: []string{`"activo":true`, `"id":"`}},
		{name: "slug de-duplicated", method: "POST", path: "/rest/v1/categoria-servicios?select=slug", body: `{"name":"Diseño"}`,
			headers: map[string]string{"Prefer": "return=representation"}, wantStatus: 201, wantBody: `[{"slug":"diseno-2"}]`},
		{name: "string number into integer", method: "POST", path: "/rest/v1/clientes?select=categoria", body: `{"nombre":"N","categoria":"2"}`,
			headers: map[string]string{"Prefer": "return=representation"}, wantStatus: 201, wantBody: `[{"categoria":2}]`},

		{name: "not null", method: "POST", path: "/rest/v1/contenido", body: `{"categoria":2}`, wantStatus: 400,
			wantBody: `{"code":"23502","details":null,"hint":null,"message":"null value in column \"titulo\" of relation \"contenido\" violates not-null constraint"}`},
		{name: "explicit null", method: "POST", path: "/rest/v1/contenido", body: `{"titulo":null,"categoria":2}`, wantStatus: 400, wantContain: []string{`"code":"23502"`}},
		{name: "unique", method: "POST", path: "/rest/v1/roles_permisos", body: `{"rol_nombre":"mercadeo","vista_slug":"contenido"}`, wantStatus: 409,
			wantBody: `{"code":"23505","details":"Key (rol_nombre, vista_slug)=(mercadeo, contenido) already exists.","hint":null,"message":"duplicate key value violates unique constraint \"roles_permisos_rol_nombre_vista_slug_key\""}`},
		{name: "unique e-mail ignores case", method: "POST", path: "/rest/v1/Empleados", body: `{"email":"ANA@example.com"}`, wantStatus: 409,
			wantContain: []string{`"code":"23505"`, `Empleados_email_key`}},
		{name: "foreign key", method: "POST", path: "/rest/v1/testimoniales", body: `{"categoria":77,"testimonio":"x","empresa":"y"}`, wantStatus: 409,
			wantBody: `{"code":"23503","details":"Key (categoria)=(77) is not present in table \"categoria-servicios\".","hint":null,"message":"insert or update on table \"testimoniales\" violates foreign key constraint \"testimoniales_categoria_fkey\""}`},
		{name: "foreign key in a later row writes nothing", method: "POST", path: "/rest/v1/testimoniales",
			body:       `[{"categoria":2,"testimonio":"x","empresa":"PrimeraFila"},{"categoria":78,"testimonio":"x","empresa":"SegundaFila"}]`,
			wantStatus: 409, wantContain: []string{`"details":"Key (categoria)=(78) is not present in table \"categoria-servicios\"."`},
			after: wantRows("testimoniales", "empresa=eq.PrimeraFila", 0)},
		{name: "a row may point at one written before it", method: "POST", path: "/rest/v1/categoria-servicios?select=name",
			body:    `[{"id":60,"name":"Madre","id_padre":null},{"id":61,"name":"Hija","id_padre":60}]`,
			headers: map[string]string{"Prefer": "return=representation"}, wantStatus: 201, wantBody: `[{"name":"Madre"},{"name":"Hija"}]`},
		{name: "check", method: "POST", path: "/rest/v1/testimoniales", body: `{"categoria":2,"testimonio":"   ","empresa":"y"}`, wantStatus: 400,
			wantContain: []string{`"code":"23514"`, `testimoniales_testimonio_check`}},
		{name: "check on vista_slug", method: "POST", path: "/rest/v1/roles_permisos", body: `{"rol_nombre":"x","vista_slug":"nope"}`, wantStatus: 400,
			wantContain: []string{`"code":"23514"`}},
		{name: "type mismatch", method: "POST", path: "/rest/v1/clientes", body: `{"nombre":"N","categoria":"dos"}`, wantStatus: 400,
			wantBody: `{"code":"22P02","details":null,"hint":null,"message":"invalid input syntax for type integer: \"dos\""}`},
		{name: "out of range", method: "POST", path: "/rest/v1/clientes", body: `{"nombre":"N","categoria":99999999999}`, wantStatus: 400, wantContain: []string{`"code":"22003"`}},
		{name: "unknown column", method: "POST", path: "/rest/v1/clientes", body: `{"nombre":"N","categoria":1,"color":"red"}`, wantStatus: 400,
			wantBody: `{"code":"PGRST204","details":null,"hint":null,"message":"Could not find the 'color' column of 'clientes' in the schema cache"}`},
		{name: "invalid json", method: "POST", path: "/rest/v1/clientes", body: `{"nombre":`, wantStatus: 400,
			wantBody: `{"code":"PGRST102","details":null,"hint":null,"message":"Empty or invalid json"}`},
		{name: "keys must match", method: "POST", path: "/rest/v1/categorias", body: `[{"nombre":"a"},{"nombre":"b","id":90}]`, wantStatus: 400,
			wantContain: []string{"All object keys must match"}, after: wantRows("categorias", "nombre=in.(a,b)", 0)},
		{name: "array is all or nothing", method: "POST", path: "/rest/v1/categorias", body: `[{"nombre":"ok"},{"nombre":""}]`, wantStatus: 400,
			after: wantRows("categorias", "nombre=eq.ok", 0)},
		{name: "form body", method: "POST", path: "/rest/v1/categorias?select=nombre", body: "nombre=Arte+y+cultura",
			headers:    map[string]string{"Content-Type": "application/x-www-form-urlencoded", "Prefer": "return=representation"},
			wantStatus: 201, wantBody: `[{"nombre":"Arte y cultura"}]`},
		{name: "unsupported body type", method: "POST", path: "/rest/v1/categorias", body: "nombre\nx",
			headers: map[string]string{"Content-Type": "text/csv"}, wantStatus: 415, wantContain: []string{"PGRST107"}},
	})
}

func TestUpsert(t *testing.T) {
	env := platformtest.New(t)
	seed(t, env)
	runScenarios(t, env, []scenario{
		{name: "merge on a unique pair inserts", method: "POST", path: "/rest/v1/roles_permisos?on_conflict=rol_nombre,vista_slug&select=vista_slug,puede_ver",
			body: `{"rol_nombre":"mercadeo","vista_slug":"blog","puede_ver":true}`, headers: map[string]string{"Prefer": "resolution=merge-duplicates,return=representation"},
			wantStatus: 201, wantBody: `[{"vista_slug":"blog","puede_ver":true}]`,
			wantHeaders: map[string]string{"Preference-Applied": "resolution=merge-duplicates, return=representation"}},
		{name: "merge updates existing rows with 200", method: "POST", path: "/rest/v1/roles_permisos?on_conflict=rol_nombre,vista_slug&select=vista_slug,puede_ver",
			body: `[{"rol_nombre":"mercadeo","vista_slug":"clientes","puede_ver":true}]`, headers: map[string]string{"Prefer": "resolution=merge-duplicates,return=representation"},
			wantStatus: 200, wantBody: `[{"vista_slug":"clientes","puede_ver":true}]`, after: wantRows("roles_permisos", "rol_nombre=eq.mercadeo", 3)},
		{name: "merge on primary key", method: "POST", path: "/rest/v1/categorias?select=id,nombre", body: `{"id":1,"nombre":"Industria pesada"}`,
			headers: map[string]string{"Prefer": "resolution=merge-duplicates,return=representation"}, wantStatus: 200, wantBody: `[{"id":1,"nombre":"Industria pesada"}]`},
		{name: "ignore duplicates", method: "POST", path: "/rest/v1/categorias?select=id", body: `[{"id":1,"nombre":"x"},{"id":50,"nombre":"Nueva"}]`,
			headers: map[string]string{"Prefer": "resolution=ignore-duplicates,return=representation"}, wantStatus: 201, wantBody: `[{"id":50}]`,
			after: wantRows("categorias", "nombre=eq.Industria%20pesada", 1)},
		{name: "unknown conflict column", method: "POST", path: "/rest/v1/categorias?on_conflict=nope", body: `{"nombre":"x"}`,
			headers: map[string]string{"Prefer": "resolution=merge-duplicates"}, wantStatus: 400, wantContain: []string{`"code":"42703"`}},
	})
}

func TestUpdateAndDelete(t *testing.T) {
	env := platformtest.New(t)
	seed(t, env)
	runScenarios(t, env, []scenario{
		{name: "patch minimal", method: "PATCH", path: "/rest/v1/contenido?id=eq.1", body: `{"titulo":"Uno"}`,
			wantStatus: 204, wantBody: "", wantHeaders: map[string]string{"Content-Range": "0-0/*"}, after: wantRows("contenido", "titulo=eq.Uno", 1)},
		{name: "patch representation", method: "PATCH", path: "/rest/v1/testimoniales?categoria=eq.2&select=id,cargo", body: `{"cargo":"Gerente"}`,
			headers: map[string]string{"Prefer": "return=representation"}, wantStatus: 200, wantBody: `[{"id":1,"cargo":"Gerente"},{"id":2,"cargo":"Gerente"}]`},
		{name: "patch json column", method: "PATCH", path: "/rest/v1/contenido?id=eq.2&select=descripcion", body: `{"descripcion":{"body":"<b>x</b>","layout":3}}`,
			headers: map[string]string{"Prefer": "return=representation"}, wantStatus: 200, wantBody: `[{"descripcion":{"body":"<b>x</b>","layout":3}}]`},
		{name: "patch jsonb array and boolean", method: "PATCH", path: "/rest/v1/Empleados?email=eq.luis@example.com&select=activo,sistemas_acceso",
			body: `{"activo":true,"sistemas_acceso":["CMS","Portal"]}`, headers: map[string]string{"Prefer": "return=representation"},
			wantStatus: 200, wantBody: `[{"activo":true,"sistemas_acceso":["CMS","Portal"]}]`},
		{name: "patch matching nothing", method: "PATCH", path: "/rest/v1/contenido?id=eq.99", body: `{"titulo":"x"}`,
			wantStatus: 204, wantHeaders: map[string]string{"Content-Range": "*/*"}},
		{name: "patch without filter refused", method: "PATCH", path: "/rest/v1/contenido", body: `{"titulo":"todo"}`, wantStatus: 400,
			wantBody: `{"code":"21000","details":null,"hint":null,"message":"UPDATE requires a WHERE clause"}`, after: wantRows("contenido", "titulo=eq.todo", 0)},
		{name: "patch to a missing category", method: "PATCH", path: "/rest/v1/contenido?id=eq.1", body: `{"categoria":40}`, wantStatus: 409,
			wantBody: `{"code":"23503","details":"Key (categoria)=(40) is not present in table \"categoria-servicios\".","hint":null,"message":"insert or update on table \"contenido\" violates foreign key constraint \"contenido_categoria_fkey\""}`},
		{name: "patch not null", method: "PATCH", path: "/rest/v1/contenido?id=eq.1", body: `{"titulo":null}`, wantStatus: 400, wantContain: []string{`"code":"23502"`}},
		{name: "patch unknown column", method: "PATCH", path: "/rest/v1/contenido?id=eq.1", body: `{"nope":1}`, wantStatus: 400, wantContain: []string{`"code":"PGRST204"`}},
		{name: "patch singular with many rows rolls back", method: "PATCH", path: "/rest/v1/testimoniales?categoria=eq.2", body: `{"cargo":"Nadie"}`,
			headers: map[string]string{"Prefer": "return=representation", "Accept": "application/vnd.pgrst.object+json"}, wantStatus: 406,
			after: wantRows("testimoniales", "cargo=eq.Nadie", 0)},
		{name: "move a category under another", method: "PATCH", path: "/rest/v1/categoria-servicios?id=eq.4", body: `{"id_padre":3}`, wantStatus: 204},
		{name: "move a category under itself", method: "PATCH", path: "/rest/v1/categoria-servicios?id=eq.2", body: `{"id_padre":2}`, wantStatus: 400, wantContain: []string{`"code":"P0001"`}},
		{name: "move a category under its descendant", method: "PATCH", path: "/rest/v1/categoria-servicios?id=eq.1", body: `{"id_padre":4}`, wantStatus: 400,
			wantContain: []string{`"code":"P0001"`}, after: wantRows("categoria-servicios", "id_padre=is.null", 1)},

		{name: "delete without filter refused", method: "DELETE", path: "/rest/v1/testimoniales", wantStatus: 400,
			wantBody: `{"code":"21000","details":null,"hint":null,"message":"DELETE requires a WHERE clause"}`, after: wantRows("testimoniales", "", 3)},
		{name: "delete representation", method: "DELETE", path: "/rest/v1/testimoniales?id=eq.3&select=empresa", headers: map[string]string{"Prefer": "return=representation"},
			wantStatus: 200, wantBody: `[{"empresa":"Gamma"}]`, after: wantRows("testimoniales", "", 2)},
		{name: "delete minimal", method: "DELETE", path: "/rest/v1/testimoniales?id=eq.2", wantStatus: 204, wantHeaders: map[string]string{"Content-Range": "0-0/*"}},
		{name: "delete a category in use", method: "DELETE", path: "/rest/v1/categoria-servicios?id=eq.2", wantStatus: 409,
			wantBody: `{"code":"23503","details":"Key (id)=(2) is still referenced from table \"contenido\".","hint":null,"message":"update or delete on table \"categoria-servicios\" violates foreign key constraint \"contenido_categoria_fkey\" on table \"contenido\""}`},
		{name: "delete a category with children", method: "DELETE", path: "/rest/v1/categoria-servicios?id=eq.3", wantStatus: 409,
			wantContain: []string{`categoria-servicios_id_padre_fkey`}},
		{name: "delete a category with its children at once", method: "DELETE", path: "/rest/v1/categoria-servicios?id=in.(4)", wantStatus: 204,
			after: wantRows("categoria-servicios", "", 3)},
		{name: "delete a client category in use", method: "DELETE", path: "/rest/v1/categorias?id=eq.1", wantStatus: 409, wantContain: []string{`clientes_categoria_fkey`}},
	})
}

func TestRPC(t *testing.T) {
	env := platformtest.New(t)
	seed(t, env)
	runScenarios(t, env, []scenario{
		{name: "replace a role's permissions", method: "POST", path: "/rest/v1/rpc/replace_role_permissions",
			body:       `{"p_rol_nombre":" Mercadeo ","p_permisos":[{"vista_slug":"dashboard","puede_ver":true},{"vista_slug":"blog","puede_ver":false}]}`,
			wantStatus: 204, after: func(t *testing.T, env *platformtest.Env) {
				res := env.Do("GET", "/rest/v1/roles_permisos?select=vista_slug,puede_ver&rol_nombre=eq.mercadeo&order=vista_slug").As("service_role").Send()
				if got, want := res.Body.String(), `[{"vista_slug":"blog","puede_ver":false},{"vista_slug":"dashboard","puede_ver":true}]`; got != want {
					t.Errorf("permissions %s, want %s", got, want)
				}
			}},
		{name: "an invalid view rolls everything back", method: "POST", path: "/rest/v1/rpc/replace_role_permissions",
			body:       `{"p_rol_nombre":"mercadeo","p_permisos":[{"vista_slug":"media","puede_ver":true},{"vista_slug":"nope","puede_ver":true}]}`,
			wantStatus: 400, wantContain: []string{`"code":"23514"`}, after: wantRows("roles_permisos", "rol_nombre=eq.mercadeo", 2)},
		{name: "signed-in users may not call it", method: "POST", path: "/rest/v1/rpc/replace_role_permissions", as: "user",
			body: `{"p_rol_nombre":"mercadeo","p_permisos":[]}`, wantStatus: 403, wantContain: []string{`"code":"42501"`}},
		{name: "anon may not call it", method: "POST", path: "/rest/v1/rpc/replace_role_permissions", as: "anon",
			body: `{"p_rol_nombre":"mercadeo","p_permisos":[]}`, wantStatus: 401, wantContain: []string{`"code":"42501"`}},
		{name: "missing argument", method: "POST", path: "/rest/v1/rpc/replace_role_permissions", body: `{"p_rol_nombre":"x"}`,
			wantStatus: 404, wantContain: []string{`"code":"PGRST202"`}},
		{name: "unknown function", method: "POST", path: "/rest/v1/rpc/drop_everything", body: `{}`, wantStatus: 404,
			wantContain: []string{`"code":"PGRST202"`}},
		{name: "wrong method", method: "GET", path: "/rest/v1/rpc/replace_role_permissions", wantStatus: 405},

		{name: "the CMS records a security event in a user's name", method: "POST", path: "/rest/v1/rpc/record_security_event",
			headers:    map[string]string{"X-Vitrina-Actor": "jefa@example.com"},
			body:       `{"p_evento":"cms_sign_in","p_detalle":{"address":"192.0.2.1","browser":"Firefox en Linux"}}`,
			wantStatus: 204, after: func(t *testing.T, env *platformtest.Env) {
				var actor, role, action, record, after string
				if err := env.DB.QueryRow(t.Context(), `SELECT actor, actor_role, action, record_id, after FROM audit_log
					WHERE target = 'record_security_event' ORDER BY id DESC LIMIT 1`).Scan(&actor, &role, &action, &record, &after); err != nil {
					t.Fatal(err)
				}
				var call struct {
					Args struct {
						Detail map[string]string `json:"p_detalle"`
					} `json:"args"`
				}
				_ = json.Unmarshal([]byte(after), &call)
				if actor != "jefa@example.com" || role != "service_role" || action != "rpc" || record != "cms_sign_in" ||
					call.Args.Detail["address"] != "192.0.2.1" || call.Args.Detail["browser"] != "Firefox en Linux" {
					t.Errorf("audited as %s %s %s %s %s", actor, role, action, record, after)
				}
			}},
		{name: "signed-in users may not record security events", method: "POST", path: "/rest/v1/rpc/record_security_event", as: "user",
			body: `{"p_evento":"cms_sign_in","p_detalle":{}}`, wantStatus: 403, wantContain: []string{`"code":"42501"`}},
		{name: "anon may not record security events", method: "POST", path: "/rest/v1/rpc/record_security_event", as: "anon",
			body: `{"p_evento":"cms_sign_in_failed","p_detalle":{}}`, wantStatus: 401, wantContain: []string{`"code":"42501"`}},
		{name: "an unknown security event", method: "POST", path: "/rest/v1/rpc/record_security_event",
			body: `{"p_evento":"insert","p_detalle":{}}`, wantStatus: 400, wantContain: []string{`"code":"P0001"`, `not a known security event`}},
		{name: "a security event's detail is an object", method: "POST", path: "/rest/v1/rpc/record_security_event",
			body: `{"p_evento":"cms_sign_in","p_detalle":[1]}`, wantStatus: 400, wantContain: []string{`"code":"P0001"`}},
		{name: "a security event's detail is bounded", method: "POST", path: "/rest/v1/rpc/record_security_event",
			body: `{"p_evento":"cms_sign_in","p_detalle":{"x":"` + strings.Repeat("a", 2100) + `"}}`, wantStatus: 400, wantContain: []string{`"code":"P0001"`}},
	})
}

func TestOpenAPI(t *testing.T) {
	env := platformtest.New(t)
	runScenarios(t, env, []scenario{
		{name: "service role sees every table", method: "GET", path: "/rest/v1/", wantStatus: 200,
			wantHeaders: map[string]string{"Content-Type": "application/openapi+json; charset=utf-8"},
			wantContain: []string{`"swagger":"2.0"`, `"/Empleados"`, `"/categoria-servicios"`, `"basePath":"/rest/v1"`}},
		{name: "anon sees the public tables only", method: "GET", path: "/rest/v1/", as: "anon", wantStatus: 200,
			wantContain: []string{`"/contenido"`}, after: func(t *testing.T, env *platformtest.Env) {
				res := env.Do("GET", "/rest/v1/").As("anon").Send()
				if s := res.Body.String(); contains(s, `"/Empleados"`) || contains(s, `"post"`) {
					t.Errorf("anon's description shows private tables or writes")
				}
			}},
	})
}
