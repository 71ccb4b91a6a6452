package server_test

import (
	"context"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"github.com/vitrina/vitrina/internal/cms"
)

var hostileSecretPattern = regexp.MustCompile(`<code id="totp-secret">([A-Z2-7]+)</code>`)

// browserClient is a CMS client with its own cookie jar that does not follow redirects.
func browserClient(t *testing.T, e *hostileEnv) (*client, *cookiejar.Jar) {
	jar, _ := cookiejar.New(nil)
	return &client{t: t, base: e.base, http: &http.Client{Jar: jar, CheckRedirect: noRedirect().CheckRedirect}}, jar
}

func sessionCookie(t *testing.T, e *hostileEnv, jar *cookiejar.Jar) string {
	u, _ := url.Parse(e.base)
	for _, c := range jar.Cookies(u) {
		if c.Name == "vitrina_session" {
			return c.Value
		}
	}
	return ""
}

const formType = "application/x-www-form-urlencoded"

// TestHostileSecondStep adds the two-step sign-in to the hostile-input battery: skipping the second
// step with a first-step session (admin pages, admin APIs, the data platform's factor endpoints),
// session fixation, guessing codes at the CMS and at /auth/v1 (at most 5 guesses are looked at
// before the factor locks: 1.5·10⁻⁵ of a chance; TestFactorBruteForceStaysUnderOneIn10000 follows
// the lock for years on an injected clock) and replaying a code.
func TestHostileSecondStep(t *testing.T) {
	e := newHostileEnv(t)
	b := newBattery(t)
	defer b.summary()
	const email, password = "dos-pasos@example.com", "clave-segura-1"
	if _, err := e.srv.CMSService().CreateAccount(context.Background(), cms.NewAccount{Email: email, Password: password, Admin: true}); err != nil {
		t.Fatal(err)
	}
	login := `{"email":"` + email + `","password":"` + password + `"}`
	js := []string{"Content-Type", "application/json", "Accept", "application/json"}

	// The owner turns the two-step sign-in on.
	owner, _ := browserClient(t, e)
	owner.mustSend(200, "POST", "/login", login, js...)
	owner.mustSend(303, "POST", "/admin/cuenta/seguridad/activar", "", "Content-Type", formType)
	page := owner.mustSend(200, "GET", "/admin/cuenta/seguridad/activar", "")
	secret := hostileSecretPattern.FindStringSubmatch(page)[1]
	code := func(offset time.Duration) string {
		c, err := totp.GenerateCode(secret, time.Now().Add(offset))
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	owner.mustSend(200, "POST", "/admin/cuenta/seguridad/verificar", "codigo="+code(0), "Content-Type", formType)

	// Session fixation: a cookie planted before the sign-in is replaced at each step.
	victim, jar := browserClient(t, e)
	u, _ := url.Parse(e.base)
	jar.SetCookies(u, []*http.Cookie{{Name: "vitrina_session", Value: "planted-by-the-attacker-0123456789"}})
	victim.mustSend(200, "POST", "/login", login, js...)
	firstStep := sessionCookie(t, e, jar)
	b.expect("session fixation", firstStep != "planted-by-the-attacker-0123456789", "the planted session id survived the sign-in")

	// Skipping the second step with the first-step session.
	for _, p := range []string{"/admin/", "/admin/usuarios/", "/admin/empleados/", "/admin/contenido/", "/admin/cuenta/seguridad",
		"/admin/cuenta/sesiones", "/admin/cuenta/enlaces", "/admin/cuenta/confirmar"} {
		status, _ := victim.send("GET", p, "")
		b.expect("skip second step", status == http.StatusSeeOther, "GET %s with a first-step session answered %d", p, status)
	}
	for _, req := range []struct{ method, path, body string }{
		{"GET", "/api/admin_roles_api.php?action=get_roles", ""},
		{"POST", "/api/admin_roles_api.php", `{"action":"create_rol","rol_nombre":"intrusos"}`},
		{"POST", "/api/update_employee_role.php", `{"id":"00000000-0000-4000-8000-000000000000","rol":"administrador"}`},
	} {
		status, body := victim.send(req.method, req.path, req.body, js...)
		b.expect("skip second step", status == http.StatusUnauthorized && strings.Contains(body, cms.MsgNotAuthenticated),
			"%s %s with a first-step session answered %d %s", req.method, req.path, status, body)
	}
	for _, form := range []string{"codigo=", "email=x"} {
		status, _ := victim.send("POST", "/admin/cuenta/seguridad/desactivar", form, "Content-Type", formType)
		b.expect("skip second step", status == http.StatusSeeOther, "disable at the first step answered %d", status)
	}

	// Guessing codes at the CMS: the platform's factor lock (5) answers before the CMS's limiter (10).
	looked := 0
	for i := range 15 {
		status, body := victim.send("POST", "/login/codigo", `{"code":"`+wrongCode(code)+`"}`, js...)
		switch {
		case status == http.StatusUnauthorized && strings.Contains(body, cms.MsgCodeInvalid):
			looked++
		case status == http.StatusTooManyRequests:
		default:
			b.expect("totp brute force", false, "guess %d answered %d %s", i, status, body)
		}
	}
	b.expect("totp brute force", looked <= 5, "%d guesses looked at before the lock", looked)
	status, _ := victim.send("POST", "/login/codigo", `{"code":"`+code(0)+`"}`, js...)
	b.expect("totp brute force", status == http.StatusTooManyRequests, "the right code during the lock answered %d", status)

	// Guessing at /auth/v1 with the first step's token: locked as well.
	tok := strings.Split(strings.Split(owner.mustSend(200, "POST", "/auth/v1/token?grant_type=password", login,
		append(js, "apikey", e.anon)...), `"access_token":"`)[1], `"`)[0]
	auth := append([]string{"apikey", e.anon, "Authorization", "Bearer " + tok}, js...)
	user := owner.mustSend(200, "GET", "/auth/v1/user", "", auth...)
	factor := strings.Split(strings.Split(user, `"factors":[{"id":"`)[1], `"`)[0]
	for range 5 {
		ch := owner.mustSend(200, "POST", "/auth/v1/factors/"+factor+"/challenge", "", auth...)
		id := strings.Split(strings.Split(ch, `"id":"`)[1], `"`)[0]
		status, _ := owner.send("POST", "/auth/v1/factors/"+factor+"/verify", `{"challenge_id":"`+id+`","code":"`+wrongCode(code)+`"}`, auth...)
		b.expect("totp brute force", status == http.StatusTooManyRequests, "a guess at /auth/v1 during the lock answered %d", status)
	}
	b.expect("totp brute force", sessionCookie(t, e, jar) != "", "the first-step session was lost")
}

// TestHostileCodeReplay: a code that signed one browser in does not sign in another.
func TestHostileCodeReplay(t *testing.T) {
	e := newHostileEnv(t)
	b := newBattery(t)
	defer b.summary()
	const email, password = "replay@example.com", "clave-segura-1"
	if _, err := e.srv.CMSService().CreateAccount(context.Background(), cms.NewAccount{Email: email, Password: password, Admin: true}); err != nil {
		t.Fatal(err)
	}
	login := `{"email":"` + email + `","password":"` + password + `"}`
	js := []string{"Content-Type", "application/json", "Accept", "application/json"}
	owner, _ := browserClient(t, e)
	owner.mustSend(200, "POST", "/login", login, js...)
	owner.mustSend(303, "POST", "/admin/cuenta/seguridad/activar", "", "Content-Type", formType)
	secret := hostileSecretPattern.FindStringSubmatch(owner.mustSend(200, "GET", "/admin/cuenta/seguridad/activar", ""))[1]
	// The enrolment spends the current step; the next step's code signs in once.
	now, _ := totp.GenerateCode(secret, time.Now())
	owner.mustSend(200, "POST", "/admin/cuenta/seguridad/verificar", "codigo="+now, "Content-Type", formType)
	next, _ := totp.GenerateCode(secret, time.Now().Add(30*time.Second))

	first, _ := browserClient(t, e)
	first.mustSend(200, "POST", "/login", login, js...)
	first.mustSend(200, "POST", "/login/codigo", `{"code":"`+next+`"}`, js...)
	for _, c := range []string{next, now} {
		other, _ := browserClient(t, e)
		other.mustSend(200, "POST", "/login", login, js...)
		status, body := other.send("POST", "/login/codigo", `{"code":"`+c+`"}`, js...)
		b.expect("code replay", status == http.StatusUnauthorized, "a spent code answered %d %s", status, body)
	}
}

// wrongCode is a six-digit code that none of the accepted steps has.
func wrongCode(code func(time.Duration) string) string {
	valid := map[string]bool{code(-30 * time.Second): true, code(0): true, code(30 * time.Second): true, code(60 * time.Second): true}
	for _, c := range []string{"000000", "111111", "222222", "333333", "444444"} {
		if !valid[c] {
			return c
		}
	}
	return "555555"
}
