// Package platformtest starts the embedded data platform for tests: a real, migrated SQLite
// database in a temporary directory (or PostgreSQL when VITRINA_TEST_DATABASE_URL is set), real keys,
// and the platform's HTTP handler, with helpers to send requests as each role.
package platformtest

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"golang.org/x/crypto/bcrypt"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform"
	"github.com/vitrina/vitrina/internal/platform/gateway"
)

// Env is a running platform for one test.
type Env struct {
	T       testing.TB
	DB      *database.DB
	Keys    *gateway.Keys
	Handler *platform.Platform
	Config  config.Config
	Clock   *Clock
}

// Clock is a settable clock for tests that must move time (token expiry, rate-limit windows).
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// NewClock is a clock set at t.
func NewClock(t time.Time) *Clock { return &Clock{now: t} }

// Now returns the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock forward.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// Option changes the configuration before the platform starts.
type Option func(*config.Config)

// New starts a platform on a fresh database.
func New(t testing.TB, opts ...Option) *Env {
	t.Helper()
	cfg := config.Defaults()
	cfg.DataDir = t.TempDir()
	cfg.Addr = "127.0.0.1:0"
	cfg.PublicURL = "http://vitrina.test"
	cfg.BcryptCost = bcrypt.MinCost // GoTrue's cost 10 where a test asks for it (an Option)
	if cfg.StorageURL = TestStorageURL(t); cfg.StorageURL != "" {
		creds := TestS3Credentials()
		cfg.S3AccessKey, cfg.S3SecretKey = creds.AccessKey, creds.SecretKey
	}
	for _, o := range opts {
		o(&cfg)
	}
	ctx := context.Background()
	db, err := database.Open(ctx, database.Options{URL: MigratedDatabase(t, cfg.DataDir), DataDir: cfg.DataDir})
	if err != nil {
		t.Fatalf("open database: %v", err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	clock := NewClock(time.Now().UTC().Truncate(time.Second))
	keys, err := gateway.NewKeys([]byte(strings.Repeat("test-secret-", 4)), clock.Now)
	if err != nil {
		t.Fatalf("keys: %v", err)
	}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	h, err := platform.New(platform.Options{DB: db, Keys: keys, Logger: logger, Config: cfg, Now: clock.Now, Catalog: catalog.New()})
	if err != nil {
		t.Fatalf("platform: %v", err)
	}
	t.Cleanup(h.Close) // before the database closes and the data directory goes
	return &Env{T: t, DB: db, Keys: keys, Handler: h, Config: cfg, Clock: clock}
}

// TestDatabaseURL returns "" (SQLite) unless VITRINA_TEST_DATABASE_URL names a PostgreSQL server:
// then it creates a schema of its own for the test, dropped when the test ends, and returns a URL
// whose search_path selects it, so tests never see each other's rows.
func TestDatabaseURL(t testing.TB) string {
	t.Helper()
	base := os.Getenv("VITRINA_TEST_DATABASE_URL")
	if base == "" {
		return ""
	}
	ctx := context.Background()
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatalf("open VITRINA_TEST_DATABASE_URL: %v", err)
	}
	defer admin.Close()
	schemaName := fmt.Sprintf("vt_%d_%d", time.Now().UnixNano(), rand.IntN(1_000_000))
	if _, err := admin.ExecContext(ctx, "CREATE SCHEMA "+schemaName); err != nil {
		t.Fatalf("create test schema: %v", err)
	}
	atTheEnd(t, base, "DROP SCHEMA "+schemaName+" CASCADE")
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("parse VITRINA_TEST_DATABASE_URL: %v", err)
	}
	q := u.Query()
	q.Set("search_path", schemaName)
	u.RawQuery = q.Encode()
	return u.String()
}

// Request is an HTTP request to the platform, built fluently.
type Request struct {
	env    *Env
	method string
	path   string
	body   io.Reader
	header http.Header
	remote string
}

// Do starts a request; path includes the service prefix, e.g. /rest/v1/contenido?select=*.
func (e *Env) Do(method, path string) *Request {
	return &Request{env: e, method: method, path: path, header: http.Header{}}
}

// As sends the request with apikey and bearer token for role: "anon", "service_role", or a user's
// access token (any other string is used as the bearer token with the anon key).
func (r *Request) As(role string) *Request {
	switch role {
	case gateway.RoleAnon:
		r.header.Set("apikey", r.env.Keys.AnonKey())
		r.header.Set("Authorization", "Bearer "+r.env.Keys.AnonKey())
	case gateway.RoleServiceRole:
		r.header.Set("apikey", r.env.Keys.ServiceRoleKey())
		r.header.Set("Authorization", "Bearer "+r.env.Keys.ServiceRoleKey())
	default:
		r.header.Set("apikey", r.env.Keys.AnonKey())
		r.header.Set("Authorization", "Bearer "+role)
	}
	return r
}

// Header sets a request header.
func (r *Request) Header(k, v string) *Request { r.header.Set(k, v); return r }

// From sets the client address the request comes from (host:port).
func (r *Request) From(addr string) *Request { r.remote = addr; return r }

// JSON sets a JSON body.
func (r *Request) JSON(body string) *Request {
	r.body = strings.NewReader(body)
	r.header.Set("Content-Type", "application/json")
	return r
}

// Body sets a raw body.
func (r *Request) Body(body io.Reader) *Request { r.body = body; return r }

// Send runs the request through the platform's handler and returns the recorded response.
func (r *Request) Send() *httptest.ResponseRecorder {
	req := httptest.NewRequest(r.method, r.path, r.body)
	for k, v := range r.header {
		req.Header[k] = v
	}
	if r.remote != "" {
		req.RemoteAddr = r.remote
	}
	rec := httptest.NewRecorder()
	r.env.Handler.ServeHTTP(rec, req)
	return rec
}

// UserToken signs an access token, valid for an hour, for a signed-in administrator
// (user_metadata.admin): role authenticated, holding every view of the permission grid.
func (e *Env) UserToken(userID, email string) string {
	e.T.Helper()
	return e.signUser(userID, email, map[string]any{"admin": true})
}

// MemberToken signs an access token, valid for an hour, for a signed-in user who is not an
// administrator: what it may use follows its Empleados row's role and that role's views.
func (e *Env) MemberToken(userID, email string) string {
	e.T.Helper()
	return e.signUser(userID, email, nil)
}

// Employee makes an active CMS employee named name (e-mail name@empresa.test) whose role, named
// like it, holds exactly views in the permission grid, and answers its access token.
func (e *Env) Employee(name string, views ...string) string {
	e.T.Helper()
	email := name + "@empresa.test"
	res := e.Do("POST", "/rest/v1/Empleados").As(gateway.RoleServiceRole).
		JSON(fmt.Sprintf(`{"nombre":%q,"email":%q,"rol":%q,"activo":true,"sistemas_acceso":["CMS"]}`, name, email, " "+strings.ToUpper(name))).Send()
	if res.Code != http.StatusCreated {
		e.T.Fatalf("employee %s: %d %s", name, res.Code, res.Body.String())
	}
	perms := make([]string, len(views))
	for i, v := range views {
		perms[i] = fmt.Sprintf(`{"vista_slug":%q,"puede_ver":true}`, v)
	}
	res = e.Do("POST", "/rest/v1/rpc/replace_role_permissions").As(gateway.RoleServiceRole).
		JSON(`{"p_rol_nombre":"` + name + `","p_permisos":[` + strings.Join(perms, ",") + `]}`).Send()
	if res.Code >= 300 {
		e.T.Fatalf("permissions of %s: %d %s", name, res.Code, res.Body.String())
	}
	sum := sha256.Sum256([]byte(name))
	return e.MemberToken(uuid.UUID(sum[:16]).String(), email)
}

func (e *Env) signUser(userID, email string, metadata map[string]any) string {
	e.T.Helper()
	now := e.Clock.Now()
	claims := &gateway.Claims{Email: email, Role: gateway.RoleAuthenticated, AAL: "aal1", UserMetadata: metadata}
	claims.Subject = userID
	claims.Audience = []string{"authenticated"}
	claims.IssuedAt = jwtTime(now)
	claims.ExpiresAt = jwtTime(now.Add(time.Hour))
	tok, err := e.Keys.Sign(claims)
	if err != nil {
		e.T.Fatalf("sign token: %v", err)
	}
	return tok
}

// SQLiteOnly skips t when the suite runs on PostgreSQL (VITRINA_TEST_DATABASE_URL set): for a slow
// test whose outcome does not depend on the backend, which the SQLite run covers (why says so).
func SQLiteOnly(t testing.TB, why string) {
	t.Helper()
	if os.Getenv("VITRINA_TEST_DATABASE_URL") != "" {
		t.Skip("SQLite only: " + why)
	}
}
