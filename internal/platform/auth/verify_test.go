package auth_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/config"
)

// fragment splits a 303's Location into the URL before '#' and the fragment's values.
func fragment(t *testing.T, loc string) (string, url.Values) {
	t.Helper()
	base, frag, ok := strings.Cut(loc, "#")
	if !ok {
		t.Fatalf("no fragment in %q", loc)
	}
	v, err := url.ParseQuery(frag)
	if err != nil {
		t.Fatal(err)
	}
	return base, v
}

func TestRecoverAndVerifyLink(t *testing.T) {
	env := newEnv(t, func(c *config.Config) { c.RedirectOrigins = []string{"https://app.example"} })
	createUser(t, env, "ana@example.com", true, "")

	// Unknown and known addresses get the same answer; only the known one gets mail.
	for _, email := range []string{"ghost@example.com", "Ana@Example.com"} {
		rec := env.Do("POST", "/auth/v1/recover?redirect_to="+url.QueryEscape("https://app.example/reset")).
			As("anon").JSON(`{"email":` + quote(email) + `}`).Send()
		if rec.Code != 200 || rec.Body.String() != "{}" {
			t.Fatalf("recover %s = %d %s", email, rec.Code, rec.Body.String())
		}
	}
	if len(outbox(t, env, "ghost@example.com")) != 0 {
		t.Fatal("mail sent to an unknown address")
	}
	mails := outbox(t, env, "ana@example.com")
	if len(mails) != 1 {
		t.Fatalf("mails = %d", len(mails))
	}
	link := linkIn(t, mails[0])
	if !strings.HasPrefix(link, "http://vitrina.test/auth/v1/verify?token=") ||
		!strings.HasSuffix(link, "&type=recovery&redirect_to=https%3A%2F%2Fapp.example%2Freset") {
		t.Fatalf("link = %s", link)
	}

	// A second request within 60 s is refused.
	rec := env.Do("POST", "/auth/v1/recover").As("anon").JSON(`{"email":"ana@example.com"}`).Send()
	m := expect(t, rec, 429, "over_email_send_rate_limit")
	if !strings.Contains(m["msg"].(string), "after 60 seconds") {
		t.Fatalf("msg = %v", m["msg"])
	}

	// The link works without an apikey, once.
	path := strings.TrimPrefix(link, "http://vitrina.test")
	rec = env.Do("GET", path).Send()
	if rec.Code != http.StatusSeeOther {
		t.Fatalf("verify = %d %s", rec.Code, rec.Body.String())
	}
	base, v := fragment(t, rec.Header().Get("Location"))
	if base != "https://app.example/reset" || v.Get("type") != "recovery" || v.Get("token_type") != "bearer" ||
		v.Get("expires_in") != "3600" || v.Get("refresh_token") == "" || !v.Has("sb") {
		t.Fatalf("location = %s", rec.Header().Get("Location"))
	}
	if !strings.Contains(rec.Header().Get("Location"), "#access_token=") {
		t.Fatal("fragment keys must be sorted, access_token first")
	}
	claims, err := env.Keys.Verify(v.Get("access_token"))
	if err != nil || claims.AMR[0].Method != "otp" {
		t.Fatalf("claims = %+v, %v", claims, err)
	}
	// The recovered session may set a new password.
	expect(t, env.Do("PUT", "/auth/v1/user").As(v.Get("access_token")).JSON(`{"password":"brand-new-pass"}`).Send(), 200, "")

	rec = env.Do("GET", path).Send()
	base, v = fragment(t, rec.Header().Get("Location"))
	if rec.Code != 303 || base != "https://app.example/reset" || v.Get("error") != "access_denied" ||
		v.Get("error_code") != "otp_expired" || v.Get("error_description") != "Email link is invalid or has expired" {
		t.Fatalf("reused link = %d %s", rec.Code, rec.Header().Get("Location"))
	}
	if !strings.HasSuffix(rec.Header().Get("Location"), "#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=") {
		t.Fatalf("error fragment = %s", rec.Header().Get("Location"))
	}
}

func TestVerifyExpiryAndRedirects(t *testing.T) {
	env := newEnv(t)
	createUser(t, env, "ana@example.com", true, "")
	gen := func(redirect string) map[string]any {
		body := `{"type":"recovery","email":"ana@example.com","redirect_to":` + quote(redirect) + `}`
		return expect(t, env.Do("POST", "/auth/v1/admin/generate_link").As("service_role").JSON(body).Send(), 200, "")
	}

	// An outside redirect_to falls back to the public URL, in the link and in the redirect.
	m := gen("https://evil.example/steal")
	if m["redirect_to"] != "http://vitrina.test" {
		t.Fatalf("redirect_to = %v", m["redirect_to"])
	}
	rec := env.Do("GET", "/auth/v1/verify?type=recovery&token="+m["hashed_token"].(string)+
		"&redirect_to="+url.QueryEscape("https://evil.example/steal")).Send()
	if loc := rec.Header().Get("Location"); !strings.HasPrefix(loc, "http://vitrina.test#access_token=") {
		t.Fatalf("location = %s", loc)
	}

	// A link past 24 h is expired.
	m = gen("http://vitrina.test/cambiar")
	env.Clock.Advance(24*time.Hour + time.Second)
	rec = env.Do("GET", "/auth/v1/verify?type=recovery&token="+m["hashed_token"].(string)+"&redirect_to=http://vitrina.test/cambiar").Send()
	base, v := fragment(t, rec.Header().Get("Location"))
	if base != "http://vitrina.test/cambiar" || v.Get("error_code") != "otp_expired" {
		t.Fatalf("expired = %s", rec.Header().Get("Location"))
	}

	// Only GET /verify (the e-mailed link) skips the apikey; POST /verify is an API call.
	if rec := env.Do("POST", "/auth/v1/verify").JSON(`{"type":"recovery","token_hash":"x"}`).Send(); rec.Code != 401 {
		t.Fatalf("POST /verify without apikey = %d", rec.Code)
	}

	// Wrong type and missing token are error fragments too.
	m = gen("")
	rec = env.Do("GET", "/auth/v1/verify?type=signup&token="+m["hashed_token"].(string)).Send()
	if _, v := fragment(t, rec.Header().Get("Location")); v.Get("error_code") != "otp_expired" {
		t.Fatalf("wrong type = %s", rec.Header().Get("Location"))
	}
	rec = env.Do("GET", "/auth/v1/verify?type=recovery").Send()
	if _, v := fragment(t, rec.Header().Get("Location")); v.Get("error") != "invalid_request" || v.Get("error_code") != "validation_failed" {
		t.Fatalf("missing token = %s", rec.Header().Get("Location"))
	}
}

func TestVerifyPost(t *testing.T) {
	env := newEnv(t)
	createUser(t, env, "ana@example.com", true, "")
	gen := func() map[string]any {
		return expect(t, env.Do("POST", "/auth/v1/admin/generate_link").As("service_role").
			JSON(`{"type":"magiclink","email":"ana@example.com"}`).Send(), 200, "")
	}
	m := gen()
	s := expect(t, env.Do("POST", "/auth/v1/verify").As("anon").
		JSON(`{"type":"magiclink","token_hash":`+quote(m["hashed_token"].(string))+`}`).Send(), 200, "")
	if s["access_token"] == "" || s["refresh_token"] == "" || s["user"].(map[string]any)["email"] != "ana@example.com" {
		t.Fatalf("session = %v", s)
	}
	m = gen()
	expect(t, env.Do("POST", "/auth/v1/verify").As("anon").
		JSON(`{"type":"magiclink","email":"ana@example.com","token":"000000x"}`).Send(), 403, "otp_expired")
	expect(t, env.Do("POST", "/auth/v1/verify").As("anon").
		JSON(`{"type":"magiclink","email":"ANA@example.com","token":`+quote(m["email_otp"].(string))+`}`).Send(), 200, "")
	expect(t, env.Do("POST", "/auth/v1/verify").As("anon").JSON(`{"type":"magiclink"}`).Send(), 400, "validation_failed")
	expect(t, env.Do("POST", "/auth/v1/verify").As("anon").JSON(`{"type":"sms","token_hash":"x"}`).Send(), 400, "validation_failed")
}

func TestGenerateLink(t *testing.T) {
	env := newEnv(t)
	id := createUser(t, env, "ana@example.com", true, "")
	createUser(t, env, "pending@example.com", false, "")

	body := `{"type":"recovery","email":"ana@example.com","redirect_to":"http://vitrina.test/reset"}`
	m := expect(t, env.Do("POST", "/auth/v1/admin/generate_link").As("service_role").JSON(body).Send(), 200, "")
	otp := m["email_otp"].(string)
	if m["id"] != id || m["email"] != "ana@example.com" || m["verification_type"] != "recovery" ||
		m["redirect_to"] != "http://vitrina.test/reset" || len(otp) != 6 || len(m["hashed_token"].(string)) != 56 {
		t.Fatalf("generate_link = %v", m)
	}
	if m["action_link"] != "http://vitrina.test/auth/v1/verify?token="+m["hashed_token"].(string)+
		"&type=recovery&redirect_to=http%3A%2F%2Fvitrina.test%2Freset" {
		t.Fatalf("action_link = %v", m["action_link"])
	}
	if m["recovery_sent_at"] == nil || m["identities"] == nil {
		t.Fatalf("user fields not flattened: %v", m)
	}

	// Only the service role may generate links; e-mail is not sent.
	user := signIn(t, env, "ana@example.com")["access_token"].(string)
	expect(t, env.Do("POST", "/auth/v1/admin/generate_link").As(user).JSON(body).Send(), 403, "not_admin")
	expect(t, env.Do("POST", "/auth/v1/admin/generate_link").As("anon").JSON(body).Send(), 403, "not_admin")
	if len(outbox(t, env, "ana@example.com")) != 0 {
		t.Fatal("generate_link must not send e-mail")
	}

	for _, c := range []struct {
		body   string
		status int
		code   string
	}{
		{`{"type":"recovery","email":"ghost@example.com"}`, 404, "user_not_found"},
		{`{"type":"email_change_new","email":"ana@example.com"}`, 400, "validation_failed"},
		{`{"type":"recovery","email":"not-an-email"}`, 400, "validation_failed"},
		{`{"type":"signup","email":"ana@example.com","password":"whatever-long"}`, 422, "email_exists"},
		{`{"type":"invite","email":"ana@example.com"}`, 422, "email_exists"},
		{`{"type":"signup","email":"new@example.com"}`, 400, "validation_failed"},
		{`{"type":"signup","email":"new@example.com","password":"short"}`, 422, "weak_password"},
	} {
		expect(t, env.Do("POST", "/auth/v1/admin/generate_link").As("service_role").JSON(c.body).Send(), c.status, c.code)
	}

	// Invite creates an unconfirmed account; verifying the invite confirms it.
	m = expect(t, env.Do("POST", "/auth/v1/admin/generate_link").As("service_role").
		JSON(`{"type":"invite","email":"nuevo@example.com","data":{"nombre":"Nuevo"}}`).Send(), 200, "")
	if m["invited_at"] == nil || m["email_confirmed_at"] != nil || m["user_metadata"].(map[string]any)["nombre"] != "Nuevo" {
		t.Fatalf("invite = %v", m)
	}
	rec := env.Do("GET", "/auth/v1/verify?type=invite&token="+m["hashed_token"].(string)).Send()
	if _, v := fragment(t, rec.Header().Get("Location")); v.Get("type") != "invite" || v.Get("access_token") == "" {
		t.Fatalf("invite verify = %s", rec.Header().Get("Location"))
	}
	// A magic link for an unknown address signs it up.
	m = expect(t, env.Do("POST", "/auth/v1/admin/generate_link").As("service_role").
		JSON(`{"type":"magiclink","email":"magic@example.com"}`).Send(), 200, "")
	if m["verification_type"] != "signup" {
		t.Fatalf("magiclink for a new address = %v", m["verification_type"])
	}
	// Signup for an unconfirmed account yields a confirmation link that confirms it.
	m = expect(t, env.Do("POST", "/auth/v1/admin/generate_link").As("service_role").
		JSON(`{"type":"signup","email":"pending@example.com","password":"irrelevant1"}`).Send(), 200, "")
	rec = env.Do("GET", "/auth/v1/verify?type=signup&token="+m["hashed_token"].(string)).Send()
	if _, v := fragment(t, rec.Header().Get("Location")); v.Get("type") != "signup" {
		t.Fatalf("signup verify = %s", rec.Header().Get("Location"))
	}
	signIn(t, env, "pending@example.com")
}
