package web_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/web"
)

const adminEmail = "direccion@example.com"

// cmsEnv is a CMS on a real platform, reached in-process or over a socket.
type cmsEnv struct {
	plat *platformtest.Env
	svc  *cms.Service
	app  *web.App
	srv  *httptest.Server
	// rejectEmployeePatch makes the platform answer PATCH /rest/v1/Empleados with this status.
	rejectEmployeePatch atomic.Int32
	// platformCalls counts the requests the CMS sends to the platform.
	platformCalls atomic.Int64
}

// transports are the two ways the CMS reaches the platform; every CMS test runs over both.
var transports = []string{"in-process", "socket"}

func newCMS(t *testing.T, transport string) *cmsEnv {
	t.Helper()
	e := &cmsEnv{plat: platformtest.New(t)}
	platformHandler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		e.platformCalls.Add(1)
		if code := e.rejectEmployeePatch.Load(); code != 0 && r.Method == http.MethodPatch && strings.HasSuffix(r.URL.Path, "/Empleados") {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(int(code))
			_, _ = io.WriteString(w, `{"code":"23514","details":null,"hint":null,"message":"rechazado"}`)
			return
		}
		e.plat.Handler.ServeHTTP(w, r)
	})
	opts := platformclient.Options{AnonKey: e.plat.Keys.AnonKey(), ServiceRoleKey: e.plat.Keys.ServiceRoleKey()}
	if transport == "socket" {
		ps := httptest.NewServer(platformHandler)
		t.Cleanup(ps.Close)
		opts.BaseURL = ps.URL
	} else {
		opts.BaseURL, opts.Transport = "http://platform.internal", platformclient.InProcess(platformHandler)
	}
	e.svc = cms.NewService(platformclient.New(opts), adminEmail)
	app, err := web.New(web.Options{Service: e.svc, DB: e.plat.DB, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		BaseURL: "http://cms.test", Now: e.plat.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	e.app = app
	e.srv = httptest.NewServer(app)
	t.Cleanup(e.srv.Close)
	return e
}

// account creates a sign-in account with its employee row and adjusts the row.
func (e *cmsEnv) account(t *testing.T, email, rol string, admin bool, row map[string]any) string {
	t.Helper()
	u, err := e.svc.CreateAccount(context.Background(), cms.NewAccount{Email: email, Password: "clave-segura-1", Rol: rol, Admin: admin})
	if err != nil {
		t.Fatal(err)
	}
	if row != nil {
		c := e.svc.Client()
		if err := c.From("Empleados", c.Service()).Eq("id", u.ID).Update(context.Background(), row, nil); err != nil {
			t.Fatal(err)
		}
	}
	return u.ID
}

// browser is an HTTP client with its own cookie jar.
type browser struct {
	t   *testing.T
	e   *cmsEnv
	c   *http.Client
	jar *cookiejar.Jar
}

func (e *cmsEnv) browser(t *testing.T) *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{t: t, e: e, jar: jar, c: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	}}}
}

type reply struct {
	status int
	header http.Header
	body   string
	json   map[string]any
}

func (b *browser) do(method, path, contentType, body string, headers ...string) reply {
	b.t.Helper()
	req, err := http.NewRequest(method, b.e.srv.URL+path, strings.NewReader(body))
	if err != nil {
		b.t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := b.c.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer res.Body.Close()
	data, _ := io.ReadAll(res.Body)
	r := reply{status: res.StatusCode, header: res.Header, body: string(data)}
	_ = json.Unmarshal(data, &r.json)
	return r
}

func (b *browser) getJSON(path string) reply { return b.do("GET", path, "", "") }
func (b *browser) postJSON(path, body string) reply {
	return b.do("POST", path, "application/json", body)
}
func (b *browser) postForm(path string, form url.Values) reply {
	return b.do("POST", path, "application/x-www-form-urlencoded", form.Encode())
}

// signIn signs in with JSON and fails the test unless it succeeds.
func (b *browser) signIn(email string) *browser {
	b.t.Helper()
	r := b.postJSON("/login", `{"email":"`+email+`","password":"clave-segura-1"}`)
	if r.status != 200 || r.json["success"] != true {
		b.t.Fatalf("sign-in %s: %d %s", email, r.status, r.body)
	}
	return b
}

func (b *browser) cookie(name string) *http.Cookie {
	u, _ := url.Parse(b.e.srv.URL)
	for _, c := range b.jar.Cookies(u) {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// wantAPI checks an endpoint's status and body fields.
func wantAPI(t *testing.T, r reply, status int, success bool, errMsg string) {
	t.Helper()
	if r.status != status || r.json["success"] != success {
		t.Fatalf("got %d %s, want %d success=%v", r.status, r.body, status, success)
	}
	if errMsg != "" && r.json["error"] != errMsg {
		t.Fatalf("error %q, want %q", r.json["error"], errMsg)
	}
}
