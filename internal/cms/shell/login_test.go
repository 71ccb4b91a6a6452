package shell_test

import (
	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
)

func TestSignIn(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			e.Account(t, "jefa@example.com", "administrador", false, nil)
			e.Account(t, "ventas@example.com", "ventas", false, nil)
			e.Account(t, "inactiva@example.com", "ventas", false, map[string]any{"activo": false})
			e.Account(t, "sincms@example.com", "ventas", false, map[string]any{"sistemas_acceso": []string{"ERP"}})
			e.Account(t, "minusculas@example.com", "ventas", false, map[string]any{"sistemas_acceso": []string{"cms"}})
			e.Account(t, "metaadmin@example.com", "ventas", true, map[string]any{"activo": false, "sistemas_acceso": []string{}})
			e.Account(t, cmstest.AdminEmail, "ventas", false, map[string]any{"activo": false})
			// An account with no employee row at all.
			if _, err := e.Svc.Client().AdminCreateUser(t.Context(), cmstest.NewUser("huerfana@example.com")); err != nil {
				t.Fatal(err)
			}

			login := func(b *cmstest.Browser, email, password string) cmstest.Reply {
				return b.PostJSON("/login", `{"email":"`+email+`","password":"`+password+`"}`)
			}
			cases := []struct {
				email, password string
				status          int
				msg             string
			}{
				{"jefa@example.com", "clave-segura-1", 200, ""},
				{"JEFA@Example.com", "clave-segura-1", 200, ""},
				{"ventas@example.com", "clave-segura-1", 200, ""},
				{"minusculas@example.com", "clave-segura-1", 200, ""},
				{"metaadmin@example.com", "clave-segura-1", 200, ""},
				{cmstest.AdminEmail, "clave-segura-1", 200, ""},
				{"jefa@example.com", "equivocada", 401, cms.MsgBadCredentials},
				{"nadie@example.com", "clave-segura-1", 401, cms.MsgBadCredentials},
				{"jefa@example.com", "", 401, cms.MsgBadCredentials},
				{"inactiva@example.com", "clave-segura-1", 403, cms.MsgNoCMSAccess},
				{"sincms@example.com", "clave-segura-1", 403, cms.MsgNoCMSAccess},
				{"huerfana@example.com", "clave-segura-1", 403, cms.MsgNoCMSAccess},
			}
			for _, c := range cases {
				t.Run(c.email+"/"+c.password, func(t *testing.T) {
					cmstest.WantAPI(t, login(e.Browser(t), c.email, c.password), c.status, c.status == 200, c.msg)
				})
			}
			cmstest.WantAPI(t, e.Browser(t).PostJSON("/login", `{"email":`), 400, false, cms.MsgInvalidJSON)

			// The session cookie: HttpOnly, SameSite=Lax, a new id at sign-in.
			b := e.Browser(t)
			b.Do("GET", "/login", "", "")
			b.Do("POST", "/logout", "", "") // gives the browser a session before signing in
			before := b.Cookie("vitrina_session")
			r := login(b, "jefa@example.com", "clave-segura-1")
			var set *http.Cookie
			for _, c := range (&http.Response{Header: r.Header}).Cookies() {
				if c.Name == "vitrina_session" {
					set = c
				}
			}
			if set == nil || !set.HttpOnly || set.SameSite != http.SameSiteLaxMode || set.Secure {
				t.Fatalf("session cookie %+v", set)
			}
			if before != nil && before.Value == set.Value {
				t.Fatal("session id not renewed at sign-in")
			}
			cmstest.WantAPI(t, b.GetJSON("/api/admin_roles_api.php?action=get_roles"), 200, true, "")
			// Sign-out ends the session.
			if r := b.Do("POST", "/logout", "application/json", ""); r.Status != 200 {
				t.Fatalf("logout: %d", r.Status)
			}
			cmstest.WantAPI(t, b.GetJSON("/api/admin_roles_api.php?action=get_roles"), 401, false, cms.MsgNotAuthenticated)
		})
	}
}

func TestSignInForm(t *testing.T) {
	e := cmstest.New(t, "in-process")
	e.Account(t, "jefa@example.com", "administrador", false, nil)
	b := e.Browser(t)
	if r := b.Do("GET", "/admin/contenido/", "", ""); r.Status != http.StatusSeeOther || !strings.HasPrefix(r.Header.Get("Location"), "/login?next=") {
		t.Fatalf("admin without a session: %d %s", r.Status, r.Header.Get("Location"))
	}
	r := b.PostForm("/login", url.Values{"email": {"jefa@example.com"}, "password": {"mala"}})
	if r.Status != 401 || !strings.Contains(r.Body, cms.MsgBadCredentials) || !strings.Contains(r.Body, `value="jefa@example.com"`) {
		t.Fatalf("failed form sign-in: %d %s", r.Status, r.Body)
	}
	r = b.PostForm("/login", url.Values{"email": {"jefa@example.com"}, "password": {"clave-segura-1"}, "next": {"https://evil.example/"}})
	if r.Status != http.StatusSeeOther || r.Header.Get("Location") != "/admin/" {
		t.Fatalf("form sign-in: %d %s", r.Status, r.Header.Get("Location"))
	}
	if r := b.Do("GET", "/admin/", "", ""); r.Status != 200 || !strings.Contains(r.Body, ", jefa</h1>") {
		t.Fatalf("dashboard: %d %s", r.Status, r.Body)
	}
	if r := b.Do("GET", "/login", "", ""); r.Status != http.StatusSeeOther {
		t.Fatalf("login page while signed in: %d", r.Status)
	}
}

func TestSignInRateLimit(t *testing.T) {
	e := cmstest.New(t, "in-process")
	e.Account(t, "jefa@example.com", "administrador", false, nil)
	attacker := e.Browser(t)
	for i := 0; i < 10; i++ {
		cmstest.WantAPI(t, attacker.PostJSON("/login", `{"email":"jefa@example.com","password":"mala"}`), 401, false, cms.MsgBadCredentials)
	}
	// The 11th attempt is refused even with the right password.
	cmstest.WantAPI(t, attacker.PostJSON("/login", `{"email":"jefa@example.com","password":"clave-segura-1"}`), 429, false, cms.MsgTooManyAttempts)
	// Another e-mail from the same address is refused too (per address).
	cmstest.WantAPI(t, attacker.PostJSON("/login", `{"email":"otra@example.com","password":"x"}`), 429, false, cms.MsgTooManyAttempts)
	e.Plat.Clock.Advance(15*time.Minute + time.Second)
	cmstest.WantAPI(t, attacker.PostJSON("/login", `{"email":"jefa@example.com","password":"clave-segura-1"}`), 200, true, "")
}

func TestSessionTokens(t *testing.T) {
	e := cmstest.New(t, "socket")
	e.Account(t, "jefa@example.com", "administrador", false, nil)
	b := e.Browser(t).SignIn("jefa@example.com")
	// Past the access token's lifetime the CMS refreshes it without the user noticing (a request
	// every 29 minutes keeps the session within its idle timeout).
	for range 8 {
		e.Plat.Clock.Advance(29 * time.Minute)
		cmstest.WantAPI(t, b.GetJSON("/api/admin_roles_api.php?action=get_roles"), 200, true, "")
	}

	// A session whose refresh token was revoked (signed out everywhere) ends.
	other := e.Browser(t).SignIn("jefa@example.com")
	s, err := e.Svc.Client().SignInWithPassword(t.Context(), "jefa@example.com", "clave-segura-1")
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Svc.Client().SignOut(t.Context(), s.AccessToken, "global"); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		e.Plat.Clock.Advance(29 * time.Minute)
		other.GetJSON("/api/admin_roles_api.php?action=get_permisos")
	}
	e.Plat.Clock.Advance(29 * time.Minute)
	cmstest.WantAPI(t, other.GetJSON("/api/admin_roles_api.php?action=get_roles"), 401, false, cms.MsgNotAuthenticated)
	if r := other.Do("GET", "/admin/", "", ""); r.Status != http.StatusSeeOther {
		t.Fatalf("admin page after revocation: %d", r.Status)
	}
}

func TestRequiredPasswordChange(t *testing.T) {
	e := cmstest.New(t, "in-process")
	if _, err := e.Svc.CreateAccount(t.Context(), cms.NewAccount{Email: "nueva@example.com", Password: "clave-segura-1", RequiresPasswordChange: true}); err != nil {
		t.Fatal(err)
	}
	b := e.Browser(t)
	r := b.PostForm("/login", url.Values{"email": {"nueva@example.com"}, "password": {"clave-segura-1"}})
	if r.Header.Get("Location") != "/admin/cuenta/clave" {
		t.Fatalf("sign-in sends to %q", r.Header.Get("Location"))
	}
	if r := b.Do("GET", "/admin/", "", ""); r.Status != http.StatusSeeOther || r.Header.Get("Location") != "/admin/cuenta/clave" {
		t.Fatalf("dashboard before the change: %d %s", r.Status, r.Header.Get("Location"))
	}
	if r := b.PostForm("/admin/cuenta/clave", url.Values{"password": {"otra-clave-9"}, "confirm": {"distinta-9"}}); r.Status != 422 ||
		!strings.Contains(r.Body, "no coinciden") {
		t.Fatalf("mismatch: %d", r.Status)
	}
	if r := b.PostForm("/admin/cuenta/clave", url.Values{"password": {"corta"}, "confirm": {"corta"}}); r.Status != 422 {
		t.Fatalf("short password: %d", r.Status)
	}
	if r := b.PostForm("/admin/cuenta/clave", url.Values{"password": {"otra-clave-9"}, "confirm": {"otra-clave-9"}}); r.Status != http.StatusSeeOther {
		t.Fatalf("change: %d %s", r.Status, r.Body)
	}
	if r := b.Do("GET", "/admin/", "", ""); r.Status != 200 {
		t.Fatalf("dashboard after the change: %d", r.Status)
	}
	s, err := e.Svc.Client().SignInWithPassword(t.Context(), "nueva@example.com", "otra-clave-9")
	if err != nil || s.User.BoolMetadata("requires_password_change") {
		t.Fatalf("new password or metadata: %v %v", err, s)
	}
}

func TestCrossOriginRequestsRefused(t *testing.T) {
	e := cmstest.New(t, "in-process")
	e.Account(t, "jefa@example.com", "administrador", false, nil)
	b := e.Browser(t)
	r := b.Do("POST", "/login", "application/x-www-form-urlencoded", "email=jefa%40example.com&password=clave-segura-1",
		"Origin", "https://evil.example", "Sec-Fetch-Site", "cross-site")
	if r.Status != http.StatusForbidden {
		t.Fatalf("cross-site sign-in: %d", r.Status)
	}
	b.SignIn("jefa@example.com")
	r = b.Do("POST", "/api/admin_roles_api.php", "application/json", `{"action":"create_rol","rol_nombre":"x"}`,
		"Origin", "https://evil.example", "Sec-Fetch-Site", "cross-site")
	if r.Status != http.StatusForbidden {
		t.Fatalf("cross-site API call: %d", r.Status)
	}
	r = b.Do("POST", "/api/admin_roles_api.php", "application/json", `{"action":"create_rol","rol_nombre":"x"}`,
		"Origin", e.Srv.URL, "Sec-Fetch-Site", "same-origin")
	cmstest.WantAPI(t, r, 200, true, "")
}

func TestViewsFollowPermissions(t *testing.T) {
	e := cmstest.New(t, "in-process")
	e.Account(t, "jefa@example.com", "administrador", false, nil)
	e.Account(t, "mercadeo@example.com", "mercadeo", false, nil)
	admin := e.Browser(t).SignIn("jefa@example.com")
	user := e.Browser(t).SignIn("mercadeo@example.com")
	if r := user.Do("GET", "/admin/", "", ""); r.Status != http.StatusForbidden {
		t.Fatalf("role without views: %d", r.Status)
	}
	cmstest.WantAPI(t, admin.PostJSON("/api/admin_roles_api.php", `{"action":"save_permisos","rol_nombre":"mercadeo","permisos":[{"vista_slug":"dashboard","puede_ver":true}]}`), 200, true, "")
	if r := user.Do("GET", "/admin/", "", ""); r.Status != 200 {
		t.Fatalf("dashboard allowed: %d", r.Status)
	}
	if r := user.Do("GET", "/admin/cuenta/enlaces", "", ""); r.Status != http.StatusForbidden {
		t.Fatalf("admin-only page: %d", r.Status)
	}
	if r := admin.Do("GET", "/admin/cuenta/enlaces", "", ""); r.Status != 200 {
		t.Fatalf("admin-only page for the admin: %d", r.Status)
	}
	if r := admin.Do("GET", "/admin/no-existe/", "", ""); r.Status != http.StatusNotFound {
		t.Fatalf("unknown admin page: %d", r.Status)
	}
}

func TestFirstRunSetup(t *testing.T) {
	e := cmstest.New(t, "in-process")
	link, err := e.App.SetupLink(t.Context())
	if err != nil || !strings.HasPrefix(link, "http://cms.test/setup?token=") {
		t.Fatalf("setup link %q %v", link, err)
	}
	path := strings.TrimPrefix(link, "http://cms.test")
	token := strings.TrimPrefix(path, "/setup?token=")
	b := e.Browser(t)
	if r := b.Do("GET", path, "", ""); r.Status != 200 || !strings.Contains(r.Body, "Primer administrador") {
		t.Fatalf("setup page: %d", r.Status)
	}
	if r := b.Do("GET", "/setup?token=falso", "", ""); r.Status != http.StatusNotFound {
		t.Fatalf("forged token: %d", r.Status)
	}
	form := url.Values{"token": {token}, "nombre": {"Jefa"}, "email": {"no es correo"}, "password": {"clave-segura-1"}, "confirm": {"clave-segura-1"}}
	if r := b.PostForm("/setup", form); r.Status != 422 || !strings.Contains(r.Body, "correo válido") || !strings.Contains(r.Body, `value="Jefa"`) {
		t.Fatalf("invalid setup form: %d", r.Status)
	}
	form.Set("email", "jefa@example.com")
	if r := b.PostForm("/setup", form); r.Status != http.StatusSeeOther {
		t.Fatalf("setup: %d %s", r.Status, r.Body)
	}
	b.SignIn("jefa@example.com")
	cmstest.WantAPI(t, b.GetJSON("/api/admin_roles_api.php?action=get_roles"), 200, true, "")
	if r := e.Browser(t).PostForm("/setup", form); r.Status != http.StatusNotFound {
		t.Fatalf("setup link reused: %d", r.Status)
	}
	if link, err := e.App.SetupLink(t.Context()); err != nil || link != "" {
		t.Fatalf("setup link with an account present: %q %v", link, err)
	}
}

func TestDemoAdministrator(t *testing.T) {
	e := cmstest.New(t, "in-process")
	email, first, err := e.Svc.EnsureDemoAdmin(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	_, second, err := e.Svc.EnsureDemoAdmin(t.Context())
	if err != nil || first == second {
		t.Fatalf("second run: %v (same password: %v)", err, first == second)
	}
	if _, err := e.Svc.Client().SignInWithPassword(t.Context(), email, first); err == nil {
		t.Fatal("the old demo password still works")
	}
	cmstest.WantAPI(t, e.Browser(t).PostJSON("/login", `{"email":"`+email+`","password":"`+second+`"}`), 200, true, "")
}
