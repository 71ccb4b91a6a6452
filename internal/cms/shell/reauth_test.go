package shell_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestSensitiveActionsNeedARecentPasswordOrCode: deleting a role, saving permissions, changing
// another user's role or access, switching a role's two-step requirement and resetting someone's
// factors need the password or a code entered within 10 minutes; else the answer points to the
// confirmation page, which lets the action through afterwards.
func TestSensitiveActionsNeedARecentPasswordOrCode(t *testing.T) {
	e := cmstest.New(t, "in-process")
	admin := e.SignedInAdmin(t)
	emp := e.Account(t, "ventas@example.com", "ventas", false, nil)
	cmstest.WantAPI(t, admin.PostJSON("/api/admin_roles_api.php", `{"action":"create_rol","rol_nombre":"prensa"}`), 200, true, "")

	e.Plat.Clock.Advance(10*time.Minute + time.Second)
	stale := []cmstest.Reply{
		admin.PostJSON("/api/admin_roles_api.php", `{"action":"delete_rol","rol_nombre":"prensa"}`),
		admin.PostJSON("/api/admin_roles_api.php", `{"action":"save_permisos","rol_nombre":"prensa","permisos":[]}`),
		admin.PostJSON("/api/update_employee_role.php", `{"id":"`+emp+`","rol":"mercadeo"}`),
		admin.PostJSON("/api/update_employee_role.php", `{"id":"`+emp+`","activo":false}`),
	}
	for i, r := range stale {
		if r.Status != http.StatusForbidden || r.JSON["error"] != cms.MsgReauthRequired || !strings.HasPrefix(r.JSON["reauth"].(string), "/admin/cuenta/confirmar?next=") {
			t.Errorf("stale action %d = %d %s", i, r.Status, r.Body)
		}
	}
	// Not sensitive: creating a role, a department change.
	cmstest.WantAPI(t, admin.PostJSON("/api/admin_roles_api.php", `{"action":"create_rol","rol_nombre":"otro"}`), 200, true, "")
	cmstest.WantAPI(t, admin.PostJSON("/api/update_employee_role.php", `{"id":"`+emp+`","departamento":"Ventas"}`), 200, true, "")
	for _, form := range []url.Values{cmstest.Form("email", "ventas@example.com", "accion", "dos_pasos")} {
		if r := admin.PostForm("/admin/cuenta/enlaces", form); r.Status != http.StatusSeeOther || !strings.HasPrefix(r.Header.Get("Location"), "/admin/cuenta/confirmar") {
			t.Errorf("stale reset = %d %s", r.Status, r.Header.Get("Location"))
		}
	}
	if r := admin.PostForm("/admin/usuarios/dos-pasos", cmstest.Form("rol_nombre", "ventas", "requerida", "1")); !strings.HasPrefix(r.Header.Get("Location"), "/admin/cuenta/confirmar") {
		t.Errorf("stale role setting = %d %s", r.Status, r.Header.Get("Location"))
	}

	// A wrong password is refused; the right one lets the actions through for 10 minutes.
	page := admin.Do("GET", "/admin/cuenta/confirmar?next=/admin/usuarios/", "", "")
	if page.Status != 200 || !strings.Contains(page.Body, `name="password"`) {
		t.Fatalf("confirmation page = %d", page.Status)
	}
	bad := admin.PostForm("/admin/cuenta/confirmar", cmstest.Form("password", "equivocada", "next", "/admin/usuarios/"))
	if bad.Status != http.StatusUnauthorized || !strings.Contains(bad.Body, cms.MsgReauthFailed) {
		t.Fatalf("wrong password = %d", bad.Status)
	}
	ok := admin.PostForm("/admin/cuenta/confirmar", cmstest.Form("password", "clave-segura-1", "next", "https://evil.example/"))
	if ok.Status != http.StatusSeeOther || ok.Header.Get("Location") != "/admin/" {
		t.Fatalf("confirmed = %d %s", ok.Status, ok.Header.Get("Location"))
	}
	cmstest.WantAPI(t, admin.PostJSON("/api/admin_roles_api.php", `{"action":"delete_rol","rol_nombre":"prensa"}`), 200, true, "")
	cmstest.WantAPI(t, admin.PostJSON("/api/update_employee_role.php", `{"id":"`+emp+`","activo":false}`), 200, true, "")
	e.Plat.Clock.Advance(9 * time.Minute)
	cmstest.WantAPI(t, admin.PostJSON("/api/admin_roles_api.php", `{"action":"save_permisos","rol_nombre":"otro","permisos":[]}`), 200, true, "")
	e.Plat.Clock.Advance(2 * time.Minute)
	cmstest.WantAPI(t, admin.PostJSON("/api/admin_roles_api.php", `{"action":"save_permisos","rol_nombre":"otro","permisos":[]}`), 403, false, cms.MsgReauthRequired)
}

// TestReauthWithACode: a user with a second factor may confirm with a code instead of the password.
func TestReauthWithACode(t *testing.T) {
	e := cmstest.New(t, "in-process")
	admin := e.SignedInAdmin(t)
	secret, _ := enrolled(t, e, admin)
	cmstest.WantAPI(t, admin.PostJSON("/api/admin_roles_api.php", `{"action":"create_rol","rol_nombre":"prensa"}`), 200, true, "")
	e.Plat.Clock.Advance(11 * time.Minute)
	cmstest.WantAPI(t, admin.PostJSON("/api/admin_roles_api.php", `{"action":"delete_rol","rol_nombre":"prensa"}`), 403, false, cms.MsgReauthRequired)
	if p := admin.Do("GET", "/admin/cuenta/confirmar", "", ""); !strings.Contains(p.Body, `name="codigo"`) {
		t.Fatal("no code field for a user with a second factor")
	}
	r := admin.PostForm("/admin/cuenta/confirmar", cmstest.Form("codigo", codeAt(t, secret, e.Plat.Clock.Now()), "next", "/admin/usuarios/"))
	if r.Status != http.StatusSeeOther || r.Header.Get("Location") != "/admin/usuarios/" {
		t.Fatalf("code = %d %s %s", r.Status, r.Header.Get("Location"), r.Body)
	}
	cmstest.WantAPI(t, admin.PostJSON("/api/admin_roles_api.php", `{"action":"delete_rol","rol_nombre":"prensa"}`), 200, true, "")
}
