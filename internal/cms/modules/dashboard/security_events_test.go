package dashboard_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestSecurityEventsOnTheDashboard: administrators read the CMS's security events in Spanish on
// "Actividad reciente"; other users whose role sees the dashboard read the rest of the trail only.
func TestSecurityEventsOnTheDashboard(t *testing.T) {
	e := cmstest.New(t, "in-process")
	e.Account(t, "jefa@example.com", "administrador", false, map[string]any{"nombre": "Ana Ruiz"})
	e.Account(t, "ventas@example.com", "ventas", false, map[string]any{"nombre": "Luis Díaz"})
	e.InsertRows(t, "roles_permisos", []map[string]any{{"rol_nombre": "ventas", "vista_slug": "dashboard", "puede_ver": true}})
	const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0"
	e.Browser(t).Do("POST", "/login", "application/json", `{"email":"nadie@example.com","password":"equivocada-1"}`, "User-Agent", firefox)
	admin := e.Browser(t)
	admin.Do("POST", "/login", "application/json", `{"email":"jefa@example.com","password":"clave-segura-1"}`, "User-Agent", firefox)
	cmstest.WantStatus(t, admin.PostForm("/admin/cuenta/confirmar", cmstest.Form("password", "clave-segura-1", "next", "/admin/")), 303)
	e.Browser(t).SignIn("ventas@example.com")
	cmstest.WantStatus(t, admin.PostForm("/admin/cuenta/enlaces", cmstest.Form("email", "ventas@example.com", "accion", "sesiones")), 200)

	page := cmstest.UnescapeHTML(admin.Do("GET", "/admin/", "", "").Body)
	for _, want := range []string{
		`<span class="who">nadie</span> no pudo iniciar sesión desde `,
		`<span class="who">Ana Ruiz</span> inició sesión desde `,
		" (Firefox en Linux)</p>",
		`<span class="who">Ana Ruiz</span> confirmó su identidad con la contraseña desde `,
		`<span class="who">Luis Díaz</span> inició sesión desde `,
		`<span class="who">Ana Ruiz</span> cerró todas las sesiones de Luis Díaz (1 sesión)</p>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the administrator's dashboard lacks %q:\n%s", want, page)
		}
	}
	if activity := page[strings.Index(page, `id="actividad"`):]; strings.Contains(activity, "@example.com") {
		t.Errorf("the activity shows e-mail addresses:\n%s", activity)
	}

	seller := e.Browser(t).SignIn("ventas@example.com")
	page = cmstest.UnescapeHTML(seller.Do("GET", "/admin/", "", "").Body)
	if !strings.Contains(page, "Actividad reciente") || !strings.Contains(page, "el permiso del rol") ||
		strings.Contains(page, "inició sesión") || strings.Contains(page, "nadie") {
		t.Errorf("a seller's dashboard shows security events, or nothing:\n%s", page)
	}
}
