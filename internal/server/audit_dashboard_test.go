package server_test

import (
	"context"
	"io"
	"strings"
	"testing"
)

// TestDashboardShowsAudit: the admin dashboard lists the latest audit entries, naming the user by
// name (never the address) and what changed, a run of the same change in one line.
func TestDashboardShowsAudit(t *testing.T) {
	srv := openServer(t, io.Discard)
	email, password, err := srv.CMSService().EnsureDemoAdmin(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	c := newClient(t, srv)
	js := []string{"Content-Type", "application/json"}
	c.mustSend(200, "POST", "/login", `{"email":"`+email+`","password":"`+password+`"}`, js...)
	c.mustSend(200, "POST", "/api/admin_roles_api.php", `{"action":"create_rol","rol_nombre":"auditores"}`, js...)
	c.mustSend(200, "POST", "/api/admin_roles_api.php", `{"action":"save_permisos","rol_nombre":"auditores","permisos":[{"vista_slug":"dashboard","puede_ver":true}]}`, js...)
	page := c.mustSend(200, "GET", "/admin/", "")
	i := strings.Index(page, `id="actividad"`)
	if i < 0 {
		t.Fatalf("no activity section on the dashboard:\n%s", page)
	}
	section := page[i:]
	for _, want := range []string{`<span class="who">Administración demo</span> guardó los permisos del rol «Auditores»`,
		"Inicio:</span> <span class=\"value\">no</span> → <span class=\"value\">sí</span>",
		`<span class="who">Administración demo</span> creó el permiso del rol «Auditores» <span class="times">(`} {
		if !strings.Contains(section, want) {
			t.Errorf("activity section lacks %q:\n%s", want, section)
		}
	}
	if strings.Contains(section, email) {
		t.Errorf("activity section shows the address %s:\n%s", email, section)
	}
}
