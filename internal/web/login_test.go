package web_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
)

func TestSignIn(t *testing.T) {
	for _, transport := range transports {
		t.Run(transport, func(t *testing.T) {
			e := newCMS(t, transport)
			e.account(t, "jefa@example.com", "administrador", false, nil)
			e.account(t, "ventas@example.com", "ventas", false, nil)
			e.account(t, "inactiva@example.com", "ventas", false, map[string]any{"activo": false})
			e.account(t, "sincms@example.com", "ventas", false, map[string]any{"sistemas_acceso": []string{"ERP"}})
			e.account(t, "minusculas@example.com", "ventas", false, map[string]any{"sistemas_acceso": []string{"cms"}})
			e.account(t, "metaadmin@example.com", "ventas", true, map[string]any{"activo": false, "sistemas_acceso": []string{}})
			e.account(t, adminEmail, "ventas", false, map[string]any{"activo": false})
			// An account with no employee row at all.
			if _, err := e.svc.Client().AdminCreateUser(t.Context(), platformclientUser("huerfana@example.com")); err != nil {
				t.Fatal(err)
			}

			login := func(b *browser, email, password string) reply {
				return b.postJSON("/login", `{"email":"`+email+`","password":"`+password+`"}`)
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
				{adminEmail, "clave-segura-1", 200, ""},
				{"jefa@example.com", "equivocada", 401, cms.MsgBadCredentials},
				{"nadie@example.com", "clave-segura-1", 401, cms.MsgBadCredentials},
				{"jefa@example.com", "", 401, cms.MsgBadCredentials},
				{"inactiva@example.com", "clave-segura-1", 403, cms.MsgNoCMSAccess},
				{"sincms@example.com", "clave-segura-1", 403, cms.MsgNoCMSAccess},
				{"huerfana@example.com", "clave-segura-1", 403, cms.MsgNoCMSAccess},
			}
			for _, c := range cases {
				t.Run(c.email+"/"+c.password, func(t *testing.T) {
					wantAPI(t, login(e.browser(t), c.email, c.password), c.status, c.status == 200, c.msg)
				})
			}
			wantAPI(t, e.browser(t).postJSON("/login", `{"email":`), 400, false, cms.MsgInvalidJSON)

			// The session cookie: HttpOnly, SameSite=Lax, a new id at sign-in.
			b := e.browser(t)
			b.do("GET", "/login", "", "")
			b.do("POST", "/logout", "", "") // gives the browser a session before signing in
			before := b.cookie("vitrina_session")
			r := login(b, "jefa@example.com", "clave-segura-1")
			var set *http.Cookie
			for _, c := range (&http.Response{Header: r.header}).Cookies() {
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
			wantAPI(t, b.getJSON("/api/admin_roles_api.php?action=get_roles"), 200, true, "")
			// Sign-out ends the session.
			if r := b.do("POST", "/logout", "application/json", ""); r.status != 200 {
				t.Fatalf("logout: %d", r.status)
			}
			wantAPI(t, b.getJSON("/api/admin_roles_api.php?action=get_roles"), 401, false, cms.MsgNotAuthenticated)
		})
	}
}

func TestSignInForm(t *testing.T) {
	e := newCMS(t, "in-process")
	e.account(t, "jefa@example.com", "administrador", false, nil)
	b := e.browser(t)
	if r := b.do("GET", "/admin/contenido/", "", ""); r.status != http.StatusSeeOther || !strings.HasPrefix(r.header.Get("Location"), "/login?next=") {
		t.Fatalf("admin without a session: %d %s", r.status, r.header.Get("Location"))
	}
	r := b.postForm("/login", url.Values{"email": {"jefa@example.com"}, "password": {"mala"}})
	if r.status != 401 || !strings.Contains(r.body, cms.MsgBadCredentials) || !strings.Contains(r.body, `value="jefa@example.com"`) {
		t.Fatalf("failed form sign-in: %d %s", r.status, r.body)
	}
	r = b.postForm("/login", url.Values{"email": {"jefa@example.com"}, "password": {"clave-segura-1"}, "next": {"https://evil.example/"}})
	if r.status != http.StatusSeeOther || r.header.Get("Location") != "/admin/" {
		t.Fatalf("form sign-in: %d %s", r.status, r.header.Get("Location"))
	}
	if r := b.do("GET", "/admin/", "", ""); r.status != 200 || !strings.Contains(r.body, "jefa@example.com") {
		t.Fatalf("dashboard: %d %s", r.status, r.body)
	}
	if r := b.do("GET", "/login", "", ""); r.status != http.StatusSeeOther {
		t.Fatalf("login page while signed in: %d", r.status)
	}
}

func TestSignInRateLimit(t *testing.T) {
	e := newCMS(t, "in-process")
	e.account(t, "jefa@example.com", "administrador", false, nil)
	attacker := e.browser(t)
	for i := 0; i < 10; i++ {
		wantAPI(t, attacker.postJSON("/login", `{"email":"jefa@example.com","password":"mala"}`), 401, false, cms.MsgBadCredentials)
	}
	// The 11th attempt is refused even with the right password.
	wantAPI(t, attacker.postJSON("/login", `{"email":"jefa@example.com","password":"clave-segura-1"}`), 429, false, cms.MsgTooManyAttempts)
	// Another e-mail from the same address is refused too (per address).
	wantAPI(t, attacker.postJSON("/login", `{"email":"otra@example.com","password":"x"}`), 429, false, cms.MsgTooManyAttempts)
	e.plat.Clock.Advance(15*time.Minute + time.Second)
	wantAPI(t, attacker.postJSON("/login", `{"email":"jefa@example.com","password":"clave-segura-1"}`), 200, true, "")
}

func TestSessionTokens(t *testing.T) {
	e := newCMS(t, "socket")
	e.account(t, "jefa@example.com", "administrador", false, nil)
	b := e.browser(t).signIn("jefa@example.com")
	// Past the access token's lifetime the CMS refreshes it without the user noticing.
	e.plat.Clock.Advance(2 * time.Hour)
	wantAPI(t, b.getJSON("/api/admin_roles_api.php?action=get_roles"), 200, true, "")
	e.plat.Clock.Advance(2 * time.Hour)
	wantAPI(t, b.getJSON("/api/admin_roles_api.php?action=get_permisos"), 200, true, "")

	// A session whose refresh token was revoked (signed out everywhere) ends.
	other := e.browser(t).signIn("jefa@example.com")
	s, err := e.svc.Client().SignInWithPassword(t.Context(), "jefa@example.com", "clave-segura-1")
	if err != nil {
		t.Fatal(err)
	}
	if err := e.svc.Client().SignOut(t.Context(), s.AccessToken, "global"); err != nil {
		t.Fatal(err)
	}
	e.plat.Clock.Advance(2 * time.Hour)
	wantAPI(t, other.getJSON("/api/admin_roles_api.php?action=get_roles"), 401, false, cms.MsgNotAuthenticated)
	if r := other.do("GET", "/admin/", "", ""); r.status != http.StatusSeeOther {
		t.Fatalf("admin page after revocation: %d", r.status)
	}
}

func TestRequiredPasswordChange(t *testing.T) {
	e := newCMS(t, "in-process")
	if _, err := e.svc.CreateAccount(t.Context(), cms.NewAccount{Email: "nueva@example.com", Password: "clave-segura-1", RequiresPasswordChange: true}); err != nil {
		t.Fatal(err)
	}
	b := e.browser(t)
	r := b.postForm("/login", url.Values{"email": {"nueva@example.com"}, "password": {"clave-segura-1"}})
	if r.header.Get("Location") != "/admin/cuenta/clave" {
		t.Fatalf("sign-in sends to %q", r.header.Get("Location"))
	}
	if r := b.do("GET", "/admin/", "", ""); r.status != http.StatusSeeOther || r.header.Get("Location") != "/admin/cuenta/clave" {
		t.Fatalf("dashboard before the change: %d %s", r.status, r.header.Get("Location"))
	}
	if r := b.postForm("/admin/cuenta/clave", url.Values{"password": {"otra-clave-9"}, "confirm": {"distinta-9"}}); r.status != 422 ||
		!strings.Contains(r.body, "no coinciden") {
		t.Fatalf("mismatch: %d", r.status)
	}
	if r := b.postForm("/admin/cuenta/clave", url.Values{"password": {"corta"}, "confirm": {"corta"}}); r.status != 422 {
		t.Fatalf("short password: %d", r.status)
	}
	if r := b.postForm("/admin/cuenta/clave", url.Values{"password": {"otra-clave-9"}, "confirm": {"otra-clave-9"}}); r.status != http.StatusSeeOther {
		t.Fatalf("change: %d %s", r.status, r.body)
	}
	if r := b.do("GET", "/admin/", "", ""); r.status != 200 {
		t.Fatalf("dashboard after the change: %d", r.status)
	}
	s, err := e.svc.Client().SignInWithPassword(t.Context(), "nueva@example.com", "otra-clave-9")
	if err != nil || s.User.BoolMetadata("requires_password_change") {
		t.Fatalf("new password or metadata: %v %v", err, s)
	}
}

func TestCrossOriginRequestsRefused(t *testing.T) {
	e := newCMS(t, "in-process")
	e.account(t, "jefa@example.com", "administrador", false, nil)
	b := e.browser(t)
	r := b.do("POST", "/login", "application/x-www-form-urlencoded", "email=jefa%40example.com&password=clave-segura-1",
		"Origin", "https://evil.example", "Sec-Fetch-Site", "cross-site")
	if r.status != http.StatusForbidden {
		t.Fatalf("cross-site sign-in: %d", r.status)
	}
	b.signIn("jefa@example.com")
	r = b.do("POST", "/api/admin_roles_api.php", "application/json", `{"action":"create_rol","rol_nombre":"x"}`,
		"Origin", "https://evil.example", "Sec-Fetch-Site", "cross-site")
	if r.status != http.StatusForbidden {
		t.Fatalf("cross-site API call: %d", r.status)
	}
	r = b.do("POST", "/api/admin_roles_api.php", "application/json", `{"action":"create_rol","rol_nombre":"x"}`,
		"Origin", e.srv.URL, "Sec-Fetch-Site", "same-origin")
	wantAPI(t, r, 200, true, "")
}

func TestViewsFollowPermissions(t *testing.T) {
	e := newCMS(t, "in-process")
	e.account(t, "jefa@example.com", "administrador", false, nil)
	e.account(t, "mercadeo@example.com", "mercadeo", false, nil)
	admin := e.browser(t).signIn("jefa@example.com")
	user := e.browser(t).signIn("mercadeo@example.com")
	if r := user.do("GET", "/admin/", "", ""); r.status != http.StatusForbidden {
		t.Fatalf("role without views: %d", r.status)
	}
	wantAPI(t, admin.postJSON("/api/admin_roles_api.php", `{"action":"save_permisos","rol_nombre":"mercadeo","permisos":[{"vista_slug":"dashboard","puede_ver":true}]}`), 200, true, "")
	if r := user.do("GET", "/admin/", "", ""); r.status != 200 {
		t.Fatalf("dashboard allowed: %d", r.status)
	}
	if r := user.do("GET", "/admin/cuenta/enlaces", "", ""); r.status != http.StatusForbidden {
		t.Fatalf("admin-only page: %d", r.status)
	}
	if r := admin.do("GET", "/admin/cuenta/enlaces", "", ""); r.status != 200 {
		t.Fatalf("admin-only page for the admin: %d", r.status)
	}
	if r := admin.do("GET", "/admin/no-existe/", "", ""); r.status != http.StatusNotFound {
		t.Fatalf("unknown admin page: %d", r.status)
	}
}

func TestFirstRunSetup(t *testing.T) {
	e := newCMS(t, "in-process")
	link, err := e.app.SetupLink(t.Context())
	if err != nil || !strings.HasPrefix(link, "http://cms.test/setup?token=") {
		t.Fatalf("setup link %q %v", link, err)
	}
	path := strings.TrimPrefix(link, "http://cms.test")
	token := strings.TrimPrefix(path, "/setup?token=")
	b := e.browser(t)
	if r := b.do("GET", path, "", ""); r.status != 200 || !strings.Contains(r.body, "Primer administrador") {
		t.Fatalf("setup page: %d", r.status)
	}
	if r := b.do("GET", "/setup?token=falso", "", ""); r.status != http.StatusNotFound {
		t.Fatalf("forged token: %d", r.status)
	}
	form := url.Values{"token": {token}, "nombre": {"Jefa"}, "email": {"no es correo"}, "password": {"clave-segura-1"}, "confirm": {"clave-segura-1"}}
	if r := b.postForm("/setup", form); r.status != 422 || !strings.Contains(r.body, "correo válido") || !strings.Contains(r.body, `value="Jefa"`) {
		t.Fatalf("invalid setup form: %d", r.status)
	}
	form.Set("email", "jefa@example.com")
	if r := b.postForm("/setup", form); r.status != http.StatusSeeOther {
		t.Fatalf("setup: %d %s", r.status, r.body)
	}
	b.signIn("jefa@example.com")
	wantAPI(t, b.getJSON("/api/admin_roles_api.php?action=get_roles"), 200, true, "")
	if r := e.browser(t).postForm("/setup", form); r.status != http.StatusNotFound {
		t.Fatalf("setup link reused: %d", r.status)
	}
	if link, err := e.app.SetupLink(t.Context()); err != nil || link != "" {
		t.Fatalf("setup link with an account present: %q %v", link, err)
	}
}

func TestDemoAdministrator(t *testing.T) {
	e := newCMS(t, "in-process")
	email, first, err := e.svc.EnsureDemoAdmin(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	_, second, err := e.svc.EnsureDemoAdmin(t.Context())
	if err != nil || first == second {
		t.Fatalf("second run: %v (same password: %v)", err, first == second)
	}
	if _, err := e.svc.Client().SignInWithPassword(t.Context(), email, first); err == nil {
		t.Fatal("the old demo password still works")
	}
	wantAPI(t, e.browser(t).postJSON("/login", `{"email":"`+email+`","password":"`+second+`"}`), 200, true, "")
}
