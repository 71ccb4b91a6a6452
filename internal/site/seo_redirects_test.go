package site_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// restAs sends a request to /rest/v1 with key (the anon or the service role key) and returns the
// status and body.
func (f *fixture) restAs(key, method, path, body string) (int, string) {
	f.t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	req.Header.Set("apikey", key)
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Prefer", "return=representation")
	rec := httptest.NewRecorder()
	f.handler.ServeHTTP(rec, req)
	return rec.Code, rec.Body.String()
}

// redirectsOf reads every redirect as "origen→destino tipo".
func (f *fixture) redirectsOf() map[string]string {
	f.t.Helper()
	var rows []struct {
		Origen, Destino string
		Tipo            int
		Visitas         int
	}
	if err := json.Unmarshal([]byte(f.rest(http.MethodGet, "/rest/v1/redirecciones?select=origen,destino,tipo,visitas&order=id", "", http.StatusOK)), &rows); err != nil {
		f.t.Fatal(err)
	}
	out := map[string]string{}
	for _, r := range rows {
		out[r.Origen] = fmt.Sprintf("%s %d", r.Destino, r.Tipo)
	}
	return out
}

// wantRedirect fails unless GET path answers status with Location to.
func (f *fixture) wantRedirect(path string, status int, to string) {
	f.t.Helper()
	res, _ := f.get(path)
	if res.StatusCode != status || res.Header.Get("Location") != to {
		f.t.Errorf("GET %s: %d → %q, want %d → %q", path, res.StatusCode, res.Header.Get("Location"), status, to)
	}
}

// TestRedirectOnSlugChange: changing the slug of a published item through /rest/v1 (any client)
// redirects its old address to the new one with a 301, for every editorial table with slug
// addresses; a draft's slug change adds nothing; renaming back leaves no loop; moving a top-level
// page takes the pages below it along.
func TestRedirectOnSlugChange(t *testing.T) {
	f := newFixture(t, false)
	cases := []struct {
		table, row, old, new string
		oldPath, newPath     string
	}{
		{"blog_entradas", `{"titulo":"Entrada","slug":"antigua"}`, "antigua", "nueva", "/blog/antigua", "/blog/nueva"},
		{"vacantes", `{"titulo":"Oferta","slug":"oferta-vieja","modalidad":"remoto","tipo":"Temporal"}`, "oferta-vieja", "oferta-nueva", "/empleo/oferta-vieja", "/empleo/oferta-nueva"},
		{"paginas", `{"titulo":"Quiénes somos","slug":"quienes","bloques":[]}`, "quienes", "nosotros", "/quienes", "/nosotros"},
		{"proyectos", `{"titulo":"Portal de clientes","slug":"portal-viejo"}`, "portal-viejo", "portal", "/proyectos/portal-viejo", "/proyectos/portal"},
	}
	for _, c := range cases {
		t.Run(c.table, func(t *testing.T) {
			f.rest(http.MethodPost, "/rest/v1/"+c.table, c.row, http.StatusCreated)
			f.page(c.oldPath, http.StatusOK)
			f.rest(http.MethodPatch, "/rest/v1/"+c.table+"?slug=eq."+c.old, `{"slug":"`+c.new+`"}`, http.StatusOK)
			f.wantRedirect(c.oldPath, http.StatusMovedPermanently, c.newPath)
			f.page(c.newPath, http.StatusOK)
			// Back again: the old address is live, so its redirect goes and the new one leads back.
			f.rest(http.MethodPatch, "/rest/v1/"+c.table+"?slug=eq."+c.new, `{"slug":"`+c.old+`"}`, http.StatusOK)
			f.page(c.oldPath, http.StatusOK)
			f.wantRedirect(c.newPath, http.StatusMovedPermanently, c.oldPath)
			if got := f.redirectsOf(); got[c.oldPath] != "" || got[c.newPath] != c.oldPath+" 301" {
				t.Errorf("redirects after renaming back: %v", got)
			}
		})
	}
	t.Run("draft", func(t *testing.T) {
		f.rest(http.MethodPost, "/rest/v1/blog_entradas", `{"titulo":"Borrador","slug":"borrador","estado":"borrador"}`, http.StatusCreated)
		f.rest(http.MethodPatch, "/rest/v1/blog_entradas?slug=eq.borrador", `{"slug":"borrador-2"}`, http.StatusOK)
		if got := f.redirectsOf(); got["/blog/borrador"] != "" {
			t.Errorf("a draft's slug change made a redirect: %v", got)
		}
	})
	t.Run("chain", func(t *testing.T) {
		f.rest(http.MethodPost, "/rest/v1/blog_entradas", `{"titulo":"Cadena","slug":"a"}`, http.StatusCreated)
		f.rest(http.MethodPatch, "/rest/v1/blog_entradas?slug=eq.a", `{"slug":"b"}`, http.StatusOK)
		f.rest(http.MethodPatch, "/rest/v1/blog_entradas?slug=eq.b", `{"slug":"c"}`, http.StatusOK)
		got := f.redirectsOf()
		if got["/blog/a"] != "/blog/c 301" || got["/blog/b"] != "/blog/c 301" {
			t.Errorf("A→B→C not collapsed: %v", got)
		}
		f.wantRedirect("/blog/a", http.StatusMovedPermanently, "/blog/c")
	})
	t.Run("page with children", func(t *testing.T) {
		parent := f.rest(http.MethodPost, "/rest/v1/paginas", `{"titulo":"Servicios","slug":"que-hacemos","bloques":[]}`, http.StatusCreated)
		var rows []struct{ ID int64 }
		_ = json.Unmarshal([]byte(parent), &rows)
		f.rest(http.MethodPost, "/rest/v1/paginas", fmt.Sprintf(`{"titulo":"Auditoría","slug":"auditoria","padre":%d,"bloques":[]}`, rows[0].ID), http.StatusCreated)
		f.page("/que-hacemos/auditoria", http.StatusOK)
		f.rest(http.MethodPatch, fmt.Sprintf("/rest/v1/paginas?id=eq.%d", rows[0].ID), `{"slug":"soluciones"}`, http.StatusOK)
		f.wantRedirect("/que-hacemos", http.StatusMovedPermanently, "/soluciones")
		f.wantRedirect("/que-hacemos/auditoria", http.StatusMovedPermanently, "/soluciones/auditoria")
		f.page("/soluciones/auditoria", http.StatusOK)
	})
}

// TestRedirectRules: what /rest/v1 accepts in redirecciones — chains collapsed in both directions,
// loops and malformed addresses refused with a Spanish message — and how the site answers them.
func TestRedirectRules(t *testing.T) {
	f := newFixture(t, false)
	service := f.env.Keys.ServiceRoleKey()
	steps := []struct {
		name, body string
		status     int
		message    string
	}{
		{"first", `{"origen":"/a","destino":"/b"}`, http.StatusCreated, ""},
		{"chain after", `{"origen":"/b","destino":"/c"}`, http.StatusCreated, ""},
		{"loop", `{"origen":"/c","destino":"/a"}`, http.StatusBadRequest, "bucle"},
		{"loop through the chain", `{"origen":"/c","destino":"/b"}`, http.StatusBadRequest, "bucle"},
		{"self", `{"origen":"/x","destino":"/x/"}`, http.StatusBadRequest, "misma dirección"},
		{"no slash", `{"origen":"a","destino":"/b"}`, http.StatusBadRequest, "El origen debe ser una ruta"},
		{"query in origin", `{"origen":"/q?x=1","destino":"/b"}`, http.StatusBadRequest, "El origen debe ser una ruta"},
		{"admin", `{"origen":"/admin/usuarios","destino":"/b"}`, http.StatusBadRequest, "panel"},
		{"bad target", `{"origen":"/d","destino":"javascript:alert(1)"}`, http.StatusBadRequest, "El destino debe ser"},
		{"bad type", `{"origen":"/d","destino":"/b","tipo":307}`, http.StatusBadRequest, "301"},
		{"duplicate", `{"origen":"/a/","destino":"/z"}`, http.StatusBadRequest, "Ya existe una redirección desde /a."},
		{"chain before", `{"origen":"/e","destino":"/a"}`, http.StatusCreated, ""},
		{"external, temporary", `{"origen":"/tienda","destino":"https://tienda.example.com/","tipo":302}`, http.StatusCreated, ""},
	}
	for _, s := range steps {
		status, body := f.restAs(service, http.MethodPost, "/rest/v1/redirecciones", s.body)
		if status != s.status || !strings.Contains(body, s.message) {
			t.Errorf("%s: %d %s, want %d with %q", s.name, status, body, s.status, s.message)
		}
	}
	got := f.redirectsOf()
	want := map[string]string{"/a": "/c 301", "/b": "/c 301", "/e": "/c 301", "/tienda": "https://tienda.example.com/ 302"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("redirects: %v, want %v", got, want)
	}
	// An update that would close a loop is refused too.
	if status, body := f.restAs(service, http.MethodPatch, "/rest/v1/redirecciones?origen=eq./b", `{"origen":"/c"}`); status != http.StatusBadRequest {
		t.Errorf("update into a self redirect: %d %s", status, body)
	}
	if status, body := f.restAs(f.env.Keys.AnonKey(), http.MethodPost, "/rest/v1/redirecciones", `{"origen":"/anon","destino":"/b"}`); status < 400 {
		t.Errorf("anon wrote a redirect: %d %s", status, body)
	}
	f.wantRedirect("/a", http.StatusMovedPermanently, "/c")
	f.wantRedirect("/a/?utm=1", http.StatusMovedPermanently, "/c?utm=1")
	f.wantRedirect("/tienda", http.StatusFound, "https://tienda.example.com/")
	// A live page wins over a redirect from its address.
	f.rest(http.MethodPost, "/rest/v1/paginas", `{"titulo":"E","slug":"e","bloques":[]}`, http.StatusCreated)
	f.page("/e", http.StatusOK)
	// The visits of /a were counted (twice), the others' not.
	var rows []struct{ Visitas int }
	_ = json.Unmarshal([]byte(f.rest(http.MethodGet, "/rest/v1/redirecciones?origen=eq./a&select=visitas,ultima_visita", "", http.StatusOK)), &rows)
	if len(rows) != 1 || rows[0].Visitas != 2 {
		t.Errorf("visits of /a: %+v", rows)
	}
	// Deleting a redirect reaches the site at once.
	f.rest(http.MethodDelete, "/rest/v1/redirecciones?origen=eq./a", "", http.StatusOK)
	f.page("/a", http.StatusNotFound)
}

// TestDemoSEO: the demo seed has the SEO view's rows — two redirects the site answers and a few
// entries of the 404 log, bots and probes among them.
func TestDemoSEO(t *testing.T) {
	f := newFixture(t, true)
	f.wantRedirect("/noticias", http.StatusMovedPermanently, "/blog")
	f.wantRedirect("/trabaja-con-nosotros", http.StatusMovedPermanently, "/empleo")
	got := f.notFoundLog()
	if got["[bots]"] == "" || got["[sondeo] WordPress"] == "" || !strings.HasPrefix(got["/catalogo-2024"], "pagina 7") {
		t.Errorf("demo 404 log: %v", got)
	}
	mustContain(t, "demo home", f.page("/", http.StatusOK), `"name":"Altamar Consultores S.L."`)
}
