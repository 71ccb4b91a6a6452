// Package cmstest is the CMS's test harness: a CMS on a real platform (real SQLite in a temporary
// directory, or PostgreSQL with VITRINA_TEST_DATABASE_URL), reached in-process or over a socket, with
// every module mounted; browsers with their own cookie jars; the whole service on a loopback socket
// for Chromium; and the small helpers the module tests share. It is test support: only tests import
// it.
package cmstest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/modules"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cmsstore"
	"github.com/vitrina/vitrina/internal/platform/mail"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/server/themecheck"
	"github.com/vitrina/vitrina/internal/site"
)

// AdminEmail is the CMS's designated administrator address (ADMIN_EMAIL) in tests.
const AdminEmail = "direccion@example.com"

// Env is a CMS on a real platform, reached in-process or over a socket.
type Env struct {
	Plat *platformtest.Env
	Svc  *cms.Service
	App  *shell.App
	Srv  *httptest.Server
	// RejectEmployeePatch makes the platform answer PATCH /rest/v1/Empleados with this status.
	RejectEmployeePatch atomic.Int32
	// PlatformCalls counts the requests the CMS sends to the platform.
	PlatformCalls atomic.Int64
	adjust        func(*shell.Options) // NewCustom's change to the shell's options
}

// Transports are the two ways the CMS reaches the platform; every CMS test runs over both.
var Transports = []string{"in-process", "socket"}

func New(t *testing.T, transport string) *Env {
	t.Helper()
	e := &Env{Plat: platformtest.New(t)}
	platformHandler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		e.PlatformCalls.Add(1)
		if code := e.RejectEmployeePatch.Load(); code != 0 && r.Method == http.MethodPatch && strings.HasSuffix(r.URL.Path, "/Empleados") {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(int(code))
			_, _ = io.WriteString(w, `{"code":"23514","details":null,"hint":null,"message":"rechazado"}`)
			return
		}
		e.Plat.Handler.ServeHTTP(w, r)
	})
	opts := platformclient.Options{}
	if transport == "socket" {
		ps := httptest.NewServer(platformHandler)
		t.Cleanup(ps.Close)
		opts.BaseURL = ps.URL
	} else {
		opts.BaseURL, opts.Transport = "http://platform.internal", platformclient.InProcess(platformHandler)
	}
	e.start(t, opts)
	return e
}

// NewWith is a CMS whose requests to its platform go through wrap(the platform's handler), over a
// socket: a test makes some of them fail, or answer what it needs.
func NewWith(t *testing.T, wrap func(platform http.Handler) http.Handler) *Env {
	t.Helper()
	e := &Env{Plat: platformtest.New(t)}
	ps := httptest.NewServer(wrap(e.Plat.Handler))
	t.Cleanup(ps.Close)
	e.start(t, platformclient.Options{BaseURL: ps.URL})
	return e
}

// NewCustom is an in-process CMS whose shell options adjust changes first (other modules, a brand).
func NewCustom(t *testing.T, adjust func(*shell.Options)) *Env {
	t.Helper()
	e := &Env{Plat: platformtest.New(t), adjust: adjust}
	e.start(t, platformclient.Options{BaseURL: "http://platform.internal", Transport: platformclient.InProcess(e.Plat.Handler)})
	return e
}

// WithPlatformTransport is a second CMS on e's platform — the same rows, files and sessions — whose
// platform client sends its requests through transport (say, one that makes some of them fail).
// Browser.On carries a signed-in browser over to it.
func (e *Env) WithPlatformTransport(t *testing.T, transport http.RoundTripper) *Env {
	t.Helper()
	other := &Env{Plat: e.Plat}
	other.start(t, platformclient.Options{BaseURL: "http://platform.internal", Transport: transport})
	return other
}

// start builds e's CMS (service, shell with every module, server) over a platform client with opts
// and e's platform keys.
func (e *Env) start(t testing.TB, opts platformclient.Options) {
	t.Helper()
	opts.AnonKey, opts.ServiceRoleKey = e.Plat.Keys.AnonKey(), e.Plat.Keys.ServiceRoleKey()
	e.Svc = cms.NewService(platformclient.New(opts), AdminEmail)
	discard := slog.New(slog.NewTextHandler(io.Discard, nil))
	shellOpts := shell.Options{Service: e.Svc, State: cmsstore.New(e.Plat.DB), Modules: modules.All(), Logger: discard,
		BaseURL: "http://cms.test", Now: e.Plat.Clock.Now, Mailer: outboxMailer{mail.NewOutbox(e.Plat.DB, discard)}}
	if e.adjust != nil {
		e.adjust(&shellOpts)
	}
	// The site's themes: the built-in ones and those installed in a folder of the test's.
	themes, _, err := site.NewThemeLibrary(filepath.Join(t.TempDir(), "themes"))
	if err != nil {
		t.Fatal(err)
	}
	if shellOpts.Themes == nil {
		shellOpts.Themes = themecheck.NewInstaller(themes)
	}
	if shellOpts.SitePreview == nil {
		preview, err := site.NewPreview(site.Options{Client: e.Svc.Client(), BaseURL: shellOpts.BaseURL, Logger: shellOpts.Logger, Themes: themes})
		if err != nil {
			t.Fatal(err)
		}
		shellOpts.SitePreview = preview
	}
	app, err := shell.New(shellOpts)
	if err != nil {
		t.Fatal(err)
	}
	e.App = app
	e.Srv = httptest.NewServer(app)
	t.Cleanup(e.Srv.Close)
}

// On is a browser on e with b's cookies (so b's session), for a CMS that shares b's session store.
func (b *Browser) On(e *Env) *Browser {
	return &Browser{t: b.t, e: e, c: b.c, jar: b.jar}
}

// account creates a sign-in account with its employee row and adjusts the row.
func (e *Env) Account(t *testing.T, email, rol string, admin bool, row map[string]any) string {
	t.Helper()
	u, err := e.Svc.CreateAccount(context.Background(), cms.NewAccount{Email: email, Password: "clave-segura-1", Rol: rol, Admin: admin})
	if err != nil {
		t.Fatal(err)
	}
	if row != nil {
		c := e.Svc.Client()
		if err := c.From("Empleados", c.Service()).Eq("id", u.ID).Update(context.Background(), row, nil); err != nil {
			t.Fatal(err)
		}
	}
	return u.ID
}

// browser is an HTTP client with its own cookie jar.
type Browser struct {
	t   *testing.T
	e   *Env
	c   *http.Client
	jar *cookiejar.Jar
}

func (e *Env) Browser(t *testing.T) *Browser {
	jar, _ := cookiejar.New(nil)
	return &Browser{t: t, e: e, jar: jar, c: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	}}}
}

type Reply struct {
	Status int
	Header http.Header
	Body   string
	JSON   map[string]any
}

func (b *Browser) Do(method, path, contentType, body string, headers ...string) Reply {
	b.t.Helper()
	req, err := http.NewRequest(method, b.e.Srv.URL+path, strings.NewReader(body))
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
	r := Reply{Status: res.StatusCode, Header: res.Header, Body: string(data)}
	_ = json.Unmarshal(data, &r.JSON)
	return r
}

func (b *Browser) GetJSON(path string) Reply { return b.Do("GET", path, "", "") }
func (b *Browser) PostJSON(path, body string) Reply {
	return b.Do("POST", path, "application/json", body)
}
func (b *Browser) PostForm(path string, form url.Values) Reply {
	return b.Do("POST", path, "application/x-www-form-urlencoded", form.Encode())
}

// signIn signs in with JSON and fails the test unless it succeeds.
func (b *Browser) SignIn(email string) *Browser {
	b.t.Helper()
	r := b.PostJSON("/login", `{"email":"`+email+`","password":"clave-segura-1"}`)
	if r.Status != 200 || r.JSON["success"] != true {
		b.t.Fatalf("sign-in %s: %d %s", email, r.Status, r.Body)
	}
	return b
}

func (b *Browser) Cookie(name string) *http.Cookie {
	u, _ := url.Parse(b.e.Srv.URL)
	for _, c := range b.jar.Cookies(u) {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// WantAPI checks an endpoint's status and body fields.
func WantAPI(t *testing.T, r Reply, status int, success bool, errMsg string) {
	t.Helper()
	if r.Status != status || r.JSON["success"] != success {
		t.Fatalf("got %d %s, want %d success=%v", r.Status, r.Body, status, success)
	}
	if errMsg != "" && r.JSON["error"] != errMsg {
		t.Fatalf("error %q, want %q", r.JSON["error"], errMsg)
	}
}

func NewUser(email string) platformclient.NewUser {
	return platformclient.NewUser{Email: email, Password: "clave-segura-1", EmailConfirm: true}
}

// insertRows writes rows to a table through /rest/v1 as the service role and returns their ids.
func (e *Env) InsertRows(t testing.TB, table string, rows []map[string]any) []int64 {
	t.Helper()
	var created []struct{ ID int64 }
	c := e.Svc.Client()
	if err := c.From(table, c.Service()).Insert(context.Background(), rows, &created); err != nil {
		t.Fatalf("insert into %s: %v", table, err)
	}
	ids := make([]int64, len(created))
	for i, r := range created {
		ids[i] = r.ID
	}
	return ids
}

// countRows counts a table's rows matching column=eq.value (all rows when column is "").
func (e *Env) CountRows(t testing.TB, table, column string, value any) int64 {
	t.Helper()
	c := e.Svc.Client()
	q := c.From(table, c.Service()).Select("id").Limit(1).Count()
	if column != "" {
		q = q.Eq(column, value)
	}
	var rows []struct{ ID int64 }
	n, err := q.Get(context.Background(), &rows)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// signedInAdmin is a browser signed in as an administrator.
func (e *Env) SignedInAdmin(t *testing.T) *Browser {
	t.Helper()
	e.Account(t, "jefa@example.com", "administrador", false, nil)
	return e.Browser(t).SignIn("jefa@example.com")
}

// stamp is the i-th creation time of seeded rows, a minute apart (later i is newer).
func Stamp(i int) string {
	return time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(i) * time.Minute).Format(time.RFC3339)
}

// A field's name ends in a letter or digit; a page block's messages (e-b0_) are not fields.
var fieldErrorPattern = regexp.MustCompile(`<p class="field-error" id="e-([a-z][a-z0-9_]*[a-z0-9])">([^<]*)</p>`)

// fieldErrors are the messages shown next to fields on a page.
func FieldErrors(body string) map[string]string {
	out := map[string]string{}
	for _, m := range fieldErrorPattern.FindAllStringSubmatch(body, -1) {
		out[m[1]] = UnescapeHTML(m[2])
	}
	return out
}

// rowIDs are the data-id attributes of a list's rows, in page order.
func RowIDs(body string) []string {
	var ids []string
	for _, m := range regexp.MustCompile(`<tr data-id="([^"]+)"`).FindAllStringSubmatch(body, -1) {
		ids = append(ids, m[1])
	}
	return ids
}

func UnescapeHTML(s string) string {
	return strings.NewReplacer("&#39;", "'", "&amp;", "&", "&lt;", "<", "&gt;", ">", "&#34;", `"`).Replace(s)
}

func WantStatus(t *testing.T, r Reply, status int) {
	t.Helper()
	if r.Status != status {
		t.Fatalf("status %d, want %d: %s", r.Status, status, r.Body)
	}
}

func Form(kv ...string) url.Values {
	v := url.Values{}
	for i := 0; i+1 < len(kv); i += 2 {
		v.Set(kv[i], kv[i+1])
	}
	return v
}

func IDText(id int64) string { return fmt.Sprint(id) }

// postMultipart posts a multipart form with one file (none when fileName is "").
func (b *Browser) PostMultipart(path string, fields url.Values, fileField, fileName string, content []byte) Reply {
	b.t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for k, vs := range fields {
		for _, v := range vs {
			_ = mw.WriteField(k, v)
		}
	}
	if fileName != "" {
		fw, err := mw.CreateFormFile(fileField, fileName)
		if err != nil {
			b.t.Fatal(err)
		}
		_, _ = fw.Write(content)
	}
	_ = mw.Close()
	return b.Do("POST", path, mw.FormDataContentType(), buf.String())
}

// pngBytes is a small valid PNG image.
func PNGBytes(t testing.TB) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 8, 4))
	for x := range 8 {
		for y := range 4 {
			img.Set(x, y, color.RGBA{R: 30, G: 95, B: 191, A: 255})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// PNGFile writes PNGBytes to a file named name in a temporary directory, for a browser's file input.
func PNGFile(t testing.TB, name string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, PNGBytes(t), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

const SVGLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#1f5fbf"/></svg>`

// outboxMailer sends the CMS's notices to the platform's outbox (mail_outbox), where tests read them.
type outboxMailer struct{ sender mail.Sender }

func (m outboxMailer) Send(ctx context.Context, to, subject, body string) error {
	return m.sender.Send(ctx, mail.Message{To: to, Subject: subject, Body: body})
}

// revisionRow is a revision's row on an item's history page.
var revisionRow = regexp.MustCompile(`<tr data-id="(\d+)">`)

// RevisionIDs are the revisions the history page of item (/admin/<view>/<id>) lists, newest first.
func (b *Browser) RevisionIDs(item string) []string {
	b.t.Helper()
	r := b.GetJSON(item + "/historial")
	WantStatus(b.t, r, 200)
	var ids []string
	for _, m := range revisionRow.FindAllStringSubmatch(r.Body, -1) {
		ids = append(ids, m[1])
	}
	return ids
}

// WantComparison checks that the comparison of revisions older and newer of item shows each of
// wants (HTML unescaped).
func (b *Browser) WantComparison(item, older, newer string, wants ...string) {
	b.t.Helper()
	r := b.GetJSON(item + "/historial/comparar?a=" + older + "&b=" + newer)
	WantStatus(b.t, r, 200)
	for _, want := range wants {
		if !strings.Contains(UnescapeHTML(r.Body), want) {
			b.t.Errorf("the comparison of %s lacks %s", item, want)
		}
	}
}

// WantEditLock walks an editorial item's edit lock (lifecycle.Handlers): first opens path and holds
// the lock; second sees who holds it, takes it over, and saves form (a 303), which frees the lock
// for first again.
func WantEditLock(t *testing.T, first, second *Browser, path string, form url.Values) {
	t.Helper()
	if page := first.GetJSON(path); strings.Contains(page.Body, `id="bloqueo"`) || !strings.Contains(page.Body, `data-lock-url="`+path+`/bloqueo"`) {
		t.Fatal("the first editor does not hold the lock")
	}
	if page := second.GetJSON(path); !strings.Contains(page.Body, "Editando: ") || strings.Contains(page.Body, "data-lock-url") {
		t.Fatal("the second editor does not see the lock")
	}
	WantStatus(t, second.PostForm(path+"/bloqueo/tomar", nil), 303)
	if !strings.Contains(second.GetJSON(path).Body, lifecycle.MsgLockTaken) {
		t.Error("no notice after taking the lock")
	}
	WantStatus(t, second.PostForm(path, form), 303)
	if page := first.GetJSON(path); strings.Contains(page.Body, `id="bloqueo"`) {
		t.Error("the lock was not released by the save")
	}
}
