package shell_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

var (
	secretPattern = regexp.MustCompile(`<code id="totp-secret">([A-Z2-7]+)</code>`)
	codesPattern  = regexp.MustCompile(`<li><code>([A-Z0-9-]{19})</code></li>`)
)

// enrolled turns on the two-step sign-in of b's user through the security page and returns the
// seed and the recovery codes shown.
func enrolled(t *testing.T, e *cmstest.Env, b *cmstest.Browser) (string, []string) {
	t.Helper()
	page := b.Do("GET", "/admin/cuenta/seguridad", "", "")
	if page.Status != 200 || !strings.Contains(page.Body, "Desactivada") {
		t.Fatalf("security page = %d %s", page.Status, page.Body)
	}
	r := b.PostForm("/admin/cuenta/seguridad/activar", nil)
	if r.Status != http.StatusSeeOther || r.Header.Get("Location") != "/admin/cuenta/seguridad/activar" {
		t.Fatalf("enrol = %d %s, want a redirect to the setup page", r.Status, r.Header.Get("Location"))
	}
	r = b.Do("GET", "/admin/cuenta/seguridad/activar", "", "")
	m := secretPattern.FindStringSubmatch(r.Body)
	if r.Status != 200 || m == nil || !strings.Contains(r.Body, `src="data:image/svg&#43;xml;base64,`) {
		t.Fatalf("enrol = %d %s", r.Status, r.Body)
	}
	secret := m[1]
	wrong := b.PostForm("/admin/cuenta/seguridad/verificar", cmstest.Form("codigo", "12345"))
	cmstest.WantStatus(t, wrong, http.StatusUnprocessableEntity)
	r = b.PostForm("/admin/cuenta/seguridad/verificar", cmstest.Form("codigo", codeAt(t, secret, e.Plat.Clock.Now())))
	var codes []string
	for _, c := range codesPattern.FindAllStringSubmatch(r.Body, -1) {
		codes = append(codes, c[1])
	}
	if r.Status != 200 || len(codes) != cms.RecoveryCodeCount || !strings.Contains(cmstest.UnescapeHTML(r.Body), cms.MsgFactorEnabled) {
		t.Fatalf("verify = %d, %d codes: %s", r.Status, len(codes), r.Body)
	}
	return secret, codes
}

// TestSecondStepSetupReloads: the setup page of two-step sign-in can be reloaded, and coming back
// to the account's security page mid-setup (or after a wrong code) shows the same QR code and key.
func TestSecondStepSetupReloads(t *testing.T) {
	e := cmstest.New(t, cmstest.Transports[0])
	b := e.SignedInAdmin(t)
	if r := b.PostForm("/admin/cuenta/seguridad/activar", nil); r.Status != http.StatusSeeOther {
		t.Fatalf("enrol = %d", r.Status)
	}
	first := secretPattern.FindStringSubmatch(b.Do("GET", "/admin/cuenta/seguridad/activar", "", "").Body)
	if first == nil {
		t.Fatal("the setup page shows no key")
	}
	steps := []struct {
		name string
		do   func() cmstest.Reply
		want int
	}{
		{"reload", func() cmstest.Reply { return b.Do("GET", "/admin/cuenta/seguridad/activar", "", "") }, http.StatusOK},
		{"back to the security page", func() cmstest.Reply { return b.Do("GET", "/admin/cuenta/seguridad", "", "") }, http.StatusOK},
		{"wrong code", func() cmstest.Reply {
			return b.PostForm("/admin/cuenta/seguridad/verificar", cmstest.Form("codigo", "000000"))
		}, http.StatusUnprocessableEntity},
	}
	for _, s := range steps {
		r := s.do()
		m := secretPattern.FindStringSubmatch(r.Body)
		if r.Status != s.want || m == nil || m[1] != first[1] || !strings.Contains(r.Body, `id="totp-qr"`) {
			t.Errorf("%s: %d, key %v (want %s), QR shown %v", s.name, r.Status, m, first[1], strings.Contains(r.Body, `id="totp-qr"`))
		}
	}
	r := b.PostForm("/admin/cuenta/seguridad/verificar", cmstest.Form("codigo", codeAt(t, first[1], e.Plat.Clock.Now())))
	if r.Status != http.StatusOK || strings.Contains(r.Body, `id="totp-secret"`) {
		t.Fatalf("verify = %d, key still shown %v", r.Status, strings.Contains(r.Body, `id="totp-secret"`))
	}
	if r := b.Do("GET", "/admin/cuenta/seguridad/activar", "", ""); strings.Contains(r.Body, `id="totp-secret"`) || !strings.Contains(r.Body, `id="factor-status"`) {
		t.Errorf("the setup page after verifying: %d, still shows a key", r.Status)
	}
}

func codeAt(t *testing.T, secret string, at time.Time) string {
	t.Helper()
	c, err := totp.GenerateCode(secret, at)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestSecondStepIsRequiredOnceEnabled(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			secret, _ := enrolled(t, e, e.SignedInAdmin(t))

			b := e.Browser(t)
			r := b.PostJSON("/login", `{"email":"jefa@example.com","password":"clave-segura-1"}`)
			if r.Status != 200 || r.JSON["second_step"] != true {
				t.Fatalf("first step = %d %s", r.Status, r.Body)
			}
			firstID := b.Cookie("vitrina_session").Value
			// The first step opens nothing: pages send to the code form, the API says 401.
			for _, p := range []string{"/admin/", "/admin/usuarios/", "/admin/cuenta/seguridad", "/admin/cuenta/clave"} {
				r := b.Do("GET", p, "", "")
				if r.Status != http.StatusSeeOther || r.Header.Get("Location") != "/login/codigo" {
					t.Errorf("GET %s at the first step = %d %s", p, r.Status, r.Header.Get("Location"))
				}
			}
			cmstest.WantAPI(t, b.GetJSON("/api/admin_roles_api.php?action=get_roles"), 401, false, cms.MsgNotAuthenticated)
			cmstest.WantAPI(t, b.PostJSON("/api/update_employee_role.php", `{"id":"x"}`), 401, false, cms.MsgNotAuthenticated)
			if r := b.Do("GET", "/login", "", ""); r.Header.Get("Location") != "/login/codigo" {
				t.Errorf("GET /login at the first step = %d %s", r.Status, r.Header.Get("Location"))
			}
			if r := b.Do("GET", "/login/codigo", "", ""); r.Status != 200 || !strings.Contains(r.Body, `name="codigo"`) {
				t.Fatalf("code page = %d", r.Status)
			}
			// A wrong code, then the code of the step the enrolment already spent: both refused.
			wrong := b.PostForm("/login/codigo", cmstest.Form("codigo", "000000"))
			if wrong.Status != http.StatusUnauthorized || !strings.Contains(cmstest.UnescapeHTML(wrong.Body), cms.MsgCodeInvalid) {
				t.Fatalf("wrong code = %d %s", wrong.Status, wrong.Body)
			}
			cmstest.WantAPI(t, b.PostJSON("/login/codigo", `{"code":"`+codeAt(t, secret, e.Plat.Clock.Now())+`"}`), 401, false, cms.MsgCodeInvalid)
			e.Plat.Clock.Advance(30 * time.Second)
			ok := b.PostForm("/login/codigo", cmstest.Form("codigo", codeAt(t, secret, e.Plat.Clock.Now())))
			if ok.Status != http.StatusSeeOther || ok.Header.Get("Location") != "/admin/" {
				t.Fatalf("right code = %d %s", ok.Status, ok.Header.Get("Location"))
			}
			if b.Cookie("vitrina_session").Value == firstID {
				t.Error("the session id was not renewed at the second step")
			}
			cmstest.WantStatus(t, b.Do("GET", "/admin/", "", ""), 200)
			cmstest.WantAPI(t, b.GetJSON("/api/admin_roles_api.php?action=get_roles"), 200, true, "")
		})
	}
}

func TestSecondStepSessionFixation(t *testing.T) {
	e := cmstest.New(t, "in-process")
	secret, _ := enrolled(t, e, e.SignedInAdmin(t))
	victim := e.Browser(t)
	victim.SignIn("jefa@example.com")
	planted := victim.Cookie("vitrina_session").Value
	e.Plat.Clock.Advance(30 * time.Second)
	cmstest.WantStatus(t, victim.PostForm("/login/codigo", cmstest.Form("codigo", codeAt(t, secret, e.Plat.Clock.Now()))), http.StatusSeeOther)
	// An attacker holding the first-step id gets nothing once the victim passes the second step.
	attacker := e.Browser(t)
	r := attacker.Do("GET", "/admin/", "", "", "Cookie", "vitrina_session="+planted)
	if r.Status != http.StatusSeeOther || !strings.HasPrefix(r.Header.Get("Location"), "/login") {
		t.Fatalf("old id = %d %s", r.Status, r.Header.Get("Location"))
	}
}

func TestRecoveryCodesAreSingleUse(t *testing.T) {
	e := cmstest.New(t, "in-process")
	_, codes := enrolled(t, e, e.SignedInAdmin(t))
	first, second := e.Browser(t).SignIn("jefa@example.com"), e.Browser(t).SignIn("jefa@example.com")

	bad := first.PostForm("/login/codigo", cmstest.Form("codigo", "AAAA-BBBB-CCCC-DDDD"))
	if bad.Status != http.StatusUnauthorized || !strings.Contains(cmstest.UnescapeHTML(bad.Body), cms.MsgRecoveryCodeInvalid) {
		t.Fatalf("unknown recovery code = %d %s", bad.Status, bad.Body)
	}
	// Typed in lower case without dashes: still the code.
	typed := strings.ToLower(strings.ReplaceAll(codes[3], "-", ""))
	r := first.PostForm("/login/codigo", cmstest.Form("codigo", typed))
	if r.Status != http.StatusSeeOther || r.Header.Get("Location") != "/admin/cuenta/seguridad" {
		t.Fatalf("recovery code = %d %s %s", r.Status, r.Header.Get("Location"), r.Body)
	}
	page := first.Do("GET", "/admin/cuenta/seguridad", "", "")
	if !strings.Contains(page.Body, "Desactivada") || !strings.Contains(cmstest.UnescapeHTML(page.Body), cms.MsgRecoveryCodeUsed) {
		t.Fatalf("after the recovery code: %s", page.Body)
	}
	// The same code again, from the other first step: spent.
	again := second.PostForm("/login/codigo", cmstest.Form("codigo", codes[3]))
	if again.Status != http.StatusUnauthorized || !strings.Contains(cmstest.UnescapeHTML(again.Body), cms.MsgRecoveryCodeInvalid) {
		t.Fatalf("spent code = %d %s", again.Status, again.Body)
	}
	// With the factor gone, the next sign-in has no second step.
	if r := e.Browser(t).PostJSON("/login", `{"email":"jefa@example.com","password":"clave-segura-1"}`); r.JSON["second_step"] != nil {
		t.Fatalf("sign-in after recovery = %s", r.Body)
	}
}

func TestDisableAndRenewRecoveryCodes(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	_, old := enrolled(t, e, b)
	r := b.PostForm("/admin/cuenta/seguridad/codigos", nil)
	fresh := codesPattern.FindAllStringSubmatch(r.Body, -1)
	if r.Status != 200 || len(fresh) != cms.RecoveryCodeCount || fresh[0][1] == old[0] {
		t.Fatalf("renew = %d %s", r.Status, r.Body)
	}
	// A first-step session cannot switch it off (it opens nothing); the enrolled session can.
	r = b.PostForm("/admin/cuenta/seguridad/desactivar", nil)
	if r.Status != http.StatusSeeOther {
		t.Fatalf("disable = %d %s", r.Status, r.Body)
	}
	if page := b.Do("GET", "/admin/cuenta/seguridad", "", ""); !strings.Contains(cmstest.UnescapeHTML(page.Body), cms.MsgFactorRemoved) || !strings.Contains(page.Body, "Desactivada") {
		t.Fatalf("after disable: %s", page.Body)
	}
}
