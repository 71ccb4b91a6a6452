package server_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/server"
)

// auditRow is one audit_log row as the tests read it.
type auditRow struct {
	Actor, Role, Action, Target, RecordID string
	Before, After                         map[string]any
}

func auditRows(t *testing.T, srv *server.Server, target string) []auditRow {
	t.Helper()
	rows, err := srv.DB().Query(context.Background(),
		`SELECT actor, actor_role, action, target, COALESCE(record_id, ''), COALESCE(CAST(before AS TEXT), ''), COALESCE(CAST(after AS TEXT), '')
		 FROM audit_log WHERE target = ? ORDER BY id`, target)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []auditRow
	for rows.Next() {
		var a auditRow
		var before, after string
		if err := rows.Scan(&a.Actor, &a.Role, &a.Action, &a.Target, &a.RecordID, &before, &after); err != nil {
			t.Fatal(err)
		}
		for _, p := range []struct {
			s   string
			dst *map[string]any
		}{{before, &a.Before}, {after, &a.After}} {
			if p.s != "" {
				if err := json.Unmarshal([]byte(p.s), p.dst); err != nil {
					t.Fatalf("audit JSON %q: %v", p.s, err)
				}
			}
		}
		out = append(out, a)
	}
	return out
}

// client is an HTTP client of a test server with a cookie jar (the CMS session).
type client struct {
	t    *testing.T
	base string
	http *http.Client
}

func (c *client) send(method, path, body string, header ...string) (int, string) {
	c.t.Helper()
	req, err := http.NewRequest(method, c.base+path, strings.NewReader(body))
	if err != nil {
		c.t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := c.http.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

func (c *client) mustSend(want int, method, path, body string, header ...string) string {
	c.t.Helper()
	code, out := c.send(method, path, body, header...)
	if code != want {
		c.t.Fatalf("%s %s: %d, want %d: %s", method, path, code, want, out)
	}
	return out
}

func newClient(t *testing.T, srv *server.Server) *client {
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	jar, _ := cookiejar.New(nil)
	return &client{t: t, base: ts.URL, http: &http.Client{Jar: jar}}
}

// lastEntry returns the last entry of target with the given action.
func lastEntry(t *testing.T, rows []auditRow, action string) auditRow {
	t.Helper()
	for i := len(rows) - 1; i >= 0; i-- {
		if rows[i].Action == action {
			return rows[i]
		}
	}
	t.Fatalf("no %s entry in %+v", action, rows)
	return auditRow{}
}

// TestAuditTrail: every kind of admin action leaves an entry naming the user, with the values
// before and after; the API cannot write audit_log; a user's token cannot pose as someone else.
func TestAuditTrail(t *testing.T) {
	srv := openServer(t, io.Discard)
	ctx := context.Background()
	email, password, err := srv.CMSService().EnsureDemoAdmin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	c := newClient(t, srv)
	js := []string{"Content-Type", "application/json"}
	c.mustSend(200, "POST", "/login", `{"email":"`+email+`","password":"`+password+`"}`, js...)

	// Roles and permissions, through the CMS (which writes with the service role key).
	c.mustSend(200, "POST", "/api/admin_roles_api.php", `{"action":"create_rol","rol_nombre":"Auditores"}`, js...)
	created := lastEntry(t, auditRows(t, srv, "roles_permisos"), "insert")
	if created.Actor != email || created.Role != "service_role" || created.After["rol_nombre"] != "auditores" || created.Before != nil {
		t.Errorf("create_rol entry: %+v", created)
	}
	c.mustSend(200, "POST", "/api/admin_roles_api.php", `{"action":"save_permisos","rol_nombre":"auditores","permisos":[{"vista_slug":"dashboard","puede_ver":true}]}`, js...)
	saved := lastEntry(t, auditRows(t, srv, "replace_role_permissions"), "rpc")
	if saved.Actor != email || saved.RecordID != "auditores" || saved.Before["dashboard"] != false || saved.After["dashboard"] != true || len(saved.After) != 1 {
		t.Errorf("save_permisos entry: %+v", saved)
	}
	c.mustSend(200, "POST", "/api/admin_roles_api.php", `{"action":"delete_rol","rol_nombre":"auditores"}`, js...)
	deleted := lastEntry(t, auditRows(t, srv, "roles_permisos"), "delete")
	if deleted.Actor != email || deleted.Before["rol_nombre"] != "auditores" || deleted.After != nil {
		t.Errorf("delete_rol entry: %+v", deleted)
	}

	// An employee update through the CMS.
	var employeeID string
	if err := srv.DB().QueryRow(ctx, `SELECT id FROM "Empleados" WHERE email = ?`, email).Scan(&employeeID); err != nil {
		t.Fatal(err)
	}
	c.mustSend(200, "POST", "/api/update_employee_role.php", `{"id":"`+employeeID+`","departamento":"Auditoría"}`, js...)
	upd := lastEntry(t, auditRows(t, srv, "Empleados"), "update")
	if upd.Actor != email || upd.RecordID != employeeID || upd.Before["departamento"] == "Auditoría" || upd.After["departamento"] != "Auditoría" {
		t.Errorf("employee entry: %+v", upd)
	}

	// Content, categories, testimonials and clients, with the user's own token.
	anon := srv.Keys().AnonKey()
	var tok struct {
		AccessToken string `json:"access_token"`
	}
	out := c.mustSend(200, "POST", "/auth/v1/token?grant_type=password", `{"email":"`+email+`","password":"`+password+`"}`, append(js, "apikey", anon)...)
	if err := json.Unmarshal([]byte(out), &tok); err != nil || tok.AccessToken == "" {
		t.Fatalf("token: %s", out)
	}
	user := append([]string{"apikey", anon, "Authorization", "Bearer " + tok.AccessToken, "Prefer", "return=representation",
		ActorHeader, "someone-else@example.com"}, js...) // the header must be ignored with a user's token
	crud := func(table, insert, patch string) {
		t.Helper()
		var rows []map[string]any
		_ = json.Unmarshal([]byte(c.mustSend(201, "POST", "/rest/v1/"+table, insert, user...)), &rows)
		id := rows[0]["id"]
		idStr := strings.TrimSuffix(strings.TrimSuffix(jsonString(id), ".0"), "")
		c.mustSend(200, "PATCH", "/rest/v1/"+table+"?id=eq."+idStr, patch, user...)
		entries := auditRows(t, srv, table)
		ins, up := lastEntry(t, entries, "insert"), lastEntry(t, entries, "update")
		if ins.Actor != email || ins.Role != "authenticated" || ins.RecordID != idStr || ins.After == nil || ins.Before != nil {
			t.Errorf("%s insert entry: %+v", table, ins)
		}
		if up.Actor != email || up.RecordID != idStr || up.Before == nil || up.After == nil || jsonString(up.Before) == jsonString(up.After) {
			t.Errorf("%s update entry: %+v", table, up)
		}
	}
	crud("categoria-servicios", `{"name":"Auditoría"}`, `{"name":"Auditoría interna"}`)
	crud("categorias", `{"nombre":"Bancos"}`, `{"nombre":"Banca"}`)
	crud("contenido", `{"titulo":"Informe","categoria":1}`, `{"titulo":"Informe anual"}`)
	crud("testimoniales", `{"categoria":1,"testimonio":"Muy bien","empresa":"ACME"}`, `{"testimonio":"Excelente"}`)
	crud("clientes", `{"nombre":"ACME","categoria":1}`, `{"nombre":"ACME S.A."}`)
	c.mustSend(200, "DELETE", "/rest/v1/clientes?nombre=eq.ACME%20S.A.", "", user...)
	if del := lastEntry(t, auditRows(t, srv, "clientes"), "delete"); del.Before["nombre"] != "ACME S.A." || del.After != nil || del.Actor != email {
		t.Errorf("clientes delete entry: %+v", del)
	}

	// Files: an upload, a replacement and a deletion.
	bearer := []string{"apikey", anon, "Authorization", "Bearer " + tok.AccessToken, "Content-Type", "image/png"}
	c.mustSend(200, "POST", "/storage/v1/object/contenido/imagenes/a.png", pngBytes, bearer...)
	c.mustSend(200, "PUT", "/storage/v1/object/contenido/imagenes/a.png", pngBytes+"x", bearer...)
	c.mustSend(200, "DELETE", "/storage/v1/object/contenido/imagenes/a.png", "", bearer...)
	files := auditRows(t, srv, "storage:contenido")
	if len(files) != 3 {
		t.Fatalf("storage entries: %+v", files)
	}
	if f := files[0]; f.Action != "upload" || f.Actor != email || f.RecordID != "imagenes/a.png" || f.Before != nil || f.After["size"] != float64(len(pngBytes)) {
		t.Errorf("upload entry: %+v", f)
	}
	if f := files[1]; f.Action != "upload" || f.Before["size"] != float64(len(pngBytes)) || f.After["size"] != float64(len(pngBytes)+1) {
		t.Errorf("replacement entry: %+v", f)
	}
	if f := files[2]; f.Action != "remove" || f.Before["version"] != files[1].After["version"] || f.After != nil {
		t.Errorf("removal entry: %+v", f)
	}

	// Signed-in users read the trail; nobody writes it through the API, not even the service role.
	if out := c.mustSend(200, "GET", "/rest/v1/audit_log?select=actor,action&order=id.desc&limit=1", "", user...); !strings.Contains(out, email) {
		t.Errorf("audit_log as a user: %s", out)
	}
	if code, _ := c.send("GET", "/rest/v1/audit_log", "", "apikey", anon); code < 400 || code >= 500 {
		t.Errorf("audit_log readable anonymously: %d", code)
	}
	var before int
	_ = srv.DB().QueryRow(ctx, "SELECT COUNT(*) FROM audit_log").Scan(&before)
	service := append([]string{"apikey", srv.Keys().ServiceRoleKey(), "Authorization", "Bearer " + srv.Keys().ServiceRoleKey()}, js...)
	for _, h := range [][]string{user, service} {
		for _, w := range []struct{ method, path, body string }{
			{"POST", "/rest/v1/audit_log", `{"actor":"x","actor_role":"x","action":"x","target":"x"}`},
			{"PATCH", "/rest/v1/audit_log?id=gt.0", `{"actor":"x"}`},
			{"DELETE", "/rest/v1/audit_log?id=gt.0", ""},
		} {
			if code, body := c.send(w.method, w.path, w.body, h...); code < 400 || code >= 500 {
				t.Errorf("%s %s: %d %s", w.method, w.path, code, body)
			}
		}
	}
	var after int
	_ = srv.DB().QueryRow(ctx, "SELECT COUNT(*) FROM audit_log").Scan(&after)
	if after != before {
		t.Errorf("audit_log changed through the API: %d → %d rows", before, after)
	}
}

// ActorHeader is the header the platform reads the service role's actor from.
const ActorHeader = "X-Vitrina-Actor"

func jsonString(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
