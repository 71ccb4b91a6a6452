package web_test

import (
	"net/url"
	"reflect"
	"strings"
	"testing"
)

func TestAdminRolesAPI(t *testing.T) {
	for _, transport := range transports {
		t.Run(transport, func(t *testing.T) {
			e := newCMS(t, transport)
			e.account(t, "jefa@example.com", " Administrador ", false, nil)
			e.account(t, "meta@example.com", "ventas", true, nil)
			e.account(t, adminEmail, "ventas", false, nil)
			e.account(t, "ventas@example.com", "ventas", false, nil)
			e.account(t, "luis@example.com", "Mercadeo", false, map[string]any{"activo": false})
			e.account(t, "eva@example.com", "soporte", false, nil)

			anon := e.browser(t)
			admin := e.browser(t).signIn("jefa@example.com")
			seller := e.browser(t).signIn("ventas@example.com")

			// Who may call it.
			wantAPI(t, anon.getJSON("/api/admin_roles_api.php?action=get_roles"), 401, false, "No autenticado")
			wantAPI(t, anon.postJSON("/api/admin_roles_api.php", `{"action":"create_rol","rol_nombre":"x"}`), 401, false, "No autenticado")
			wantAPI(t, seller.getJSON("/api/admin_roles_api.php?action=get_roles"), 403, false, "Sin permisos. Su correo: ventas@example.com")
			wantAPI(t, e.browser(t).signIn("meta@example.com").getJSON("/api/admin_roles_api.php?action=get_roles"), 200, true, "")
			wantAPI(t, e.browser(t).signIn(adminEmail).getJSON("/api/admin_roles_api.php?action=get_permisos"), 200, true, "")

			// get_roles: standard roles, roles of employees (active or not) and roles with
			// permissions, lowercased and sorted, counting active employees.
			wantAPI(t, admin.postJSON("/api/admin_roles_api.php", `{"action":"create_rol","rol_nombre":"  Diseño Gráfico "}`), 200, true, "")
			r := admin.getJSON("/api/admin_roles_api.php?action=get_roles")
			wantAPI(t, r, 200, true, "")
			got := map[string][2]any{}
			var names []string
			for _, item := range r.json["roles"].([]any) {
				m := item.(map[string]any)
				names = append(names, m["nombre"].(string))
				got[m["nombre"].(string)] = [2]any{m["total"], m["is_standard"]}
			}
			wantNames := []string{"administrador", "contabilidad", "diseño gráfico", "mercadeo", "proyectos", "recepcion", "soporte", "ventas"}
			if !reflect.DeepEqual(names, wantNames) {
				t.Fatalf("roles %v, want %v", names, wantNames)
			}
			for name, want := range map[string][2]any{"administrador": {1.0, true}, "ventas": {3.0, true}, "mercadeo": {0.0, true},
				"diseño gráfico": {0.0, false}, "soporte": {1.0, false}} {
				if got[name] != want {
					t.Errorf("role %s: (total, is_standard) = %v, want %v", name, got[name], want)
				}
			}

			// create_rol made one entry per view, all false.
			perms := admin.getJSON("/api/admin_roles_api.php?action=get_permisos")
			var mine, prev []string
			for _, item := range perms.json["permisos"].([]any) {
				m := item.(map[string]any)
				prev = append(prev, m["rol_nombre"].(string))
				if m["rol_nombre"] == "diseño gráfico" {
					if m["puede_ver"] != false || m["id"] == nil {
						t.Errorf("new permission %v", m)
					}
					mine = append(mine, m["vista_slug"].(string))
				}
			}
			if len(mine) != 18 {
				t.Fatalf("create_rol made %d permissions, want 18", len(mine))
			}

			cases := []struct {
				name, body string
				status     int
				success    bool
				msg        string
			}{
				{"create without name", `{"action":"create_rol"}`, 400, false, "Falta rol_nombre"},
				{"create with blank name", `{"action":"create_rol","rol_nombre":"   "}`, 400, false, "Falta rol_nombre"},
				{"create existing", `{"action":"create_rol","rol_nombre":"DISEÑO GRÁFICO"}`, 409, false, "El rol ya existe"},
				{"create standard", `{"action":"create_rol","rol_nombre":"ventas"}`, 409, false, "El rol ya existe"},
				{"create invalid name", `{"action":"create_rol","rol_nombre":"a/b"}`, 400, false, "Nombre de rol inválido"},
				{"create too long", `{"action":"create_rol","rol_nombre":"` + strings.Repeat("a", 51) + `"}`, 400, false, "Nombre de rol inválido"},
				{"save without role", `{"action":"save_permisos","permisos":[]}`, 400, false, "Falta rol_nombre"},
				{"save without permisos", `{"action":"save_permisos","rol_nombre":"soporte"}`, 400, false, "Faltan permisos"},
				{"save bad view", `{"action":"save_permisos","rol_nombre":"soporte","permisos":[{"vista_slug":"blog","puede_ver":true},{"vista_slug":"nada","puede_ver":true}]}`, 400, false, "Vista inválida: nada"},
				{"save bad puede_ver", `{"action":"save_permisos","rol_nombre":"soporte","permisos":[{"vista_slug":"blog","puede_ver":"quizá"}]}`, 400, false, "Permisos inválidos"},
				{"save", `{"action":"save_permisos","rol_nombre":"Soporte","permisos":[{"vista_slug":"blog","puede_ver":true},{"vista_slug":"seo","puede_ver":false}]}`, 200, true, ""},
				{"delete without name", `{"action":"delete_rol"}`, 400, false, "Falta rol_nombre"},
				{"delete with active users", `{"action":"delete_rol","rol_nombre":"soporte"}`, 409, false, "El rol tiene usuarios asignados"},
				{"delete with only inactive users", `{"action":"delete_rol","rol_nombre":"mercadeo"}`, 409, false, "El rol tiene usuarios asignados"},
				{"delete standard without users", `{"action":"delete_rol","rol_nombre":"recepcion"}`, 400, false, "No se puede eliminar un rol estándar"},
				{"delete unknown", `{"action":"delete_rol","rol_nombre":"fantasma"}`, 404, false, "El rol no existe"},
				{"delete", `{"action":"delete_rol","rol_nombre":"Diseño Gráfico"}`, 200, true, ""},
				{"unknown action", `{"action":"drop","rol_nombre":"x"}`, 400, false, "Acción no válida"},
				{"missing action", `{"rol_nombre":"x"}`, 400, false, "Acción no válida"},
				{"invalid json", `{"action":`, 400, false, "JSON inválido"},
				{"not an object", `[1,2]`, 400, false, "JSON inválido"},
			}
			for _, c := range cases {
				t.Run(c.name, func(t *testing.T) {
					wantAPI(t, admin.postJSON("/api/admin_roles_api.php", c.body), c.status, c.success, c.msg)
				})
			}
			wantAPI(t, admin.getJSON("/api/admin_roles_api.php"), 400, false, "Acción no válida")
			wantAPI(t, admin.getJSON("/api/admin_roles_api.php?action=create_rol"), 400, false, "Acción no válida")
			wantAPI(t, admin.do("DELETE", "/api/admin_roles_api.php", "", ""), 405, false, "")

			// save_permisos replaced soporte's permissions; delete_rol removed diseño gráfico's.
			var soporte []string
			for _, item := range admin.getJSON("/api/admin_roles_api.php?action=get_permisos").json["permisos"].([]any) {
				m := item.(map[string]any)
				if m["rol_nombre"] == "soporte" {
					soporte = append(soporte, m["vista_slug"].(string)+"="+map[bool]string{true: "1", false: "0"}[m["puede_ver"].(bool)])
				}
				if m["rol_nombre"] == "diseño gráfico" {
					t.Errorf("deleted role still has permission %v", m)
				}
			}
			if !reflect.DeepEqual(soporte, []string{"blog=1", "seo=0"}) {
				t.Errorf("soporte's permissions %v", soporte)
			}
		})
	}
}

func TestUpdateEmployeeRole(t *testing.T) {
	for _, transport := range transports {
		t.Run(transport, func(t *testing.T) {
			e := newCMS(t, transport)
			e.account(t, "jefa@example.com", "administrador", false, nil)
			e.account(t, "meta@example.com", "ventas", true, nil)
			e.account(t, adminEmail, "ventas", false, nil)
			target := e.account(t, "luis@example.com", "ventas", false, map[string]any{
				"departamento": "Comercial", "chat_role": "agente", "sistemas_acceso": []string{"Cms", "ERP", "Portal", "cms"}})
			admin := e.browser(t).signIn("jefa@example.com")
			const api = "/api/update_employee_role.php"

			wantAPI(t, e.browser(t).postJSON(api, `{"id":"`+target+`"}`), 401, false, "No autenticado")
			wantAPI(t, e.browser(t).signIn(adminEmail).postJSON(api, `{"id":"`+target+`","rol":"x"}`), 403, false, "Sin permisos")
			wantAPI(t, e.browser(t).signIn("meta@example.com").postJSON(api, `{"id":"`+target+`","chat_role":"supervisor"}`), 200, true, "")

			employee := func() map[string]any {
				var rows []map[string]any
				c := e.svc.Client()
				if _, err := c.From("Empleados", c.Service()).Eq("id", target).Get(t.Context(), &rows); err != nil || len(rows) != 1 {
					t.Fatalf("read employee: %v", err)
				}
				return rows[0]
			}
			systems := func() []any { return employee()["sistemas_acceso"].([]any) }

			cases := []struct {
				name, contentType, body string
				status                  int
				msg                     string
			}{
				{"missing id", "application/json", `{"rol":"x"}`, 400, "ID requerido"},
				{"empty id", "application/x-www-form-urlencoded", "id=&rol=x", 400, "ID requerido"},
				{"bad id", "application/json", `{"id":"123"}`, 400, "ID inválido"},
				{"numeric id", "application/json", `{"id":123}`, 400, "ID inválido"},
				{"bad activo", "application/json", `{"id":"` + target + `","activo":"quizá"}`, 400, "Valor de activo inválido"},
				{"bad activo number", "application/json", `{"id":"` + target + `","activo":2}`, 400, "Valor de activo inválido"},
				{"unknown employee", "application/json", `{"id":"00000000-0000-4000-8000-000000000000","rol":"x"}`, 404, "Empleado no encontrado"},
				{"invalid json", "application/json", `{"id":`, 400, "JSON inválido"},
			}
			for _, c := range cases {
				t.Run(c.name, func(t *testing.T) {
					wantAPI(t, admin.do("POST", api, c.contentType, c.body), c.status, false, c.msg)
				})
			}

			// Only supplied fields are written.
			r := admin.postJSON(api, `{"id":"`+target+`","rol":"mercadeo"}`)
			wantAPI(t, r, 200, true, "")
			if v, ok := r.json["error"]; !ok || v != nil {
				t.Errorf("error field %v, want null", v)
			}
			debug := r.json["debug"].(map[string]any)
			if !reflect.DeepEqual(debug["payload"], map[string]any{"rol": "mercadeo"}) || debug["http_code"] != 204.0 {
				t.Errorf("debug %v", debug)
			}
			if emp := employee(); emp["rol"] != "mercadeo" || emp["departamento"] != "Comercial" || emp["chat_role"] != "supervisor" || emp["activo"] != true {
				t.Errorf("employee after rol update %v", emp)
			}
			if got := systems(); !reflect.DeepEqual(got, []any{"Cms", "ERP", "Portal", "cms"}) {
				t.Errorf("sistemas_acceso touched without activo: %v", got)
			}

			// activo false removes every CMS entry, case-insensitively; others stay in order.
			r = admin.postForm(api, url.Values{"id": {target}, "activo": {"0"}, "departamento": {"Ventas"}})
			wantAPI(t, r, 200, true, "")
			if got := systems(); !reflect.DeepEqual(got, []any{"ERP", "Portal"}) {
				t.Errorf("after activo=0: %v", got)
			}
			if p := r.json["debug"].(map[string]any)["payload"].(map[string]any); p["activo"] != false || p["departamento"] != "Ventas" ||
				!reflect.DeepEqual(p["sistemas_acceso"], []any{"ERP", "Portal"}) {
				t.Errorf("payload %v", p)
			}
			// activo true adds CMS once.
			wantAPI(t, admin.postJSON(api, `{"id":"`+target+`","activo":true}`), 200, true, "")
			if got, emp := systems(), employee(); !reflect.DeepEqual(got, []any{"ERP", "Portal", "CMS"}) || emp["activo"] != true {
				t.Errorf("after activo=true: %v %v", got, emp["activo"])
			}
			wantAPI(t, admin.postForm(api, url.Values{"id": {target}, "activo": {"1"}}), 200, true, "")
			if got := systems(); !reflect.DeepEqual(got, []any{"ERP", "Portal", "CMS"}) {
				t.Errorf("activo=1 again duplicated CMS: %v", got)
			}
			// A lowercase entry already counts as CMS.
			if err := e.svc.Client().From("Empleados", e.svc.Client().Service()).Eq("id", target).Update(t.Context(), map[string]any{"sistemas_acceso": []string{"cms", "ERP"}}, nil); err != nil {
				t.Fatal(err)
			}
			wantAPI(t, admin.postJSON(api, `{"id":"`+target+`","activo":"true"}`), 200, true, "")
			if got := systems(); !reflect.DeepEqual(got, []any{"cms", "ERP"}) {
				t.Errorf("activo=true with cms present: %v", got)
			}

			// The platform rejects the update: its status (4xx) or 502, the message and debug.
			e.rejectEmployeePatch.Store(422)
			r = admin.postJSON(api, `{"id":"`+target+`","rol":"ventas"}`)
			wantAPI(t, r, 422, false, `Error HTTP 422 al actualizar. {"code":"23514","details":null,"hint":null,"message":"rechazado"}`)
			if d := r.json["debug"].(map[string]any); d["http_code"] != 422.0 || !reflect.DeepEqual(d["payload"], map[string]any{"rol": "ventas"}) {
				t.Errorf("debug on rejection %v", d)
			}
			e.rejectEmployeePatch.Store(500)
			r = admin.postJSON(api, `{"id":"`+target+`","rol":"ventas"}`)
			if r.status != 502 || !strings.HasPrefix(r.json["error"].(string), "Error HTTP 500 al actualizar. ") {
				t.Errorf("5xx from the platform: %d %s", r.status, r.body)
			}
			e.rejectEmployeePatch.Store(0)
			wantAPI(t, admin.getJSON(api), 405, false, "")
		})
	}
}
