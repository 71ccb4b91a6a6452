package web

import (
	"context"
	"embed"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/alexedwards/scs/v2"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/database"
)

//go:embed templates static
var assets embed.FS

// Options configure the CMS web layer.
type Options struct {
	Service *cms.Service
	DB      *database.DB // the CMS's own tables: sessions and setup links
	Logger  *slog.Logger
	BaseURL string // where the CMS is reached; https:// makes cookies Secure
	Now     func() time.Time
	// LoginMaxFailures failed sign-ins per client address or e-mail within LoginWindow block further
	// attempts (contract §4: 10 in 15 minutes).
	LoginMaxFailures int
	LoginWindow      time.Duration
	SessionLifetime  time.Duration
	UploadLimit      int64 // largest accepted file; default 10 MiB
}

// App is the CMS's HTTP handler.
type App struct {
	svc         *cms.Service
	db          *database.DB
	logger      *slog.Logger
	baseURL     string
	now         func() time.Time
	sessions    *scs.SessionManager
	store       *sessionStore
	limiter     *loginLimiter
	pages       *pages
	handler     http.Handler
	uploadLimit int64
}

// New builds the CMS web layer.
func New(opts Options) (*App, error) {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.LoginMaxFailures == 0 {
		opts.LoginMaxFailures = 10
	}
	if opts.LoginWindow == 0 {
		opts.LoginWindow = 15 * time.Minute
	}
	if opts.SessionLifetime == 0 {
		opts.SessionLifetime = 12 * time.Hour
	}
	if opts.UploadLimit <= 0 {
		opts.UploadLimit = 10 << 20
	}
	pg, err := parsePages()
	if err != nil {
		return nil, err
	}
	store := &sessionStore{db: opts.DB}
	sm := scs.New()
	sm.Store = store
	sm.Lifetime = opts.SessionLifetime
	sm.IdleTimeout = 2 * time.Hour
	sm.Cookie.Name = "vitrina_session"
	sm.Cookie.HttpOnly = true
	sm.Cookie.SameSite = http.SameSiteLaxMode
	sm.Cookie.Secure = strings.HasPrefix(opts.BaseURL, "https://")
	sm.Cookie.Path = "/"
	sm.ErrorFunc = sessionErrorFunc(opts.Logger)
	a := &App{
		svc: opts.Service, db: opts.DB, logger: opts.Logger, baseURL: strings.TrimRight(opts.BaseURL, "/"), now: opts.Now,
		sessions: sm, store: store, limiter: newLoginLimiter(opts.LoginMaxFailures, opts.LoginWindow, opts.Now), pages: pg,
		uploadLimit: opts.UploadLimit,
	}
	a.handler = a.routes()
	return a, nil
}

func (a *App) ServeHTTP(w http.ResponseWriter, r *http.Request) { a.handler.ServeHTTP(w, r) }

// Prefixes are the paths the CMS serves; the server mounts the App on each.
var Prefixes = []string{"/login", "/logout", "/admin/", "/api/", "/setup", "/recuperar", "/restablecer", "/cms-static/"}

func (a *App) routes() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /cms-static/", http.StripPrefix("/cms-static/", staticHandler()))

	mux.HandleFunc("GET /login", a.loginPage)
	mux.HandleFunc("POST /login", a.login)
	mux.HandleFunc("POST /logout", a.logout)
	mux.HandleFunc("GET /setup", a.setupPage)
	mux.HandleFunc("POST /setup", a.setup)
	mux.HandleFunc("GET /recuperar", a.forgotPage)
	mux.HandleFunc("POST /recuperar", a.forgot)
	mux.HandleFunc("GET /restablecer", a.resetPage)
	mux.HandleFunc("POST /restablecer", a.reset)

	mux.Handle("/api/admin_roles_api.php", a.requireAPISession(http.HandlerFunc(a.adminRolesAPI)))
	mux.Handle("/api/update_employee_role.php", a.requireAPISession(http.HandlerFunc(a.updateEmployeeRole)))
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusNotFound, apiFailure("Recurso no encontrado"))
	})

	admin := http.NewServeMux()
	admin.HandleFunc("GET /admin/{$}", a.dashboard)
	a.registerModules(admin)
	admin.HandleFunc("GET /admin/cuenta/clave", a.passwordPage)
	admin.HandleFunc("POST /admin/cuenta/clave", a.changePassword)
	admin.Handle("GET /admin/cuenta/enlaces", a.requireAdmin(http.HandlerFunc(a.linksPage)))
	admin.Handle("POST /admin/cuenta/enlaces", a.requireAdmin(http.HandlerFunc(a.links)))
	admin.HandleFunc("/admin/", func(w http.ResponseWriter, r *http.Request) {
		a.renderError(w, r, http.StatusNotFound, "Página no encontrada")
	})
	mux.Handle("/admin/", a.requirePageSession(admin))

	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if wantsJSON(r) || strings.HasPrefix(r.URL.Path, "/api/") {
			writeJSON(w, http.StatusForbidden, apiFailure("Solicitud de otro origen rechazada"))
			return
		}
		http.Error(w, "Solicitud de otro origen rechazada", http.StatusForbidden)
	}))
	return cop.Handler(a.sessions.LoadAndSave(withPageHeaders(mux)))
}

// withPageHeaders keeps CMS answers out of caches and framing, and scripts to our own files.
func withPageHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/cms-static/") {
			w.Header().Set("Cache-Control", "no-store")
			w.Header().Set("Content-Security-Policy",
				"default-src 'self'; img-src 'self' data: blob: http: https:; style-src 'self'; script-src 'self'; frame-ancestors 'none'; form-action 'self'")
		}
		next.ServeHTTP(w, r)
	})
}

// RunCleanup deletes expired sessions every interval until ctx ends.
func (a *App) RunCleanup(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := a.store.deleteExpired(ctx); err != nil && ctx.Err() == nil {
				a.logger.Warn("delete expired sessions", "error", err)
			}
		}
	}
}

func (a *App) url(path string) string { return a.baseURL + path }
