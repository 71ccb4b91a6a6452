package contactos_test

import (
	"context"
	"encoding/csv"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// seedMessages stores n messages (the i-th received at cmstest.Stamp(i)) with the given statuses
// in turn, and returns their ids.
func seedMessages(t *testing.T, e *cmstest.Env, n int, statuses ...string) []int64 {
	t.Helper()
	if len(statuses) == 0 {
		statuses = []string{"nuevo"}
	}
	rows := make([]map[string]any, n)
	for i := range rows {
		rows[i] = map[string]any{"nombre": fmt.Sprintf("Persona %d", i), "email": fmt.Sprintf("p%d@ejemplo.com", i),
			"asunto": fmt.Sprintf("Consulta %d", i), "mensaje": "Texto del mensaje", "consentimiento": true,
			"estado": statuses[i%len(statuses)], "created_at": cmstest.Stamp(i)}
	}
	return e.InsertRows(t, "mensajes_contacto", rows)
}

func TestInboxNeedsTheView(t *testing.T) {
	e := cmstest.New(t, "in-process")
	e.Account(t, "editora@example.com", "editor", false, nil)
	b := e.Browser(t).SignIn("editora@example.com")
	for _, path := range []string{"/admin/contactos/", "/admin/contactos/1", "/admin/contactos/exportar.csv"} {
		if r := b.Do("GET", path, "", ""); r.Status != http.StatusForbidden {
			t.Errorf("GET %s without the view: %d", path, r.Status)
		}
	}
	if r := b.PostForm("/admin/contactos/lote", cmstest.Form("accion", "eliminar", "id", "1")); r.Status != http.StatusForbidden {
		t.Errorf("bulk without the view: %d", r.Status)
	}
	// A signed-in user's own platform token reads no message either: only the service role does.
	seedMessages(t, e, 1)
	id := e.Account(t, "otra@example.com", "administrador", true, nil)
	c := e.Svc.Client()
	var rows []map[string]any
	_, err := c.From("mensajes_contacto", platformclient.AsUser(e.Plat.UserToken(id, "otra@example.com"))).Select("*").Get(context.Background(), &rows)
	if platformclient.StatusOf(err) != http.StatusForbidden || len(rows) != 0 {
		t.Errorf("authenticated read: %v, %d rows", err, len(rows))
	}
}

func TestInboxListFiltersAndSearch(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			ids := seedMessages(t, e, 8, "nuevo", "leído", "respondido", "archivado")
			odd := e.InsertRows(t, "mensajes_contacto", []map[string]any{{"nombre": "Raro", "email": "raro@ejemplo.com",
				"asunto": `Precio (total), "urgente" 50%_off\`, "mensaje": "x", "consentimiento": true, "created_at": cmstest.Stamp(20)}})[0]
			cases := []struct {
				query string
				want  []int64
			}{
				{"", []int64{odd, ids[6], ids[5], ids[4], ids[2], ids[1], ids[0]}}, // the inbox: no archived ones
				{"?estado=todos", []int64{odd, ids[7], ids[6], ids[5], ids[4], ids[3], ids[2], ids[1], ids[0]}},
				{"?estado=archivado", []int64{ids[7], ids[3]}},
				{"?estado=nuevo", []int64{odd, ids[4], ids[0]}},
				{"?q=persona+5", []int64{ids[5]}},
				{"?q=P3%40EJEMPLO&estado=todos", []int64{ids[3]}},
				{"?q=" + url.QueryEscape(`(total), "urgente" 50%_off\`), []int64{odd}},
				{"?q=50_", nil}, // _ is a character, not a wildcard
				{"?rowsPerPage=10&page=2", nil},
			}
			for _, c := range cases {
				r := b.Do("GET", "/admin/contactos/"+c.query, "", "")
				cmstest.WantStatus(t, r, http.StatusOK)
				got := cmstest.RowIDs(r.Body)
				if fmt.Sprint(got) != fmt.Sprint(idTexts(c.want)) {
					t.Errorf("%s: rows %v, want %v", c.query, got, c.want)
				}
			}
		})
	}
}

func idTexts(ids []int64) []string {
	var out []string
	for _, id := range ids {
		out = append(out, cmstest.IDText(id))
	}
	return out
}

func TestUnreadCounterAndDetail(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	ids := seedMessages(t, e, 3)
	r := b.Do("GET", "/admin/", "", "")
	if !strings.Contains(r.Body, `<span class="nav-count">3<span class="visually-hidden">`) {
		t.Fatalf("navigation without the unread counter 3:\n%s", r.Body)
	}
	r = b.Do("GET", "/admin/contactos/"+cmstest.IDText(ids[1]), "", "")
	cmstest.WantStatus(t, r, http.StatusOK)
	for _, want := range []string{"Consulta 1", "p1@ejemplo.com", "Texto del mensaje", `value="Re: Consulta 1"`, `id="estado">leído`} {
		if !strings.Contains(r.Body, want) {
			t.Errorf("detail: missing %q", want)
		}
	}
	if n := e.CountRows(t, "mensajes_contacto", "estado", "nuevo"); n != 2 {
		t.Errorf("%d new messages after opening one, want 2", n)
	}
	r = b.Do("GET", "/admin/", "", "")
	if !strings.Contains(r.Body, `<span class="nav-count">2<span class="visually-hidden">`) {
		t.Error("the counter did not go down")
	}
	if r := b.Do("GET", "/admin/contactos/999999", "", ""); r.Status != http.StatusNotFound {
		t.Errorf("missing message: %d", r.Status)
	}
	if r := b.Do("GET", "/admin/contactos/abc", "", ""); r.Status != http.StatusNotFound {
		t.Errorf("malformed id: %d", r.Status)
	}
}

func TestReply(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	id := seedMessages(t, e, 1)[0]
	path := "/admin/contactos/" + cmstest.IDText(id) + "/responder"
	cases := []struct {
		name           string
		asunto, cuerpo string
		fields         map[string]string
	}{
		{"empty", "", "", map[string]string{"asunto": "Escriba el asunto de la respuesta.", "respuesta": "Escriba la respuesta."}},
		{"header injection", "Hola\r\nBcc: todos@ejemplo.com", "Gracias", map[string]string{"asunto": "El asunto admite como máximo 200 caracteres y una sola línea."}},
		{"too long", "Hola", strings.Repeat("a", 10001), map[string]string{"respuesta": "La respuesta admite como máximo 10000 caracteres."}},
	}
	for _, c := range cases {
		r := b.PostForm(path, cmstest.Form("asunto", c.asunto, "respuesta", c.cuerpo))
		cmstest.WantStatus(t, r, http.StatusUnprocessableEntity)
		if got := cmstest.FieldErrors(r.Body); fmt.Sprint(got) != fmt.Sprint(c.fields) {
			t.Errorf("%s: messages %v, want %v", c.name, got, c.fields)
		}
	}
	if n := countOutbox(t, e, "p0@ejemplo.com"); n != 0 {
		t.Fatalf("%d replies sent for refused forms", n)
	}
	r := b.PostForm(path, cmstest.Form("asunto", "Re: Consulta 0", "respuesta", "Gracias por escribirnos.\nLe llamamos mañana."))
	cmstest.WantStatus(t, r, http.StatusSeeOther)
	if n := countOutbox(t, e, "p0@ejemplo.com"); n != 1 {
		t.Fatalf("%d replies in the outbox, want 1", n)
	}
	r = b.Do("GET", "/admin/contactos/"+cmstest.IDText(id), "", "")
	for _, want := range []string{"Respuesta enviada a p0@ejemplo.com.", "Le llamamos mañana.", `id="estado">respondido`, "jefa@example.com"} {
		if !strings.Contains(cmstest.UnescapeHTML(r.Body), want) {
			t.Errorf("after the reply: missing %q", want)
		}
	}
	b.PostForm(path, cmstest.Form("asunto", "Re: Consulta 0", "respuesta", "Segunda respuesta."))
	r = b.Do("GET", "/admin/contactos/"+cmstest.IDText(id), "", "")
	if !strings.Contains(r.Body, "Le llamamos") || !strings.Contains(r.Body, "Segunda respuesta.") {
		t.Error("a second reply replaced the first instead of following it")
	}
}

func countOutbox(t *testing.T, e *cmstest.Env, to string) int {
	t.Helper()
	var n int
	if err := e.Plat.DB.QueryRow(t.Context(), `SELECT count(*) FROM mail_outbox WHERE recipient = ?`, to).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestBulkAndSingleActions(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	ids := seedMessages(t, e, 5)
	form := cmstest.Form("accion", "archivado", "volver", "?q=Persona")
	form.Add("id", cmstest.IDText(ids[0]))
	form.Add("id", cmstest.IDText(ids[1]))
	r := b.PostForm("/admin/contactos/lote", form)
	cmstest.WantStatus(t, r, http.StatusSeeOther)
	if loc := r.Header.Get("Location"); loc != "/admin/contactos/?q=Persona" {
		t.Errorf("back to %q", loc)
	}
	if n := e.CountRows(t, "mensajes_contacto", "estado", "archivado"); n != 2 {
		t.Errorf("%d archived, want 2", n)
	}
	form = cmstest.Form("accion", "eliminar", "volver", "//malo.example")
	form.Add("id", cmstest.IDText(ids[2]))
	form.Add("id", "abc")
	r = b.PostForm("/admin/contactos/lote", form)
	if loc := r.Header.Get("Location"); loc != "/admin/contactos/" {
		t.Errorf("back to %q: only the list's own query is followed", loc)
	}
	if n := e.CountRows(t, "mensajes_contacto", "", nil); n != 4 {
		t.Errorf("%d messages after deleting one, want 4", n)
	}
	r = b.Do("GET", "/admin/contactos/", "", "")
	if !strings.Contains(r.Body, "1 mensajes eliminados.") {
		t.Error("no flash after the bulk delete")
	}
	for _, bad := range []string{"", "borrar"} {
		f := cmstest.Form("accion", bad)
		f.Add("id", cmstest.IDText(ids[3]))
		b.PostForm("/admin/contactos/lote", f)
	}
	b.PostForm("/admin/contactos/lote", cmstest.Form("accion", "eliminar"))
	if n := e.CountRows(t, "mensajes_contacto", "", nil); n != 4 {
		t.Errorf("a refused bulk action changed rows: %d", n)
	}
	r = b.PostForm("/admin/contactos/"+cmstest.IDText(ids[3])+"/estado", cmstest.Form("estado", "archivado"))
	cmstest.WantStatus(t, r, http.StatusSeeOther)
	if r := b.PostForm("/admin/contactos/"+cmstest.IDText(ids[3])+"/estado", cmstest.Form("estado", "borrado")); r.Status != http.StatusUnprocessableEntity {
		t.Errorf("bad status: %d", r.Status)
	}
	r = b.PostForm("/admin/contactos/"+cmstest.IDText(ids[4])+"/eliminar", nil)
	cmstest.WantStatus(t, r, http.StatusSeeOther)
	if r := b.PostForm("/admin/contactos/"+cmstest.IDText(ids[4])+"/eliminar", nil); r.Status != http.StatusNotFound {
		t.Errorf("deleting a deleted message: %d", r.Status)
	}
	if n := e.CountRows(t, "mensajes_contacto", "", nil); n != 3 {
		t.Errorf("%d messages, want 3", n)
	}
}

func TestExportCSV(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	hostile := []string{"=HYPERLINK(\"http://malo\")", "+34 600 000 000", "-2+3", "@SUM(A1)", "Línea 1\r\nLínea \"2\", con coma"}
	for i, h := range hostile {
		// The table refuses line breaks in a name (they would reach e-mail headers): the message keeps them.
		e.InsertRows(t, "mensajes_contacto", []map[string]any{{"nombre": strings.ReplaceAll(h, "\r\n", " "), "email": fmt.Sprintf("x%d@ejemplo.com", i),
			"asunto": "Asunto", "mensaje": h, "consentimiento": true, "created_at": cmstest.Stamp(i)}})
	}
	r := b.Do("GET", "/admin/contactos/exportar.csv?estado=todos", "", "")
	cmstest.WantStatus(t, r, http.StatusOK)
	if ct := r.Header.Get("Content-Type"); ct != "text/csv; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	if !strings.HasPrefix(r.Body, "\ufeffid,recibido,estado,nombre,email,") || !strings.Contains(r.Body, "\r\n") {
		t.Fatalf("no BOM, header or CRLF: %q", r.Body[:min(80, len(r.Body))])
	}
	recs, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(r.Body, "\ufeff"))).ReadAll()
	if err != nil {
		t.Fatalf("not RFC 4180: %v", err)
	}
	if len(recs) != 1+len(hostile) {
		t.Fatalf("%d records", len(recs))
	}
	want := []string{"'=HYPERLINK(\"http://malo\")", "'+34 600 000 000", "'-2+3", "'@SUM(A1)", "Línea 1\nLínea \"2\", con coma"} // a reader reads the CRLF inside the field as \n
	for i, rec := range recs[1:] {                                                                                               // newest first
		w := want[len(want)-1-i]
		if got := rec[8]; got != w {
			t.Errorf("record %d mensaje %q, want %q", i, got, w)
		}
		if got, w := rec[3], strings.ReplaceAll(w, "\n", " "); got != w {
			t.Errorf("record %d nombre %q, want %q", i, got, w)
		}
	}
}
