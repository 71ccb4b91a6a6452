package shell_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestRoleRequiresSecondStep: once the roles page marks a role "requiere verificación en dos pasos",
// its users without it are sent to set it up before anything else (pages and API); the setting is
// off by default.
func TestRoleRequiresSecondStep(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			admin := e.SignedInAdmin(t)
			e.Account(t, "ventas@example.com", "ventas", false, nil)
			e.InsertRows(t, "roles_permisos", []map[string]any{{"rol_nombre": "ventas", "vista_slug": "dashboard", "puede_ver": true}})

			seller := e.Browser(t).SignIn("ventas@example.com")
			cmstest.WantStatus(t, seller.Do("GET", "/admin/", "", ""), 200) // off by default

			page := admin.Do("GET", "/admin/usuarios/", "", "")
			if !strings.Contains(page.Body, "Requiere verificación en dos pasos") {
				t.Fatalf("roles page lacks the setting: %s", page.Body)
			}
			r := admin.PostForm("/admin/usuarios/dos-pasos", cmstest.Form("rol_nombre", "Ventas", "requerida", "1"))
			if r.Status != http.StatusSeeOther {
				t.Fatalf("set = %d %s", r.Status, r.Body)
			}
			cmstest.WantStatus(t, admin.PostForm("/admin/usuarios/dos-pasos", cmstest.Form("rol_nombre", "ventas", "requerida", "x")), 400)

			// The seller's next request, already signed in, goes to the security page; the API refuses.
			r = seller.Do("GET", "/admin/", "", "")
			if r.Status != http.StatusSeeOther || r.Header.Get("Location") != "/admin/cuenta/seguridad" {
				t.Fatalf("GET /admin/ = %d %s", r.Status, r.Header.Get("Location"))
			}
			cmstest.WantAPI(t, seller.GetJSON("/api/admin_roles_api.php?action=get_roles"), 403, false, cms.MsgSecondStepRequired)
			if p := seller.Do("GET", "/admin/cuenta/seguridad", "", ""); p.Status != 200 || !strings.Contains(cmstest.UnescapeHTML(p.Body), cms.MsgSecondStepRequired) {
				t.Fatalf("security page = %d %s", p.Status, p.Body)
			}
			enrolled(t, e, seller)
			cmstest.WantStatus(t, seller.Do("GET", "/admin/", "", ""), 200)

			// Another role is not concerned; switching the setting off frees the role again.
			cmstest.WantStatus(t, admin.Do("GET", "/admin/", "", ""), 200)
			admin.PostForm("/admin/usuarios/dos-pasos", cmstest.Form("rol_nombre", "ventas", "requerida", "0"))
			if page := admin.Do("GET", "/admin/usuarios/", "", ""); !strings.Contains(page.Body, `value="1"><button type="submit" class="link">Exigir`) {
				t.Fatalf("roles page after switching off: %s", page.Body)
			}
		})
	}
}

func TestDashboardWarnsAdministratorsWithoutSecondStep(t *testing.T) {
	e := cmstest.New(t, "in-process")
	admin := e.SignedInAdmin(t)
	if r := admin.Do("GET", "/admin/", "", ""); !strings.Contains(r.Body, `id="aviso-dos-pasos"`) {
		t.Fatalf("no warning: %s", r.Body)
	}
	enrolled(t, e, admin)
	if r := admin.Do("GET", "/admin/", "", ""); strings.Contains(r.Body, `id="aviso-dos-pasos"`) {
		t.Fatal("warning after enrolling")
	}
	e.Account(t, "ventas@example.com", "ventas", false, nil)
	e.InsertRows(t, "roles_permisos", []map[string]any{{"rol_nombre": "ventas", "vista_slug": "dashboard", "puede_ver": true}})
	if r := e.Browser(t).SignIn("ventas@example.com").Do("GET", "/admin/", "", ""); strings.Contains(r.Body, `id="aviso-dos-pasos"`) {
		t.Fatal("warning for a non-administrator")
	}
}

// TestAdministratorResetsSecondStep: an administrator switches off another user's two-step
// sign-in from "Enlaces de acceso"; the platform's audit trail names the administrator.
func TestAdministratorResetsSecondStep(t *testing.T) {
	e := cmstest.New(t, "in-process")
	admin := e.SignedInAdmin(t)
	e.Account(t, "ventas@example.com", "ventas", false, nil)
	e.InsertRows(t, "roles_permisos", []map[string]any{{"rol_nombre": "ventas", "vista_slug": "dashboard", "puede_ver": true}})
	enrolled(t, e, e.Browser(t).SignIn("ventas@example.com"))
	e.Plat.Clock.Advance(30 * time.Second)

	r := admin.PostForm("/admin/cuenta/enlaces", cmstest.Form("email", "nadie@example.com", "accion", "dos_pasos"))
	if r.Status != http.StatusNotFound || !strings.Contains(cmstest.UnescapeHTML(r.Body), cms.MsgNoSuchAccount) {
		t.Fatalf("unknown account = %d", r.Status)
	}
	r = admin.PostForm("/admin/cuenta/enlaces", cmstest.Form("email", "Ventas@example.com", "accion", "dos_pasos"))
	if r.Status != 200 || !strings.Contains(cmstest.UnescapeHTML(r.Body), "Se restableció la verificación en dos pasos de ventas@example.com") {
		t.Fatalf("reset = %d %s", r.Status, r.Body)
	}
	if s := e.Browser(t).PostJSON("/login", `{"email":"ventas@example.com","password":"clave-segura-1"}`); s.JSON["second_step"] != nil {
		t.Fatalf("second step after the reset: %s", s.Body)
	}
	var actor string
	if err := e.Plat.DB.QueryRow(t.Context(), `SELECT actor FROM audit_log WHERE action = 'mfa_admin_delete'`).Scan(&actor); err != nil || actor != "jefa@example.com" {
		t.Fatalf("audit actor = %q %v", actor, err)
	}
	// Not for non-administrators.
	seller := e.Browser(t).SignIn("ventas@example.com")
	cmstest.WantStatus(t, seller.PostForm("/admin/cuenta/enlaces", cmstest.Form("email", "jefa@example.com", "accion", "dos_pasos")), 403)
}
