package usuarios_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

func TestAdminRolesAPI(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			adminEmail := e.Svc.AdminEmail() // the designated administrator address
			e.Account(t, "jefa@example.com", " Administrador ", false, nil)
			e.Account(t, "meta@example.com", "ventas", true, nil)
			e.Account(t, adminEmail, "ventas", false, nil)
			e.Account(t, "ventas@example.com", "ventas", false, nil)
			e.Account(t, "luis@example.com", "Mercadeo", false, map[string]any{"activo": false})
			e.Account(t, "eva@example.com", "soporte", false, nil)

			anon := e.Browser(t)
			admin := e.Browser(t).SignIn("jefa@example.com")
			seller := e.Browser(t).SignIn("ventas@example.com")

			// Who may call it.
			cmstest.WantAPI(t, anon.GetJSON("/api/admin_roles_api.php?action=get_roles"), 401, false, "No autenticado")
			cmstest.WantAPI(t, anon.PostJSON("/api/admin_roles_api.php", `{"action":"create_rol","rol_nombre":"x"}`), 401, false, "No autenticado")
			cmstest.WantAPI(t, seller.GetJSON("/api/admin_roles_api.php?action=get_roles"), 403, false, "Sin permisos. Su correo: ventas@example.com")
			cmstest.WantAPI(t, e.Browser(t).SignIn("meta@example.com").GetJSON("/api/admin_roles_api.php?action=get_roles"), 200, true, "")
			cmstest.WantAPI(t, e.Browser(t).SignIn(adminEmail).GetJSON("/api/admin_roles_api.php?action=get_permisos"), 200, true, "")

			// get_roles: standard roles, roles of employees (active or not) and roles with
			// permissions, lowercased and sorted, counting active employees.
			cmstest.WantAPI(t, admin.PostJSON("/api/admin_roles_api.php", `{"action":"create_rol","rol_nombre":"  Diseño Gráfico "}`), 200, true, "")
			r := admin.GetJSON("/api/admin_roles_api.php?action=get_roles")
			cmstest.WantAPI(t, r, 200, true, "")
			got := map[string][2]any{}
			var names []string
			for _, item := range r.JSON["roles"].([]any) {
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
			perms := admin.GetJSON("/api/admin_roles_api.php?action=get_permisos")
			var mine, prev []string
			for _, item := range perms.JSON["permisos"].([]any) {
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

			// Roles with names no CMS form accepts, written behind the CMS's back.
			e.Account(t, "taller@example.com", "taller/norte", false, nil)
			e.InsertRows(t, "roles_permisos", []map[string]any{{"rol_nombre": "viejo/rol", "vista_slug": "blog", "puede_ver": true}})
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
				{"save invalid name", `{"action":"save_permisos","rol_nombre":"a/b","permisos":[]}`, 400, false, "Nombre de rol inválido"},
				// A name no CMS form accepts, written behind the CMS's back, can still be deleted.
				{"delete name held by an employee", `{"action":"delete_rol","rol_nombre":"Taller/Norte"}`, 409, false, "El rol tiene usuarios asignados"},
				{"delete name with permissions", `{"action":"delete_rol","rol_nombre":"viejo/rol"}`, 200, true, ""},
				{"delete", `{"action":"delete_rol","rol_nombre":"Diseño Gráfico"}`, 200, true, ""},
				{"unknown action", `{"action":"drop","rol_nombre":"x"}`, 400, false, "Acción no válida"},
				{"missing action", `{"rol_nombre":"x"}`, 400, false, "Acción no válida"},
				{"invalid json", `{"action":`, 400, false, "JSON inválido"},
				{"not an object", `[1,2]`, 400, false, "JSON inválido"},
			}
			for _, c := range cases {
				t.Run(c.name, func(t *testing.T) {
					cmstest.WantAPI(t, admin.PostJSON("/api/admin_roles_api.php", c.body), c.status, c.success, c.msg)
				})
			}
			cmstest.WantAPI(t, admin.GetJSON("/api/admin_roles_api.php"), 400, false, "Acción no válida")
			cmstest.WantAPI(t, admin.GetJSON("/api/admin_roles_api.php?action=create_rol"), 400, false, "Acción no válida")
			cmstest.WantAPI(t, admin.Do("DELETE", "/api/admin_roles_api.php", "", ""), 405, false, "")

			// save_permisos replaced soporte's permissions; delete_rol removed diseño gráfico's.
			var soporte []string
			for _, item := range admin.GetJSON("/api/admin_roles_api.php?action=get_permisos").JSON["permisos"].([]any) {
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
