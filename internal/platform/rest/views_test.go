package rest_test

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// theViews are interface.md's eighteen views (vista_slug).
var theViews = []string{"dashboard", "usuarios", "categorias", "clientes", "proyectos", "empleados", "departamentos", "testimoniales",
	"preguntas", "contenido", "templates", "menus", "pages", "media", "seo", "blog", "vacantes", "contactos"}

// TestViewMatrix holds every table the permission grid governs to it, for each of the eighteen
// views, granted and not: a role holding only that view reads the table when the view reads or
// writes it, and inserts, updates and deletes only when the view writes it; otherwise each verb is
// 403 with PostgreSQL's 42501. Tables the grid does not govern follow their roles for every view.
func TestViewMatrix(t *testing.T) {
	env := platformtest.New(t)
	tokens := map[string]string{}
	for _, v := range theViews {
		tokens[v] = env.Employee("solo"+v, v)
	}
	none := env.Employee("ninguna")
	catalog := catalog.New()
	for _, table := range catalog.Tables() {
		for _, view := range append(slices.Clone(theViews), "") {
			token, g := none, schema.Grants{Views: map[string]bool{}}
			if view != "" {
				token, g = tokens[view], schema.Grants{Views: map[string]bool{view: true}}
			}
			may := table.SignedIn(g, catalog.Tables()) // lifecycle rows may name any editorial table
			pk := table.PrimaryKey
			probe := pk + "=eq." + probeKey(table)
			for _, c := range []struct {
				verb, method, path, body string
				allowed                  bool
			}{
				{"read", "GET", "?select=" + pk + "&limit=1", "", may.Read},
				{"insert", "POST", "", `{}`, may.Insert},
				{"update", "PATCH", "?" + probe, `{"` + pk + `":` + probeKey(table) + `}`, may.Write},
				{"delete", "DELETE", "?" + probe, "", may.Write},
			} {
				name := fmt.Sprintf("%s/%s/%s", table.Name, or(view, "ninguna"), c.verb)
				req := env.Do(c.method, "/rest/v1/"+table.Name+c.path).As(token)
				if c.body != "" {
					req = req.JSON(c.body)
				}
				res := req.Send()
				denied := res.Code == http.StatusForbidden && strings.Contains(res.Body.String(), `"42501"`)
				if c.allowed && denied || !c.allowed && !denied {
					t.Errorf("%s: %d %s (allowed: %t)", name, res.Code, res.Body.String(), c.allowed)
				}
			}
		}
	}
}

func probeKey(t *schema.Table) string {
	if c := t.Column(t.PrimaryKey); c != nil && c.Type == schema.UUID {
		return `"00000000-0000-0000-0000-000000000000"`
	}
	return "-1"
}

func or(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

// TestViewProbes are an ordinary account's attempts that the admin screens alone used to stop: each
// is refused at /rest/v1 now, with the role that lacks the view, and allowed with the role that has
// it.
func TestViewProbes(t *testing.T) {
	env := platformtest.New(t)
	seed(t, env)
	sales := env.Employee("ventas", "clientes", "proyectos")
	media := env.Employee("fotos", "media")
	blog := env.Employee("escritor", "blog")
	look := env.Employee("disenio", "templates")
	editor := env.Employee("redaccion", "contenido")
	s := []scenario{
		{name: "sales may not change the site's colours", method: "PATCH", path: "/rest/v1/ajustes_sitio?id=eq.1", as: sales,
			body: `{"color_primario":"#ff0000"}`, wantStatus: 403, wantContain: []string{`"42501"`}},
		{name: "appearance changes the colours", method: "PATCH", path: "/rest/v1/ajustes_sitio?id=eq.1", as: look,
			body: `{"color_primario":"#112233"}`, wantStatus: 204},
		{name: "sales may not delete content", method: "DELETE", path: "/rest/v1/contenido?id=eq.1", as: sales,
			wantStatus: 403, wantContain: []string{`"42501"`}, after: wantRows("contenido", "id=eq.1", 1)},
		{name: "sales may not read drafts of content", method: "GET", path: "/rest/v1/contenido", as: sales,
			wantStatus: 403, wantContain: []string{`"42501"`}},
		{name: "blog may not create a redirect", method: "POST", path: "/rest/v1/redirecciones", as: blog,
			body: `{"origen":"/x","destino":"https://evil.example/","codigo":301}`, wantStatus: 403, wantContain: []string{`"42501"`}},
		{name: "media may not embed a table it cannot read", method: "GET", path: "/rest/v1/clientes?select=id,categoria(nombre)", as: media,
			wantStatus: 403, wantContain: []string{`"42501"`, "categorias"}},
		{name: "media reads the clients' logos", method: "GET", path: "/rest/v1/clientes?select=id,logo_url", as: media, wantStatus: 200},
		{name: "content editor may not read another view's drafts", method: "GET", path: "/rest/v1/borradores?tabla=eq.blog_entradas", as: editor,
			wantStatus: 200, wantBody: "[]"},
		{name: "content editor may not keep a draft of a blog post", method: "POST", path: "/rest/v1/borradores", as: editor,
			body: `{"tabla":"blog_entradas","registro":"1","datos":{},"autor":"x"}`, wantStatus: 403, wantContain: []string{`"42501"`}},
		{name: "blog may not make a preview link of content", method: "POST", path: "/rest/v1/rpc/crear_vista_previa", as: blog,
			body:       `{"p_tabla":"contenido","p_registro":"1","p_expira_en":"` + env.Clock.Now().Add(24*60*60e9).Format("2006-01-02T15:04:05Z") + `"}`,
			wantStatus: 403, wantContain: []string{`"42501"`}},
		{name: "a preview link lives at most a week", method: "POST", path: "/rest/v1/rpc/crear_vista_previa", as: editor,
			body: `{"p_tabla":"contenido","p_registro":"1","p_expira_en":"9999-12-31T00:00:00Z"}`, wantStatus: 400, wantContain: []string{"at most 7 days"}},
		{name: "a preview link of a week is made", method: "POST", path: "/rest/v1/rpc/crear_vista_previa", as: editor,
			body:       `{"p_tabla":"contenido","p_registro":"1","p_expira_en":"` + env.Clock.Now().Add(7*24*60*60e9).Format("2006-01-02T15:04:05Z") + `"}`,
			wantStatus: 200},
	}
	runScenarios(t, env, s)
}

// TestContactBoundsAtTheTable sends what the public contact form refuses straight to
// /rest/v1/mensajes_contacto with the anon key: the table refuses it the same way, and the sixth
// message from one address in ten minutes is 429 with Retry-After while another address still sends.
func TestContactBoundsAtTheTable(t *testing.T) {
	env := platformtest.New(t)
	message := func(name, email, subject, text string) string {
		return fmt.Sprintf(`{"nombre":%q,"email":%q,"asunto":%q,"mensaje":%q,"consentimiento":true}`, name, email, subject, text)
	}
	send := func(from, body string) (int, string, string) {
		res := env.Do("POST", "/rest/v1/mensajes_contacto").As("anon").From(from).JSON(body).Send()
		return res.Code, res.Body.String(), res.Header().Get("Retry-After")
	}
	for _, c := range []struct{ name, body, check string }{
		{"a message over 5000 characters", message("Ana", "ana@ejemplo.com", "Hola", strings.Repeat("x", 5001)), "mensajes_contacto_mensaje_check"},
		{"a megabyte", message("Ana", "ana@ejemplo.com", "Hola", strings.Repeat("x", 1<<20)), "mensajes_contacto_mensaje_check"},
		{"CRLF in the e-mail", message("Ana", "ana@ejemplo.com\r\nBcc: x@malo.com", "Hola", "Texto"), "mensajes_contacto_email_check"},
		{"CRLF in the subject", message("Ana", "ana@ejemplo.com", "Hola\r\nBcc: x@malo.com", "Texto"), "mensajes_contacto_asunto_check"},
		{"a long name", message(strings.Repeat("a", 121), "ana@ejemplo.com", "Hola", "Texto"), "mensajes_contacto_nombre_check"},
	} {
		code, body, _ := send("192.0.2.10:1000", c.body)
		if code != http.StatusBadRequest || !strings.Contains(body, `"23514"`) || !strings.Contains(body, c.check) {
			t.Errorf("%s: %d %s", c.name, code, body)
		}
	}
	ok := message("Ana", "ana@ejemplo.com", "Hola", strings.Repeat("x", 4990)+"\r\nSaludos")
	for i := range 5 {
		if code, body, _ := send("192.0.2.20:1000", ok); code != http.StatusCreated {
			t.Fatalf("message %d: %d %s", i+1, code, body)
		}
	}
	code, body, retry := send("192.0.2.20:2000", ok)
	if code != http.StatusTooManyRequests || !strings.Contains(body, "over_request_rate_limit") || retry == "" {
		t.Errorf("sixth message from one address: %d %s (Retry-After %q)", code, body, retry)
	}
	if code, body, _ := send("192.0.2.21:1000", ok); code != http.StatusCreated {
		t.Errorf("another address: %d %s", code, body)
	}
	if code, body, _ := send("192.0.2.20:1000", `[`+ok+`,`+ok+`]`); code != http.StatusTooManyRequests {
		t.Errorf("a bulk insert past the limit: %d %s", code, body)
	}
	res := env.Do("POST", "/rest/v1/mensajes_contacto").As("service_role").From("192.0.2.20:1000").JSON(ok).Send()
	if res.Code != http.StatusCreated {
		t.Errorf("the service role is not limited: %d %s", res.Code, res.Body.String())
	}
}
