package rest_test

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// scenario is one request and what must come back.
type scenario struct {
	name    string
	method  string
	path    string
	as      string // anon, service_role, or "user" for a signed-in user's token
	headers map[string]string
	body    string

	wantStatus  int
	wantBody    string   // exact body, when set
	wantContain []string // substrings of the body
	wantHeaders map[string]string
	// after checks side effects on the platform once the request is answered.
	after func(t *testing.T, env *platformtest.Env)
}

func (s scenario) run(t *testing.T, env *platformtest.Env) *httptest.ResponseRecorder {
	t.Helper()
	as := s.as
	if as == "" {
		as = "service_role"
	}
	if as == "user" {
		as = env.UserToken("9b2c1f6e-5a4d-4c3b-8a2f-1e0d9c8b7a65", "editor@example.com")
	}
	req := env.Do(s.method, s.path).As(as)
	if s.body != "" {
		req.JSON(s.body)
	}
	for k, v := range s.headers {
		req.Header(k, v)
	}
	res := req.Send()
	if res.Code != s.wantStatus {
		t.Fatalf("%s %s: status %d, want %d; body %s", s.method, s.path, res.Code, s.wantStatus, res.Body.String())
	}
	if s.wantBody != "" && res.Body.String() != s.wantBody {
		t.Errorf("%s %s: body\n got %s\nwant %s", s.method, s.path, res.Body.String(), s.wantBody)
	}
	for _, sub := range s.wantContain {
		if !strings.Contains(res.Body.String(), sub) {
			t.Errorf("%s %s: body %s does not contain %s", s.method, s.path, res.Body.String(), sub)
		}
	}
	for k, v := range s.wantHeaders {
		if got := res.Header().Get(k); got != v {
			t.Errorf("%s %s: header %s = %q, want %q", s.method, s.path, k, got, v)
		}
	}
	if s.after != nil {
		s.after(t, env)
	}
	return res
}

func runScenarios(t *testing.T, env *platformtest.Env, scenarios []scenario) {
	t.Helper()
	for _, s := range scenarios {
		t.Run(s.name, func(t *testing.T) { s.run(t, env) })
	}
}

// seed creates a small site through the API: a category tree, client categories, content,
// testimonials, clients, employees and permissions.
func seed(t *testing.T, env *platformtest.Env) {
	t.Helper()
	posts := []struct{ table, body string }{
		{"categoria-servicios", `[{"name":"Servicios"},{"name":"Diseño","id_padre":1},{"name":"Ávila Consultoría","id_padre":1},{"name":"web","id_padre":2}]`},
		{"categorias", `[{"nombre":"Industria"},{"nombre":"Gobierno"}]`},
		{"contenido", `[{"titulo":"Primero","descripcion":{"body":"<p>uno</p>","layout":1},"categoria":2,"created_at":"2026-01-01T10:00:00Z"},
			{"titulo":"Segundo","descripcion":{"body":"dos","layout":2},"categoria":2,"created_at":"2026-01-02T10:00:00Z"},
			{"titulo":"Tercero","descripcion":{"body":"tres","layout":3},"categoria":3,"imagen_principal":"imagenes/t.png","created_at":"2026-01-03T10:00:00Z"}]`},
		{"testimoniales", `[{"categoria":2,"testimonio":"Excelente","empresa":"ACME","persona":"Ana","created_at":"2026-02-01T00:00:00Z"},
			{"categoria":2,"testimonio":"Muy bien","empresa":"Beta","created_at":"2026-02-02T00:00:00Z"},
			{"categoria":3,"testimonio":"Genial","empresa":"Gamma","cargo":"CEO","created_at":"2026-02-03T00:00:00Z"}]`},
		{"clientes", `[{"nombre":"ACME","categoria":1,"logo_url":"1/logos/acme.png"},{"nombre":"Estado","categoria":2}]`},
		{"Empleados", `[{"id":"11111111-1111-4111-8111-111111111111","nombre":"Ana","email":"ana@example.com","rol":"administrador","activo":true,"sistemas_acceso":["CMS","ERP"]},
			{"id":"22222222-2222-4222-8222-222222222222","nombre":"Luis","email":"luis@example.com","rol":"mercadeo","activo":false,"sistemas_acceso":[]}]`},
		{"roles_permisos", `[{"rol_nombre":"mercadeo","vista_slug":"contenido","puede_ver":true},{"rol_nombre":"mercadeo","vista_slug":"clientes","puede_ver":false}]`},
	}
	for _, p := range posts {
		var rows []json.RawMessage
		if err := json.Unmarshal([]byte(p.body), &rows); err != nil {
			t.Fatalf("seed %s: %v", p.table, err)
		}
		for _, row := range rows {
			res := env.Do("POST", "/rest/v1/"+p.table).As("service_role").JSON(string(row)).Send()
			if res.Code != 201 {
				t.Fatalf("seed %s: %d %s", p.table, res.Code, res.Body.String())
			}
		}
	}
}

func decodeRows(t *testing.T, body string) []map[string]any {
	t.Helper()
	var rows []map[string]any
	if err := json.Unmarshal([]byte(body), &rows); err != nil {
		t.Fatalf("decode %s: %v", body, err)
	}
	return rows
}

// countRows reads how many rows of table match filter, as the service role.
func countRows(t *testing.T, env *platformtest.Env, table, filter string) int {
	t.Helper()
	res := env.Do("GET", "/rest/v1/"+table+"?select=id&"+filter).As("service_role").Send()
	if res.Code != 200 {
		t.Fatalf("count %s: %d %s", table, res.Code, res.Body.String())
	}
	return len(decodeRows(t, res.Body.String()))
}

func wantRows(table, filter string, n int) func(*testing.T, *platformtest.Env) {
	return func(t *testing.T, env *platformtest.Env) {
		t.Helper()
		if got := countRows(t, env, table, filter); got != n {
			t.Errorf("%s?%s: %d rows, want %d", table, filter, got, n)
		}
	}
}
