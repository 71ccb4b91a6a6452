package site_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/site"
)

// notFoundLog reads the 404 log as ruta → "tipo veces referente".
func (f *fixture) notFoundLog() map[string]string {
	f.t.Helper()
	var rows []struct {
		Ruta, Tipo string
		Veces      int
		Referente  *string
	}
	body := f.rest(http.MethodGet, "/rest/v1/registro_404?select=ruta,tipo,veces,referente&limit=2000", "", http.StatusOK)
	if err := json.Unmarshal([]byte(body), &rows); err != nil {
		f.t.Fatal(err)
	}
	out := map[string]string{}
	for _, r := range rows {
		ref := ""
		if r.Referente != nil {
			ref = *r.Referente
		}
		out[r.Ruta] = strings.TrimSpace(fmt.Sprintf("%s %d %s", r.Tipo, r.Veces, ref))
	}
	return out
}

// TestNotFoundReferrerWithoutQuery: the 404 log keeps where a visitor came from without the
// link's query, fragment or user info — a signed download's token never reaches the log editors read.
func TestNotFoundReferrerWithoutQuery(t *testing.T) {
	f := newFixture(t, false)
	cases := []struct{ path, referrer, want string }{
		{"/cv-firmado", "https://altamar.example/storage/v1/object/sign/postulaciones/cv.pdf?token=eyJhbGciOi.secreto", "pagina 1 https://altamar.example/storage/v1/object/sign/postulaciones/cv.pdf"},
		{"/con-fragmento", "https://foro.example/hilo#respuesta-3", "pagina 1 https://foro.example/hilo"},
		{"/con-usuario", "https://ana:clave@intranet.example/enlaces?a=1", "pagina 1 https://intranet.example/enlaces"},
		{"/relativo", "/buscar?q=secreto", "pagina 1 /buscar"},
		{"/sin-consulta", "https://buscador.example/resultados", "pagina 1 https://buscador.example/resultados"},
	}
	for _, c := range cases {
		if res, _ := f.get(c.path, "Referer", c.referrer); res.StatusCode != http.StatusNotFound {
			t.Fatalf("GET %s: %d", c.path, res.StatusCode)
		}
	}
	got := f.notFoundLog()
	for _, c := range cases {
		if got[c.path] != c.want {
			t.Errorf("%s from %s: logged %q, want %q", c.path, c.referrer, got[c.path], c.want)
		}
	}
}

// TestNotFoundLog: every 404 of the site is filed through registrar_404 — one entry per path with
// its count and referrer, bots and probes in one entry per kind — and the log stays bounded
// whatever the public asks: at most 30 new paths a minute and 500 in all, the rest counted in
// "[otras rutas]"; anon can call the function but neither read nor write the table, and the calls
// leave no audit entries.
func TestNotFoundLog(t *testing.T) {
	clock := &contactClock{now: time.Now().UTC()}
	f := newFixture(t, false, func(o *site.Options) { o.Now = clock.Now })
	auditBefore := f.rest(http.MethodGet, "/rest/v1/audit_log?select=id", "", http.StatusOK)
	requests := []struct{ path, referrer, agent string }{
		{"/no-existe", "https://buscador.example/?q=altamar", "Mozilla/5.0"},
		{"/no-existe", "", "Mozilla/5.0"},
		{"/wp-admin/setup-config.php", "", "Mozilla/5.0"},
		{"/wp-login.php", "", ""},
		{"/.env", "", "Mozilla/5.0"},
		{"/admin.php", "", "Mozilla/5.0"},
		{"/blog/otra", "", "Mozilla/5.0 (compatible; Googlebot/2.1)"},
		{"/contenido/999-nada", "", "curl/8.0"},
	}
	for _, r := range requests {
		res, _ := f.get(r.path, "Referer", r.referrer, "User-Agent", r.agent)
		if res.StatusCode != http.StatusNotFound {
			t.Fatalf("GET %s: %d", r.path, res.StatusCode)
		}
	}
	got := f.notFoundLog()
	want := map[string]string{
		"/no-existe":                "pagina 2 https://buscador.example/",
		"[sondeo] WordPress":        "sondeo 2",
		"[sondeo] archivos ocultos": "sondeo 1",
		"[sondeo] PHP":              "sondeo 1",
		"[bots]":                    "bot 2",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("log:\n got %v\nwant %v", got, want)
	}
	if f.rest(http.MethodGet, "/rest/v1/audit_log?select=id", "", http.StatusOK) != auditBefore {
		t.Error("the 404 log's calls reached the audit trail")
	}
	anon := f.env.Keys.AnonKey()
	if status, body := f.restAs(anon, http.MethodGet, "/rest/v1/registro_404", ""); status == http.StatusOK && body != "[]" {
		t.Errorf("anon reads the log: %d %s", status, body)
	}
	if status, _ := f.restAs(anon, http.MethodPost, "/rest/v1/registro_404", `{"ruta":"/x"}`); status < 400 {
		t.Errorf("anon inserted into the log: %d", status)
	}

	// Bounds: 40 new paths in the minute /no-existe arrived → 29 entries more and 11 counted together.
	call := func(path string) {
		t.Helper()
		if status, body := f.restAs(anon, http.MethodPost, "/rest/v1/rpc/registrar_404", `{"p_ruta":"`+path+`"}`); status != http.StatusNoContent {
			t.Fatalf("registrar_404 %s: %d %s", path, status, body)
		}
	}
	for i := range 40 {
		call(fmt.Sprintf("/rafaga/%d", i))
	}
	got = f.notFoundLog()
	if got["[otras rutas]"] != "otras 11" || got["/rafaga/28"] == "" || got["/rafaga/29"] != "" {
		t.Errorf("a burst of new paths: [otras rutas] %q, /rafaga/28 %q, /rafaga/29 %q", got["[otras rutas]"], got["/rafaga/28"], got["/rafaga/29"])
	}
	// A full log (500 paths): a new path counts in [otras rutas], a known one still counts.
	var rows []string
	for i := range 500 - 30 {
		rows = append(rows, fmt.Sprintf(`{"ruta":"/viejo/%d","created_at":"2020-01-01T00:00:00Z"}`, i))
	}
	f.rest(http.MethodPost, "/rest/v1/registro_404", "["+strings.Join(rows, ",")+"]", http.StatusCreated)
	clock.Advance(2 * time.Minute)
	call("/nueva")
	call("/no-existe")
	got = f.notFoundLog()
	if len(got) != 500+5 || got["/nueva"] != "" || got["[otras rutas]"] != "otras 12" || !strings.HasPrefix(got["/no-existe"], "pagina 3") {
		t.Errorf("full log: %d entries, /nueva %q, [otras rutas] %q, /no-existe %q", len(got), got["/nueva"], got["[otras rutas]"], got["/no-existe"])
	}
	if status, _ := f.restAs(anon, http.MethodPost, "/rest/v1/rpc/registrar_404", `{"p_ruta":"sin-barra"}`); status != http.StatusBadRequest {
		t.Errorf("a path without a slash: %d", status)
	}
}
