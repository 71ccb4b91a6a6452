package empleados_test

import (
	"net/url"
	"reflect"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

func TestUpdateEmployeeRole(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			adminEmail := e.Svc.AdminEmail() // the designated administrator address
			e.Account(t, "jefa@example.com", "administrador", false, nil)
			e.Account(t, "meta@example.com", "ventas", true, nil)
			e.Account(t, adminEmail, "ventas", false, nil)
			target := e.Account(t, "luis@example.com", "ventas", false, map[string]any{
				"departamento": "Comercial", "chat_role": "agente", "sistemas_acceso": []string{"Cms", "ERP", "Portal", "cms"}})
			admin := e.Browser(t).SignIn("jefa@example.com")
			const api = "/api/update_employee_role.php"

			cmstest.WantAPI(t, e.Browser(t).PostJSON(api, `{"id":"`+target+`"}`), 401, false, "No autenticado")
			cmstest.WantAPI(t, e.Browser(t).SignIn(adminEmail).PostJSON(api, `{"id":"`+target+`","rol":"x"}`), 403, false, "Sin permisos")
			cmstest.WantAPI(t, e.Browser(t).SignIn("meta@example.com").PostJSON(api, `{"id":"`+target+`","chat_role":"supervisor"}`), 200, true, "")

			employee := func() map[string]any {
				var rows []map[string]any
				c := e.Svc.Client()
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
					cmstest.WantAPI(t, admin.Do("POST", api, c.contentType, c.body), c.status, false, c.msg)
				})
			}

			// Only supplied fields are written.
			r := admin.PostJSON(api, `{"id":"`+target+`","rol":"mercadeo"}`)
			cmstest.WantAPI(t, r, 200, true, "")
			if v, ok := r.JSON["error"]; !ok || v != nil {
				t.Errorf("error field %v, want null", v)
			}
			debug := r.JSON["debug"].(map[string]any)
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
			r = admin.PostForm(api, url.Values{"id": {target}, "activo": {"0"}, "departamento": {"Ventas"}})
			cmstest.WantAPI(t, r, 200, true, "")
			if got := systems(); !reflect.DeepEqual(got, []any{"ERP", "Portal"}) {
				t.Errorf("after activo=0: %v", got)
			}
			if p := r.JSON["debug"].(map[string]any)["payload"].(map[string]any); p["activo"] != false || p["departamento"] != "Ventas" ||
				!reflect.DeepEqual(p["sistemas_acceso"], []any{"ERP", "Portal"}) {
				t.Errorf("payload %v", p)
			}
			// activo true adds CMS once.
			cmstest.WantAPI(t, admin.PostJSON(api, `{"id":"`+target+`","activo":true}`), 200, true, "")
			if got, emp := systems(), employee(); !reflect.DeepEqual(got, []any{"ERP", "Portal", "CMS"}) || emp["activo"] != true {
				t.Errorf("after activo=true: %v %v", got, emp["activo"])
			}
			cmstest.WantAPI(t, admin.PostForm(api, url.Values{"id": {target}, "activo": {"1"}}), 200, true, "")
			if got := systems(); !reflect.DeepEqual(got, []any{"ERP", "Portal", "CMS"}) {
				t.Errorf("activo=1 again duplicated CMS: %v", got)
			}
			// A lowercase entry already counts as CMS.
			if err := e.Svc.Client().From("Empleados", e.Svc.Client().Service()).Eq("id", target).Update(t.Context(), map[string]any{"sistemas_acceso": []string{"cms", "ERP"}}, nil); err != nil {
				t.Fatal(err)
			}
			cmstest.WantAPI(t, admin.PostJSON(api, `{"id":"`+target+`","activo":"true"}`), 200, true, "")
			if got := systems(); !reflect.DeepEqual(got, []any{"cms", "ERP"}) {
				t.Errorf("activo=true with cms present: %v", got)
			}

			// The platform rejects the update: its status (4xx) or 502, the message and debug.
			e.RejectEmployeePatch.Store(422)
			r = admin.PostJSON(api, `{"id":"`+target+`","rol":"ventas"}`)
			cmstest.WantAPI(t, r, 422, false, `Error HTTP 422 al actualizar. {"code":"23514","details":null,"hint":null,"message":"rechazado"}`)
			if d := r.JSON["debug"].(map[string]any); d["http_code"] != 422.0 || !reflect.DeepEqual(d["payload"], map[string]any{"rol": "ventas"}) {
				t.Errorf("debug on rejection %v", d)
			}
			e.RejectEmployeePatch.Store(500)
			r = admin.PostJSON(api, `{"id":"`+target+`","rol":"ventas"}`)
			if r.Status != 502 || !strings.HasPrefix(r.JSON["error"].(string), "Error HTTP 500 al actualizar. ") {
				t.Errorf("5xx from the platform: %d %s", r.Status, r.Body)
			}
			e.RejectEmployeePatch.Store(0)
			cmstest.WantAPI(t, admin.GetJSON(api), 405, false, "")
		})
	}
}
