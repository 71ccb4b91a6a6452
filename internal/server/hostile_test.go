package server_test

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/server"
)

const hostileSecret = "a-test-secret-that-is-long-enough-for-hs256-0123456789"

// hostileEnv is a real server on a loopback socket with a signed-in CMS administrator.
type hostileEnv struct {
	srv     *server.Server
	base    string
	dataDir string
	cms     *client // with the administrator's session cookie
	anon    string
	service string
	user    string // the administrator's access token
	email   string
}

// newHostileEnv opens a hostileEnv with short timeouts, so that slow and stalled clients are cut
// off within a test.
func newHostileEnv(t *testing.T) *hostileEnv {
	t.Helper()
	return openTestEnv(t, server.Timeouts{ReadHeader: 300 * time.Millisecond, Read: 2 * time.Second, Write: 10 * time.Second, Idle: time.Second})
}

// newClientEnv is the same server with production timeouts, for the official clients' checks: a
// client keeps connections alive longer than the hostile tests' idle timeout, and on a busy machine
// would reuse one the server is closing.
func newClientEnv(t *testing.T) *hostileEnv {
	t.Helper()
	return openTestEnv(t, server.DefaultTimeouts())
}

// openTestEnv opens the server of newHostileEnv with timeouts.
func openTestEnv(t *testing.T, timeouts server.Timeouts) *hostileEnv {
	t.Helper()
	cfg := config.Defaults()
	cfg.DataDir = t.TempDir()
	cfg.DatabaseURL = platformtest.TestDatabaseURL(t)
	cfg.JWTSecret = hostileSecret
	cfg.Addr = "127.0.0.1:0"
	cfg.UploadLimit = 1 << 20
	srv, err := server.Open(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	srv.SetTimeouts(timeouts)
	ctx, stop := context.WithCancel(context.Background())
	addr, done := make(chan string, 1), make(chan error, 1)
	go func() { done <- srv.Serve(ctx, func(a string) { addr <- a }) }()
	t.Cleanup(func() { stop(); <-done; _ = srv.Close() })
	e := &hostileEnv{srv: srv, base: "http://" + <-addr, dataDir: cfg.DataDir, anon: srv.Keys().AnonKey(), service: srv.Keys().ServiceRoleKey()}

	email, password, err := srv.CMSService().EnsureDemoAdmin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	e.email = email
	jar, _ := cookiejar.New(nil)
	e.cms = &client{t: t, base: e.base, http: &http.Client{Jar: jar, CheckRedirect: noRedirect().CheckRedirect}}
	js := []string{"Content-Type", "application/json"}
	e.cms.mustSend(200, "POST", "/login", `{"email":"`+email+`","password":"`+password+`"}`, js...)
	out := e.cms.mustSend(200, "POST", "/auth/v1/token?grant_type=password", `{"email":"`+email+`","password":"`+password+`"}`, append(js, "apikey", e.anon)...)
	e.user = strings.Split(strings.Split(out, `"access_token":"`)[1], `"`)[0]
	svc := append([]string{"apikey", e.service, "Authorization", "Bearer " + e.service}, js...)
	e.cms.mustSend(201, "POST", "/rest/v1/categoria-servicios", `{"name":"Servicios"}`, svc...)
	e.cms.mustSend(201, "POST", "/rest/v1/categorias", `{"nombre":"Bancos"}`, svc...)
	e.cms.mustSend(201, "POST", "/rest/v1/contenido", `{"titulo":"Hola","categoria":1}`, svc...)
	e.cms.mustSend(201, "POST", "/rest/v1/testimoniales", `{"categoria":1,"testimonio":"Bien","empresa":"ACME"}`, svc...)
	e.cms.mustSend(201, "POST", "/rest/v1/clientes", `{"nombre":"ACME","categoria":1}`, svc...)
	e.cms.mustSend(200, "PUT", "/storage/v1/object/contenido/imagenes/a.png", pngBytes,
		"apikey", e.service, "Authorization", "Bearer "+e.service, "Content-Type", "image/png")
	return e
}

// call sends one request straight to the handler, following the mux's path-cleaning redirect once.
func (e *hostileEnv) call(method, target string, body io.Reader, header ...string) (int, string) {
	for range 2 {
		req := httptest.NewRequest(method, "/", body)
		req.URL, _ = url.Parse(target)
		if req.URL == nil {
			return http.StatusBadRequest, "unparsable URL"
		}
		req.RequestURI = target
		for i := 0; i+1 < len(header); i += 2 {
			req.Header.Set(header[i], header[i+1])
		}
		rec := httptest.NewRecorder()
		e.srv.Handler().ServeHTTP(rec, req)
		switch rec.Code {
		case http.StatusMovedPermanently, http.StatusPermanentRedirect, http.StatusTemporaryRedirect:
		default:
			return rec.Code, rec.Body.String()
		}
		target = rec.Header().Get("Location")
		body = strings.NewReader("")
	}
	return http.StatusLoopDetected, "redirect loop"
}

// TestHostileInput sends the battery and checks that every attempt gets a clear client error and
// that no table or stored file changed.
func TestHostileInput(t *testing.T) {
	e := newHostileEnv(t)
	auditBefore := lastAuditID(t, e.srv)
	before := snapshot(t, e.srv, e.dataDir, auditBefore)
	b := newBattery(t)
	defer b.summary()

	sqlInjection(e, b)
	pathTraversal(e, b)
	oversized(e, b)
	malformedCMS(e, b)
	jwtTampering(e, b)
	cookieTampering(e, b)
	slowClients(t, e, b)

	// The only rows hostile input may add are the audit trail's records of refused sign-ins (a wrong
	// e-mail or password reaches the platform): expected, not excluded, so they are checked one by
	// one here and every other table, and every older audit row, must be unchanged.
	refusedSignIns(t, e.srv, auditBefore, refusedSignInActors)
	if after := snapshot(t, e.srv, e.dataDir, auditBefore); after != before {
		t.Errorf("hostile input changed data:\nbefore:\n%s\nafter:\n%s", before, after)
	}
	if code, _ := e.call("GET", "/readyz", nil); code != 200 {
		t.Errorf("server not ready after the battery: %d", code)
	}
}

// refusedSignInActors are the e-mail addresses malformedCMS tries with a wrong password that the
// CMS passes to the platform (the other malformed sign-ins are refused before, with nothing to audit).
var refusedSignInActors = []string{"x@example.com", "' OR 1=1 --"}

var injections = []string{
	`' OR '1'='1`, `1 OR 1=1`, `1; DROP TABLE contenido; --`, `1) OR (1=1`, `"; DELETE FROM categorias; --`,
	`1 UNION SELECT encrypted_password FROM auth_users`, `x' UNION SELECT sql FROM sqlite_master --`,
	"\x00", `$1`, `?`, `1/**/OR/**/1=1`, `pg_sleep(5)`, `randomblob(1000000000)`, `(select 1)`,
	`'||(SELECT encrypted_password FROM auth_users)||'`, `\`, `'`, `"`, `;`, `--`, `id"; --`, `*/ OR 1=1 /*`,
}

// textColumn is a text column of each exposed table.
var textColumn = map[string]string{"categoria-servicios": "name", "categorias": "nombre", "contenido": "titulo",
	"testimoniales": "empresa", "clientes": "nombre", "Empleados": "email", "roles_permisos": "rol_nombre", "audit_log": "actor"}

// refusedOrEmpty: a client error, or a success that matched nothing (a value is only ever a literal).
func refusedOrEmpty(code int, body string) bool {
	return code >= 400 && code < 500 || code/100 == 2 && (strings.TrimSpace(body) == "[]" || strings.TrimSpace(body) == "")
}

func sqlInjection(e *hostileEnv, b *battery) {
	user := []string{"apikey", e.anon, "Authorization", "Bearer " + e.user}
	service := []string{"apikey", e.service, "Authorization", "Bearer " + e.service, "Content-Type", "application/json", "Prefer", "return=representation"}
	for table, col := range textColumn {
		path := "/rest/v1/" + url.PathEscape(table)
		for _, p := range injections {
			q := url.QueryEscape(p)
			reads := map[string][]string{
				"sqli value":       {col + "=eq." + q, col + "=like." + q, col + "=in.(" + q + ")", "id=eq." + q, col + "=is." + q, col + "=fts." + q},
				"sqli column name": {q + "=eq.1", url.QueryEscape(col+`" = 'x' OR "`+col) + "=eq.1"},
				"sqli order":       {"order=" + q, "order=id." + q, "order=" + col + ".desc." + q},
				"sqli select":      {"select=" + q, "select=id," + q, "select=*," + q + "(*)", "select=" + url.QueryEscape("id:"+p)},
				"sqli logic tree":  {"or=(" + q + ")", "or=(id.eq." + q + ")", "and=(id.eq.1," + q + ")", "not.or=(" + q + ")"},
				"sqli limit":       {"limit=" + q, "offset=" + q},
			}
			for kind, queries := range reads {
				for _, query := range queries {
					code, body := e.call("GET", path+"?"+query, nil, user...)
					b.expect(kind, refusedOrEmpty(code, body), "GET %s?%s: %d %.200s", path, query, code, body)
				}
			}
			for _, query := range []string{col + "=eq." + q, "or=(" + q + ")", "id=eq." + q} {
				code, body := e.call("PATCH", path+"?"+query, strings.NewReader(`{"`+col+`":"x"}`), service...)
				b.expect("sqli write filter", refusedOrEmpty(code, body), "PATCH %s?%s: %d %.200s", path, query, code, body)
				code, body = e.call("DELETE", path+"?"+query, nil, service...)
				b.expect("sqli write filter", refusedOrEmpty(code, body), "DELETE %s?%s: %d %.200s", path, query, code, body)
			}
			for _, query := range []string{"columns=" + q, "on_conflict=" + q} {
				code, body := e.call("POST", path+"?"+query, strings.NewReader(`{"`+q+`":1}`), service...)
				b.expect4xx("sqli insert params", code, "POST "+path+"?"+query+": "+body)
			}
		}
	}
	for _, p := range injections {
		code, body := e.call("POST", "/rest/v1/rpc/"+url.PathEscape(p), strings.NewReader(`{}`), "apikey", e.service, "Authorization", "Bearer "+e.service)
		b.expect4xx("sqli function name", code, "rpc "+p+": "+body)
	}
}

var traversals = []string{
	"../../../etc/passwd", "..%2F..%2F..%2Fetc%2Fpasswd", "%2e%2e/%2e%2e/vitrina.db", "imagenes/../../vitrina.db",
	"imagenes/%2e%2e/%2e%2e/jwt_secret", `..\..\jwt_secret`, "imagenes/..%5c..%5cjwt_secret", "/etc/passwd",
	"imagenes/%00.png", "imagenes/./../../x.png", "imagenes/..",
	"..", ".", "imagenes//../../x.png", "imagenes/%2e%2e%2f%2e%2e%2fx.png",
}

func pathTraversal(e *hostileEnv, b *battery) {
	svc := []string{"apikey", e.service, "Authorization", "Bearer " + e.service}
	png := append(svc, "Content-Type", "image/png")
	for _, p := range traversals {
		for _, bucket := range []string{"contenido", "..", "%2e%2e", "contenido%2F.."} {
			obj := "/storage/v1/object/" + bucket + "/" + p
			for _, c := range []struct {
				method, path, body string
				header             []string
			}{
				{"GET", obj, "", svc},
				{"GET", "/storage/v1/object/public/" + bucket + "/" + p, "", nil},
				{"GET", "/storage/v1/object/authenticated/" + bucket + "/" + p, "", svc},
				{"HEAD", obj, "", svc},
				{"POST", obj, pngBytes, png},
				{"PUT", obj, pngBytes, png},
				{"DELETE", obj, "", svc},
				{"POST", "/storage/v1/object/sign/" + bucket + "/" + p, `{"expiresIn":60}`, append(svc, "Content-Type", "application/json")},
				{"GET", "/storage/v1/object/info/" + bucket + "/" + p, "", svc},
			} {
				code, body := e.call(c.method, c.path, strings.NewReader(c.body), c.header...)
				b.expect4xx("storage path traversal", code, c.method+" "+c.path+": "+body)
			}
			code, body := e.call("POST", "/storage/v1/object/list/"+bucket, strings.NewReader(`{"prefix":"`+strings.ReplaceAll(p, `\`, `\\`)+`"}`), append(svc, "Content-Type", "application/json")...)
			b.expect("storage path traversal", refusedOrEmpty(code, body), "list %s prefix %q: %d %.200s", bucket, p, code, body)
		}
	}
}

func oversized(e *hostileEnv, b *battery) {
	big := func(n int) io.Reader { return strings.NewReader(`{"nombre":"` + strings.Repeat("x", n) + `"}`) }
	svc := []string{"apikey", e.service, "Authorization", "Bearer " + e.service, "Content-Type", "application/json"}
	js := []string{"Content-Type", "application/json"}
	form := []string{"Content-Type", "application/x-www-form-urlencoded"}
	for _, c := range []struct {
		method, path string
		body         io.Reader
		header       []string
	}{
		{"POST", "/rest/v1/categorias", big(9 << 20), svc},
		{"PATCH", "/rest/v1/categorias?id=eq.1", big(9 << 20), svc},
		{"POST", "/rest/v1/rpc/replace_role_permissions", big(9 << 20), svc},
		{"POST", "/auth/v1/signup", big(2 << 20), append(js, "apikey", e.anon)},
		{"POST", "/auth/v1/token?grant_type=password", big(2 << 20), append(js, "apikey", e.anon)},
		{"PUT", "/auth/v1/user", big(2 << 20), append(js, "apikey", e.anon, "Authorization", "Bearer "+e.user)},
		{"PUT", "/storage/v1/object/contenido/imagenes/big.png", strings.NewReader(pngBytes + strings.Repeat("x", 2<<20)), append(svc[:4], "Content-Type", "image/png")},
		{"POST", "/storage/v1/object/list/contenido", big(2 << 20), svc},
		{"POST", "/storage/v1/bucket", big(2 << 20), svc},
		{"POST", "/login", big(2 << 20), js},
		{"POST", "/login", strings.NewReader("email=" + strings.Repeat("x", 11<<20)), form},
		{"POST", "/api/admin_roles_api.php", big(2 << 20), js},
		{"POST", "/api/update_employee_role.php", big(2 << 20), js},
		{"POST", "/api/update_employee_role.php", strings.NewReader("id=" + strings.Repeat("x", 11<<20)), form},
		{"POST", "/admin/cuenta/clave", strings.NewReader("password=" + strings.Repeat("x", 11<<20)), form},
	} {
		cookies := e.cookieHeader()
		code, body := e.call(c.method, c.path, c.body, append(c.header, "Cookie", cookies)...)
		b.expect4xx("oversized body", code, c.method+" "+c.path+": "+trim(body))
	}
}

func trim(s string) string {
	if len(s) > 200 {
		return s[:200]
	}
	return s
}

// cookieHeader is the administrator's session cookie as a Cookie header.
func (e *hostileEnv) cookieHeader() string {
	u, _ := url.Parse(e.base)
	var parts []string
	for _, c := range e.cms.http.Jar.Cookies(u) {
		parts = append(parts, c.Name+"="+c.Value)
	}
	return strings.Join(parts, "; ")
}

// sessionCookie is the CMS session cookie alone (the jar also holds the browser cookie, which
// recognises a browser and grants nothing).
func (e *hostileEnv) sessionCookie() string {
	u, _ := url.Parse(e.base)
	for _, c := range e.cms.http.Jar.Cookies(u) {
		if c.Name == "vitrina_session" {
			return c.Name + "=" + c.Value
		}
	}
	return ""
}

func malformedCMS(e *hostileEnv, b *battery) {
	cookie := []string{"Cookie", e.cookieHeader()}
	js := append([]string{"Content-Type", "application/json"}, cookie...)
	form := append([]string{"Content-Type", "application/x-www-form-urlencoded"}, cookie...)
	deep := strings.Repeat("[", 100_000) + strings.Repeat("]", 100_000)
	jsonBodies := []string{"", "{", "[]", "null", `"x"`, "1", deep, `{"action":1}`, `{"action":"nope"}`, `{}`, "{\"action\":\"\xff\xfe\"}",
		`{"action":"create_rol","rol_nombre":"` + strings.Repeat("r", 10_000) + `"}`,
		`{"action":"create_rol","rol_nombre":"x';DROP TABLE roles_permisos;--"}`,
		`{"action":"create_rol","rol_nombre":["administrador"]}`, `{"action":"create_rol","rol_nombre":null}`,
		`{"action":"save_permisos","rol_nombre":"ventas","permisos":"todos"}`,
		`{"action":"save_permisos","rol_nombre":"ventas","permisos":[{"vista_slug":"../../admin","puede_ver":true}]}`,
		`{"action":"save_permisos","rol_nombre":"ventas","permisos":[{"vista_slug":"dashboard","puede_ver":"quizá"}]}`,
		`{"action":"delete_rol","rol_nombre":"administrador"}`, `{"action":"delete_rol"}`,
		`{"action":"create_rol","rol_nombre":"a"}{"action":"delete_rol"}`}
	for _, body := range jsonBodies {
		code, out := e.call("POST", "/api/admin_roles_api.php", strings.NewReader(body), js...)
		b.expect4xx("malformed CMS JSON", code, "admin_roles_api "+trim(body)+": "+trim(out))
	}
	for _, q := range []string{"", "action=", "action=drop", "action=get_roles%00", "action[]=get_roles"} {
		code, out := e.call("GET", "/api/admin_roles_api.php?"+q, nil, cookie...)
		b.expect4xx("malformed CMS query", code, "admin_roles_api?"+q+": "+trim(out))
	}
	missing := "00000000-0000-4000-8000-000000000000"
	for _, body := range []string{"", "{", "[]", "null", deep, `{"id":1}`, `{"id":"no-es-uuid"}`, `{"id":"' OR 1=1 --"}`,
		`{"id":"` + missing + `","activo":"quizá"}`, `{"id":["` + missing + `"]}`, `{"rol":"ventas"}`, `{"id":"` + missing + `","rol":"ventas"}`, `{"id":"` + missing + `"}{"rol":"ventas"}`} {
		code, out := e.call("POST", "/api/update_employee_role.php", strings.NewReader(body), js...)
		b.expect4xx("malformed CMS JSON", code, "update_employee_role "+trim(body)+": "+trim(out))
	}
	for _, body := range []string{"id=%zz", "id=", "=&&&", "id=" + missing + "&activo=quiz%C3%A1", "id=%27%20OR%201%3D1", "rol=ventas", strings.Repeat("a=1&", 20_000)} {
		code, out := e.call("POST", "/api/update_employee_role.php", strings.NewReader(body), form...)
		b.expect4xx("malformed CMS form", code, "update_employee_role form "+trim(body)+": "+trim(out))
	}
	for _, body := range []string{"", "{", `{"email":1}`, `{"email":"` + e.email + `"}`, `{"email":"` + e.email + `","password":null}`, `{"email":"x@example.com","password":"y"}{}`, deep, "{\"email\":\"\xff\"}"} {
		code, out := e.call("POST", "/login", strings.NewReader(body), "Content-Type", "application/json")
		b.expect4xx("malformed CMS JSON", code, "login "+trim(body)+": "+trim(out))
	}
	for _, body := range []string{"email=%zz&password=x", "", "email=" + url.QueryEscape(e.email), "email=" + url.QueryEscape("' OR 1=1 --") + "&password=x"} {
		code, out := e.call("POST", "/login", strings.NewReader(body), "Content-Type", "application/x-www-form-urlencoded")
		b.expect4xx("malformed CMS form", code, "login form "+trim(body)+": "+trim(out))
	}
	for _, c := range []struct{ path, body string }{
		{"/admin/cuenta/clave", "password=%zz"}, {"/admin/cuenta/clave", ""}, {"/admin/cuenta/clave", "password=a&confirm=b"},
		{"/setup", "token=%zz"}, {"/setup", "token=x&email=a&password=b"}, {"/restablecer", "token=%zz"}, {"/restablecer", "token=x&password=y"},
	} {
		code, out := e.call("POST", c.path, strings.NewReader(c.body), form...)
		b.expect4xx("malformed CMS form", code, c.path+" "+c.body+": "+trim(out))
	}
}

// tamperedTokens are access tokens an attacker can make without the secret.
func tamperedTokens(e *hostileEnv) map[string]string {
	now := time.Now()
	claims := func(role string, exp time.Time) jwt.MapClaims {
		return jwt.MapClaims{"sub": "00000000-0000-4000-8000-000000000001", "role": role, "email": "intruso@example.com",
			"aud": "authenticated", "iat": now.Unix(), "exp": exp.Unix()}
	}
	sign := func(m jwt.SigningMethod, key any, c jwt.Claims) string {
		s, err := jwt.NewWithClaims(m, c).SignedString(key)
		if err != nil {
			panic(err)
		}
		return s
	}
	b64 := func(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
	rsaKey, _ := rsa.GenerateKey(rand.Reader, 2048)
	ecKey, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	parts := strings.Split(e.user, ".")
	payload, _ := base64.RawURLEncoding.DecodeString(parts[1])
	elevated := strings.Replace(string(payload), `"role":"authenticated"`, `"role":"service_role"`, 1)
	return map[string]string{
		"alg none":                b64(`{"alg":"none","typ":"JWT"}`) + "." + b64(`{"role":"service_role","exp":9999999999}`) + ".",
		"alg None with signature": b64(`{"alg":"None","typ":"JWT"}`) + "." + b64(`{"role":"service_role","exp":9999999999}`) + "." + parts[2],
		"wrong secret":            sign(jwt.SigningMethodHS256, []byte("not-the-secret-not-the-secret-not-the-secret"), claims("service_role", now.Add(time.Hour))),
		"RS256 attacker key":      sign(jwt.SigningMethodRS256, rsaKey, claims("service_role", now.Add(time.Hour))),
		"ES256 attacker key":      sign(jwt.SigningMethodES256, ecKey, claims("service_role", now.Add(time.Hour))),
		"HS/RS confusion (public key as HMAC secret)": sign(jwt.SigningMethodHS256, []byte(e.anon), claims("service_role", now.Add(time.Hour))),
		"RS256 header, HMAC body":                     b64(`{"alg":"RS256","typ":"JWT"}`) + "." + parts[1] + "." + parts[2],
		"expired":                                     sign(jwt.SigningMethodHS256, []byte(hostileSecret), claims("authenticated", now.Add(-time.Hour))),
		"expired service role":                        sign(jwt.SigningMethodHS256, []byte(hostileSecret), claims("service_role", now.Add(-time.Minute))),
		"not yet valid": sign(jwt.SigningMethodHS256, []byte(hostileSecret), jwt.MapClaims{"role": "service_role",
			"nbf": now.Add(time.Hour).Unix(), "exp": now.Add(2 * time.Hour).Unix()}),
		"payload elevated": parts[0] + "." + base64.RawURLEncoding.EncodeToString([]byte(elevated)) + "." + parts[2],
		"signature cut":    parts[0] + "." + parts[1] + ".",
		"garbage":          "abc.def.ghi",
		"two parts":        parts[0] + "." + parts[1],
	}
}

func jwtTampering(e *hostileEnv, b *battery) {
	for name, tok := range tamperedTokens(e) {
		bearer := func(apikey string) []string {
			return []string{"apikey", apikey, "Authorization", "Bearer " + tok, "Content-Type", "application/json"}
		}
		for _, c := range []struct {
			api, method, path, body string
			header                  []string
		}{
			{"rest", "GET", "/rest/v1/Empleados", "", bearer(e.anon)},
			{"rest", "POST", "/rest/v1/categorias", `{"nombre":"intruso"}`, bearer(e.anon)},
			{"rest", "POST", "/rest/v1/rpc/replace_role_permissions", `{"p_rol_nombre":"ventas","p_permisos":[]}`, bearer(e.anon)},
			{"rest", "DELETE", "/rest/v1/categorias?id=gt.0", "", []string{"apikey", tok}},
			{"auth", "GET", "/auth/v1/user", "", bearer(e.anon)},
			{"auth", "GET", "/auth/v1/admin/users", "", bearer(tok)},
			{"auth", "POST", "/auth/v1/admin/users", `{"email":"intruso@example.com","password":"x-12345678"}`, bearer(tok)},
			{"auth", "PUT", "/auth/v1/user", `{"password":"x-12345678"}`, bearer(e.anon)},
			{"storage", "GET", "/storage/v1/bucket", "", bearer(e.anon)},
			{"storage", "PUT", "/storage/v1/object/contenido/imagenes/a.png", pngBytes, append(bearer(e.anon), "Content-Type", "image/png")},
			{"storage", "DELETE", "/storage/v1/object/contenido/imagenes/a.png", "", bearer(e.anon)},
			{"storage", "POST", "/storage/v1/bucket", `{"name":"intruso","public":true}`, bearer(tok)},
		} {
			code, out := e.call(c.method, c.path, strings.NewReader(c.body), c.header...)
			b.expect4xx("JWT tampering ("+c.api+")", code, name+": "+c.method+" "+c.path+": "+trim(out))
		}
	}
}

func cookieTampering(e *hostileEnv, b *battery) {
	valid := e.sessionCookie()
	name, value, _ := strings.Cut(valid, "=")
	flipped := []byte(value)
	flipped[len(flipped)/2] ^= 1
	if flipped[len(flipped)/2] == ';' || flipped[len(flipped)/2] < 0x21 {
		flipped[len(flipped)/2] = 'A'
	}
	for label, cookie := range map[string]string{
		"flipped byte": name + "=" + string(flipped), "random": name + "=" + strings.Repeat("Zm9v", 11),
		"empty": name + "=", "huge": name + "=" + strings.Repeat("a", 4000), "sql": name + "=" + url.QueryEscape("' OR 1=1 --"),
		"suffix": valid + "x", "prefix": name + "=x" + value, "truncated": name + "=" + value[:len(value)/2],
	} {
		for _, c := range []struct{ method, path, body, ctype string }{
			{"GET", "/api/admin_roles_api.php?action=get_roles", "", ""},
			{"POST", "/api/admin_roles_api.php", `{"action":"create_rol","rol_nombre":"intrusos"}`, "application/json"},
			{"POST", "/api/update_employee_role.php", `{"id":"00000000-0000-4000-8000-000000000000","rol":"x"}`, "application/json"},
		} {
			code, out := e.call(c.method, c.path, strings.NewReader(c.body), "Cookie", cookie, "Content-Type", c.ctype)
			b.expect4xx("session cookie (API)", code, label+": "+c.method+" "+c.path+": "+trim(out))
		}
		for _, c := range []struct{ method, path, body string }{{"GET", "/admin/", ""}, {"POST", "/admin/cuenta/clave", "password=abcdefghijkl&confirm=abcdefghijkl"}} {
			req := httptest.NewRequest(c.method, c.path, strings.NewReader(c.body))
			req.Header.Set("Cookie", cookie)
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			rec := httptest.NewRecorder()
			e.srv.Handler().ServeHTTP(rec, req)
			loc := rec.Header().Get("Location")
			// Pages answer a browser: a redirect to the sign-in page is their refusal.
			b.expect("session cookie (pages)", rec.Code == http.StatusSeeOther && strings.HasPrefix(loc, "/login"),
				"%s: %s %s: %d %s", label, c.method, c.path, rec.Code, loc)
		}
	}
}

// slowClients checks the server's limits on a real socket: oversized headers and clients that
// send their request too slowly are cut off by the configured timeouts.
func slowClients(t *testing.T, e *hostileEnv, b *battery) {
	addr := strings.TrimPrefix(e.base, "http://")
	// Oversized headers: 431.
	for _, n := range []int{70 << 10, 1 << 20} {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
		go func() {
			_, _ = fmt.Fprintf(conn, "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: %s\r\n\r\n", strings.Repeat("a", n))
		}()
		res, err := http.ReadResponse(bufio.NewReader(conn), nil)
		code := 0
		if err == nil {
			code = res.StatusCode
		}
		b.expect("oversized header", code == http.StatusRequestHeaderFieldsTooLarge, "%d-byte header: %d %v", n, code, err)
		conn.Close()
	}
	// Slow loris: headers never finished, a body never finished, an idle kept-alive connection.
	for _, c := range []struct{ name, send string }{
		{"slow headers", "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: "},
		{"slow body", "POST /rest/v1/categorias HTTP/1.1\r\nHost: x\r\napikey: " + e.service + "\r\nAuthorization: Bearer " + e.service +
			"\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"nombre\":\""},
		{"idle connection", "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"},
	} {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		_ = conn.SetDeadline(start.Add(15 * time.Second)) // far beyond the configured timeouts
		_, _ = io.WriteString(conn, c.send)
		_, err = io.Copy(io.Discard, conn) // returns when the server closes the connection
		var ne net.Error
		closed := err == nil || !(errorsAs(err, &ne) && ne.Timeout())
		b.expect("slow client", closed, "%s: connection still open after %v (%v)", c.name, time.Since(start).Round(time.Millisecond), err)
		conn.Close()
	}
}
