package shell_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

var sessionRowPattern = regexp.MustCompile(`<tr data-id="([^"]+)">`)

func TestActiveSessionsListAndRevoke(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			e.Account(t, "jefa@example.com", "administrador", false, nil)
			laptop := e.Browser(t)
			laptop.Do("POST", "/login", "application/json", `{"email":"jefa@example.com","password":"clave-segura-1"}`,
				"User-Agent", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36")
			phone := e.Browser(t)
			phone.Do("POST", "/login", "application/json", `{"email":"jefa@example.com","password":"clave-segura-1"}`,
				"User-Agent", "Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0")
			tablet := e.Browser(t).SignIn("jefa@example.com")

			page := laptop.Do("GET", "/admin/cuenta/sesiones", "", "")
			ids := sessionRowPattern.FindAllStringSubmatch(page.Body, -1)
			if page.Status != 200 || len(ids) != 3 || !strings.Contains(page.Body, "Chrome en Windows <span class=\"badge\">esta sesión</span>") ||
				!strings.Contains(page.Body, "Firefox en Android") {
				t.Fatalf("sessions page = %d (%d rows) %s", page.Status, len(ids), page.Body)
			}
			// Close the phone's session from the laptop: the phone is signed out at its next request.
			var phoneID string
			for _, m := range ids {
				if i := strings.Index(page.Body, m[0]); strings.Contains(page.Body[i:i+200], "Firefox") {
					phoneID = m[1]
				}
			}
			cmstest.WantStatus(t, laptop.PostForm("/admin/cuenta/sesiones/cerrar", cmstest.Form("id", phoneID)), http.StatusSeeOther)
			cmstest.WantAPI(t, phone.GetJSON("/api/admin_roles_api.php?action=get_roles"), 401, false, cms.MsgNotAuthenticated)
			cmstest.WantAPI(t, tablet.GetJSON("/api/admin_roles_api.php?action=get_roles"), 200, true, "")
			// Another user's session id is not theirs to close.
			e.Account(t, "otra@example.com", "administrador", false, nil)
			other := e.Browser(t).SignIn("otra@example.com")
			otherID := sessionRowPattern.FindStringSubmatch(other.Do("GET", "/admin/cuenta/sesiones", "", "").Body)[1]
			laptop.PostForm("/admin/cuenta/sesiones/cerrar", cmstest.Form("id", otherID))
			cmstest.WantAPI(t, other.GetJSON("/api/admin_roles_api.php?action=get_roles"), 200, true, "")
			// "Close all the others".
			cmstest.WantStatus(t, laptop.PostForm("/admin/cuenta/sesiones/cerrar-otras", nil), http.StatusSeeOther)
			cmstest.WantAPI(t, tablet.GetJSON("/api/admin_roles_api.php?action=get_roles"), 401, false, cms.MsgNotAuthenticated)
			cmstest.WantAPI(t, laptop.GetJSON("/api/admin_roles_api.php?action=get_roles"), 200, true, "")
			if n := len(sessionRowPattern.FindAllString(laptop.Do("GET", "/admin/cuenta/sesiones", "", "").Body, -1)); n != 1 {
				t.Fatalf("%d sessions left", n)
			}
		})
	}
}

func TestSessionIdleAndAbsoluteTimeouts(t *testing.T) {
	e := cmstest.New(t, "in-process")
	e.Account(t, "jefa@example.com", "administrador", false, nil)
	b := e.Browser(t).SignIn("jefa@example.com")
	e.Plat.Clock.Advance(30 * time.Minute) // exactly the idle timeout: still in
	cmstest.WantStatus(t, b.Do("GET", "/admin/", "", ""), 200)
	e.Plat.Clock.Advance(30*time.Minute + time.Second)
	r := b.Do("GET", "/admin/", "", "")
	if r.Status != http.StatusSeeOther || !strings.HasPrefix(r.Header.Get("Location"), "/login") {
		t.Fatalf("idle session = %d %s", r.Status, r.Header.Get("Location"))
	}
	if p := b.Do("GET", "/login", "", ""); !strings.Contains(cmstest.UnescapeHTML(p.Body), cms.MsgSessionExpired) {
		t.Fatalf("no expiry message: %s", p.Body)
	}

	// Active all along, a session still ends 12 hours after the sign-in.
	b = e.Browser(t).SignIn("jefa@example.com")
	for range 24 {
		e.Plat.Clock.Advance(29 * time.Minute)
		cmstest.WantStatus(t, b.Do("GET", "/admin/", "", ""), 200)
	}
	e.Plat.Clock.Advance(25 * time.Minute) // 12 h 1 min after the sign-in
	cmstest.WantAPI(t, b.GetJSON("/api/admin_roles_api.php?action=get_roles"), 401, false, cms.MsgNotAuthenticated)
}

func TestPasswordChangeEndsOtherSessions(t *testing.T) {
	e := cmstest.New(t, "in-process")
	e.Account(t, "jefa@example.com", "administrador", false, nil)
	here, there := e.Browser(t).SignIn("jefa@example.com"), e.Browser(t).SignIn("jefa@example.com")
	r := here.PostForm("/admin/cuenta/clave", cmstest.Form("password", "otra-clave-segura-22", "confirm", "otra-clave-segura-22"))
	cmstest.WantStatus(t, r, http.StatusSeeOther)
	cmstest.WantAPI(t, there.GetJSON("/api/admin_roles_api.php?action=get_roles"), 401, false, cms.MsgNotAuthenticated)
	cmstest.WantAPI(t, here.GetJSON("/api/admin_roles_api.php?action=get_roles"), 200, true, "")
}

func TestAdministratorEndsAUsersSessions(t *testing.T) {
	e := cmstest.New(t, "in-process")
	admin := e.SignedInAdmin(t)
	e.Account(t, "ventas@example.com", "ventas", false, nil)
	e.InsertRows(t, "roles_permisos", []map[string]any{{"rol_nombre": "ventas", "vista_slug": "dashboard", "puede_ver": true}})
	a, b := e.Browser(t).SignIn("ventas@example.com"), e.Browser(t).SignIn("ventas@example.com")
	r := admin.PostForm("/admin/cuenta/enlaces", cmstest.Form("email", "ventas@example.com", "accion", "sesiones"))
	if r.Status != 200 || !strings.Contains(cmstest.UnescapeHTML(r.Body), "Se cerraron 2 sesiones de ventas@example.com") {
		t.Fatalf("end sessions = %d %s", r.Status, r.Body)
	}
	for _, s := range []*cmstest.Browser{a, b} {
		if r := s.Do("GET", "/admin/", "", ""); r.Status != http.StatusSeeOther {
			t.Fatalf("session still open: %d", r.Status)
		}
	}
	cmstest.WantStatus(t, admin.Do("GET", "/admin/", "", ""), 200)
}
